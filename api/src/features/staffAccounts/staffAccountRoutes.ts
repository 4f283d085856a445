import { feature } from '../../http/feature';
import { notFound } from '../../http/errors';
import { paginated, readPage } from '../../http/pagination';
import { Query, pageQuery } from '../../http/schema/params';
import { described, Paginated } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { writeAudit } from '../../shared/staff/auditLog';
import { addAccount, changeAccount, findAccount, listAccounts } from './staffAccountRepository';
import { NewStaffAccount, StaffAccount, StaffAccountBody, StaffAccountChange, StaffIdParams } from './staffAccountSchemas';

/**
 * Staff accounts (the `admin` role): list, create (the TOTP secret is shown once, as `otpauth://`), change the role
 * or disable an account (its sessions end at once). Accounts are never deleted: the audit log names them.
 */
export const staffAccountRoutes = feature({ tag: 'Back office' }, async (app, { ctx }) => {
  app.get(
    '/api/admin/staff/',
    {
      config: { staff: 'staff' },
      schema: { summary: 'Staff accounts', querystring: Query(pageQuery), response: { 200: described('A page of accounts.', Paginated(ref(StaffAccount))) } },
    },
    async (request) => {
      const page = readPage(request.query);
      const { count, results } = await listAccounts(ctx.db, page);
      return paginated(request, page, count, results);
    },
  );

  app.get(
    '/api/admin/staff/:id/',
    { config: { staff: 'staff' }, schema: { summary: 'One staff account', params: StaffIdParams, response: { 200: described('The account.', ref(StaffAccount)) } } },
    async (request) => {
      const account = await findAccount(ctx.db, request.params.id);
      if (!account) throw notFound();
      return account;
    },
  );

  app.post(
    '/api/admin/staff/',
    {
      config: { staff: 'staff' },
      schema: { summary: 'Create a staff account', body: StaffAccountBody, response: { 201: described('Created; its TOTP secret, shown once.', ref(NewStaffAccount)) } },
    },
    async (request, reply) => {
      const account = await addAccount(ctx.db, request.body, (tx, created) =>
        writeAudit(tx, request, { action: 'create', resource: 'staff', recordId: created.id, after: { email: created.email, role: created.role } }),
      );
      return reply.status(201).send(account);
    },
  );

  app.patch(
    '/api/admin/staff/:id/',
    {
      config: { staff: 'staff' },
      schema: {
        summary: 'Change a staff account’s role, or disable it',
        params: StaffIdParams,
        body: StaffAccountChange,
        response: { 200: described('The account as changed.', ref(StaffAccount)) },
      },
    },
    async (request) => {
      const changed = await changeAccount(ctx.db, request.params.id, request.body, (tx, change) =>
        writeAudit(tx, request, { action: 'update', resource: 'staff', recordId: change.after.id, ...change }),
      );
      if (!changed) throw notFound();
      return changed.after;
    },
  );
});
