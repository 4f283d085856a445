import type { Db, Queryable } from '../../db/db';
import { validationError } from '../../http/errors';
import { hashPassword, PASSWORD_MIN_LENGTH } from '../../shared/staff/passwords';
import { ROLE_LABELS, isStaffRole, type StaffRole } from '../../shared/staff/roles';
import { newTotpSecret, totpUri } from '../../shared/staff/totp';
import type { NewStaffAccount, StaffAccount } from './staffAccountSchemas';

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{2,}$/;

export const accountMessages = {
  email: 'Введите корректный адрес электронной почты.',
  role: 'Выберите роль: admin, editor, marketing, projects или sales.',
  password: `Пароль должен быть не короче ${PASSWORD_MIN_LENGTH} символов.`,
  taken: 'Сотрудник с таким адресом уже есть.',
};

interface AccountRow {
  id: string;
  email: string;
  role: StaffRole;
  active: boolean;
  created_at: Date;
}

const COLUMNS = 'id, email, role, active, created_at';

export const toAccount = (row: AccountRow): StaffAccount => ({
  id: Number(row.id),
  email: row.email,
  role: row.role,
  role_label: ROLE_LABELS[row.role],
  active: row.active,
  created_at: new Date(row.created_at).toISOString(),
});

/**
 * Creates a staff account: the e-mail (lower-cased), the role, the password as an argon2id hash and a new TOTP
 * secret, which the caller shows once as an `otpauth://` URI. Refuses a bad address, role or short password (400).
 */
export async function createAccount(db: Queryable, input: { email: string; role: string; password: string }): Promise<NewStaffAccount> {
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

export async function listAccounts(db: Queryable, page: { limit: number; offset: number }): Promise<{ count: number; results: StaffAccount[] }> {
  const { rows } = await db.query<AccountRow & { count: number }>(
    `select ${COLUMNS}, count(*) over ()::int as count from staff_accounts order by id limit $1 offset $2`,
    [page.limit, page.offset],
  );
  return { count: rows[0]?.count ?? 0, results: rows.map(toAccount) };
}

export async function findAccount(db: Queryable, id: number): Promise<StaffAccount | undefined> {
  const { rows } = await db.query<AccountRow>(`select ${COLUMNS} from staff_accounts where id = $1`, [id]);
  return rows[0] && toAccount(rows[0]);
}

/** Creates an account (see createAccount) with what else its transaction writes (the audit entry). */
export async function addAccount(
  db: Db,
  input: { email: string; role: string; password: string },
  alsoInTransaction: (tx: Queryable, created: NewStaffAccount) => Promise<void>,
): Promise<NewStaffAccount> {
  return db.transaction(async (tx) => {
    const created = await createAccount(tx, input);
    await alsoInTransaction(tx, created);
    return created;
  });
}

type Change = { before: StaffAccount; after: StaffAccount };

/**
 * Changes an account's role or disables it, with what else its transaction writes; a disabled account's sessions, or
 * those of one whose role changed, end at once. Undefined when there is no such account.
 */
export async function changeAccount(
  db: Db,
  id: number,
  change: { role?: StaffRole; active?: boolean },
  alsoInTransaction: (tx: Queryable, changed: Change) => Promise<void>,
): Promise<Change | undefined> {
  return db.transaction(async (tx) => {
    const changed = await changeAccountIn(tx, id, change);
    if (changed) await alsoInTransaction(tx, changed);
    return changed;
  });
}

async function changeAccountIn(tx: Queryable, id: number, change: { role?: StaffRole; active?: boolean }): Promise<Change | undefined> {
  const before = (await tx.query<AccountRow>(`select ${COLUMNS} from staff_accounts where id = $1 for update`, [id])).rows[0];
  if (!before) return undefined;
  const { rows } = await tx.query<AccountRow>(
    `update staff_accounts set role = coalesce($2, role), active = coalesce($3, active) where id = $1 returning ${COLUMNS}`,
    [id, change.role ?? null, change.active ?? null],
  );
  const after = rows[0]!;
  if (!after.active || after.role !== before.role) await tx.query('delete from staff_sessions where staff_id = $1', [after.id]);
  return { before: toAccount(before), after: toAccount(after) };
}
