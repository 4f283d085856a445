import { LOT_ORDERINGS, type LotEndpoint } from '../../../domain/lotVocabulary';
import { backends } from '../../../testing/testEnv';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import { importScaleCatalogue } from '../../../testing/scaleCatalogue';
import { lotFacets } from '../../../features/lots/lotFacets';
import { memoryFacets } from '../../../features/lots/memoryFacets';
import { lotEndpoints } from '../lotEndpoints';
import { lotFilters, type LotQueryValues } from '../lotFilters';
import { listLots, listLotsInMemory } from '../lotQueries';
import { loadRates } from '../../mortgage/monthlyPayment';
import type { LotOrdering } from '../lotSchemas';
import { lotIndex, type LotIndex } from './lotIndex';
import type { LotSnapshot } from './lotSnapshot';

/**
 * A page from memory as `listLots` gives it (its cards), each card's kept JSON checked against the card (encoded here
 * by `JSON.stringify`; the route encodes by the response schema).
 */
async function memoryPage(...args: Parameters<typeof listLotsInMemory> extends [...infer A, unknown] ? A : never) {
  const { count, results } = await listLotsInMemory(...args, (card) => JSON.stringify(card));
  for (const kept of results) expect(JSON.parse(kept.json.toString())).toEqual(kept.card);
  return { count, results: results.map((kept) => kept.card) };
}

/** A small deterministic generator (mulberry32), so a failing filter set can be run again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Values {
  prices: number[];
  areas: number[];
  kitchens: number[];
  floors: number[];
  completions: string[];
  projects: string[];
  buildings: number[];
}

/** A filter set of the endpoint's filters, each present or not, with values taken from the catalogue's own. */
function filterSet(
  next: () => number,
  endpoint: LotEndpoint,
  values: Values,
): LotQueryValues & { city?: string; ordering: LotOrdering } {
  const config = lotEndpoints[endpoint];
  const some = <T>(items: readonly T[], most = 3): T[] => [
    ...new Set(
      Array.from({ length: 1 + Math.floor(next() * most) }, () => items[Math.floor(next() * items.length)]!),
    ),
  ];
  const maybe = (share = 0.3) => next() < share;
  const bound = (sorted: number[]) => sorted[Math.floor(next() * sorted.length)]!;
  const query: LotQueryValues & { city?: string; ordering: LotOrdering } = {
    ordering: LOT_ORDERINGS[Math.floor(next() * LOT_ORDERINGS.length)]!,
  };
  const has = (name: string) =>
    ([...config.multi, ...config.ranges, ...config.flags] as string[]).includes(name);
  if (!maybe(0.15)) query.city = maybe(0.7) ? 'moskva' : 'tula';
  if (has('rooms') && maybe(0.5)) query.rooms = some([0, 1, 2, 3, 4]);
  if (has('is_apartment') && maybe(0.2)) query.is_apartment = maybe(0.5);
  if (has('commercial') && maybe())
    query.commercial = some(['retail', 'office', 'food', 'free_purpose'] as const);
  if (maybe(0.15)) query.project = some(values.projects, 2);
  if (maybe(0.1)) query.building = some(values.buildings, 2);
  if (maybe(0.6)) query.price_max = bound(values.prices);
  if (maybe(0.3)) query.price_min = bound(values.prices);
  if (maybe(0.3)) query.area_min = bound(values.areas);
  if (maybe(0.2)) query.area_max = bound(values.areas);
  if (has('kitchen_area') && maybe(0.2)) query.kitchen_area_min = bound(values.kitchens);
  if (has('floor') && maybe(0.2)) query.floor_min = bound(values.floors);
  if (has('floor') && maybe(0.2)) query.floor_max = bound(values.floors);
  if (has('not_first') && maybe(0.2)) query.not_first = true;
  if (has('not_last') && maybe(0.2)) query.not_last = true;
  if (maybe(0.2)) query.completion = some(values.completions, 2);
  if (has('finishing') && maybe(0.3)) query.finishing = some(['without', 'white_box', 'fine'] as const, 2);
  if (config.features.length && maybe(0.3)) query.features = some(config.features, 2);
  if (maybe(0.15)) query.status = some(['free', 'booked', 'sold'] as const, 2);
  if (maybe(0.2)) query.only_free = true;
  return query;
}

