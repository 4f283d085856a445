import type { Page as Paginated } from '../../http/schema/responses';
import type { ComparisonDifferences, ListChange, ListStatistics, ListedLot } from './listSchemas';
import type { LotCard } from '../../shared/lots/lotSchemas';
import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { TestVisitor } from '../../testing/testVisitor';

describe.each(backends())('favourites and comparisons on %s', (backend) => {
  let test: TestApp;
  let moscow: number[];
  let tula: number[];

  beforeAll(async () => {
    test = await createTestApp(backend);
    const ids = async (city: string) => (await test.db.query<{ id: number }>(
      "select l.id from lots l join cities c on c.id = l.city_id where c.slug = $1 and l.kind = 'flat' and l.status = 'free' order by l.id limit 4",
      [city],
    )).rows.map((row) => row.id);
    moscow = await ids('moskva');
    tula = await ids('tula');
  });
  afterAll(() => test?.close());

  const stats = async (visitor: TestVisitor, list: string, city?: string) =>
    (await visitor.get(`/api/${list}/statistics/${city ? `?city=${city}` : ''}`)).json<ListStatistics>();

  it.each(['favorites', 'comparisons'])('keeps two visitors working at the same time apart (%s)', async (list) => {
    const anna = await new TestVisitor(test.app).start();
    const boris = await new TestVisitor(test.app).start();
    const [a1, a2, b1] = [moscow[0]!, moscow[1]!, moscow[2]!];
    const results = await Promise.all([
      anna.post(`/api/${list}/`, { property: a1 }),
      boris.post(`/api/${list}/create/`, { property: b1 }),
      anna.post(`/api/${list}/create/`, { property: a2 }),
    ]);
    expect(results.map((response) => response.statusCode)).toEqual([201, 201, 201]);

    expect((await stats(anna, list, 'moskva')).property_ids.sort()).toEqual([a1, a2].sort());
    expect((await stats(boris, list, 'moskva')).property_ids).toEqual([b1]);
    const annaCards = (await anna.get(`/api/${list}/?city=moskva`)).json<Paginated<ListedLot>>();
    expect(annaCards.count).toBe(2);
    expect(annaCards.results.map((card) => card.id).sort()).toEqual([a1, a2].sort());
    expect((await boris.get(`/api/${list}/${a1}/`)).statusCode).toBe(404);
    expect((await boris.delete(`/api/${list}/${a1}/`)).statusCode).toBe(404);
    expect((await stats(anna, list, 'moskva')).count).toBe(2);

    const stranger = new TestVisitor(test.app);
    expect((await stats(stranger, list)).property_ids).toEqual([]);
  });

  it('adds idempotently, deletes by lot id and clears', async () => {
    const visitor = await new TestVisitor(test.app).start();
    const first = await visitor.post('/api/favorites/', { property: moscow[0] });
    expect(first.statusCode).toBe(201);
    expect(first.json<ListChange>()).toMatchObject({ property: moscow[0], created: true, statistics: { property_ids: [moscow[0]] } });
    const again = await visitor.post('/api/favorites/create/', { property: moscow[0] });
    expect(again.statusCode).toBe(200);
    expect(again.json<ListChange>()).toMatchObject({ created: false, statistics: { count: 1, property_ids: [moscow[0]] } });

    await visitor.post('/api/favorites/', { property: moscow[1] });
    await visitor.post('/api/favorites/', { property: tula[0] });
    expect((await visitor.get(`/api/favorites/${moscow[1]}/`)).json<LotCard>().id).toBe(moscow[1]);
    const removed = await visitor.delete(`/api/favorites/${moscow[1]}/`);
    expect(removed.statusCode).toBe(204);
    expect((await visitor.delete(`/api/favorites/${moscow[1]}/`)).statusCode).toBe(404);
    expect((await stats(visitor, 'favorites')).property_ids.sort()).toEqual([moscow[0], tula[0]].sort());

    const cleared = await visitor.post('/api/favorites/clear/');
    expect(cleared.statusCode).toBe(204);
    expect(await stats(visitor, 'favorites')).toMatchObject({ property_ids: [], count: 0, total: 0 });
  });

  it('counts per city and filters statistics by city', async () => {
    const visitor = await new TestVisitor(test.app).start();
    for (const id of [moscow[0], moscow[1], moscow[2], tula[0]]) await visitor.post('/api/comparisons/', { property: id });
    expect(await stats(visitor, 'comparisons', 'tula')).toEqual({ city: 'tula', property_ids: [tula[0]], count: 1, counts: { moskva: 3, tula: 1 }, total: 4 });
    expect((await stats(visitor, 'comparisons', 'moskva')).property_ids.sort()).toEqual([moscow[0], moscow[1], moscow[2]].sort());

    const differences = (await visitor.get('/api/comparisons/show_differences/?city=moskva')).json<ComparisonDifferences>();
    expect(differences.properties).toHaveLength(3);
    expect(differences.rows.find((row) => row.name === 'price')?.values).toHaveLength(3);
    const similar = (await visitor.get('/api/comparisons/similar_flats/?city=moskva')).json<LotCard[]>();
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.every((lot) => lot.city === 'moskva' && ![moscow[0], moscow[1], moscow[2]].includes(lot.id))).toBe(true);

    await visitor.post('/api/comparisons/clear/?city=moskva');
    expect(await stats(visitor, 'comparisons')).toMatchObject({ property_ids: [tula[0]], counts: { tula: 1 } });
  });

  it('validates the property and needs the CSRF token', async () => {
    const visitor = await new TestVisitor(test.app).start();
    expect((await visitor.post('/api/favorites/', {})).json()).toEqual({ property: ['Это обязательное поле'] });
    expect((await visitor.post('/api/favorites/', { property: 'abc' })).json()).toEqual({ property: ['Введите целое число.'] });
    const missing = await visitor.post('/api/favorites/', { property: 99_999_999 });
    expect(missing.statusCode).toBe(400);
    const forged = await visitor.post('/api/favorites/', { property: moscow[0] }, { csrf: false });
    expect(forged.statusCode).toBe(403);
    expect((await stats(visitor, 'favorites')).count).toBe(0);
  });
});
