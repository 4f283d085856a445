import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { cityOfSite } from '../../shared/cities/cityParam';
import { backends } from '../../testing/testEnv';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { FeedDocuments } from './feedDocuments';
import type { FeedFormat } from './feedFormat';
import type { FeedLot } from './feedLots';
import { FEED_FORMATS } from './feedRoutes';
import type { FeedSite } from './feedSite';

const TULA = { 'x-forwarded-host': 'tula.localhost:8080', 'x-forwarded-proto': 'https' };
/** Yandex's generation date names the last change of the data: the one line a feed built at another moment may differ by. */
const undated = (body: string) => body.replace(/<generation-date>[^<]*<\/generation-date>/, '');

describe.each(backends())('classified feeds brought up to date on %s', (backend) => {
  let test: TestApp;
  let site: FeedSite;

  beforeAll(async () => {
    test = await createTestApp(backend, { TRUST_PROXY: 'loopback', ADMIN_TOKEN: 'feeds-admin-token' });
    const { rows } = await test.db.query<{ phone: string }>(
      "select central_sales_office->>'phone_number' as phone from base_pages where city_id = (select id from cities where slug = 'tula')",
    );
    site = { origin: 'https://tula.localhost:8080', city: (await cityOfSite(test.db, 'tula'))!, phone: rows[0]!.phone };
  });
  afterAll(() => test?.close());

  const feed = (format: FeedFormat, headers: Record<string, string> = {}) => test.app.inject({ url: `/feeds/${format.name}.xml`, headers: { ...TULA, ...headers } });

  /** The feed as a process that never built it before builds it now: every offer rendered from the lots as they are. */
  async function fromScratch(format: FeedFormat): Promise<string> {
    const server = Fastify();
    const documents = new FeedDocuments({ db: test.db, dataVersion: test.ctx.dataVersion, log: test.app.log });
    server.get('/', (request, reply) => documents.send(request, reply, format, site));
    try {
      return (await server.inject({ url: '/' })).body;
    } finally {
      await server.close();
    }
  }

  /** The lots whose offers `format` rendered while `run` ran. */
  async function rendered(formats: readonly FeedFormat[], run: () => Promise<unknown>): Promise<Record<string, number[]>> {
    const spies = formats.map((format) => jest.spyOn(format, 'offer'));
    try {
      await run();
      return Object.fromEntries(formats.map((format, index) => [format.name, spies[index]!.mock.calls.map(([lot]) => (lot as FeedLot).id).sort((a, b) => a - b)]));
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  }

  const onSale = async (city: string) =>
    (
      await test.db.query<{ id: number }>(
        "select id from lots where city_id = (select id from cities where slug = $1) and status in ('free', 'booked') order by id",
        [city],
      )
    ).rows.map((row) => row.id);

  it('renders each offer once for a burst of requests, and every offer again after a change of anything but lots', async () => {
    const [format] = FEED_FORMATS;
    await test.db.transaction((tx) => test.ctx.dataVersion.bump(tx, 'catalogue'));
    await test.ctx.dataVersion.refresh();
    const ids = await onSale('tula');
    let bodies: string[] = [];
    const burst = await rendered([format!], async () => {
      bodies = (await Promise.all([feed(format!), feed(format!), feed(format!)])).map((response) => response.body);
    });
    expect(new Set(bodies).size).toBe(1);
    expect(burst[format!.name]).toEqual(ids);
  });

  it('a price change of one lot renders that lot’s offer alone in each feed, and each feed then equals one built from scratch', async () => {
    for (const format of FEED_FORMATS) await feed(format);
    const { rows } = await test.db.query<{ id: number; price: number }>(
      "select id, price from lots where city_id = (select id from cities where slug = 'tula') and status = 'free' order by id desc limit 1 offset 7",
    );
    const lot = rows[0]!;
    await test.ctx.dataVersion.change('catalogue', (tx) => tx.query('update lots set price = price + 1000 where id = $1', [lot.id]), 'lots');
    const bodies = new Map<string, string>();
    const work = await rendered(FEED_FORMATS, async () => {
      for (const format of FEED_FORMATS) bodies.set(format.name, (await feed(format)).body);
    });
    for (const format of FEED_FORMATS) {
      expect({ format: format.name, rendered: work[format.name] }).toEqual({ format: format.name, rendered: [lot.id] });
      const body = bodies.get(format.name)!;
      expect(body).toContain(String(lot.price + 1000));
      expect(undated(body)).toBe(undated(await fromScratch(format)));
      // the compressed document (its changed chunk compressed anew, the others as they were) holds the same text
      const gzipped = await feed(format, { 'accept-encoding': 'gzip' });
      expect(gunzipSync(gzipped.rawPayload).toString()).toBe(body);
    }
  });

  it('the feeds brought up to the same version read the changed lots once', async () => {
    for (const format of FEED_FORMATS) await feed(format);
    const [lot] = await onSale('tula');
    await test.ctx.dataVersion.change('catalogue', (tx) => tx.query('update lots set price = price + 1000 where id = $1', [lot]), 'lots');
    const query = jest.spyOn(test.db, 'query');
    try {
      await Promise.all(FEED_FORMATS.map((format) => feed(format)));
      const reads = query.mock.calls.filter(([sql]) => String(sql).includes('where id = any($3::int[])'));
      expect(reads).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
  });

  it('a price list renders the offers of its lots alone, and a lot that leaves the sale leaves every feed', async () => {
    for (const format of FEED_FORMATS) await feed(format);
    const { rows: lots } = await test.db.query<{ id: number; external_id: string; price: number }>(
      `select id, external_id, price from lots
        where city_id = (select id from cities where slug = 'tula') and status = 'free' and external_id is not null and id % 5 = 0
        order by id limit 120`,
    );
    expect(lots.length).toBeGreaterThan(100); // past the changes described one by one: lots described in groups
    const [sold, ...priced] = lots;
    const priceList = [
      'external_id;price;old_price;status',
      `${sold!.external_id};${sold!.price};;sold`,
      ...priced.map((lot) => `${lot.external_id};${lot.price - 50_000};${lot.price};free`),
    ].join('\n');
    const bodies = new Map<string, string>();
    const started = performance.now();
    const work = await rendered(FEED_FORMATS, async () => {
      const imported = await test.app.inject({
        method: 'POST',
        url: '/api/admin/catalogue/import',
        headers: { authorization: 'Bearer feeds-admin-token', 'content-type': 'text/csv' },
        payload: priceList,
      });
      expect(imported.json()).toMatchObject({ price_list: { updated: lots.length } });
      for (const format of FEED_FORMATS) bodies.set(format.name, (await feed(format)).body);
    });
    const took = performance.now() - started;
    for (const format of FEED_FORMATS) {
      expect({ format: format.name, rendered: work[format.name] }).toEqual({ format: format.name, rendered: priced.map((lot) => lot.id) });
      const body = bodies.get(format.name)!;
      for (const lot of priced) expect(body).toContain(String(lot.price - 50_000));
      expect(undated(body)).toBe(undated(await fromScratch(format)));
    }
    console.info(`${backend}: a price list of ${lots.length} lots in every feed ${Math.round(took)} ms after it was posted`);
    expect(took).toBeLessThan(10_000);
  });
});
