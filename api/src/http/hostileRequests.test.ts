import { backends } from '../testing/testEnv';
import { createTestApp, type TestApp } from '../testing/testApp';
import { TestVisitor } from '../testing/testVisitor';
import { hostileRequest, registeredRoutes, sendHostile, statusCounts } from '../testing/hostileRequests';
import { createPrng } from '../seed/prng';

const REQUESTS = 2000;

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
    const { byStatus, failures } = await sendHostile(visitor, Array.from({ length: REQUESTS }, () => hostileRequest(prng, routes)));
    console.info(`${REQUESTS} hostile requests on ${backend} over ${routes.length} routes, by status: ${statusCounts(byStatus)}`);
    expect(failures).toEqual([]);
  }, 180_000);
});
