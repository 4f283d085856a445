import crypto from 'node:crypto';
import { generateSeedData, SEED } from './seedData';

type Row = Record<string, unknown>;

const rowsOf = (tables: ReturnType<typeof generateSeedData>, name: string) => (tables.find(([table]) => table === name)?.[1] ?? []) as Row[];

describe('deterministic seed data', () => {
  const now = new Date('2026-11-20T09:00:00Z');
  const tables = generateSeedData(SEED, now);

  it('is the same data on every run', () => {
    const digest = (data: unknown) => crypto.createHash('sha256').update(JSON.stringify(data)).digest('hex');
    expect(digest(generateSeedData(SEED, now))).toBe(digest(tables));
    expect(digest(generateSeedData(7, now))).not.toBe(digest(tables));
  });

  it('has two cities with Moscow as default, and realistic base data', () => {
    expect(rowsOf(tables, 'cities').map((city) => [city.slug, city.title, city.is_default])).toEqual([
      ['moskva', 'Москва', true],
      ['tula', 'Тула', false],
    ]);
    for (const page of rowsOf(tables, 'base_pages')) expect(String(page.inn)).toMatch(/^\d{10}$/);
    expect(rowsOf(tables, 'purchase_methods').find((method) => method.id === 3)?.name).toBe('Ипотека');
    // the purchase page prints a method's lead above its body: the body does not say it again
    for (const method of rowsOf(tables, 'purchase_methods')) expect(String(method.body)).not.toContain(String(method.lead));
  });

  it('has at least 6 residential and 2 commercial projects, more of them in Moscow', () => {
    const projects = rowsOf(tables, 'projects');
    expect(projects.filter((project) => project.kind === 'residential').length).toBeGreaterThanOrEqual(6);
    expect(projects.filter((project) => project.kind === 'commercial').length).toBeGreaterThanOrEqual(2);
    const inCity = (id: number) => projects.filter((project) => project.city_id === id).length;
    expect(inCity(1)).toBeGreaterThan(inCity(2));
    for (const project of projects) expect(project.declaration_url).toMatch(/^https:\/\/наш\.дом\.рф\//);
  });

  it('has at least 5,000 lots on sale, of all five kinds and three statuses, with old prices on some', () => {
    const lots = rowsOf(tables, 'lots');
    // what the site lists and counts: free and booked lots (sold ones only colour the chess-board)
    expect(lots.filter((lot) => lot.status !== 'sold').length).toBeGreaterThanOrEqual(5000);
    expect(new Set(lots.map((lot) => lot.kind))).toEqual(new Set(['flat', 'apartment', 'commercial', 'parking', 'storage']));
    expect(new Set(lots.map((lot) => lot.status))).toEqual(new Set(['free', 'booked', 'sold']));
    expect(new Set(lots.filter((lot) => lot.kind === 'flat').map((lot) => Math.min(Number(lot.rooms), 4)))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(lots.some((lot) => lot.old_price !== null)).toBe(true);
    expect(new Set(lots.map((lot) => lot.finishing))).toEqual(new Set(['without', 'white_box', 'fine', null]));
  });

  it('has a price history of months: every discounted lot with its earlier price, a share with several changes, some lowered within 30 days', () => {
    const lots = rowsOf(tables, 'lots');
    const history = rowsOf(tables, 'lot_price_history');
    const byLot = new Map<unknown, Row[]>();
    for (const row of history) byLot.set(row.lot_id, [...(byLot.get(row.lot_id) ?? []), row]);
    const daysAgo = (row: Row) => (now.getTime() - Date.parse(String(row.changed_at))) / 86_400_000;
    for (const lot of lots) {
      const points = byLot.get(lot.id) ?? [];
      const last = points.at(-1);
      // the last point is the lot as it stands; every point lies in the past, oldest first
      expect(last && [last.price, last.old_price, last.status]).toEqual([lot.price, lot.old_price, lot.status]);
      const times = points.map((point) => Date.parse(String(point.changed_at)));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.min(...points.map(daysAgo))).toBeGreaterThan(0);
      if (lot.old_price !== null) expect(points.map((point) => point.price)).toContain(lot.old_price);
    }
    const changed = [...byLot.values()].filter((points) => new Set(points.map((point) => point.price)).size >= 3);
    expect(changed.length / lots.length).toBeGreaterThan(0.2);
    const recentDrops = history.filter((row) => row.previous_price !== null && Number(row.price) < Number(row.previous_price) && daysAgo(row) <= 30);
    expect(recentDrops.length).toBeGreaterThan(100);
    expect(Math.max(...history.map(daysAgo))).toBeLessThan(365);
  });

  it('has 60 or more publications of both types in both cities', () => {
    const publications = rowsOf(tables, 'publications');
    expect(publications.length).toBeGreaterThanOrEqual(60);
    for (const city of [1, 2]) {
      for (const type of ['news', 'telegram']) {
        expect(publications.filter((item) => item.city_id === city && item.type === type && !item.for_owners).length).toBeGreaterThanOrEqual(9);
      }
    }
    expect(new Set(publications.map((item) => item.slug)).size).toBe(publications.length);
  });
});
