import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../../db/db';
import { GROUPED_FACETS, type LotCard } from '../lotSchemas';
import {
  ROW_WIDTH,
  RUNNING_COLUMNS,
  RUNNING_FEATURES,
  RUNNING_NOT_FIRST,
  RUNNING_NOT_LAST,
  runningCount,
  writeRow,
} from './cellRows';
import { LOT_FEATURES, type LotKind, type LotStatus } from '../../../domain/lotVocabulary';

/** A lot as selections and facets read it: the values they filter, count and sort by. */
export interface MemoryLot {
  id: number;
  kind: LotKind;
  city: number;
  project: number;
  building: number;
  rooms: number | null;
  commercial: string | null;
  /** year × 10 + quarter */
  completion: number;
  finishing: string | null;
  status: LotStatus;
  price: number;
  area: number;
  kitchen: number | null;
  floor: number;
  floorsTotal: number;
  /** bit i: the lot has LOT_FEATURES[i] */
  features: number;
  cell: MemoryCell;
}

/**
 * Lots alike in every value a facet lists (kind, city, project, building, rooms with 4 for 4+, premise type,
 * completion, finishing, status) and close in price (a 15 % band, so a price bound cuts through few cells), with
 * their count and bounds: a filter the bounds decide for all of a cell's lots costs one test for the cell.
 */
export interface MemoryCell {
  key: string;
  kind: LotKind;
  city: number;
  project: number;
  building: number;
  rooms: number | null;
  commercial: string | null;
  completion: number;
  finishing: string | null;
  status: LotStatus;
  lots: Set<MemoryLot>;
  /** the bounds below, `byPrice` and `running` are out of date (a lot came, went or changed) */
  stale: boolean;
  /** the lots in ascending price (then id): a price range takes a run of them, found by binary search */
  byPrice: MemoryLot[];
  /**
   * Per place i in `byPrice` (0 to n), how many of the lots before it are not on the first floor, not on the last and
   * have each feature (columns RUNNING_NOT_FIRST, RUNNING_NOT_LAST, RUNNING_FEATURES + LOT_FEATURES index): a run's
   * counts are two reads.
   */
  running: Int32Array;
  n: number;
  priceMin: number;
  priceMax: number;
  areaMin: number;
  areaMax: number;
  kitchenMin: number | null;
  kitchenMax: number | null;
  kitchenLots: number;
  floorMin: number;
  floorMax: number;
  notFirst: number;
  notLast: number;
  /** per LOT_FEATURES index, how many of the lots have it */
  featureCounts: number[];
  /** per GROUPED_FACETS index, the slot of the cell's value among `LotSnapshot.groupValues` (-1: none) */
  slots: number[];
}

export interface ProjectName {
  slug: string;
  name: string;
  sort: number;
}

/** The cells of one kind, city and status. */
interface Scope {
  kind: LotKind;
  city: number;
  status: string;
  cells: Set<MemoryCell>;
  /** its cells as a list and their rows, made again when asked for after a cell came, went or changed */
  list: ScopeCells | null;
}

/** The cells of one kind, city and status, and their rows (`cellRows.ts`) in the same order, one after another. */
export interface ScopeCells {
  cells: MemoryCell[];
  table: Float64Array;
}

/** The lots of a city (every city: undefined) and kinds in one ordering; `unsorted` once lots came, went or moved. */
interface Order {
  city: number | undefined;
  kinds: readonly LotKind[];
  lots: MemoryLot[];
  unsorted: boolean;
}

const holds = (order: Pick<Order, 'city' | 'kinds'>, lot: { city: number; kind: LotKind }) =>
  (order.city === undefined || order.city === lot.city) && order.kinds.includes(lot.kind);

/** What the lots' orderings sort by (the descending ones walk these backwards). */
export type SortKey = 'price' | 'area' | 'floor' | 'completion';

interface LotRow {
  id: number;
  kind: LotKind;
  city_id: number;
  project_id: number;
  building_id: number;
  rooms: number | null;
  commercial_type: string | null;
  completion: number;
  finishing: string | null;
  status: LotStatus;
  price: number;
  area: number;
  kitchen_area: number | null;
  floor: number;
  floors_total: number;
  features: string[];
}

