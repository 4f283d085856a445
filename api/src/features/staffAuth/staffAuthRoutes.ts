import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { feature } from '../../http/feature';
import { ApiError } from '../../http/errors';
import { networkPrefix } from '../../domain/networkPrefix';
import { sessionKeyLoader } from '../../shared/session/sessionKey';
import { writeAudit } from '../../shared/staff/auditLog';
import { verifyPassword } from '../../shared/staff/passwords';
import { permissionsOf, ROLE_LABELS, type StaffRole } from '../../shared/staff/roles';
import { StaffMeSchema } from '../../shared/staff/staffSchemas';
import { endStaffSession, startStaffSession, type StaffUser } from '../../shared/staff/staffSession';
import { totpStep } from '../../shared/staff/totp';
import { isKnownDevice, rememberDevice } from './deviceCookie';
import { checkSignInLimits, recordAttempt, signInMessages, type Attempt } from './signInLimits';

const SignInBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 200 }),
  code: Type.String({ maxLength: 10 }),
});

interface AccountRow {
  id: string;
  email: string;
  role: StaffRole;
  password_hash: string;
  totp_secret: string;
  totp_last_step: string | null;
}

function me(user: Pick<StaffUser, 'id' | 'email' | 'role'>) {
  return { id: user.id, email: user.email, role: user.role, role_label: ROLE_LABELS[user.role], permissions: permissionsOf(user.role) };
}

/**
 * Staff sign-in (`POST /api/admin/session/`: e-mail, password and the authenticator's code in one step), who is
 * signed in (`GET`), and sign-out (`DELETE`). A sign-in always starts a new session (the one the browser held is
 * ended), so a session id planted before sign-in is worth nothing after it.
 */
export const staffAuthRoutes = feature({ tag: 'Back office' }, async (app, { ctx }) => {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const deviceKey = sessionKeyLoader(ctx.db);

  routes.post('/api/admin/session/', {
    config: { staff: 'public' },
    schema: {
      
      summary: 'Sign in with e-mail, password and TOTP code',
      body: SignInBody,
      response: { 200: StaffMeSchema },
    },
  }, async (request, reply) => {
    const now = ctx.now();
    const email = request.body.email.trim().toLowerCase();
    const key = await deviceKey();
    const attempt: Attempt = { email, ip: request.ip, network: networkPrefix(request.ip), knownDevice: isKnownDevice(key, request, email) };
    await checkSignInLimits(ctx.db, attempt, ctx.config.staff, now);
    const account = await ctx.db.transaction(async (tx) => {
      await tx.query("select pg_advisory_xact_lock(hashtext('staff-sign-in:' || $1))", [email]);
      await checkSignInLimits(tx, attempt, ctx.config.staff, now);
      const { rows } = await tx.query<AccountRow>(
        'select id, email, role, password_hash, totp_secret, totp_last_step from staff_accounts where email = $1 and active',
        [email],
      );
      const found = rows[0];
      const passwordOk = await verifyPassword(found?.password_hash ?? null, request.body.password);
      const step = found && passwordOk ? totpStep(found.totp_secret, request.body.code.trim(), now) : null;
      const fresh = found && step !== null && (found.totp_last_step === null || step > Number(found.totp_last_step));
      await recordAttempt(tx, attempt, Boolean(fresh), now);
      if (!found || !fresh) return null;
      await tx.query('update staff_accounts set totp_last_step = $2 where id = $1', [found.id, step]);
      return found;
    });
    if (!account) throw new ApiError(401, { detail: signInMessages.failed });
    const user = { id: Number(account.id), email: account.email, role: account.role };
    await endStaffSession(ctx.db, request, reply);
    await ctx.db.transaction(async (tx) => {
      await startStaffSession(tx, request, reply, user.id, now);
      await writeAudit(tx, request, { action: 'sign_in', resource: 'staff', recordId: user.id }, { ...user, session: '' });
    });
    rememberDevice(key, request, reply, email);
    return me(user);
  });

  routes.get('/api/admin/session/', {
    config: { staff: 'signedIn' },
    schema: { summary: 'The signed-in staff member and their permissions', response: { 200: StaffMeSchema } },
  }, async (request) => me(request.staff!));

  routes.delete('/api/admin/session/', {
    config: { staff: 'signedIn' },
    schema: { summary: 'Sign out (the session ends at once)', response: { 204: Type.Null() } },
  }, async (request, reply) => {
    await endStaffSession(ctx.db, request, reply);
    await writeAudit(ctx.db, request, { action: 'sign_out', resource: 'staff', recordId: request.staff!.id });
    return reply.status(204).send(null);
  });
});
