import Fastify from 'fastify';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { components, ref } from '../../http/schema/types';
import { Paginated } from '../../http/schema/responses';
import { LotCard } from '../../shared/lots/lotSchemas';

/**
 * A page of lots is joined from its cards' JSON, each serialised once and kept: the bytes must be what Fastify's
 * serialiser writes by the route's response schema from the same page, whichever page, endpoint or way it was read.
 */
describe('a page of lots on the wire', () => {
  let test: TestApp;
  /** Fastify serialising a page by the selection's response schema. */
  const serialiser = Fastify();

  beforeAll(async () => {
    test = await createTestApp('pglite');
    for (const schema of components) serialiser.addSchema(schema);
    serialiser.post('/page', { schema: { response: { 200: Paginated(ref(LotCard)) } } }, async (request) => request.body);
    await serialiser.ready();
  });
  afterAll(async () => {
    await serialiser.close();
    await test?.close();
  });

  const pages = [
    '/api/flats/?city=moskva&limit=3',
    '/api/flats/?city=moskva&rooms=1&rooms=2&ordering=-price&limit=4&offset=4',
    '/api/flats/?ordering=area&limit=2&offset=1',
    '/api/commercial/?limit=5',
    '/api/parking/?city=tula&limit=2&offset=1',
    '/api/storage/?limit=3',
    '/api/flats/?city=moskva&rooms=0&price_max=1', // nothing
  ];

  it.each(pages)('%s is what the schema’s serialiser writes', async (url) => {
    // twice: the cards made for the first answer, then the cards kept (the second is not the response cache's copy)
    for (const round of [1, 2]) {
      const response = await test.app.inject({ url: `${url}&round=${round}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const page = response.json<{ count: number; results: unknown[] }>();
      const written = await serialiser.inject({ method: 'POST', url: '/page', payload: page });
      expect(response.body).toBe(written.body);
      expect(page.results.length > 0).toBe(!url.includes('price_max=1'));
    }
  });
});
