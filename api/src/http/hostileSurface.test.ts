import type { InjectOptions } from 'fastify';
import { backends } from '../testing/testEnv';
import { createTestApp, type TestApp } from '../testing/testApp';
import { TestVisitor } from '../testing/testVisitor';
import { registeredRoutes, sendHostile, statusCounts } from '../testing/hostileRequests';
import { discoverRoutes, handoffRequests, headerRequests, pathValues, queryParameterRequests, watchQueryReads, type QueryReads } from '../testing/hostileCorpus';
import { HANDOFF_PATH } from '../features/session/sessionHandoffRoutes';
import { createPrng } from '../seed/prng';

const PER_PARAMETER = 3;

// The corpus generated from the app's surface (src/testing/hostileCorpus.ts); the random one is hostileRequests.test.ts.
describe.each(backends())('hostile requests over the whole surface on %s', (backend) => {
  let test: TestApp;
  let watch: { reads: QueryReads; watching: boolean };

  beforeAll(async () => {
    // development endpoints on: they are routes the app may register; the shell in front, as npm start runs it
    test = await createTestApp(backend, { API_DEV_ENDPOINTS: '1', TRUST_PROXY: '1' }, undefined, (app) => {
      watch = watchQueryReads(app);
    });
  });
  afterAll(() => test?.close());

  it('answers every query parameter of every route, forwarded headers, odd hosts and the handoff’s ways off the site with 4xx or success, never 5xx', async () => {
    const started = performance.now();
    const routes = registeredRoutes(test.app);
    const prng = createPrng(20261124);
    const paths = await discoverRoutes(test.app, routes, watch, await pathValues(test.db));
    const reading = [...watch.reads].filter(([route, names]) => names.size > 0 && !route.startsWith('HEAD '));
    const parameters = reading.reduce((sum, [, names]) => sum + names.size, 0);
    // the routes read their parameters through the query object, whatever helper they use
    for (const [route, name] of [['GET /api/flats/', 'price_min'], ['GET /img/*', 'size'], [`GET ${HANDOFF_PATH}`, 'next'], ['GET /api/publications/', 'offset']] as const) {
      expect([route, watch.reads.get(route)?.has(name)]).toEqual([route, true]);
    }

    const groups: [string, InjectOptions[]][] = [
      ['query parameters', queryParameterRequests(prng, routes, watch.reads, paths, PER_PARAMETER)],
      ['forwarded headers and hosts', headerRequests(prng, routes, paths)],
      ['handoff', handoffRequests(HANDOFF_PATH)],
    ];
    const visitor = await new TestVisitor(test.app).start();
    const failures: string[] = [];
    const lines: string[] = [];
    for (const [group, requests] of groups) {
      const sent = await sendHostile(visitor, requests);
      failures.push(...sent.failures);
      lines.push(`${group} ${requests.length}: ${statusCounts(sent.byStatus)}`);
    }
    const total = groups.reduce((sum, [, requests]) => sum + requests.length, 0);
    console.info(
      `${total} hostile requests on ${backend} over the surface (${reading.length} routes read ${parameters} query parameters), ` +
        `${Math.round(performance.now() - started)} ms\n${lines.join('\n')}`,
    );
    expect(failures).toEqual([]);
  }, 300_000);
});
