import type { Queryable } from '../../db/db';

/** How one catalogue level is written from the feed's rows (`i`, typed by `input`), matched by `external_id`. */
export interface UpsertSpec {
  table: string;
  /** The JSON rows' fields and their SQL types (`external_id` included). */
  input: Record<string, string>;
  /** Joins after `i` that the expressions may use (a lot's floor, building and project). */
  joins?: string;
  /** Columns kept in step with the feed: column → SQL expression over `i` and the joins. */
  columns: Record<string, string>;
  /** Columns the feed may leave out: an absent (null) value keeps the stored one, or writes `fallback` on insert. */
  optional?: Record<string, { value: string; fallback: string }>;
  /** Required columns the feed does not carry: written on insert only. */
  insertOnly?: Record<string, string>;
  /** Also set on every changed row (`updated_at = now()`). */
  touch?: string;
}

export interface UpsertCount {
  inserted: number;
  updated: number;
}

const CHUNK = 2000;

/**
 * Inserts rows whose external id is new and updates those that differ, leaving equal rows alone (so applying the
 * same feed again changes nothing: no write, no history, no `updated_at`). New rows get ids after the highest one;
 * the caller holds the import lock, so no other writer allocates ids meanwhile.
 */
export async function upsertByExternalId(tx: Queryable, spec: UpsertSpec, rows: readonly object[]): Promise<UpsertCount> {
  const total: UpsertCount = { inserted: 0, updated: 0 };
  if (rows.length === 0) return total;
  const kept = Object.keys(spec.columns);
  const optional = Object.entries(spec.optional ?? {});
  const insertOnly = Object.entries(spec.insertOnly ?? {});
  const recordset = Object.entries(spec.input).map(([name, type]) => `${name} ${type}`).join(', ');
  const projections = [
    ...Object.entries(spec.columns).map(([column, expression]) => `${expression} as ${column}`),
    ...optional.map(([column, { value }]) => `${value} as ${column}`),
    ...insertOnly.map(([column, expression]) => `${expression} as ${column}`),
  ];
  const target = [...kept.map((c) => `s.${c}`), ...optional.map(([c]) => `coalesce(s.${c}, t.${c})`)];
  const current = [...kept, ...optional.map(([c]) => c)].map((c) => `t.${c}`);
  const sets = [...kept, ...optional.map(([c]) => c)].map((c, index) => `${c} = ${target[index]}`);
  if (spec.touch) sets.push(spec.touch);
  const insertColumns = ['id', 'external_id', ...kept, ...optional.map(([c]) => c), ...insertOnly.map(([c]) => c)];
  const insertValues = [
    `(select coalesce(max(id), 0) from ${spec.table}) + row_number() over (order by s.external_id)`,
    's.external_id',
    ...kept.map((c) => `s.${c}`),
    ...optional.map(([c, { fallback }]) => `coalesce(s.${c}, ${fallback})`),
    ...insertOnly.map(([c]) => `s.${c}`),
  ];
  const sql = `
    with i as (select * from jsonb_to_recordset($1::jsonb) as x(${recordset})),
    s as (select i.external_id, ${projections.join(', ')} from i ${spec.joins ?? ''}),
    updated as (
      update ${spec.table} t set ${sets.join(', ')} from s
      where t.external_id = s.external_id and (${current.join(', ')}) is distinct from (${target.join(', ')})
      returning t.id),
    inserted as (
      insert into ${spec.table} (${insertColumns.join(', ')})
      select ${insertValues.join(', ')} from s where not exists (select 1 from ${spec.table} t where t.external_id = s.external_id)
      returning id)
    select (select count(*) from updated)::int as updated, (select count(*) from inserted)::int as inserted`;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const { rows: counts } = await tx.query<UpsertCount>(sql, [JSON.stringify(rows.slice(start, start + CHUNK))]);
    total.inserted += counts[0]?.inserted ?? 0;
    total.updated += counts[0]?.updated ?? 0;
  }
  return total;
}
