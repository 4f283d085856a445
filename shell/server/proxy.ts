// /api/*, /img/*, /feeds/* and the sitemap go to the API server unchanged, with the visitor's host, port and protocol forwarded,
// so the browser sees one origin (cookies, CSRF) and the API can build absolute URLs. In development the
// shell's assets go to its webpack dev server the same way.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { API_PATH_PREFIX } from '@estate/shared-api';

/** What the API answers: its endpoints, images, the classifieds' feeds and the sitemap built from the data. */
export function isForApi(pathname: string): boolean {
  return (
    [API_PATH_PREFIX, '/img/', '/feeds/', '/sitemaps/'].some((prefix) => pathname.startsWith(prefix)) ||
    pathname === '/sitemap.xml'
  );
}

export function proxyTo(
  upstreamUrl: string,
  req: IncomingMessage,
  res: ServerResponse,
  log: (line: object) => void,
  onAnswer?: (response: IncomingMessage) => void,
) {
  const target = new URL(req.url ?? '/', upstreamUrl);
  const visitorHost = req.headers.host ?? '';
  const [, port] = visitorHost.split(':');
  const upstream = http.request(
    target,
    {
      method: req.method,
      headers: {
        ...req.headers,
        host: target.host,
        'x-forwarded-host': String(req.headers['x-forwarded-host'] ?? visitorHost),
        'x-forwarded-port': String(req.headers['x-forwarded-port'] ?? port ?? '80'),
        'x-forwarded-proto': String(req.headers['x-forwarded-proto'] ?? 'http'),
        'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress]
          .filter(Boolean)
          .join(', '),
      },
    },
    (response) => {
      // hop-by-hop headers describe the upstream connection, not the visitor's
      onAnswer?.(response);
      const { connection: _connection, 'keep-alive': _keepAlive, ...headers } = response.headers;
      res.writeHead(response.statusCode ?? 502, headers);
      response.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    log({
      level: 'warn',
      msg: 'upstream unreachable',
      upstream: upstreamUrl,
      path: req.url,
      error: error.message,
    });
    if (!res.headersSent) {
      res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ detail: 'Сервис временно недоступен. Попробуйте ещё раз.' }));
    } else {
      res.destroy();
    }
  });
  req.pipe(upstream);
}
