import type { Db } from '../db/db.js';
import { maybeOne } from '../db/db.js';
import type { Role } from './accounts.constants.js';

export type { Role } from './accounts.constants.js';
export type AccountKind = 'staff' | 'enterprise';

export interface Preferences {
  canvas_width: number;
  canvas_height: number;
  alt_layout: boolean;
}

export interface UserRow {
  id: number;
  email: string;
  name: string;
  kind: AccountKind;
  sex_id: number;
  department_id: number | null;
  department_name: string | null;
  role: Role;
  preferences: Partial<Preferences>;
  password_hash: string;
}

const USER_COLUMNS = `u.id, u.email, u.name, u.kind, u.sex_id, u.department_id, d.name AS department_name,
  u.role, u.preferences, u.password_hash`;
const USER_FROM = 'users u LEFT JOIN departments d ON d.id = u.department_id';

export function findUserByEmail(db: Db, email: string) {
  return maybeOne<UserRow>(db, `SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE u.email = $1`, [
    email,
  ]);
}

export function findUserById(db: Db, id: number) {
  return maybeOne<UserRow>(db, `SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE u.id = $1`, [id]);
}

export async function listUsers(db: Db, offset: number, limit: number) {
  const [rows, counts] = await Promise.all([
    db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM ${USER_FROM} ORDER BY u.id LIMIT $1 OFFSET $2`, [
      limit,
      offset,
    ]),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM users'),
  ]);
  return { rows, total: counts[0]?.total ?? 0 };
}

export function findDepartments(db: Db, ids: readonly number[]) {
  // ids are validated integers; ANY($1) keeps one statement whatever the count.
  return db.query<{ id: number; name: string }>(
    'SELECT id, name FROM departments WHERE id = ANY($1::int[]) ORDER BY id',
    [`{${ids.join(',')}}`],
  );
}

export interface LoginAttempt {
  /** This attempt's number in the current window. */
  attempts: number;
  locked: boolean;
}

/**
 * Counts a login attempt before its password is checked, in one statement, so parallel attempts
 * each get their own number and no more than the limit are ever checked. A window or lock that has
 * run out starts counting again from 1; the attempt past the limit starts the lock.
 */
export async function countLoginAttempt(
  db: Db,
  account: string,
  now: Date,
  windowMs: number,
  maxAttempts: number,
): Promise<LoginAttempt> {
  const rows = await db.query<LoginAttempt>(
    `INSERT INTO login_failures AS f (account, failures, first_failed_at, locked_until)
     VALUES ($1, 1, $2, NULL)
     ON CONFLICT (account) DO UPDATE SET
       failures = CASE WHEN f.locked_until > $2 THEN f.failures
                       WHEN f.locked_until IS NOT NULL OR f.first_failed_at <= $3 THEN 1
                       ELSE f.failures + 1 END,
       first_failed_at = CASE WHEN f.locked_until > $2 THEN f.first_failed_at
                              WHEN f.locked_until IS NOT NULL OR f.first_failed_at <= $3 THEN $2
                              ELSE f.first_failed_at END,
       locked_until = CASE WHEN f.locked_until > $2 THEN f.locked_until
                           WHEN f.locked_until IS NOT NULL OR f.first_failed_at <= $3 THEN NULL
                           WHEN f.failures + 1 > $5 THEN $4
                           ELSE NULL END
     RETURNING failures AS attempts, COALESCE(locked_until > $2, false) AS locked`,
    [
      account,
      now.toISOString(),
      new Date(now.getTime() - windowMs).toISOString(),
      new Date(now.getTime() + windowMs).toISOString(),
      maxAttempts,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('login_failures upsert returned no row');
  return row;
}

/** Locks the account until the given time (the failure that used the last allowed attempt). */
export async function lockLogin(db: Db, account: string, until: Date): Promise<void> {
  await db.query(
    `UPDATE login_failures SET locked_until = $2
     WHERE account = $1 AND (locked_until IS NULL OR locked_until < $2)`,
    [account, until.toISOString()],
  );
}

/**
 * Forgets the attempts after a correct password unless the account is locked (a lock started by
 * parallel attempts stands); answers whether it is locked.
 */
export async function clearLoginAttempts(db: Db, account: string, now: Date): Promise<boolean> {
  const rows = await db.query<{ locked: boolean }>(
    `WITH cleared AS (
       DELETE FROM login_failures
       WHERE account = $1 AND (locked_until IS NULL OR locked_until <= $2)
     )
     SELECT EXISTS (
       SELECT 1 FROM login_failures WHERE account = $1 AND locked_until > $2
     ) AS locked`,
    [account, now.toISOString()],
  );
  return rows[0]?.locked ?? false;
}
