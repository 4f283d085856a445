// robots.txt per city host: the pages not meant for search engines (product §2: the /ui showcase, the visitor's own
// lists, print versions) and the host's sitemap, which the API builds from the data (proxied like /api). A test
// stage — a host without PRODUCTION_HOST_MARKER — is closed to crawlers altogether. Written for the site host the
// request is for (one of SITE_DOMAIN's city hosts), never for a host a header made up.
import type { FastifyInstance } from 'fastify';
import { sitePaths } from '@estate/shared-api/links/sitePaths';
import type { Domain } from '@estate/shared-api';
import type { ShellConfig } from './config';
import type { CityDirectory } from './site/cityDirectory';
import { requestSite } from './site/requestSite';

// flatPrint('') is the prefix of every print page
export const disallowedPaths = ['/ui', sitePaths.favorites(), sitePaths.comparison(), sitePaths.flatPrint('')];

export function robotsTxt(domain: Domain): string {
  const rules = domain.isTestStage ? ['Disallow: /'] : disallowedPaths.map((path) => `Disallow: ${path}`);
  return ['User-agent: *', ...rules, '', `Sitemap: ${domain.protocol}://${domain.host}/sitemap.xml`, ''].join(
    '\n',
  );
}

export function registerRobots(app: FastifyInstance, config: ShellConfig, directory: CityDirectory): void {
  app.get('/robots.txt', async (request, reply) => {
    const { domain } = requestSite(request, config, (await directory.cities()) ?? []);
    return reply
      .type('text/plain; charset=utf-8')
      // the text depends on the host: a shared cache keeps one per host
      .headers({ 'Cache-Control': 'public, max-age=300', Vary: 'Host, X-Forwarded-Host, X-Forwarded-Proto' })
      .send(robotsTxt(domain));
  });
}
