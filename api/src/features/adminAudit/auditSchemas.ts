import { Type, type Static } from 'typebox';
import { Query, pageQuery } from '../../http/schema/params';
import { component, Nullable } from '../../http/schema/types';

export const AuditEntry = component(
  'AuditEntry',
  Type.Object({
    id: Type.Integer(),
    at: Type.String({ format: 'date-time' }),
    staff_email: Type.String({ description: '`система` for what the site did itself (the scheduler).' }),
    action: Type.String({ description: 'create, update, delete, publish, upload, view, export, resend, sign_in, sign_out.' }),
    resource: Type.String(),
    record_id: Nullable(Type.String()),
    before: Type.Unknown({ description: 'The record before the change (null for a creation).' }),
    after: Type.Unknown({ description: 'The record after it (null for a deletion).' }),
    ip: Nullable(Type.String()),
  }),
);
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditQuery = Query({
  resource: Type.String({ maxLength: 60 }),
  record_id: Type.String({ maxLength: 100 }),
  staff_email: Type.String({ maxLength: 254 }),
  action: Type.String({ maxLength: 20 }),
  ...pageQuery,
});
export type AuditQuery = Static<typeof AuditQuery>;
