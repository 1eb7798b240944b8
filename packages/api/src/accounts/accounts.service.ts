import { randomBytes } from 'node:crypto';
import type { ApiConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import type { AccountKind } from './accounts.repo.js';
import {
  clearLoginAttempts,
  countLoginAttempt,
  findUserByEmail,
  lockLogin,
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

const lockedError = (config: ApiConfig) =>
  new ApiError('loginLocked', { minutes: config.loginLockMinutes });

/**
 * Counts the attempt before anything is verified (spec platform-core §5: 5 failures lock the
 * account name for 15 minutes, known or not); only the attempts within the limit go on.
 */
async function admitAttempt({ db, config }: AccountsDeps, account: string, now: Date) {
  const { attempts, locked } = await countLoginAttempt(
    db,
    account,
    now,
    config.loginLockMinutes * 60_000,
    config.loginMaxFailures,
  );
  if (locked || attempts > config.loginMaxFailures) throw lockedError(config);
  return attempts;
}

/** A failed attempt; the one that used the last allowed attempt starts the lock and says so. */
async function refuse(
  { db, config }: AccountsDeps,
  account: string,
  attempts: number,
  now: Date,
): Promise<never> {
  if (attempts < config.loginMaxFailures) throw new ApiError('wrongCredentials');
  await lockLogin(db, account, new Date(now.getTime() + config.loginLockMinutes * 60_000));
  throw lockedError(config);
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
  const attempts = await admitAttempt(deps, email, now);

  const password = decryptTransportPassword(ciphertext, deps.config.loginPhrases[mode]);
  if (password === undefined) throw new ApiError('badPasswordFormat');

  const user = await findUserByEmail(deps.db, email);
  const passwordOk = await verifyPassword(user?.password_hash ?? (await getDummyHash()), password);
  if (!user || !passwordOk || user.kind !== KIND_BY_MODE[mode]) {
    return refuse(deps, email, attempts, now);
  }

  return deps.db.tx(async (tx) => {
    if (await clearLoginAttempts(tx, email, now)) throw lockedError(deps.config);
    const token = await issueSession(tx, user.id, now, deps.config);
    return { ...presentUser(user), token };
  });
}
