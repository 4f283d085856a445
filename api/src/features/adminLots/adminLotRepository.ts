import type { Queryable } from '../../db/db';
import type { Page } from '../../http/pagination';
import type { AdminLot, AdminLotChange, AdminLotDetail, AdminLotFilters, CatalogueImportEntry } from './adminLotSchemas';

const SELECT = `select l.id, l.external_id, l.kind, p.name as project, b.name as building, l.number, l.floor, l.rooms, l.area::float8 as area,
       l.price, l.old_price, l.status, l.held_until, l.updated_at
  from lots l join projects p on p.id = l.project_id join buildings b on b.id = l.building_id`;

/** A row with its timestamps as ISO strings. */
const iso = <T>(row: Record<string, unknown>): T =>
  Object.fromEntries(Object.entries(row).map(([name, value]) => [name, value instanceof Date ? value.toISOString() : value])) as T;

export async function listLots(db: Queryable, filters: AdminLotFilters, page: Page): Promise<{ count: number; results: AdminLot[] }> {
  const params: unknown[] = [];
  const where = ['true'];
  if (filters.project_id) where.push(`l.project_id = $${params.push(filters.project_id)}`);
  if (filters.status) where.push(`l.status = $${params.push(filters.status)}`);
  if (filters.q) where.push(`(l.number = $${params.push(filters.q)} or l.external_id = $${params.length} or l.id::text = $${params.length})`);
  const condition = where.join(' and ');
  const counted = await db.query<{ count: number }>(`select count(*)::int as count from lots l where ${condition}`, params);
  const { rows } = await db.query<Record<string, unknown>>(
    `${SELECT} where ${condition} order by l.id limit $${params.push(page.limit)} offset $${params.push(page.offset)}`,
    params,
  );
  return { count: counted.rows[0]?.count ?? 0, results: rows.map((row) => iso<AdminLot>(row)) };
}

/** A lot with its price and status history, newest first. */
export async function findLot(db: Queryable, id: number): Promise<AdminLotDetail | undefined> {
  const { rows } = await db.query<Record<string, unknown>>(`${SELECT} where l.id = $1`, [id]);
  if (!rows[0]) return undefined;
  const history = await db.query<Record<string, unknown>>(
    'select changed_at, price, old_price, status, previous_price, previous_status from lot_price_history where lot_id = $1 order by changed_at desc, id desc limit 500',
    [id],
  );
  return { ...iso<AdminLot>(rows[0]), history: history.rows.map((row) => iso<AdminLotChange>(row)) };
}

export async function listImports(db: Queryable, page: Page): Promise<{ count: number; results: CatalogueImportEntry[] }> {
  const { rows } = await db.query<Record<string, unknown> & { count: number }>(
    'select id::int as id, at, source, format, changed, report, count(*) over ()::int as count from catalogue_imports order by at desc, id desc limit $1 offset $2',
    [page.limit, page.offset],
  );
  return { count: rows[0]?.count ?? 0, results: rows.map(({ count: _count, ...row }) => iso<CatalogueImportEntry>(row)) };
}
