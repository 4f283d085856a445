import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db';

export type AuditAction = 'create' | 'update' | 'delete' | 'publish' | 'upload' | 'read' | 'export' | 'resend' | 'sign_in' | 'sign_out';

export interface AuditEntry {
  action: AuditAction;
  /** what was acted on: a resource's name (`publications`, `leads`, `staff`) */
  resource: string;
  recordId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records who did what, when, to which record, with the record before and after, in the transaction of the change
 * itself (so no change goes unrecorded, and nothing is recorded that did not happen).
 */
export async function writeAudit(tx: Queryable, request: FastifyRequest, entry: AuditEntry, staff = request.staff): Promise<void> {
  await tx.query(
    `insert into audit_log (staff_id, staff_email, action, resource, record_id, before, after, ip)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
    [
      staff?.id ?? null,
      staff?.email ?? 'система',
      entry.action,
      entry.resource,
      entry.recordId === undefined || entry.recordId === null ? null : String(entry.recordId),
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      request.ip,
    ],
  );
}

/** Records what the site did by itself (the scheduler publishing a publication at its time). */
export async function writeSystemAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    `insert into audit_log (staff_id, staff_email, action, resource, record_id, before, after)
     values (null, 'система', $1, $2, $3, $4::jsonb, $5::jsonb)`,
    [entry.action, entry.resource, entry.recordId == null ? null : String(entry.recordId), entry.before === undefined ? null : JSON.stringify(entry.before), entry.after === undefined ? null : JSON.stringify(entry.after)],
  );
}
