import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '../accounts/accounts.repo.js';
import { findUserById } from '../accounts/accounts.repo.js';
import { resolveSession } from '../accounts/sessions.js';
import {
  authenticateAccessToken,
  isAccessToken,
  type AccessGrant,
} from '../tokens/tokens.service.js';
import { ApiError } from './errors.js';

export interface AuthUser {
  id: number;
  role: Role;
  token: string;
  /** Set when a tool calls with an access token (issue 33 item 5) instead of a login session. */
  access?: AccessGrant;
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/**
 * Hook of protected routes: a live session or 401 请先登录！. route-policy.ts runs it (and the role
 * checks) at onRequest, before the body and parameters are read, whatever hook a route names it in.
 */
export const requireUser: preHandlerAsyncHookHandler = async function (request: FastifyRequest) {
  if (request.authUser) return;
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw new ApiError('unauthenticated');
  const token = match[1];
  if (isAccessToken(token)) {
    request.authUser = { ...(await authenticateAccessToken(this.deps, request, token)), token };
    return;
  }
  const { db, config, clock } = this.deps;
  const userId = await resolveSession(db, token, clock(), config);
  const user = userId === undefined ? undefined : await findUserById(db, userId);
  if (!user) throw new ApiError('unauthenticated');
  request.authUser = { id: user.id, role: user.role, token };
};

/**
 * preHandler for public routes that show personal state (favourites) to a logged-in caller: a live
 * session sets authUser; no token, or a session that has expired, is a guest.
 */
export const optionalUser: preHandlerAsyncHookHandler = async function (request: FastifyRequest) {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return;
  // A tool's token that no longer works is told so, not served as a guest.
  if (isAccessToken(token)) {
    request.authUser = { ...(await authenticateAccessToken(this.deps, request, token)), token };
    return;
  }
  const { db, config, clock } = this.deps;
  const userId = await resolveSession(db, token, clock(), config);
  const user = userId === undefined ? undefined : await findUserById(db, userId);
  if (user) request.authUser = { id: user.id, role: user.role, token };
};

const roleChecks = new WeakSet<object>();

/** Hook after requireUser: the user must have one of the roles, else 403. */
export function requireRole(...roles: Role[]) {
  const check = async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!request.authUser || !roles.includes(request.authUser.role)) {
      throw new ApiError('forbidden');
    }
    return Promise.resolve();
  };
  roleChecks.add(check);
  return check;
}

/** Whether a route hook is requireUser or a requireRole check (route-policy.ts moves them first). */
export function isAccessCheck(hook: unknown): boolean {
  return hook === requireUser || (typeof hook === 'function' && roleChecks.has(hook));
}

/** Whether a route hook is a requireRole check (its route can answer 403). */
export function isRoleCheck(hook: unknown): boolean {
  return typeof hook === 'function' && roleChecks.has(hook);
}

/** The authenticated user of a protected route (requireUser ran before the handler). */
export function authUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw new ApiError('unauthenticated');
  return request.authUser;
}
