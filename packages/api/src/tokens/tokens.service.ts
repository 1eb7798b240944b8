// Access tokens for tools (issue 33 item 5): created and revoked by their owner in the web, used by
// tools as `Authorization: Bearer adt_…`. Only a token's SHA-256 is kept (as sessions do); a token
// has no idle expiry, only an optional last day and revocation, both effective on the next call.
import { CALENDAR_OFFSET } from '@adstudio/domain';
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Role } from '../accounts/accounts.repo.js';
import { findUserById } from '../accounts/accounts.repo.js';
import { hashToken } from '../accounts/sessions.js';
import type { Db } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import {
  ACCESS_TOKEN_MAX_LIVE,
  ACCESS_TOKEN_NAME_MAX,
  ACCESS_TOKEN_OPERATION_MAX,
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKEN_SCOPE_LABELS,
  ACCESS_TOKEN_SCOPES,
  ACCESS_TOKEN_SHOWN_CHARS,
  ACCESS_TOKEN_USE_HEADER,
  type AccessTokenScope,
} from './tokens.constants.js';
import * as repo from './tokens.repo.js';
import { routeAccess } from './tokens.scopes.js';

export interface TokensDeps {
  db: Db;
  clock: () => Date;
}

/** A caller authenticated by an access token rather than a login session. */
export interface AccessGrant {
  tokenId: number;
  scopes: readonly AccessTokenScope[];
}

export const isAccessToken = (token: string) => token.startsWith(ACCESS_TOKEN_PREFIX);

// The token's last day is a date in the users' calendar (China): it works until 24:00 there.
const DAY_MS = 24 * 60 * 60 * 1000;

function endOfDay(day: string): Date {
  const start = new Date(`${day}T00:00:00${CALENDAR_OFFSET}`);
  if (Number.isNaN(start.getTime())) throw new ApiError('accessTokenBadExpiry');
  return new Date(start.getTime() + DAY_MS);
}

/** The scopes of a comma list, in their canonical order; refused when empty or unknown. */
export function parseScopes(list: string): AccessTokenScope[] {
  const given = new Set(
    list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const scopes = ACCESS_TOKEN_SCOPES.filter((s) => given.delete(s));
  if (scopes.length === 0 || given.size > 0) throw new ApiError('accessTokenNoScope');
  return scopes;
}

export interface NewTokenInput {
  name: string;
  scopes: string;
  /** YYYY-MM-DD, the last day the token works; absent: until revoked. */
  expiresOn?: string | undefined;
}

/** Creates a token; the returned `token` is the only time its secret is ever shown. */
export async function createToken(deps: TokensDeps, userId: number, input: NewTokenInput) {
  const now = deps.clock();
  const name = input.name.trim();
  if (name.length === 0 || Array.from(name).length > ACCESS_TOKEN_NAME_MAX) {
    throw new ApiError('accessTokenBadName', { limit: ACCESS_TOKEN_NAME_MAX });
  }
  const scopes = parseScopes(input.scopes);
  const expiresAt = input.expiresOn ? endOfDay(input.expiresOn) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime() + DAY_MS) {
    // The last day must be after today: a token that dies today is a mistake, not a choice.
    throw new ApiError('accessTokenBadExpiry');
  }
  if ((await repo.countLiveTokens(deps.db, userId, now)) >= ACCESS_TOKEN_MAX_LIVE) {
    throw new ApiError('accessTokenTooMany', { limit: ACCESS_TOKEN_MAX_LIVE });
  }
  const token = ACCESS_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const row = await repo.insertToken(deps.db, {
    userId,
    name,
    hash: hashToken(token),
    prefix: token.slice(0, ACCESS_TOKEN_SHOWN_CHARS),
    scopes,
    at: now,
    expiresAt,
  });
  return { row, token };
}

export const listTokens = (deps: TokensDeps, userId: number) => repo.listTokens(deps.db, userId);

