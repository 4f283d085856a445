import { createTestApp, type TestApp } from '../../testing/testApp';
import { TestVisitor } from '../../testing/testVisitor';

/** What each development endpoint answers, in one go (the POST with a valid body and the CSRF header). */
async function devStatuses(test: TestApp): Promise<number[]> {
  const visitor = await new TestVisitor(test.app).start();
  const { rows } = await test.db.query<{ slug: string }>('select slug from publications order by id limit 1');
  return [
    (await visitor.get('/api/dev/outbox/')).statusCode,
    (await visitor.get('/api/dev/requests/')).statusCode,
    (await visitor.post('/api/dev/publications/', { city: 'moskva', type: 'news', slug: 'switch-check', title: 'Проверка', body: '<p>x</p>' })).statusCode,
    (await visitor.delete(`/api/dev/publications/${rows[0]!.slug}/`)).statusCode,
  ];
}

// The switch is configuration only, so one backend is enough.
describe('development endpoints switch', () => {
  let test: TestApp | undefined;
  afterEach(async () => {
    await test?.close();
    test = undefined;
  });

  it.each<Record<string, string>>([{}, { NODE_ENV: 'development' }, { NODE_ENV: 'production' }, { API_DEV_ENDPOINTS: 'true' }])('are off unless switched on explicitly (%j): 404 for each, nothing stored or removed', async (env) => {
    test = await createTestApp('pglite', env);
    const count = async () => (await test!.db.query<{ count: number }>('select count(*)::int as count from publications')).rows[0]?.count;
    const before = await count();
    expect(await devStatuses(test)).toEqual([404, 404, 404, 404]);
    expect(await count()).toBe(before);
  });

  it('are on with API_DEV_ENDPOINTS=1', async () => {
    test = await createTestApp('pglite', { NODE_ENV: 'production', API_DEV_ENDPOINTS: '1' });
    expect(await devStatuses(test)).toEqual([200, 200, 201, 204]);
  });
});