const LOT_COLUMNS = `id, kind, city_id, project_id, building_id, rooms, commercial_type, completion_year * 10 + completion_quarter as completion,
  finishing, status, price, area, kitchen_area, floor, floors_total, features`;

/** Cards kept for pages, each with its JSON (about 1 KB): more than the lots the first pages of every filter show. */
const KEPT_CARDS = 10_000;

/** A lot's card as pages show it: the object (what a page's dependency reads) and its JSON, encoded once. */
export interface KeptCard {
  id: number;
  card: LotCard;
  json: Buffer;
}

/**
 * `card` kept with its JSON as `encode` (the response schema's serialiser) writes it, in bytes of its own: a slice of
 * Node's shared pool would keep the pool's 8 KB alive as long as the card is kept.
 */
export function keptCard(card: LotCard, encode: (card: LotCard) => string): KeptCard {
  const text = encode(card);
  const json = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  json.write(text);
  return { id: card.id, card, json };
}

/**
 * Lots read per statement while loading: each page is parsed and taken in (a few milliseconds of work) before the next
 * is asked for, so requests take turns in between, and only one page's rows are held at once.
 */
const LOAD_PAGE = 2_000;

const featureBits = (features: readonly string[]) =>
  features.reduce(
    (bits, feature) => bits | (1 << LOT_FEATURES.indexOf(feature as (typeof LOT_FEATURES)[number])),
    0,
  );
const priceBand = (price: number) => Math.floor(Math.log(Math.max(price, 1)) / Math.log(1.15));

function cellKey(row: LotRow): string {
  const rooms = row.rooms === null ? '' : Math.min(row.rooms, 4);
  return `${row.kind}|${row.city_id}|${row.project_id}|${row.building_id}|${rooms}|${row.commercial_type ?? ''}|${row.completion}|${row.finishing ?? ''}|${row.status}|${priceBand(row.price)}`;
}

/** The scope's cells as a list, with their rows, summarised again where stale (kept until a cell changes). */
function listed(scope: Scope): ScopeCells {
  if (!scope.list) {
    const cells = [...scope.cells];
    const table = new Float64Array(cells.length * ROW_WIDTH);
    cells.forEach((cell, at) => {
      if (cell.stale) summarise(cell);
      writeRow(cell, table, at * ROW_WIDTH);
    });
    scope.list = { cells, table };
  }
  return scope.list;
}

/** Recounts a cell's bounds, price order and running counts from its lots. */
function summarise(cell: MemoryCell): void {
  const lots = [...cell.lots].sort((a, b) => a.price - b.price || a.id - b.id);
  const running = new Int32Array((lots.length + 1) * RUNNING_COLUMNS);
  const [lowest] = lots;
  cell.n = lots.length;
  cell.byPrice = lots;
  cell.running = running;
  cell.priceMin = lowest?.price ?? 0;
  cell.priceMax = lots.at(-1)?.price ?? 0;
  cell.areaMin = cell.areaMax = lowest?.area ?? 0;
  cell.floorMin = cell.floorMax = lowest?.floor ?? 0;
  cell.kitchenMin = cell.kitchenMax = null;
  cell.kitchenLots = 0;
  for (let at = 0; at < lots.length; at++) {
    const lot = lots[at]!;
    cell.areaMin = Math.min(cell.areaMin, lot.area);
    cell.areaMax = Math.max(cell.areaMax, lot.area);
    cell.floorMin = Math.min(cell.floorMin, lot.floor);
    cell.floorMax = Math.max(cell.floorMax, lot.floor);
    if (lot.kitchen !== null) {
      cell.kitchenLots++;
      cell.kitchenMin = Math.min(cell.kitchenMin ?? lot.kitchen, lot.kitchen);
      cell.kitchenMax = Math.max(cell.kitchenMax ?? lot.kitchen, lot.kitchen);
    }
    const row = at * RUNNING_COLUMNS;
    const next = row + RUNNING_COLUMNS;
    running[next + RUNNING_NOT_FIRST] = running[row + RUNNING_NOT_FIRST]! + Number(lot.floor > 1);
    running[next + RUNNING_NOT_LAST] = running[row + RUNNING_NOT_LAST]! + Number(lot.floor < lot.floorsTotal);
    for (let index = 0; index < LOT_FEATURES.length; index++)
      running[next + RUNNING_FEATURES + index] =
        running[row + RUNNING_FEATURES + index]! + ((lot.features >> index) & 1);
  }
  cell.notFirst = runningCount(cell, RUNNING_NOT_FIRST, 0, cell.n);
  cell.notLast = runningCount(cell, RUNNING_NOT_LAST, 0, cell.n);
  cell.featureCounts = LOT_FEATURES.map((_, index) =>
    runningCount(cell, RUNNING_FEATURES + index, 0, cell.n),
  );
  cell.stale = false;
}

