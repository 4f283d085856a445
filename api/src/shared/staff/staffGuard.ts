import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../appContext';
import { ApiError, forbidden } from '../../http/errors';
import { allows, type Permission } from './roles';
import { findStaffUser, type StaffUser } from './staffSession';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What an admin route needs: a permission of the staff member's role, `signedIn` (any staff member), or
     * `public` (signing in). A route under the guard that names nothing is refused to everyone.
     */
    staff?: Permission | 'signedIn' | 'public';
  }
  interface FastifyRequest {
    /** The signed-in staff member (admin routes only; null elsewhere). */
    staff: StaffUser | null;
  }
}

export const staffMessages = {
  signIn: 'Войдите в систему управления.',
  forbidden: 'Недостаточно прав для этого действия.',
};

/**
 * Checks every request to the admin routes registered in `scope` before anything is read: the staff session
 * (401 without a live one) and the permission the route names (403 without it). Runs on `onRequest`, so an upload
 * a role may not make is refused before its body is received.
 */
export function guardStaffRoutes(scope: FastifyInstance, ctx: AppContext): void {
  scope.decorateRequest('staff', null);
  scope.addHook('onRequest', async (request) => {
    const needs = request.routeOptions.config.staff;
    if (needs === 'public') return;
    const user = await findStaffUser(ctx, request);
    if (!user) throw new ApiError(401, { detail: staffMessages.signIn });
    if (needs === undefined || (needs !== 'signedIn' && !allows(user.role, needs))) throw forbidden(staffMessages.forbidden);
    request.staff = user;
  });
}
