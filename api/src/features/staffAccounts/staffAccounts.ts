import type { Queryable } from '../../db/db';
import { validationError } from '../../http/errors';
import { hashPassword, PASSWORD_MIN_LENGTH } from '../../shared/staff/passwords';
import { isStaffRole, type StaffRole } from '../../shared/staff/roles';
import { newTotpSecret, totpUri } from '../../shared/staff/totp';

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{2,}$/;

export const accountMessages = {
  email: 'Введите корректный адрес электронной почты.',
  role: 'Выберите роль: admin, editor, marketing, projects или sales.',
  password: `Пароль должен быть не короче ${PASSWORD_MIN_LENGTH} символов.`,
  taken: 'Сотрудник с таким адресом уже есть.',
};

export interface NewAccount {
  id: number;
  email: string;
  role: StaffRole;
  /** shown once: the secret for the authenticator app */
  totp_uri: string;
}

/**
 * Creates a staff account: the e-mail (lower-cased), the role, the password as an argon2id hash and a new TOTP
 * secret, which the caller shows once as an `otpauth://` URI. Refuses a bad address, role or short password (400).
 */
export async function createAccount(db: Queryable, input: { email: string; role: string; password: string }): Promise<NewAccount> {
  const email = input.email.trim().toLowerCase();
  const errors: Record<string, string[]> = {};
  if (!EMAIL.test(email)) errors.email = [accountMessages.email];
  if (!isStaffRole(input.role)) errors.role = [accountMessages.role];
  if ([...input.password].length < PASSWORD_MIN_LENGTH) errors.password = [accountMessages.password];
  if (Object.keys(errors).length) throw validationError(errors);
  const secret = newTotpSecret();
  const passwordHash = await hashPassword(input.password);
  const { rows } = await db.query<{ id: string }>(
    `insert into staff_accounts (email, role, password_hash, totp_secret) values ($1, $2, $3, $4)
     on conflict (email) do nothing returning id`,
    [email, input.role, passwordHash, secret],
  );
  if (!rows[0]) throw validationError({ email: [accountMessages.taken] });
  return { id: Number(rows[0].id), email, role: input.role as StaffRole, totp_uri: totpUri(secret, email) };
}
