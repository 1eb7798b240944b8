import type { Db } from '../db/db.js';
import { maybeOne } from '../db/db.js';

export type Role = 'user' | 'designer' | 'reviewer' | 'admin';
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

interface FailureRow {
  failures: number;
  first_failed_at: Date;
  locked_until: Date | null;
}

export function findLoginFailures(db: Db, account: string) {
  return maybeOne<FailureRow>(
    db,
    'SELECT failures, first_failed_at, locked_until FROM login_failures WHERE account = $1',
    [account],
  );
}

export async function saveLoginFailures(
  db: Db,
  account: string,
  failures: number,
  firstFailedAt: Date,
  lockedUntil: Date | null,
): Promise<void> {
  await db.query(
    `INSERT INTO login_failures (account, failures, first_failed_at, locked_until)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (account) DO UPDATE
       SET failures = EXCLUDED.failures, first_failed_at = EXCLUDED.first_failed_at,
           locked_until = EXCLUDED.locked_until`,
    [account, failures, firstFailedAt.toISOString(), lockedUntil?.toISOString() ?? null],
  );
}

export async function clearLoginFailures(db: Db, account: string): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE account = $1', [account]);
}
