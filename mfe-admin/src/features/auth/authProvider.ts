import type { AuthProvider } from 'react-admin';
import { ApiError } from '@estate/shared-api';
import { adminEndpoints } from '@estate/shared-api/endpoints/adminEndpoints';
import type { AdminResource, StaffMe } from '@estate/shared-api/dto/admin';
import { api } from '../../shared/api';

/** What the signed-in staff member may see: their permissions and the content resources their role edits. */
export interface StaffAccess {
  me: StaffMe;
  resources: AdminResource[];
}

let access: Promise<StaffAccess> | null = null;

function loadAccess(): Promise<StaffAccess> {
  // the document leaves a field's JSON Schema open: AdminResource spells out what the forms read of it
  access ??= Promise.all([api.get(adminEndpoints.session()), api.get(adminEndpoints.resources()) as Promise<AdminResource[]>])
    .then(([me, resources]) => ({ me, resources }))
    .catch((error: unknown) => {
      access = null;
      throw error;
    });
  return access;
}

export interface Credentials {
  email: string;
  password: string;
  code: string;
}

/**
 * Staff sign-in by e-mail, password and the authenticator's code; the session is an HttpOnly cookie the API sets.
 * A 401 anywhere signs the interface out; a 403 keeps it (the role may not do that one thing).
 */
export const authProvider: AuthProvider = {
  async login({ email, password, code }: Credentials) {
    access = null;
    try {
      await api.post(adminEndpoints.session(), { body: { email, password, code } });
    } catch (error) {
      throw new Error(error instanceof ApiError ? (error.displayMessage ?? 'Не удалось войти.') : 'Нет связи с сервером. Попробуйте ещё раз.');
    }
    await loadAccess();
  },
  async logout() {
    access = null;
    await api.delete(adminEndpoints.session()).catch(() => undefined);
  },
  async checkAuth() {
    await loadAccess();
  },
  async checkError(error: unknown) {
    const status = (error as { status?: number } | null)?.status;
    if (status === 401) {
      access = null;
      throw new Error('Сеанс завершён. Войдите снова.');
    }
  },
  async getIdentity() {
    const { me } = await loadAccess();
    return { id: me.id, fullName: `${me.email} (${me.role_label})` };
  },
  async getPermissions() {
    return loadAccess();
  },
};
