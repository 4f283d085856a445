// The systematic part of the hostile corpus, generated from the app itself so it grows with the surface: every query
// parameter every route reads (found by watching the routes read them), forwarded headers and odd hosts on every
// route, and the ways out of the session handoff.
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Queryable } from '../db/db';
import type { Prng } from '../seed/prng';
import { HOSTILE_ENCODED, type RegisteredRoute } from './hostileRequests';

const routeKey = (method: string, url: string) => `${method} ${url}`;

/** The query parameters each route reads, by `METHOD url` as registered. */
export type QueryReads = Map<string, Set<string>>;

/**
 * Hooks the app (before it is ready) so that each route's reads of `request.query` are recorded while `watching`:
 * routes read their parameters through the query object, whatever helper they use.
 */
export function watchQueryReads(app: FastifyInstance): { reads: QueryReads; watching: boolean } {
  const watch = { reads: new Map() as QueryReads, watching: false };
  app.addHook('preValidation', async (request) => {
    if (!watch.watching || !request.query || typeof request.query !== 'object') return;
    const key = routeKey(request.method, request.routeOptions.url ?? '');
    const names = watch.reads.get(key) ?? new Set<string>();
    watch.reads.set(key, names);
    request.query = new Proxy(request.query, {
      get(target, name, receiver) {
        if (typeof name === 'string') names.add(name);
        return Reflect.get(target, name, receiver) as unknown;
      },
    });
  });
  return watch;
}

/** Real values for path parameters (a lot of each kind, a project, a publication …), so handlers get past their lookups. */
export async function pathValues(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<Record<string, string | number | null>>(
    `select (select id from lots where kind = 'flat' and status = 'free' order by id limit 1) as flat,
            (select id from lots where kind = 'commercial' and status = 'free' order by id limit 1) as commercial,
            (select id from lots where kind = 'parking' and status = 'free' order by id limit 1) as parking,
            (select id from lots where kind = 'storage' and status = 'free' order by id limit 1) as storage,
            (select min(id) from buildings) as building, (select min(id) from sections) as section, (select min(id) from floors) as floor,
            (select min(id) from layouts) as layout, (select min(id) from progress_reports) as progress,
            (select min(id) from infra_points) as infra, (select min(id) from purchase_methods) as purchase,
            (select slug from projects where kind = 'residential' order by id limit 1) as project,
            (select slug from projects where kind = 'commercial' order by id limit 1) as commercial_project,
            (select slug from publications order by id limit 1) as publication, (select slug from infra_categories order by id limit 1) as category,
            (select path from images order by path limit 1) as image`,
  );
  return [...Object.values(rows[0] ?? {}).filter((value) => value !== null).map(String), '1.xml'];
}

const fillWith = (url: string, value: string) => url.replace(/:[a-z_]+|\*/gi, encodeURIComponent(value).replaceAll('%2F', '/'));

/**
 * Asks every route once per path value (once when it has no parameters), with an empty query and body, while
 * `watch` records what it reads. Returns, per route, a path that answered 2xx (else the last one tried).
 */
export async function discoverRoutes(
  app: FastifyInstance,
  routes: readonly RegisteredRoute[],
  watch: { watching: boolean },
  values: readonly string[],
): Promise<Map<string, string>> {
  const paths = new Map<string, string>();
  watch.watching = true;
  try {
    for (const route of routes) {
      const candidates = /:[a-z_]+|\*/i.test(route.url) ? values.map((value) => fillWith(route.url, value)) : [route.url];
      for (const url of candidates) {
        const response = await app.inject({ method: route.method as InjectOptions['method'], url, ...(route.method === 'POST' && { payload: {} }) });
        paths.set(routeKey(route.method, route.url), url);
        if (response.statusCode < 300) break;
      }
    }
  } finally {
    watch.watching = false;
  }
  return paths;
}

/** Every route with every query parameter it was seen to read, `perParameter` hostile values each. */
export function queryParameterRequests(prng: Prng, routes: readonly RegisteredRoute[], reads: QueryReads, paths: Map<string, string>, perParameter: number): InjectOptions[] {
  const out: InjectOptions[] = [];
  for (const route of routes) {
    if (route.method === 'HEAD') continue; // the GET handler's
    const key = routeKey(route.method, route.url);
    for (const name of reads.get(key) ?? []) {
      for (let i = 0; i < perParameter; i += 1) {
        out.push({ method: route.method as InjectOptions['method'], url: `${paths.get(key) ?? route.url}?${name}=${prng.pick(HOSTILE_ENCODED)}` });
      }
    }
  }
  return out;
}

