import type { LotKind, LotStatus } from '@estate/shared-api/dto/lots';
import type { Queryable } from './db';

/** A lot as the caches' rules look at it: what selections, facets, feeds and sitemaps filter and count by. */
export interface LotFacts {
  city: number;
  kind: LotKind;
  project: number;
  building: number;
  rooms: number | null;
  commercial_type: string | null;
  /** year × 10 + quarter */
  completion: number;
  finishing: string | null;
  features: string[];
  status: LotStatus;
  price: number;
  area: number;
  kitchen_area: number | null;
  floor: number;
  floors_total: number;
}

/** One lot's change, exactly: its facts before (null: it is new) and after (null: it is gone). */
export interface LotDiff {
  ids: [number];
  before: LotFacts | null;
  after: LotFacts | null;
}

/** The bounds of many lots' facts, before and after together: every value taken, each range, the features. */
export interface LotBounds {
  city: number[];
  kind: LotKind[];
  project: number[];
  building: number[];
  rooms: Array<number | null>;
  commercial_type: Array<string | null>;
  completion: number[];
  finishing: Array<string | null>;
  status: LotStatus[];
  /** features some of them have, and those all of them have */
  features_any: string[];
  features_all: string[];
  price: [number, number];
  area: [number, number];
  /** null: none of them has a kitchen area */
  kitchen_area: [number, number] | null;
  /** some of them have none */
  kitchen_missing: boolean;
  floor: [number, number];
  floors_total: [number, number];
}

/** Many lots of one project and kind changed in one transaction (an import's batch), by their bounds. */
export interface LotGroup {
  ids: number[];
  bounds: LotBounds;
}

export type LotChange = LotDiff | LotGroup;

/** Up to this many lots changed in one transaction are described one by one, exactly. */
export const EXACT_LOTS = 100;
/** Past this many lots, a transaction's change is described as "anything" (a seed, a rewrite of the catalogue). */
const DESCRIBED_LOTS = 20_000;

type Captured = { id: number; before: LotFacts | null; after: LotFacts | null };

function union<T>(values: Iterable<T>): T[] {
  return [...new Set(values)];
}

function range(values: readonly number[]): [number, number] {
  return [Math.min(...values), Math.max(...values)];
}

/** The bounds of the facts (before and after, together) of lots of one group. */
export function boundsOf(facts: readonly LotFacts[]): LotBounds {
  const kitchens = facts.map((fact) => fact.kitchen_area).filter((value): value is number => value !== null);
  const featureSets = facts.map((fact) => new Set(fact.features));
  return {
    city: union(facts.map((fact) => fact.city)),
    kind: union(facts.map((fact) => fact.kind)),
    project: union(facts.map((fact) => fact.project)),
    building: union(facts.map((fact) => fact.building)),
    rooms: union(facts.map((fact) => fact.rooms)),
    commercial_type: union(facts.map((fact) => fact.commercial_type)),
    completion: union(facts.map((fact) => fact.completion)),
    finishing: union(facts.map((fact) => fact.finishing)),
    status: union(facts.map((fact) => fact.status)),
    features_any: union(facts.flatMap((fact) => fact.features)),
    features_all: union(facts.flatMap((fact) => fact.features)).filter((feature) => featureSets.every((set) => set.has(feature))),
    price: range(facts.map((fact) => fact.price)),
    area: range(facts.map((fact) => fact.area)),
    kitchen_area: kitchens.length ? range(kitchens) : null,
    kitchen_missing: kitchens.length < facts.length,
    floor: range(facts.map((fact) => fact.floor)),
    floors_total: range(facts.map((fact) => fact.floors_total)),
  };
}

/** A few lots one by one; more in groups of one project and kind, by their bounds. */
export function describeLotChanges(captured: readonly Captured[]): LotChange[] {
  if (captured.length <= EXACT_LOTS) return captured.map(({ id, before, after }) => ({ ids: [id], before, after }));
  const groups = new Map<string, Captured[]>();
  for (const row of captured) {
    const facts = (row.after ?? row.before)!;
    const key = `${facts.project} ${facts.kind}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((rows) => ({
    ids: rows.map((row) => row.id).sort((a, b) => a - b),
    bounds: boundsOf(rows.flatMap((row) => [row.before, row.after].filter((facts): facts is LotFacts => facts !== null))),
  }));
}

/**
 * The lots this transaction changed (recorded by the lots' triggers, migration 12), and the record cleared:
 * described (`describe`), or only their ids; null when there were too many (then anything may have changed).
 */
async function takeCapturedLotChanges(tx: Queryable, describe: boolean): Promise<{ lots: LotChange[]; ids: number[] } | null> {
  const { rows } = await tx.query<{ present: boolean }>("select to_regclass('pg_temp.lot_change_capture') is not null as present");
  if (!rows[0]?.present) return { lots: [], ids: [] };
  const count = (await tx.query<{ n: number }>('select count(*)::int as n from pg_temp.lot_change_capture')).rows[0]?.n ?? 0;
  const columns = describe ? 'id, before, after' : 'id';
  const captured = count > DESCRIBED_LOTS ? null : (await tx.query<Captured>(`select ${columns} from pg_temp.lot_change_capture order by id`)).rows;
  await tx.query('delete from pg_temp.lot_change_capture');
  return captured && { lots: describe ? describeLotChanges(captured) : [], ids: captured.map((row) => row.id) };
}

/** The changes kept in the table (and by each process): a process further behind treats its caches as outdated. */
export const KEPT_CHANGES = 1000;

/**
 * Records what catalogue version `version` changed, in its transaction: only lots (those the triggers recorded) or
 * anything (null: structure, content of projects, a seed).
 */
export async function recordCatalogueChange(tx: Queryable, version: number, only: 'lots' | null): Promise<void> {
  const captured = await takeCapturedLotChanges(tx, only === 'lots');
  const lots = only === 'lots' ? (captured?.lots ?? null) : null;
  // a change of anything names the lots it changed too, for what follows the lots one by one
  const lotIds = only === 'lots' ? null : (captured?.ids ?? null);
  await tx.query('insert into catalogue_changes (version, lots, lot_ids) values ($1, $2::jsonb, $3::int[])', [version, lots === null ? null : JSON.stringify(lots), lotIds]);
  await tx.query('delete from catalogue_changes where version <= $1', [version - KEPT_CHANGES]);
}

/** The recorded changes after `after`, up to `upTo`, oldest first. */
export async function readCatalogueChanges(
  db: Queryable,
  after: number,
  upTo: number,
): Promise<Array<{ version: number; lots: LotChange[] | null; lotIds: number[] | null }>> {
  const { rows } = await db.query<{ version: number; lots: LotChange[] | null; lot_ids: number[] | null }>(
    'select version, lots, lot_ids from catalogue_changes where version > $1 and version <= $2 order by version',
    [after, upTo],
  );
  return rows.map((row) => ({ version: Number(row.version), lots: row.lots, lotIds: row.lot_ids }));
}