export const SORT_VALUE: Record<SortKey, (lot: Pick<MemoryLot, SortKey>) => number> = {
  price: (lot) => lot.price,
  area: (lot) => lot.area,
  floor: (lot) => lot.floor,
  completion: (lot) => lot.completion,
};
const SORT_KEYS = Object.keys(SORT_VALUE) as SortKey[];

/**
 * The catalogue's lots in this process's memory, as of catalogue version `version`: cells per scope (kind and city),
 * and each city's lots sorted by each ordering (built at load for each endpoint's kinds, for others when first asked
 * for; sorted again in place after lots moved).
 * Brought up to date lot by lot from what each catalogue version changed (`apply`).
 */
export class LotSnapshot {
  private readonly lots = new Map<number, MemoryLot>();
  private readonly cells = new Map<string, MemoryCell>();
  /** `kind|city|status` → its cells (and, once asked for, as a list) */
  private readonly scopes = new Map<string, Scope>();
  /** `city|kinds|key` (city 0: every city) → those lots in ascending order, id breaking ties */
  private readonly orders = new Map<string, Order>();

  /**
   * Per GROUPED_FACETS index, every value a cell has had, by slot (kept for the snapshot's life: a facet's sums are
   * an array indexed by slot, not a map by value).
   */
  readonly groupValues: Array<Array<number | string>> = GROUPED_FACETS.map(() => []);
  private readonly groupSlots = GROUPED_FACETS.map(() => new Map<number | string, number>());

  /**
   * The cards pages showed lately, as new as the snapshot's lots at least: a lot's goes when it changes, all of them
   * after a change of anything (names, layouts) or of the content (a city's slug, the mortgage rates; see `cards`).
   */
  private readonly keptCards = new LRUCache<number, KeptCard>({ max: KEPT_CARDS });
  private cardContent = 0;

  projects = new Map<number, ProjectName>();
  buildings = new Map<number, { name: string; project: number }>();

  private constructor(public version: number) {}

  /**
   * Every lot, project and building as of (at least) `version`, read in pages of `page` lots in id order; then each
   * scope's cells summarised and each city's orderings of each list of `sorted` kinds (the lists requests ask for)
   * sorted, one per turn of the event loop, so the first requests find them ready.
   */
  static async load(
    db: Queryable,
    version: number,
    { sorted = [], page = LOAD_PAGE }: { sorted?: readonly (readonly LotKind[])[]; page?: number } = {},
  ): Promise<LotSnapshot> {
    const snapshot = new LotSnapshot(version);
    await snapshot.readNames(db);
    for (let after = 0; ; ) {
      const { rows } = await db.query<LotRow>(
        `select ${LOT_COLUMNS} from lots where id > $1 order by id limit $2`,
        [after, page],
      );
      for (const row of rows) snapshot.put(row);
      if (rows.length < page) break;
      after = rows.at(-1)!.id;
    }
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    for (const scope of snapshot.scopes.values()) {
      listed(scope);
      await turn();
    }
    for (const city of new Set([...snapshot.scopes.values()].map((scope) => scope.city)))
      for (const kinds of sorted)
        for (const key of SORT_KEYS) {
          snapshot.ordered(key, city, kinds);
          await turn();
        }
    return snapshot;
  }