export async function revokeToken(deps: TokensDeps, userId: number, id: number) {
  const row = await repo.revokeToken(deps.db, userId, id, deps.clock());
  if (!row) throw new ApiError('accessTokenNotFound');
  return row;
}

export type UseFilterInput = repo.UseFilter;

export async function listUses(
  deps: TokensDeps,
  filter: UseFilterInput,
  page: number,
  pageSize: number,
) {
  return repo.listUses(deps.db, filter, (page - 1) * pageSize, pageSize);
}

export interface TokenCaller {
  id: number;
  role: Role;
  access: AccessGrant;
}

const USE_ID = /^[1-9][0-9]{0,17}$/;

/**
 * The user behind an access token on `request`'s route: refused with its own Chinese message when
 * unknown, revoked or expired, or when the route needs a scope the token lacks. Each call is logged
 * as a use, except the api calls of a GraphQL operation the bff logged already (its use id header).
 */
export async function authenticateAccessToken(
  deps: TokensDeps,
  request: FastifyRequest,
  token: string,
): Promise<TokenCaller> {
  const header = request.headers[ACCESS_TOKEN_USE_HEADER];
  const useId = typeof header === 'string' && USE_ID.test(header) ? header : null;
  const row = await repo.findTokenByHash(deps.db, hashToken(token), useId);
  if (!row) throw new ApiError('accessTokenInvalid');
  if (row.revoked_at) throw new ApiError('accessTokenRevoked');
  const now = deps.clock();
  if (row.expires_at && new Date(row.expires_at).getTime() <= now.getTime()) {
    throw new ApiError('accessTokenExpired');
  }
  const user = await findUserById(deps.db, row.user_id);
  if (!user) throw new ApiError('accessTokenInvalid');
  const access = routeAccess(request.method, request.routeOptions.url ?? request.url);
  if (access.kind === 'person') throw new ApiError('accessTokenPersonOnly');
  if (access.kind === 'scopes' && !row.covered) {
    await repo.insertUse(deps.db, {
      tokenId: row.id,
      userId: user.id,
      operation: `${request.method} ${(request.routeOptions.url ?? request.url).slice(0, ACCESS_TOKEN_OPERATION_MAX)}`,
      at: now,
    });
  }
  if (access.kind === 'scopes') requireScopes(row.scopes, [access.anyOf]);
  return { id: user.id, role: user.role, access: { tokenId: row.id, scopes: row.scopes } };
}

/** Refuses unless, for every group, the token holds one of its scopes (403 naming the first gap). */
export function requireScopes(
  held: readonly AccessTokenScope[],
  groups: readonly (readonly AccessTokenScope[])[],
): void {
  const missing = groups.find((anyOf) => !anyOf.some((s) => held.includes(s)));
  if (missing?.[0]) {
    throw new ApiError('accessTokenScope', {
      scope: missing.map((s) => `${s}（${ACCESS_TOKEN_SCOPE_LABELS[s]}）`).join(' 或 '),
    });
  }
}

/** `read|batch,create` → [['read','batch'],['create']]: every group needed, any scope of a group. */
export function parseNeeds(need: string): AccessTokenScope[][] {
  return need.split(',').map((group) => parseScopes(group.replaceAll('|', ',')));
}

/**
 * The bff's check of one GraphQL operation: logs it under its label, then refuses it whole if the
 * token lacks a scope it needs. Returns the use id the bff names on the operation's api calls.
 */
export async function useForOperation(
  deps: TokensDeps,
  caller: TokenCaller,
  operation: string,
  need: string,
) {
  const groups = parseNeeds(need);
  const useId = await repo.insertUse(deps.db, {
    tokenId: caller.access.tokenId,
    userId: caller.id,
    operation: operation.slice(0, ACCESS_TOKEN_OPERATION_MAX),
    at: deps.clock(),
  });
  requireScopes(caller.access.scopes, groups);
  return { useId, scopes: caller.access.scopes };
}
