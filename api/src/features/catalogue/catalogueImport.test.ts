import type { LotDetail, LotPriceHistory } from '../../shared/lots/lotSchemas';
import type { Page as Paginated } from '../../http/schema/responses';
import type { LotCard } from '../../shared/lots/lotSchemas';
import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { catalogueFeed } from './testing/catalogueFixture';
import type { ImportReport } from './importCatalogue';
import schema from '../../../schema/catalogue-feed.schema.json';
import { COMMERCIAL_TYPES, FINISHINGS, LOT_FEATURES, LOT_KINDS, LOT_STATUSES } from '../../domain/lotVocabulary';

const TOKEN = 'test-admin-token-0123456789';
const IMPORT = '/api/admin/catalogue/import';
const auth = { authorization: `Bearer ${TOKEN}` };

describe.each(backends())('catalogue import on %s', (backend) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(backend, { ADMIN_TOKEN: TOKEN });
  });
  afterAll(() => test?.close());

  const post = (payload: string, contentType: string, headers: Record<string, string> = auth) =>
    test.app.inject({ method: 'POST', url: IMPORT, payload, headers: { ...headers, 'content-type': contentType } });
  const count = async (sql: string, params: unknown[] = []) => Number((await test.db.query<{ n: string }>(sql, params)).rows[0]?.n);
  const snapshot = async () => ({
    lots: await count('select count(*) as n from lots'),
    history: await count('select count(*) as n from lot_price_history'),
    changedAt: (await test.db.query<{ at: Date }>('select max(updated_at) as at from lots')).rows[0]?.at.getTime(),
    version: await count("select version as n from data_versions where scope = 'catalogue'"),
  });

  it('applies a 5,000-lot feed, marks the lots it lacks sold, and changes nothing when applied again', async () => {
    const before = await snapshot();
    const onSale = await count("select count(*) as n from lots where status <> 'sold'");
    const feed = JSON.stringify(catalogueFeed());

    const first = await post(feed, 'application/json');
    expect(first.statusCode).toBe(200);
    const report = first.json<ImportReport>();
    console.info(`${backend}: 5,000-lot feed applied in ${report.ms} ms (${(feed.length / 1e6).toFixed(1)} MB)`);
    expect(report).toMatchObject({ format: 'json', changed: true });
    expect(report.feed?.lots).toEqual({ inserted: 5000, updated: 0, sold: onSale });
    expect(report.feed?.projects.inserted).toBe(2);
    expect(report.feed?.layouts.inserted).toBe(24);

    const applied = await snapshot();
    expect(applied.lots).toBe(before.lots + 5000); // nothing deleted
    expect(applied.history).toBe(before.history + 5000 + onSale);
    expect(applied.version).toBe(before.version + 1);
    expect(await count("select count(*) as n from lots where status <> 'sold' and external_id not like 'crm-lot-%'")).toBe(0);

    const again = await post(feed, 'application/json');
    expect(again.statusCode).toBe(200);
    const second = again.json<ImportReport>();
    console.info(`${backend}: the same feed again in ${second.ms} ms`);
    expect(second.changed).toBe(false);
    expect(second.feed?.lots).toEqual({ inserted: 0, updated: 0, sold: 0 });
    expect(await snapshot()).toEqual(applied);

    const list = await test.app.inject({ url: '/api/flats/?project=import-project-1&ordering=price&limit=1' });
    const [card] = list.json<Paginated<LotCard>>().results;
    expect(card).toMatchObject({ external_id: 'crm-lot-1', price: 5_000_000, area: 30.25, project: expect.anything() });
    expect(list.json<Paginated<LotCard>>().count).toBe(2000); // the flats and apartments of project 1
  });

  it('refuses a feed with bad items, naming each by its JSON path, and changes nothing', async () => {
    const before = await snapshot();
    const feed = catalogueFeed({ projects: 1, floors: 1, lotsPerFloor: 3 });
    const floor = feed.cities[0]!.projects[0]!.buildings[0]!.sections[0]!.floors[0]!;
    (floor.lots[1] as { price: unknown }).price = -5;
    floor.lots[2]!.external_id = floor.lots[0]!.external_id;
    feed.cities.push({ external_id: 'atlantis', projects: [] });
    const response = await post(JSON.stringify(feed), 'application/json');
    expect(response.statusCode).toBe(400);
    const lots = 'cities[0].projects[0].buildings[0].sections[0].floors[0].lots';
    expect(response.json()).toEqual({ [`${lots}[1].price`]: ['must be >= 1'] });

    (floor.lots[1] as { price: unknown }).price = 100;
    const semantic = await post(JSON.stringify(feed), 'application/json');
    expect(semantic.statusCode).toBe(400);
    expect(semantic.json()).toEqual({
      [`${lots}[2].external_id`]: [`duplicate lot external_id "crm-lot-1" (first at ${lots}[0])`],
      'cities[1].external_id': ['unknown city "atlantis" (one of moskva, tula)'],
    });
    expect((await post('{"cities": [', 'application/json')).json()).toEqual({ $: [expect.stringMatching(/^not valid JSON/)] });
    expect((await post('{"cities": [{"external_id": "tula", "projects": []}]}', 'application/json')).json()).toEqual({
      cities: ['the feed has no lots; a feed is the whole catalogue (send a price list for partial changes)'],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('a price list with one bad row changes nothing and names it; a good one changes the lot, its history and price_history/', async () => {
    const { rows } = await test.db.query<{ id: number; external_id: string; price: number }>(
      "select id, external_id, price from lots where kind = 'flat' and status = 'free' order by id limit 2",
    );
    const [a, b] = rows as [(typeof rows)[0], (typeof rows)[0]];
    const before = await snapshot();
    const bad = `external_id;price;old_price;status\n${a.external_id};${a.price - 100000};${a.price};free\n${b.external_id};дорого;;free\nnobody;100;;free\n`;
    const refused = await post(bad, 'text/csv');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ 'line 3': ['price "дорого" is not a whole number of roubles from 1 to 2000000000'] });
    const unknown = await post(`external_id;price;old_price;status\n${a.external_id};${a.price - 100000};;free\nnobody;100;;free\n`, 'text/csv');
    expect(unknown.json()).toEqual({ 'line 3': ['no lot has external_id "nobody"'] });
    expect(await snapshot()).toEqual(before);

    const offerPrice = async () => {
      const feed = (await test.app.inject({ url: '/feeds/yandex-realty.xml' })).body;
      return feed.match(new RegExp(`<offer internal-id="${a.id}">[\\s\\S]*?<price>\\s*<value>(\\d+)</value>`))?.[1];
    };
    expect(await offerPrice()).toBe(String(a.price)); // built and cached for this catalogue version
    const good = await post(`external_id;price;old_price;status\n${a.external_id};${a.price - 100000};${a.price};free\n${b.external_id};${b.price};;booked\n`, 'text/csv');
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ format: 'csv', changed: true, price_list: { updated: 2 } });
    const lot = (await test.app.inject({ url: `/api/flats/${a.id}/` })).json<LotDetail>();
    expect(lot).toMatchObject({ price: a.price - 100000, old_price: a.price, external_id: a.external_id });
    expect((await test.app.inject({ url: `/api/flats/${b.id}/` })).json<LotDetail>().status).toBe('booked');
    expect(await offerPrice()).toBe(String(a.price - 100000)); // the cached feed follows the new version
    const history = await test.db.query('select price, previous_price, status, previous_status from lot_price_history where lot_id = any($1::int[]) order by id desc limit 2', [[a.id, b.id]]);
    expect(history.rows).toEqual(
      expect.arrayContaining([
        { price: a.price - 100000, previous_price: a.price, status: 'free', previous_status: 'free' },
        { price: b.price, previous_price: b.price, status: 'booked', previous_status: 'free' },
      ]),
    );
    expect((await snapshot()).version).toBe(before.version + 1);

    const historyOf = async (id: number) => (await test.app.inject({ url: `/api/flats/${id}/price_history/` })).json<LotPriceHistory>();
    const lowered = await historyOf(a.id);
    expect(lowered.price_dropped).toBe(true);
    expect(lowered.points.slice(-2).map((point) => point.price)).toEqual([a.price, a.price - 100000]);
    expect(lowered.points.at(-1)).toMatchObject({ old_price: a.price, status: 'free', date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const booked = await historyOf(b.id);
    expect(booked.points.slice(-2)).toMatchObject([{ status: 'free' }, { status: 'booked' }]);
    expect((await test.app.inject({ url: `/api/parking/${a.id}/price_history/` })).statusCode).toBe(404);
    test.advance(31 * 86_400_000);
    expect((await historyOf(a.id)).price_dropped).toBe(false);
    expect(booked.price_dropped).toBe(false);
  });

  it('leaves a lot the site holds for an online booking booked while the feed calls it free; the feed’s other word ends the hold', async () => {
    const held = ['crm-lot-12', 'crm-lot-13', 'crm-lot-14'];
    // as a booking holds them (features/booking)
    await test.db.query("update lots set status = 'booked', held_until = now() + interval '1 day' where external_id = any($1::text[])", [held]);
    const feed = catalogueFeed();
    for (const lot of feed.cities[0]!.projects[0]!.buildings[0]!.sections[0]!.floors[0]!.lots) {
      if (lot.external_id === 'crm-lot-13') lot.status = 'sold';
    }
    const floor = feed.cities[0]!.projects[0]!.buildings[0]!.sections[0]!.floors[0]!;
    floor.lots = floor.lots.filter((lot) => lot.external_id !== 'crm-lot-14');
    expect((await post(JSON.stringify(feed), 'application/json')).statusCode).toBe(200);
    const { rows } = await test.db.query<{ external_id: string; status: string; held: boolean }>(
      'select external_id, status, held_until is not null as held from lots where external_id = any($1::text[]) order by external_id',
      [held],
    );
    expect(rows).toEqual([
      { external_id: 'crm-lot-12', status: 'booked', held: true }, // the sales team has not seen the booking yet
      { external_id: 'crm-lot-13', status: 'sold', held: false },
      { external_id: 'crm-lot-14', status: 'sold', held: false }, // gone from the feed
    ]);
  });

  it('answers 401 without the right bearer token', async () => {
    expect((await post('{}', 'application/json', {})).statusCode).toBe(401);
    expect((await post('{}', 'application/json', { authorization: 'Bearer wrong' })).statusCode).toBe(401);
    expect((await post('x', 'text/plain')).statusCode).toBe(415);
  });
});

describe('catalogue import without ADMIN_TOKEN', () => {
  it('does not exist', async () => {
    const test = await createTestApp('pglite');
    try {
      const response = await test.app.inject({ method: 'POST', url: IMPORT, payload: '{}', headers: { 'content-type': 'application/json', ...auth } });
      expect(response.statusCode).toBe(404);
    } finally {
      await test.close();
    }
  });
});

describe('the catalogue feed schema', () => {
  it('speaks the API lot vocabulary', () => {
    const lot = schema.definitions.lot.properties;
    expect(lot.kind.enum).toEqual(LOT_KINDS);
    expect(lot.status.enum).toEqual(LOT_STATUSES);
    expect(lot.finishing.enum).toEqual([...FINISHINGS, null]);
    expect(lot.commercial_type.enum).toEqual([...COMMERCIAL_TYPES, null]);
    expect(lot.features.items.enum).toEqual(LOT_FEATURES);
  });
});