  /**
   * Reads the lots `ids` again (those catalogue changes touched: changed, new or gone) and takes them in, as of
   * `version`; after a change of anything (`names`), the projects' and buildings' names too. False when a lot belongs
   * to a project or building this snapshot does not know: load anew.
   */
  async apply(db: Queryable, ids: readonly number[], version: number, names: boolean): Promise<boolean> {
    const [{ rows }] = await Promise.all([
      ids.length
        ? db.query<LotRow>(`select ${LOT_COLUMNS} from lots where id = any($1::int[])`, [ids])
        : { rows: [] as LotRow[] },
      names ? this.readNames(db) : undefined,
    ]);
    if (rows.some((row) => !this.projects.has(row.project_id) || !this.buildings.has(row.building_id)))
      return false;
    if (names) this.keptCards.clear();
    for (const id of ids) this.keptCards.delete(id);
    const present = new Set(rows.map((row) => row.id));
    for (const id of ids) if (!present.has(id)) this.remove(id);
    for (const row of rows) this.put(row);
    this.version = version;
    return true;
  }

  /**
   * The cards of `ids` (in no order; a lot gone since left out): those kept, the others made by `make` and kept unless
   * the snapshot or the content moved on while they were made (they may be older than that move). A caller that knows
   * an older content version than the cards kept makes them all.
   */
  async cards(
    ids: readonly number[],
    contentVersion: number,
    make: (ids: number[]) => Promise<KeptCard[]>,
  ): Promise<KeptCard[]> {
    if (contentVersion > this.cardContent) {
      this.keptCards.clear();
      this.cardContent = contentVersion;
    }
    if (contentVersion < this.cardContent) return make([...ids]);
    const kept: KeptCard[] = [];
    const missing: number[] = [];
    for (const id of ids) {
      const card = this.keptCards.get(id);
      if (card) kept.push(card);
      else missing.push(id);
    }
    if (missing.length === 0) return kept;
    const version = this.version;
    const fresh = await make(missing);
    if (this.version === version && this.cardContent === contentVersion)
      for (const card of fresh) this.keptCards.set(card.id, card);
    return [...kept, ...fresh];
  }

  private async readNames(db: Queryable): Promise<void> {
    const [projects, buildings] = await Promise.all([
      db.query<{ id: number } & ProjectName>('select id, slug, name, sort from projects'),
      db.query<{ id: number; name: string; project_id: number }>(
        'select id, name, project_id from buildings',
      ),
    ]);
    this.projects = new Map(projects.rows.map(({ id, ...project }) => [id, project]));
    this.buildings = new Map(
      buildings.rows.map((building) => [building.id, { name: building.name, project: building.project_id }]),
    );
  }

  /** The cells of `kinds` and `statuses` in the city (every city when undefined), with their rows, one scope each. */
  cellsOf(kinds: readonly LotKind[], city: number | undefined, statuses: readonly string[]): ScopeCells[] {
    const lists: ScopeCells[] = [];
    for (const scope of this.scopes.values()) {
      if (
        !kinds.includes(scope.kind) ||
        !statuses.includes(scope.status) ||
        (city !== undefined && scope.city !== city)
      )
        continue;
      lists.push(listed(scope));
    }
    return lists;
  }

  /**
   * The city's lots (every city's when undefined) of `kinds`, in ascending `key`, then id. An order some lots moved
   * in since is sorted again where it is (nearly sorted: about linear), not built anew.
   */
  ordered(key: SortKey, city: number | undefined, kinds: readonly LotKind[]): readonly MemoryLot[] {
    const name = `${city ?? 0}|${kinds.join(',')}|${key}`;
    let order = this.orders.get(name);
    if (!order) {
      order = {
        city,
        kinds,
        lots: [...this.lots.values()].filter((lot) => holds({ city, kinds }, lot)),
        unsorted: true,
      };
      this.orders.set(name, order);
    }
    if (order.unsorted) {
      const value = SORT_VALUE[key];
      const current = order;
      order.lots = order.lots.filter((lot) => this.lots.get(lot.id) === lot && holds(current, lot));
      order.lots.sort((a, b) => value(a) - value(b) || a.id - b.id);
      order.unsorted = false;
    }
    return order.lots;
  }

