import { backends } from '../testing/testEnv';
import { createTestApp, type TestApp } from '../testing/testApp';
import { TestVisitor } from '../testing/testVisitor';
import { hostileRequest, registeredRoutes } from '../testing/hostileRequests';
import { createPrng } from '../seed/prng';

const REQUESTS = 2000;
const PARALLEL = 8;
/** Links in e-mails that a person opens: they answer with a small page, errors included, not JSON. */
const PAGES_FOR_PEOPLE = /^\/api\/price_alerts\/(confirm|unsubscribe)\//;
const readable = (url: string, body: string) => /^\{"/.test(body) || (PAGES_FOR_PEOPLE.test(url) && body.startsWith('<!doctype html>'));

describe.each(backends())('hostile requests on %s', (backend) => {
  let test: TestApp;

  beforeAll(async () => {
    // development endpoints on too: they are routes the app may register
    test = await createTestApp(backend, { API_DEV_ENDPOINTS: '1' });
  });
  afterAll(() => test?.close());

  it(`answers ${REQUESTS} hostile requests over every registered route with 4xx or success, never 5xx`, async () => {
    const routes = registeredRoutes(test.app);
    expect(routes.length).toBeGreaterThan(100);
    const prng = createPrng(20261123);
    const visitor = await new TestVisitor(test.app).start();
    const byStatus = new Map<number, number>();
    const failures: string[] = [];
    const requests = Array.from({ length: REQUESTS }, () => hostileRequest(prng, routes));
    for (let start = 0; start < requests.length; start += PARALLEL) {
      await Promise.all(
        requests.slice(start, start + PARALLEL).map(async (request) => {
          const response = await visitor.request(request);
          byStatus.set(response.statusCode, (byStatus.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500) failures.push(`${request.method} ${request.url} → ${response.statusCode} ${response.body.slice(0, 200)}`);
          else if (response.statusCode >= 400 && request.method !== 'HEAD' && !readable(String(request.url), response.body)) failures.push(`${request.method} ${request.url} → ${response.statusCode} not JSON: ${response.body.slice(0, 100)}`);
        }),
      );
    }
    console.info(`${REQUESTS} hostile requests on ${backend} over ${routes.length} routes, by status: ${[...byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status} × ${count}`).join(', ')}`);
    expect(failures).toEqual([]);
  }, 180_000);
});
