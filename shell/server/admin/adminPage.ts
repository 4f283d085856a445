// The back office's page, /admin/ and everything under it (the admin app routes in the browser): a bare document that
// loads the shell's `admin` page (a browser build of its own, dist/admin/), which loads the admin remote through the
// federation runtime. Rendered in the browser only; never cached, never indexed, never framed, under a
// Content-Security-Policy of its own.
import type { FastifyInstance } from 'fastify';
import type { ShellAssets } from '../../src/app/Document';
import type { ShellConfig } from '../config';
import { loadShellAssets } from '../assets';
import { adminContentSecurityPolicy } from '../security/adminContentSecurityPolicy';
import { HSTS } from '../security/securityHeaders';
import { requestSiteHost } from '../site/requestSite';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** JSON inside a <script type="application/json">: `<` escaped, so no text closes the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function adminDocument(assets: ShellAssets, adminRemote: string): string {
  return [
    '<!doctype html>',
    '<html lang="ru">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    '<title>Управление сайтом</title>',
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...assets.scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`),
    '</head>',
    '<body>',
    '<div id="root"></div>',
    `<script type="application/json" id="admin-config">${scriptJson({ remote: adminRemote })}</script>`,
    '</body>',
    '</html>',
  ].join('\n');
}

export function registerAdminPage(app: FastifyInstance, config: ShellConfig): void {
  app.get('/admin', (_request, reply) => reply.redirect('/admin/', 301));
  app.get('/admin/*', async (request, reply) => {
    const assets = await loadShellAssets(config, 'admin');
    const https = requestSiteHost(request, config.siteDomain).protocol === 'https';
    return reply
      .headers({
        [config.csp.reportOnly ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy']: adminContentSecurityPolicy(
          config.adminRemote,
          config.csp.reportUri,
          config.csp.liveReload,
        ),
        'X-Frame-Options': 'DENY',
        'X-Robots-Tag': 'noindex, nofollow',
        'Cache-Control': 'no-store',
        ...(https && { 'Strict-Transport-Security': HSTS }),
      })
      .type('text/html; charset=utf-8')
      .send(adminDocument(assets, config.adminRemote));
  });
}
