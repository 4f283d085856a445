// robots.txt per city host: the pages not meant for search engines (SPEC §2: the /ui showcase, the visitor's own
// lists, print versions) and the host's sitemap, which the API builds from the data (proxied like /api). A test
// stage — a host without PRODUCTION_HOST_MARKER — is closed to crawlers altogether.
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Domain } from '@estate/shared-api';
import type { ShellConfig } from './config';
import { readDomain } from './domain';

// flatPrint('') is the prefix of every print page
export const disallowedPaths = ['/ui', sitePaths.favorites(), sitePaths.comparison(), sitePaths.flatPrint('')];

export function robotsTxt(domain: Domain): string {
  const rules = domain.isTestStage ? ['Disallow: /'] : disallowedPaths.map((path) => `Disallow: ${path}`);
  return ['User-agent: *', ...rules, '', `Sitemap: ${domain.protocol}://${domain.host}/sitemap.xml`, ''].join(
    '\n',
  );
}

export function serveRobots(req: IncomingMessage, res: ServerResponse, config: ShellConfig) {
  res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' });
  res.end(req.method === 'HEAD' ? undefined : robotsTxt(readDomain(req, config)));
}