const ENDPOINTS: LotEndpoint[] = ['flats', 'flats', 'flats', 'commercial', 'parking', 'storage'];
/** Filter sets compared per state of the catalogue. */
const SETS = Number(process.env.PARITY_SETS ?? 120);

describe.each(backends())(
  'selections and facets from memory equal those of the database on %s',
  (backend) => {
    let test: TestApp;
    let index: LotIndex;
    let values: Values;

    beforeAll(async () => {
      test = await createTestApp(backend);
      await importScaleCatalogue(test, 3000);
      index = lotIndex(test.db, test.ctx.dataVersion, []);
      const column = async <T>(sql: string) => (await test.db.query<{ v: T }>(sql)).rows.map((row) => row.v);
      values = {
        prices: await column<number>('select price as v from lots order by 1'),
        areas: await column<number>('select area as v from lots order by 1'),
        kitchens: await column<number>(
          'select kitchen_area as v from lots where kitchen_area is not null order by 1',
        ),
        floors: await column<number>('select distinct floor as v from lots order by 1'),
        completions: await column<string>(
          "select distinct completion_year || '-' || completion_quarter as v from lots",
        ),
        projects: await column<string>('select slug as v from projects'),
        buildings: await column<number>('select id as v from buildings'),
      };
    }, 300_000);
    afterAll(() => test?.close());

    /** The index's lots, once loaded (while they are, `current()` says to read the database). */
    async function snapshotNow(): Promise<LotSnapshot> {
      for (;;) {
        const snapshot = await index.current();
        if (snapshot) return snapshot;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    async function compare(seed: number): Promise<number> {
      const next = random(seed);
      const snapshot = await snapshotNow();
      expect(snapshot.version).toBe(test.ctx.dataVersion.current('catalogue'));
      const cities = new Map(
        (await test.db.query<{ id: number; slug: string }>('select id, slug from cities')).rows.map(
          (city) => [city.slug, city.id],
        ),
      );
      let found = 0;
      for (let set = 0; set < SETS; set++) {
        const endpoint = ENDPOINTS[Math.floor(next() * ENDPOINTS.length)]!;
        const config = lotEndpoints[endpoint];
        const query = filterSet(next, endpoint, values);
        const filters = lotFilters(
          query,
          config,
          query.city === undefined ? undefined : cities.get(query.city),
        );
        const facets = await lotFacets(test.db, config, filters);
        expect({ query, facets: memoryFacets(snapshot, config, filters) }).toEqual({ query, facets });
        const limit = 1 + Math.floor(next() * 20);
        const offsets = [0, Math.floor(next() * facets.count), Math.max(0, facets.count - limit)];
        for (const offset of offsets) {
          const page = { limit, offset };
          const listed = await listLots(test.db, config, filters, query.ordering, page);
          // the whole cards: those the snapshot keeps are as new as the database's
          const content = test.ctx.dataVersion.current('content');
          const picked = await memoryPage(
            test.db,
            snapshot,
            config,
            filters,
            query.ordering,
            page,
            () => loadRates(test.db),
            content,
          );
          expect({ query, page, picked }).toEqual({ query, page, picked: listed });
        }
        found += facets.count;
      }
      return found;
    }

    it('for random filter sets of every endpoint, their counts, options, bounds and pages', async () => {
      expect(await compare(1)).toBeGreaterThan(SETS * 10); // the sets find lots, not only nothing
    });

    it('after bookings, sales, new prices and a lot gone, brought up to date lot by lot', async () => {
      const before = await snapshotNow();
      await test.ctx.dataVersion.change(
        'catalogue',
        async (tx) => {
          await tx.query(
            "update lots set status = 'booked' where id in (select id from lots where status = 'free' order by id limit 5)",
          );
          await tx.query(
            "update lots set status = 'sold' where id in (select id from lots where status = 'booked' order by id desc limit 3)",
          );
          await tx.query(
            'update lots set price = price * 2, area = area + 1 where id in (select id from lots order by id limit 40 offset 100)',
          );
          await tx.query('delete from lots where id = (select max(id) from lots)');
        },
        'lots',
      );
      expect(await index.current()).toBe(before); // the same snapshot, updated at once (not loaded whole again)
      expect(await compare(2)).toBeGreaterThan(SETS * 10);
    });

    /** The first page of a project's flats from memory, which must equal the database's (its cards kept after). */
    async function projectPage(slug: string): Promise<void> {
      const config = lotEndpoints.flats;
      const filters = lotFilters({ project: [slug] }, config, undefined);
      const page = { limit: 20, offset: 0 };
      const content = test.ctx.dataVersion.current('content');
      const picked = await memoryPage(
        test.db,
        await snapshotNow(),
        config,
        filters,
        'price',
        page,
        () => loadRates(test.db),
        content,
      );
      expect(picked.results.length).toBeGreaterThan(0);
      expect(picked).toEqual(await listLots(test.db, config, filters, 'price', page));
    }

    it('after a change of anything (a project renamed, a lot given a new price in the same transaction): the names and that lot read again', async () => {
      const before = await snapshotNow();
      const { rows } = await test.db.query<{ slug: string }>(
        "select slug from projects where id = (select min(project_id) from lots where kind = 'flat' and status = 'free')",
      );
      const slug = rows[0]!.slug;
      await projectPage(slug); // its cards kept
      await test.ctx.dataVersion.change('catalogue', async (tx) => {
        await tx.query("update projects set name = name || ' (2)' where slug = $1", [slug]);
        await tx.query(
          "update lots set price = price + 1000000 where id = (select min(id) from lots where status = 'free')",
        );
      });
      expect(await index.current()).toBe(before); // updated in place, not loaded whole
      await projectPage(slug); // the cards kept show the new name
      expect(await compare(3)).toBeGreaterThan(SETS * 10);
    });

    it("after a change of the content (a city's address renamed), the cards kept are read again", async () => {
      const before = await snapshotNow();
      const rename = (from: string, to: string) =>
        test.ctx.dataVersion.change('content', (tx) =>
          tx.query('update cities set slug = $2 where slug = $1', [from, to]).then(() => undefined),
        );
      await rename('tula', 'tula-2');
      try {
        expect(await index.current()).toBe(before);
        expect(await compare(5)).toBeGreaterThan(SETS * 10);
      } finally {
        await rename('tula-2', 'tula');
      }
    });

    it('price bounds inside the cheapest and the dearest cells: the lots beyond them still bound the price range', async () => {
      const snapshot = await snapshotNow();
      const config = lotEndpoints.flats;
      const cells = snapshot
        .cellsOf(config.kinds, undefined, ['free', 'booked'])
        .flatMap((scope) => scope.cells);
      const cheapest = cells.reduce((a, b) => (b.priceMin < a.priceMin ? b : a));
      const dearest = cells.reduce((a, b) => (b.priceMax > a.priceMax ? b : a));
      // each cell has lots on both sides of its bound: the range takes a run of it, not the whole or none
      const min = cheapest.byPrice.find((lot) => lot.price > cheapest.priceMin)!.price;
      const max = dearest.byPrice.findLast((lot) => lot.price < dearest.priceMax)!.price;
      const filters = lotFilters({ price_min: min, price_max: max }, config, undefined);
      const facets = memoryFacets(snapshot, config, filters);
      expect(facets.ranges.price).toEqual({ min: cheapest.priceMin, max: dearest.priceMax });
      expect(facets).toEqual(await lotFacets(test.db, config, filters));
      for (const ordering of ['price', '-price'] as const) {
        const page = { limit: 5, offset: 0 };
        const picked = await memoryPage(
          test.db,
          snapshot,
          config,
          filters,
          ordering,
          page,
          () => loadRates(test.db),
          test.ctx.dataVersion.current('content'),
        );
        expect(picked).toEqual(await listLots(test.db, config, filters, ordering, page));
      }
    });

    it('a new index loads the lots whole in the background, the database answering meanwhile', async () => {
      const fresh = lotIndex(test.db, test.ctx.dataVersion, []);
      expect(await fresh.current()).toBeNull();
      index = fresh;
      expect(await compare(4)).toBeGreaterThan(SETS * 10);
    });
  },
);
