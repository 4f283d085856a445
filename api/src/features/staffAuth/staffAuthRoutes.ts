import { Type } from 'typebox';
import { feature } from '../../http/feature';
import { ApiError } from '../../http/errors';
import { networkPrefix } from '../../domain/networkPrefix';
import { sessionKeyLoader } from '../../shared/session/sessionKey';
import { writeAudit } from '../../shared/staff/auditLog';
import { described, errorResponses, NoContent } from '../../http/schema/responses';
import { ref } from '../../http/schema/types';
import { permissionsOf, ROLE_LABELS } from '../../shared/staff/roles';
import { StaffMe } from '../../shared/staff/staffSchemas';
import { endStaffSession, type StaffUser } from '../../shared/staff/staffSession';
import { isKnownDevice, rememberDevice } from './deviceCookie';
import { checkSignInLimits, signInMessages, type Attempt } from './signInLimits';
import { startSignedInSession, verifySignIn } from './staffAuthRepository';

const SignInBody = Type.Object({
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 200 }),
  code: Type.String({ maxLength: 10 }),
});

function me(user: Pick<StaffUser, 'id' | 'email' | 'role'>) {
  return { id: user.id, email: user.email, role: user.role, role_label: ROLE_LABELS[user.role], permissions: permissionsOf(user.role) };
}

/**
 * Staff sign-in (`POST /api/admin/session/`: e-mail, password and the authenticator's code in one step), who is
 * signed in (`GET`), and sign-out (`DELETE`). A sign-in always starts a new session (the one the browser held is
 * ended), so a session id planted before sign-in is worth nothing after it.
 */
export const staffAuthRoutes = feature({ tag: 'Back office' }, async (app, { ctx }) => {
  const deviceKey = sessionKeyLoader(ctx.db);

  app.post('/api/admin/session/', {
    config: { staff: 'public' },
    schema: {
      summary: 'Sign in with e-mail, password and TOTP code',
      description: 'Starts a new session (the one the browser held ends). 401 for a wrong address, password or code alike; 429 past the failed attempts of an address, a network, or an account from strangers’ devices.',
      body: SignInBody,
      response: { 200: described('Signed in.', ref(StaffMe)), ...errorResponses(401, 429) },
    },
  }, async (request, reply) => {
    const now = ctx.now();
    const email = request.body.email.trim().toLowerCase();
    const key = await deviceKey();
    const attempt: Attempt = { email, ip: request.ip, network: networkPrefix(request.ip), knownDevice: isKnownDevice(key, request, email) };
    await checkSignInLimits(ctx.db, attempt, ctx.config.staff, now);
    const account = await verifySignIn(ctx.db, attempt, request.body, ctx.config.staff, now);
    if (!account) throw new ApiError(401, { detail: signInMessages.failed });
    const user = { id: Number(account.id), email: account.email, role: account.role };
    await endStaffSession(ctx.db, request, reply);
    await startSignedInSession(ctx.db, request, reply, user, now);
    rememberDevice(key, request, reply, email);
    return me(user);
  });

  app.get('/api/admin/session/', {
    config: { staff: 'signedIn' },
    schema: { summary: 'The signed-in staff member and their permissions', response: { 200: described('Who is signed in.', ref(StaffMe)) } },
  }, async (request) => me(request.staff!));

  app.delete('/api/admin/session/', {
    config: { staff: 'signedIn' },
    schema: { summary: 'Sign out (the session ends at once)', response: { 204: NoContent } },
  }, async (request, reply) => {
    await endStaffSession(ctx.db, request, reply);
    await writeAudit(ctx.db, request, { action: 'sign_out', resource: 'staff', recordId: request.staff!.id });
    return reply.status(204).send();
  });
});
