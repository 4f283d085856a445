import type { Paginated } from '@estate/shared-api/dto/common';
import type { LotCard, LotDetail, LotFacets } from '@estate/shared-api/dto/lots';
import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { TestVisitor } from '../../testing/testVisitor';
import { createPrng } from '../../seed/prng';

const TOKEN = 'cache-rules-admin-token';

describe.each(backends())('cached lot answers follow what a change touches, on %s', (backend) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(backend, { API_DEV_ENDPOINTS: '1', ADMIN_TOKEN: TOKEN, OTP_GLOBAL_HOURLY: '100000' });
  });
  afterAll(() => test?.close());

  /** The response cache's lookups so far, by what it did. */
  const lookups = async () => {
    const metric = await test.ctx.metrics.registry.getSingleMetric('api_response_cache_lookups_total')?.get();
    const of = (result: string) => metric?.values.find((value) => value.labels.result === result)?.value ?? 0;
    return { hit: of('hit'), miss: of('miss') + of('coalesced') };
  };
  /** Asks for `url` and says whether the cache answered it. */
  const ask = async <T>(url: string): Promise<{ hit: boolean; body: T }> => {
    const before = await lookups();
    const response = await test.app.inject({ url });
    expect(response.statusCode).toBe(200);
    return { hit: (await lookups()).hit > before.hit, body: response.json<T>() };
  };
  const flat = async (where: string) =>
    (
      await test.db.query<{ id: number; rooms: number; slug: string; external_id: string; price: number }>(
        `select l.id, least(l.rooms, 4) as rooms, p.slug, l.external_id, l.price from lots l join projects p on p.id = l.project_id
          where l.kind = 'flat' and l.status = 'free' and ${where} order by l.id limit 1`,
      )
    ).rows[0]!;

  it('a booking retires the answers that show the lot or count it, and leaves the others cached', async () => {
    const lot = await flat("l.city_id = (select id from cities where slug = 'moskva')");
    const other = await flat(`l.city_id = (select id from cities where slug = 'moskva') and l.project_id <> (select project_id from lots where id = ${lot.id}) and least(l.rooms, 4) <> ${lot.rooms}`);
    const elsewhere = `city=moskva&project=${other.slug}&rooms=${other.rooms}`;
    const urls = {
      page: `/api/flats/?city=moskva&project=${lot.slug}&rooms=${lot.rooms}&limit=100`,
      free: `/api/flats/?city=moskva&rooms=${lot.rooms}&only_free=true&limit=1`,
      facets: `/api/flats/facets/?city=moskva&rooms=${lot.rooms}`,
      detail: `/api/flats/${lot.id}/`,
      otherPage: `/api/flats/?${elsewhere}`,
      otherFacets: `/api/flats/facets/?${elsewhere}`,
      otherDetail: `/api/flats/${other.id}/`,
      tula: '/api/flats/facets/?city=tula',
    };
    const before: Record<string, unknown> = {};
    for (const [name, url] of Object.entries(urls)) before[name] = (await ask(url)).body;
    for (const url of Object.values(urls)) expect((await ask(url)).hit).toBe(true);

    const phone = '+79171234567';
    const buyer = await new TestVisitor(test.app).start();
    expect((await buyer.post('/api/otp/create/phone/', { phone })).statusCode).toBe(201);
    const [message] = (await buyer.get(`/api/dev/outbox/?phone=${encodeURIComponent(phone)}`)).json<{ code: string }[]>();
    expect((await buyer.post('/api/personal_account/login_by_phone/', { phone, code: message!.code })).statusCode).toBe(200);
    expect((await buyer.post('/api/user_booking/', { property: lot.id, name: 'Анна Петрова', agreement: 'true' })).statusCode).toBe(201);

    const after: Record<string, { hit: boolean; body: unknown }> = {};
    for (const [name, url] of Object.entries(urls)) after[name] = await ask(url);
    expect(Object.fromEntries(Object.entries(after).map(([name, { hit }]) => [name, hit]))).toEqual({
      page: false,
      free: false,
      facets: false,
      detail: false,
      otherPage: true,
      otherFacets: true,
      otherDetail: true,
      tula: true,
    });
    expect((after.detail!.body as LotDetail).status).toBe('booked');
    expect((after.page!.body as Paginated<LotCard>).results.find((card) => card.id === lot.id)?.status).toBe('booked');
    expect((after.free!.body as Paginated<LotCard>).count).toBe((before.free as Paginated<LotCard>).count - 1);
    expect((after.facets!.body as LotFacets).flags.only_free).toBe((before.facets as LotFacets).flags.only_free! - 1);
    expect((after.facets!.body as LotFacets).count).toBe((before.facets as LotFacets).count); // booked lots are on sale too
  });

  it('a price list retires the page a lot moves onto, and the lot’s own answers; pages it does not reach stay cached', async () => {
    const page = '/api/flats/?city=tula&ordering=price&limit=5';
    const top = '/api/flats/?city=tula&ordering=-price&limit=5';
    const cheapest = (await ask<Paginated<LotCard>>(page)).body.results;
    await ask(top);
    const { rows } = await test.db.query<{ id: number; external_id: string; price: number }>(
      "select id, external_id, price from lots where kind = 'flat' and status = 'free' and city_id = (select id from cities where slug = 'tula') order by price desc, id desc offset 10 limit 1",
    );
    const moved = rows[0]!;
    const csv = `external_id;price;old_price;status\n${moved.external_id};${cheapest[0]!.price - 1000};${moved.price};free\n`;
    const imported = await test.app.inject({ method: 'POST', url: '/api/admin/catalogue/import', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'text/csv' }, payload: csv });
    expect(imported.statusCode).toBe(200);
    const after = await ask<Paginated<LotCard>>(page);
    expect(after.hit).toBe(false);
    expect(after.body.results[0]).toMatchObject({ id: moved.id, price: cheapest[0]!.price - 1000, old_price: moved.price });
    expect((await ask(top)).hit).toBe(true); // it was not among the dearest five, and is not now
  });

  it('every cached answer equals a fresh one after random changes of lots, one by one and many at once', async () => {
    const prng = createPrng(backend === 'pglite' ? 7 : 8);
    const { rows: projects } = await test.db.query<{ slug: string }>("select slug from projects where city_id = (select id from cities where slug = 'moskva')");
    const filters = Array.from({ length: 30 }, (_, index) => {
      const query = new URLSearchParams({ city: prng.chance(0.8) ? 'moskva' : 'tula' });
      if (prng.chance(0.6)) for (const rooms of prng.shuffle(['0', '1', '2', '3', '4']).slice(0, prng.int(1, 2))) query.append('rooms', rooms);
      if (prng.chance(0.5)) query.set('price_max', String(prng.int(6, 30) * 1_000_000));
      if (prng.chance(0.3)) query.set('project', prng.pick(projects).slug);
      if (prng.chance(0.2)) query.set('area_min', String(prng.int(30, 70)));
      if (prng.chance(0.15)) query.set('only_free', 'true');
      if (prng.chance(0.15)) query.set('features', 'balcony');
      return index % 2 === 0 ? `/api/flats/facets/?${query}` : `/api/flats/?${query}&ordering=${prng.pick(['price', '-price', 'area', 'floor'])}&limit=10`;
    });
    for (const url of filters) await ask(url);
    const { rows: lots } = await test.db.query<{ id: number; price: number }>(
      "select id, price from lots where kind in ('flat', 'apartment') and status <> 'sold' order by id",
    );
    let kept = 0;
    for (let round = 0; round < 10; round += 1) {
      // one lot booked, sold, freed or repriced across the price filters; or (every fourth round) 150 lots at once
      const changed = round % 4 === 3 ? prng.shuffle(lots).slice(0, 150) : [prng.pick(lots)];
      await test.ctx.dataVersion.change(
        'catalogue',
        (tx) =>
          tx.query(
            `update lots l set price = greatest(100000, l.price + c.delta), status = coalesce(c.status, l.status)
               from jsonb_to_recordset($1::jsonb) as c(id int, delta int, status text) where l.id = c.id`,
            [JSON.stringify(changed.map((lot) => ({ id: lot.id, delta: prng.int(-20, 20) * 250_000, status: prng.pick([null, 'free', 'booked', 'sold']) })))],
          ),
        'lots',
      );
      for (const url of filters) {
        const cached = await ask<Paginated<LotCard> | LotFacets>(url);
        const fresh = (await test.app.inject({ url: `${url}&fresh=${round}` })).json<Paginated<LotCard> | LotFacets>();
        if ('results' in fresh) expect({ url, count: (cached.body as Paginated<LotCard>).count, results: (cached.body as Paginated<LotCard>).results }).toEqual({ url, count: fresh.count, results: fresh.results });
        else expect({ url, facets: cached.body }).toEqual({ url, facets: fresh });
        if (cached.hit) kept += 1;
      }
    }
    // the single changes leave most answers cached (and correct, above)
    expect(kept).toBeGreaterThan(filters.length);
  });
});
