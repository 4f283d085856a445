// The API against its own document: every operation, valid and broken examples generated from the declared
// parameters and bodies, sent over HTTP to the app on a real port, each answer a documented status with a
// documented content type and, for JSON, a body its schema accepts; never a server error.
import { createTestApp, type TestApp } from '../testing/testApp';
import { fuzzDocument, type OpenApiDocument } from '../testing/documentFuzzer';
import { SITE_ORIGIN } from '../testing/testVisitor';
import { backends } from '../testing/testEnv';
import { EVERY_ROUTE_ENV } from './openApiDocument';
import { SCHEMA_PATH } from './openApi';

/** Valid examples per operation (half as many again are broken); FUZZ_EXAMPLES raises it for a longer run. */
const EXAMPLES = Number(process.env.FUZZ_EXAMPLES ?? 10);

describe.each(backends())('the document-driven fuzzer on %s', (backend) => {
  let test: TestApp;
  let base: string;

  beforeAll(async () => {
    test = await createTestApp(backend, EVERY_ROUTE_ENV);
    base = await test.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => test?.close());

  it('finds every operation answered as documented, none with a server error', async () => {
    const document = (await test.app.inject({ url: SCHEMA_PATH })).json<OpenApiDocument>();
    const started = Date.now();
    const report = await fuzzDocument(document, { base, siteOrigin: SITE_ORIGIN, examples: EXAMPLES, seed: 29, adminToken: EVERY_ROUTE_ENV.ADMIN_TOKEN });
    console.info(`fuzzer on ${backend}: ${report.operations} operations, ${report.requests} requests, ${report.failures.length} failures in ${((Date.now() - started) / 1000).toFixed(1)} s`, report.statuses);
    expect(report.operations).toBe(Object.values(document.paths).flatMap((methods) => Object.keys(methods)).length);
    expect(report.failures).toEqual([]);
  }, 600_000);
});
