// Access tokens and their uses: SQL only (migration 0034).
import type { Db } from '../db/db.js';
import { maybeOne } from '../db/db.js';
import { textArray } from '../db/params.js';
import type { AccessTokenScope } from './tokens.constants.js';

export interface TokenRow {
  id: number;
  name: string;
  prefix: string;
  scopes: AccessTokenScope[];
  created_at: Date;
  expires_at: Date | null;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const TOKEN_COLUMNS = 'id, name, prefix, scopes, created_at, expires_at, last_used_at, revoked_at';

export interface NewToken {
  userId: number;
  name: string;
  hash: string;
  prefix: string;
  scopes: readonly AccessTokenScope[];
  at: Date;
  expiresAt: Date | null;
}

export async function insertToken(db: Db, t: NewToken): Promise<TokenRow> {
  const [row] = await db.query<TokenRow>(
    `INSERT INTO access_tokens (user_id, name, token_hash, prefix, scopes, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${TOKEN_COLUMNS}`,
    [
      t.userId,
      t.name,
      t.hash,
      t.prefix,
      textArray(t.scopes),
      t.at.toISOString(),
      t.expiresAt?.toISOString() ?? null,
    ],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

/** Tokens of the user that still work at `now`. */
export async function countLiveTokens(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM access_tokens
      WHERE user_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > $2)`,
    [userId, now.toISOString()],
  );
  return row?.n ?? 0;
}

/** All the user's tokens, newest first (revoked ones too: their history stays readable). */
export function listTokens(db: Db, userId: number): Promise<TokenRow[]> {
  return db.query<TokenRow>(
    `SELECT ${TOKEN_COLUMNS} FROM access_tokens WHERE user_id = $1 ORDER BY id DESC`,
    [userId],
  );
}

/** Revokes one of the user's tokens (a second revoke keeps the first time); undefined if not theirs. */
export function revokeToken(db: Db, userId: number, id: number, at: Date) {
  return maybeOne<TokenRow>(
    db,
    `UPDATE access_tokens SET revoked_at = coalesce(revoked_at, $3)
      WHERE id = $1 AND user_id = $2 RETURNING ${TOKEN_COLUMNS}`,
    [id, userId, at.toISOString()],
  );
}

export interface TokenByHash {
  id: number;
  user_id: number;
  scopes: AccessTokenScope[];
  expires_at: Date | null;
  revoked_at: Date | null;
  /** The use id the caller named is a use of this very token (the bff's operation). */
  covered: boolean;
}

/** The token with this hash, and whether `useId` is one of its uses. */
export function findTokenByHash(db: Db, hash: string, useId: string | null) {
  return maybeOne<TokenByHash>(
    db,
    `SELECT t.id, t.user_id, t.scopes, t.expires_at, t.revoked_at, (u.id IS NOT NULL) AS covered
       FROM access_tokens t
       LEFT JOIN access_token_uses u ON u.id = $2::bigint AND u.token_id = t.id
      WHERE t.token_hash = $1`,
    [hash, useId],
  );
}

/** Logs one use and moves the token's last use; returns the use's id. */
export async function insertUse(
  db: Db,
  use: { tokenId: number; userId: number; operation: string; at: Date },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `WITH touched AS (UPDATE access_tokens SET last_used_at = $4 WHERE id = $1)
     INSERT INTO access_token_uses (token_id, user_id, operation, used_at)
     VALUES ($1, $2, $3, $4) RETURNING id::text AS id`,
    [use.tokenId, use.userId, use.operation, use.at.toISOString()],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row.id;
}

export interface UseRow {
  id: string;
  token_id: number;
  token_name: string;
  user_id: number;
  user_name: string;
  operation: string;
  used_at: Date;
}

export interface UseFilter {
  userId?: number | undefined;
  tokenId?: number | undefined;
}

/** Uses newest first, of one user and/or one token (none: everyone's, for admins). */
export async function listUses(db: Db, filter: UseFilter, offset: number, limit: number) {
  const where = `($1::int IS NULL OR u.user_id = $1) AND ($2::int IS NULL OR u.token_id = $2)`;
  const params = [filter.userId ?? null, filter.tokenId ?? null];
  const [rows, counts] = await Promise.all([
    db.query<UseRow>(
      `SELECT u.id::text AS id, u.token_id, t.name AS token_name, u.user_id, p.name AS user_name,
              u.operation, u.used_at
         FROM access_token_uses u
         JOIN access_tokens t ON t.id = u.token_id
         JOIN users p ON p.id = u.user_id
        WHERE ${where} ORDER BY u.id DESC LIMIT $3 OFFSET $4`,
      [...params, limit, offset],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM access_token_uses u WHERE ${where}`,
      params,
    ),
  ]);
  return { rows, total: counts[0]?.total ?? 0 };
}
