import { randomBytes } from 'node:crypto';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import type { AccountKind } from './accounts.repo.js';
import {
  clearLoginFailures,
  findLoginFailures,
  findUserByEmail,
  saveLoginFailures,
} from './accounts.repo.js';
import { presentUser } from './accounts.presenter.js';
import { decryptTransportPassword, hashPassword, verifyPassword } from './password.js';
import { issueSession } from './sessions.js';

export type LoginMode = 'user' | 'enterprise';

const KIND_BY_MODE: Record<LoginMode, AccountKind> = { user: 'staff', enterprise: 'enterprise' };

export interface AccountsDeps {
  db: Db;
  config: ApiConfig;
  clock: () => Date;
}

// Verifying against a throw-away hash when the account does not exist keeps the answer's timing
// from telling whether it does.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

function requireCredentials(email: string, password: string): void {
  if (!email && !password) throw new ApiError('emptyCredentials');
  if (!email) throw new ApiError('emptyAccount');
  if (!password) throw new ApiError('emptyPassword');
}

async function assertNotLocked({ db, config }: AccountsDeps, account: string, now: Date) {
  const row = await findLoginFailures(db, account);
  if (row?.locked_until && new Date(row.locked_until).getTime() > now.getTime()) {
    throw new ApiError('loginLocked', { minutes: config.loginLockMinutes });
  }
}

/** Counts a failure; the one that reaches the limit starts the lock and says so. */
async function recordFailure(
  { db, config }: AccountsDeps,
  account: string,
  now: Date,
): Promise<never> {
  const windowMs = config.loginLockMinutes * 60_000;
  const row = await findLoginFailures(db, account);
  const inWindow = row && new Date(row.first_failed_at).getTime() + windowMs > now.getTime();
  const failures = inWindow ? row.failures + 1 : 1;
  const firstFailedAt = inWindow ? new Date(row.first_failed_at) : now;
  const locked = failures >= config.loginMaxFailures;
  await saveLoginFailures(
    db,
    account,
    locked ? 0 : failures,
    locked ? now : firstFailedAt,
    locked ? new Date(now.getTime() + windowMs) : null,
  );
  if (locked) throw new ApiError('loginLocked', { minutes: config.loginLockMinutes });
  throw new ApiError('wrongCredentials');
}

/** Checks the credentials for the mode and opens a session (spec platform-core §5, §7). */
export async function login(
  deps: AccountsDeps,
  mode: LoginMode,
  input: { email?: string | undefined; password?: string | undefined },
) {
  const email = (input.email ?? '').trim().toLowerCase();
  const ciphertext = (input.password ?? '').trim();
  requireCredentials(email, ciphertext);
  const now = deps.clock();
  await assertNotLocked(deps, email, now);

  const password = decryptTransportPassword(ciphertext, deps.config.loginPhrases[mode]);
  if (password === undefined) throw new ApiError('badPasswordFormat');

  const user = await findUserByEmail(deps.db, email);
  const passwordOk = await verifyPassword(user?.password_hash ?? (await getDummyHash()), password);
  if (!user || !passwordOk || user.kind !== KIND_BY_MODE[mode]) {
    return recordFailure(deps, email, now);
  }

  return deps.db.tx(async (tx) => {
    await clearLoginFailures(tx, email);
    const token = await issueSession(tx, user.id, now, deps.config);
    return { ...presentUser(user), token };
  });
}
