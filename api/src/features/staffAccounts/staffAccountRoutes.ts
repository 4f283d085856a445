import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { feature } from '../../http/feature';
import { notFound } from '../../http/errors';
import { QueryReader } from '../../http/queryReader';
import { paginated, readPage } from '../../http/pagination';
import { writeAudit } from '../../shared/staff/auditLog';
import { ROLE_LABELS, type StaffRole } from '../../shared/staff/roles';
import { PageSchema, StaffRoleSchema } from '../../shared/staff/staffSchemas';
import { createAccount } from './staffAccounts';

const AccountSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role: StaffRoleSchema,
  role_label: Type.String(),
  active: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});

interface AccountRow {
  id: string;
  email: string;
  role: StaffRole;
  active: boolean;
  created_at: Date;
}

const toAccount = (row: AccountRow) => ({
  id: Number(row.id),
  email: row.email,
  role: row.role,
  role_label: ROLE_LABELS[row.role],
  active: row.active,
  created_at: new Date(row.created_at).toISOString(),
});

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/**
 * Staff accounts (the `admin` role): list, create (the TOTP secret is shown once, as `otpauth://`), change the role
 * or disable an account (its sessions end at once). Accounts are never deleted: the audit log names them.
 */
export const staffAccountRoutes = feature({ tag: 'Back office' }, async (app, { ctx }) => {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const find = async (id: number) =>
    (await ctx.db.query<AccountRow>('select id, email, role, active, created_at from staff_accounts where id = $1', [id])).rows[0];

  routes.get('/api/admin/staff/', {
    config: { staff: 'staff' },
    schema: { summary: 'Staff accounts', response: { 200: PageSchema(AccountSchema) } },
  }, async (request) => {
    const page = readPage(QueryReader.of(request.query));
    const { rows } = await ctx.db.query<AccountRow & { count: number }>(
      'select id, email, role, active, created_at, count(*) over ()::int as count from staff_accounts order by id limit $1 offset $2',
      [page.limit, page.offset],
    );
    return paginated(request, page, rows[0]?.count ?? 0, rows.map(toAccount));
  });

  routes.get('/api/admin/staff/:id/', {
    config: { staff: 'staff' },
    schema: { summary: 'One staff account', params: IdParams, response: { 200: AccountSchema } },
  }, async (request) => {
    const row = await find(request.params.id);
    if (!row) throw notFound();
    return toAccount(row);
  });

  routes.post('/api/admin/staff/', {
    config: { staff: 'staff' },
    schema: {
      summary: 'Create a staff account',
      body: Type.Object({ email: Type.String({ maxLength: 254 }), role: Type.String({ maxLength: 20 }), password: Type.String({ maxLength: 200 }) }),
      response: { 201: Type.Object({ id: Type.Integer(), email: Type.String(), role: StaffRoleSchema, totp_uri: Type.String() }) },
    },
  }, async (request, reply) => {
    const account = await ctx.db.transaction(async (tx) => {
      const created = await createAccount(tx, request.body);
      await writeAudit(tx, request, { action: 'create', resource: 'staff', recordId: created.id, after: { email: created.email, role: created.role } });
      return created;
    });
    return reply.status(201).send(account);
  });

  routes.patch('/api/admin/staff/:id/', {
    config: { staff: 'staff' },
    schema: {
      summary: 'Change a staff account’s role, or disable it',
      params: IdParams,
      body: Type.Object({ role: Type.Optional(StaffRoleSchema), active: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
      response: { 200: AccountSchema },
    },
  }, async (request) => {
    const updated = await ctx.db.transaction(async (tx) => {
      const before = (await tx.query<AccountRow>('select id, email, role, active, created_at from staff_accounts where id = $1 for update', [request.params.id])).rows[0];
      if (!before) throw notFound();
      const { rows } = await tx.query<AccountRow>(
        'update staff_accounts set role = coalesce($2, role), active = coalesce($3, active) where id = $1 returning id, email, role, active, created_at',
        [request.params.id, request.body.role ?? null, request.body.active ?? null],
      );
      const after = rows[0]!;
      if (!after.active || after.role !== before.role) await tx.query('delete from staff_sessions where staff_id = $1', [after.id]);
      await writeAudit(tx, request, { action: 'update', resource: 'staff', recordId: after.id, before: toAccount(before), after: toAccount(after) });
      return after;
    });
    return toAccount(updated);
  });
});
