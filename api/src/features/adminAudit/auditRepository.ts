import type { Queryable } from '../../db/db';
import type { Page } from '../../http/pagination';
import type { AuditEntry } from './auditSchemas';

/** The columns a list may be filtered by (named here, never taken from the request). */
export const AUDIT_FILTERS = ['resource', 'record_id', 'staff_email', 'action'] as const;
export type AuditFilters = Partial<Record<(typeof AUDIT_FILTERS)[number], string>>;

/** The audit log, newest first. */
export async function listAudit(db: Queryable, filters: AuditFilters, page: Page): Promise<{ count: number; results: AuditEntry[] }> {
  const params: unknown[] = [];
  const where = AUDIT_FILTERS.flatMap((column) => (filters[column] ? [`${column} = $${params.push(filters[column])}`] : []));
  const condition = where.length ? where.join(' and ') : 'true';
  const counted = await db.query<{ count: number }>(`select count(*)::int as count from audit_log where ${condition}`, params);
  const { rows } = await db.query<Omit<AuditEntry, 'at'> & { at: Date }>(
    `select id::int as id, at, staff_email, action, resource, record_id, before, after, ip from audit_log where ${condition}
      order by at desc, id desc limit $${params.push(page.limit)} offset $${params.push(page.offset)}`,
    params,
  );
  return { count: counted.rows[0]?.count ?? 0, results: rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() })) };
}
