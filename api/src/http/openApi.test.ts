import { Validator } from '@seriousme/openapi-schema-validator';
import { findRepoRoot } from '../config';
import { createTestApp, type TestApp } from '../testing/testApp';
import { registeredRoutes } from '../testing/hostileRequests';
import fs from 'node:fs';
import { documentText, EVERY_ROUTE_ENV, generatedTypes, readCommittedDocument, typesFile } from './openApiDocument';
import { DOCS_PATH, SCHEMA_PATH } from './openApi';

interface Operation {
  summary?: string;
  tags?: string[];
  operationId?: string;
  parameters?: { name: string; in: string }[];
  responses: Record<string, unknown>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** `/api/flats/:id/` and `/img/*` as the document names them: `/api/flats/{id}/`, `/img/{*}`. */
const documented = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/\*$/, '{*}');

describe('the OpenAPI document', () => {
  let test: TestApp;
  let document: Document;

  beforeAll(async () => {
    test = await createTestApp('pglite', EVERY_ROUTE_ENV);
    document = (await test.app.inject({ url: SCHEMA_PATH })).json<Document>();
  });
  afterAll(() => test?.close());

  it('is served at /api/schema/ as committed in api/openapi.json (run `npm run openapi -w api` after a change)', () => {
    expect(documentText(document)).toBe(readCommittedDocument(findRepoRoot(__dirname)));
  });

  it('is what shared-api’s types are generated from (openapi-typescript)', () => {
    const repoRoot = findRepoRoot(__dirname);
    expect(fs.readFileSync(typesFile(repoRoot), 'utf8')).toBe(generatedTypes(repoRoot));
  }, 60_000);

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('has an operation, with a summary, tags, an id and its error responses, for every route the app registers', () => {
    const routes = registeredRoutes(test.app).filter((route) => route.method !== 'HEAD' && route.url !== SCHEMA_PATH && !route.url.startsWith(DOCS_PATH));
    expect(routes.length).toBeGreaterThan(140);
    const missing = routes.filter((route) => !document.paths[documented(route.url)]?.[route.method.toLowerCase()]).map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBe(routes.length);
    for (const operation of operations) {
      expect([operation.operationId, Boolean(operation.summary), (operation.tags ?? []).length]).toEqual([expect.any(String), true, 1]);
      expect(operation.responses).toHaveProperty('500');
    }
  });

  it('declares ranges, enumerations and security where the routes have them', () => {
    const flats = document.paths['/api/flats/']!.get!;
    const parameter = (name: string) => flats.parameters?.find((item) => item.name === name) as { schema: Record<string, unknown> } | undefined;
    expect(parameter('rooms')?.schema).toMatchObject({ type: 'array', items: { type: 'integer', minimum: 0, maximum: 4 } });
    expect(parameter('ordering')?.schema).toMatchObject({ enum: expect.arrayContaining(['price', '-price']) });
    expect(document.paths['/api/favorites/']!.post).toMatchObject({ security: [{ csrfCookie: [], csrfToken: [], session: [] }], responses: { 403: expect.anything() } });
    expect(document.paths['/api/admin/catalogue/import']!.post).toMatchObject({ security: [{ adminToken: [] }] });
    expect(document.paths['/api/flats/{id}/']!.get!.responses).toHaveProperty('404');
  });

  it('has reference pages at /api/docs/ inside a Content-Security-Policy of their own', async () => {
    const page = await test.app.inject({ url: `${DOCS_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'; script-src 'self'; style-src 'self'/);
    expect(page.body).toContain('swagger-ui-bundle.js');
  });
});