/** What a client may put in the headers a proxy sets, and in Host. */
const FORWARDED_HOSTS = [
  'a b', '%', '[::1', '[::1]:8080', 'localhost:99999', 'localhost:0', 'localhost:-1', 'localhost:8080:8080', 'evil.example',
  'tula.localhost:8080', 'tula.evil.example', ' ', 'x'.repeat(300), 'тула.рф', 'localhost:8080, evil.example', '..', 'a/b',
  'a?b', 'a#b', 'user@evil.example', '@', ':8080', '%00', 'localhost%2F..', 'LOCALHOST:8080', 'localhost.:8080',
];
const FORWARDED_PORTS = ['abc', '99999', '-1', '0', '80', '443', '8080, 9090', '1e3', ' '];
const FORWARDED_PROTOS = ['https', 'http', 'javascript', 'ftp', 'HTTPS', 'https, http', 'gopher://x'];
const FORWARDED_FORS = ['not-an-ip', '999.1.1.1', '::1', '2001:db8::1', '1.2.3.4, 5.6.7.8', 'x'.repeat(300), ' , ,', 'unknown', '[2001:db8::1]:443', '1.2.3.4:80', '::ffff:10.0.0.1'];
const HOSTS = ['a b', '[::1', '[::1]', 'localhost:99999', 'evil.example', 'x'.repeat(300), ':80', '..', 'localhost:8080:80', 'тула.рф', '%41', 'tula.localhost:8080'];

/** Every GET route (its working path) with hostile forwarded headers, and again with an odd Host. */
export function headerRequests(prng: Prng, routes: readonly RegisteredRoute[], paths: Map<string, string>): InjectOptions[] {
  const out: InjectOptions[] = [];
  for (const route of routes.filter((item) => item.method === 'GET')) {
    const url = paths.get(routeKey(route.method, route.url)) ?? route.url;
    const forwarded: Record<string, string> = { 'x-forwarded-host': prng.pick(FORWARDED_HOSTS), 'x-forwarded-for': prng.pick(FORWARDED_FORS) };
    if (prng.chance(0.6)) forwarded['x-forwarded-port'] = prng.pick(FORWARDED_PORTS);
    if (prng.chance(0.6)) forwarded['x-forwarded-proto'] = prng.pick(FORWARDED_PROTOS);
    out.push({ method: 'GET', url, headers: forwarded }, { method: 'GET', url, headers: { host: prng.pick(HOSTS) } });
  }
  return out;
}

/** `next` values that try to leave the site (raw in the URL), besides some that stay on it. */
const NEXT_VALUES = [
  '/%09/127.0.0.1:9199/landed', '/%0A/evil.example', '/%0D%0A/evil.example', '/%5Cevil.example', '/%5C%5Cevil.example', '//evil.example',
  '/%2F/evil.example', '%2F%2Fevil.example', '/.//evil.example', '/a/..//evil.example', '/./%5Cevil.example', 'https://evil.example/',
  'https:evil.example', 'javascript:alert(1)', '/javascript:alert(1)', 'data:text/html,x', '/%00', '/%7F/evil.example', '/%C2%85/evil.example',
  '/%E2%80%AE', '/%D1%8F', '/%D0%BF%D1%80%D0%B5%D1%81%D1%81', '/%', '/%zz', '/%ED%A0%80', '/%F0%9F%98%80', '/%C0%AF', `/${'a'.repeat(3000)}`,
  '', '%20//evil.example', '/favorites%3Ftab%3D%D1%82%23x', '/%E3%80%82evil.example', '/%EF%BC%8F%EF%BC%8Fevil.example', '///evil.example',
  '/\\evil.example', '/@evil.example', '/favorites', '/..', '/../..//evil.example',
];

/** The session handoff's entry with every `next` above, with and without a token and a referer from the site. */
export function handoffRequests(handoffPath: string): InjectOptions[] {
  return NEXT_VALUES.flatMap((next) => [
    { method: 'GET' as const, url: `${handoffPath}?token=${'a'.repeat(64)}&next=${next}`, headers: { referer: 'http://localhost:8080/' } },
    { method: 'GET' as const, url: `${handoffPath}?next=${next}` },
  ]);
}
