import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db.js';
import { maybeOne } from '../db/db.js';

export interface SessionPolicy {
  sessionIdleMinutes: number;
  sessionMaxDays: number;
}

const MINUTE = 60_000;
// Touching last_seen_at on every request would be a write per read; a minute's slack is harmless.
const TOUCH_EVERY_MS = MINUTE;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session and returns its opaque token; only the token's hash is stored. */
export async function issueSession(db: Db, userId: number, now: Date, policy: SessionPolicy) {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + policy.sessionMaxDays * 24 * 60 * MINUTE);
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $3, $4)`,
    [hashToken(token), userId, now.toISOString(), expires.toISOString()],
  );
  return token;
}

interface SessionRow {
  user_id: number;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

/** The user id of a live session, or undefined when the token is unknown, revoked or expired. */
export async function resolveSession(db: Db, token: string, now: Date, policy: SessionPolicy) {
  const tokenHash = hashToken(token);
  const row = await maybeOne<SessionRow>(
    db,
    'SELECT user_id, last_seen_at, expires_at, revoked_at FROM sessions WHERE token_hash = $1',
    [tokenHash],
  );
  if (!row || row.revoked_at) return undefined;
  const lastSeen = new Date(row.last_seen_at).getTime();
  if (new Date(row.expires_at).getTime() <= now.getTime()) return undefined;
  if (lastSeen + policy.sessionIdleMinutes * MINUTE <= now.getTime()) return undefined;
  if (now.getTime() - lastSeen >= TOUCH_EVERY_MS) {
    await db.query('UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1', [
      tokenHash,
      now.toISOString(),
    ]);
  }
  return row.user_id;
}

export async function revokeSession(db: Db, token: string, now: Date): Promise<void> {
  await db.query(
    'UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL',
    [hashToken(token), now.toISOString()],
  );
}
