import type { InjectOptions } from 'fastify';
import { backends } from '../testing/testEnv';
import { createTestApp, type TestApp } from '../testing/testApp';
import { TestVisitor } from '../testing/testVisitor';
import { hostileRequest, registeredRoutes } from '../testing/hostileRequests';
import { discoverRoutes, handoffRequests, headerRequests, pathValues, queryParameterRequests, watchQueryReads, type QueryReads } from '../testing/hostileCorpus';
import { HANDOFF_PATH } from '../features/session/sessionHandoffRoutes';
import { createPrng } from '../seed/prng';

const RANDOM_REQUESTS = 1500;
const PER_PARAMETER = 3;
const PARALLEL = 8;
/** Links in e-mails that a person opens: they answer with a small page, errors included, not JSON. */
const PAGES_FOR_PEOPLE = /^\/api\/price_alerts\/(confirm|unsubscribe)\//;
const readable = (url: string, body: string) => /^\{"/.test(body) || (PAGES_FOR_PEOPLE.test(url) && body.startsWith('<!doctype html>'));
/** A redirect stays on the host: one slash, then printable ASCII only. */
const SAME_SITE_LOCATION = /^\/(?![/\\])[\x21-\x7e]*$/;

describe.each(backends())('hostile requests on %s', (backend) => {
  let test: TestApp;
  let watch: { reads: QueryReads; watching: boolean };

  beforeAll(async () => {
    // development endpoints on too: they are routes the app may register; the shell in front, as npm start runs it
    test = await createTestApp(backend, { API_DEV_ENDPOINTS: '1', TRUST_PROXY: '1' }, undefined, (app) => {
      watch = watchQueryReads(app);
    });
  });
  afterAll(() => test?.close());

  it('answers random requests, every query parameter of every route, forwarded headers, odd hosts and the handoff with 4xx or success, never 5xx', async () => {
    const started = performance.now();
    const routes = registeredRoutes(test.app);
    expect(routes.length).toBeGreaterThan(100);
    const prng = createPrng(20261123);
    const paths = await discoverRoutes(test.app, routes, watch, await pathValues(test.db));
    const reading = [...watch.reads].filter(([route, names]) => names.size > 0 && !route.startsWith('HEAD '));
    const parameters = reading.reduce((sum, [, names]) => sum + names.size, 0);
    // the routes read their parameters through the query object: lists, images, the handoff among them
    for (const [route, name] of [['GET /api/flats/', 'price_min'], ['GET /img/*', 'size'], [`GET ${HANDOFF_PATH}`, 'next'], ['GET /api/publications/', 'offset']]) {
      expect([route, watch.reads.get(route!)?.has(name!)]).toEqual([route, true]);
    }

    const groups: [string, InjectOptions[]][] = [
      ['random', Array.from({ length: RANDOM_REQUESTS }, () => hostileRequest(prng, routes))],
      ['query parameters', queryParameterRequests(prng, routes, watch.reads, paths, PER_PARAMETER)],
      ['forwarded headers and hosts', headerRequests(prng, routes, paths)],
      ['handoff', handoffRequests(HANDOFF_PATH)],
    ];
    const visitor = await new TestVisitor(test.app).start();
    const failures: string[] = [];
    const lines: string[] = [];
    let total = 0;
    for (const [group, requests] of groups) {
      const byStatus = new Map<number, number>();
      for (let start = 0; start < requests.length; start += PARALLEL) {
        await Promise.all(
          requests.slice(start, start + PARALLEL).map(async (request) => {
            const response = await visitor.request(request);
            const shown = `${request.method} ${String(request.url).slice(0, 300)} ${JSON.stringify(request.headers ?? {}).slice(0, 200)}`;
            byStatus.set(response.statusCode, (byStatus.get(response.statusCode) ?? 0) + 1);
            const location = response.headers.location;
            if (response.statusCode >= 500) failures.push(`${shown} → ${response.statusCode} ${response.body.slice(0, 200)}`);
            else if (response.statusCode >= 400 && request.method !== 'HEAD' && !readable(String(request.url), response.body)) failures.push(`${shown} → ${response.statusCode} not JSON: ${response.body.slice(0, 100)}`);
            else if (typeof location === 'string' && !SAME_SITE_LOCATION.test(location)) failures.push(`${shown} → ${response.statusCode} leaves the site: Location ${JSON.stringify(location)}`);
          }),
        );
      }
      total += requests.length;
      lines.push(`${group} ${requests.length}: ${[...byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status} × ${count}`).join(', ')}`);
    }
    console.info(
      `${total} hostile requests on ${backend} over ${routes.length} routes (${reading.length} of them read ${parameters} query parameters), ` +
        `${Math.round(performance.now() - started)} ms\n${lines.join('\n')}`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});