  /** Takes a lot's row in: a lot already kept is changed in place (the orders hold it), moved to its new cell. */
  private put(row: LotRow): void {
    const old = this.lots.get(row.id);
    if (old) this.leave(old);
    const cell = this.cellOf(row);
    const values = {
      id: row.id,
      kind: row.kind,
      city: row.city_id,
      project: row.project_id,
      building: row.building_id,
      rooms: row.rooms,
      commercial: row.commercial_type,
      completion: row.completion,
      finishing: row.finishing,
      status: row.status,
      price: row.price,
      area: row.area,
      kitchen: row.kitchen_area,
      floor: row.floor,
      floorsTotal: row.floors_total,
      features: featureBits(row.features),
      cell,
    };
    // a status changes no order (a booking keeps them); a new lot, or one moved in an order, is sorted in again
    const held = old ? { city: old.city, kind: old.kind } : null;
    const moved =
      !old ||
      old.city !== values.city ||
      old.kind !== values.kind ||
      SORT_KEYS.some((key) => SORT_VALUE[key](old) !== SORT_VALUE[key](values));
    const lot = old ? Object.assign(old, values) : values;
    if (moved)
      for (const order of this.orders.values()) {
        const was = held !== null && holds(order, held);
        if (holds(order, lot) && !was) order.lots.push(lot);
        if (was || holds(order, lot)) order.unsorted = true;
      }
    this.lots.set(row.id, lot);
    cell.lots.add(lot);
    this.changed(cell);
  }

  private remove(id: number): void {
    const old = this.lots.get(id);
    if (!old) return;
    this.lots.delete(id);
    this.leave(old);
    for (const order of this.orders.values()) if (holds(order, old)) order.unsorted = true;
  }

  /** The cell of a lot's values, made when it is the first. */
  private cellOf(row: LotRow): MemoryCell {
    const key = cellKey(row);
    const kept = this.cells.get(key);
    if (kept) return kept;
    const cell: MemoryCell = {
      key,
      kind: row.kind,
      city: row.city_id,
      project: row.project_id,
      building: row.building_id,
      rooms: row.rooms === null ? null : Math.min(row.rooms, 4),
      commercial: row.commercial_type,
      completion: row.completion,
      finishing: row.finishing,
      status: row.status,
      lots: new Set(),
      stale: true,
      byPrice: [],
      running: new Int32Array(0),
      n: 0,
      priceMin: 0,
      priceMax: 0,
      areaMin: 0,
      areaMax: 0,
      kitchenMin: null,
      kitchenMax: null,
      kitchenLots: 0,
      floorMin: 0,
      floorMax: 0,
      notFirst: 0,
      notLast: 0,
      featureCounts: [],
      slots: [],
    };
    cell.slots = GROUPED_FACETS.map((facet, at) => this.slotOf(at, cell[facet]));
    this.cells.set(key, cell);
    const scope = this.scope(cell);
    scope.cells.add(cell);
    scope.list = null;
    return cell;
  }

  private slotOf(at: number, value: number | string | null): number {
    if (value === null) return -1;
    const slots = this.groupSlots[at]!;
    let slot = slots.get(value);
    if (slot === undefined) {
      slot = this.groupValues[at]!.push(value) - 1;
      slots.set(value, slot);
    }
    return slot;
  }

  private scope(cell: MemoryCell): Scope {
    const name = `${cell.kind}|${cell.city}|${cell.status}`;
    let scope = this.scopes.get(name);
    if (!scope)
      this.scopes.set(
        name,
        (scope = { kind: cell.kind, city: cell.city, status: cell.status, cells: new Set(), list: null }),
      );
    return scope;
  }

  /** Takes a lot out of its cell; an empty cell goes. */
  private leave(old: MemoryLot): void {
    const cell = old.cell;
    cell.lots.delete(old);
    this.changed(cell);
    if (cell.lots.size === 0) {
      this.cells.delete(cell.key);
      this.scope(cell).cells.delete(cell);
    }
  }

  /** A cell whose lots came, went or changed: its summary and its scope's rows are made again when next asked for. */
  private changed(cell: MemoryCell): void {
    cell.stale = true;
    this.scope(cell).list = null;
  }
}
