// Which scope each api route asks of an access token (issue 33 item 5). The bff checks a GraphQL
// operation as a whole before it runs (POST /client/accessToken/use); this table guards the same
// calls one by one, so a token used straight on /api/v1 (the sheet upload, a tool skipping the
// bff) can do no more than on /graphql.
import type { AccessTokenScope } from './tokens.constants.js';

export type RouteAccess =
  /** Any one of these scopes lets the call through. */
  | { kind: 'scopes'; anyOf: readonly AccessTokenScope[] }
  /** Only a signed-in person: tokens and sessions are managed in the web, not by tools. */
  | { kind: 'person' }
  /** POST /client/accessToken/use: the bff's check of a whole operation, which logs it itself. */
  | { kind: 'use' };

const V1 = '/api/v1';
export const USE_ROUTE = `${V1}/client/accessToken/use`;

// POSTs that only read: the bff serves them as Queries (checkWords, checkUrls, creationRecords,
// imageFaces, imageSubject, resizeDesign, smartProfile), so a read token may call them.
const READING_POSTS: ReadonlySet<string> = new Set(
  [
    '/client/sensitiveWord',
    '/client/sensitiveUrl',
    '/client/getModelCreateRecord',
    '/client/getRoleInfo',
    '/client/re_getMainInfo',
    '/client/design/resize',
    '/client/composeTemplate/getSmartProfile',
  ].map((path) => V1 + path),
);

const PERSON_ONLY_PREFIXES = [`${V1}/client/accessToken/`, `${V1}/admin/accessToken/`];
const PERSON_ONLY: ReadonlySet<string> = new Set([`${V1}/client/user_logout`]);
const BATCH_PREFIX = `${V1}/client/batch/`;

/** What an access token needs to call `method url` (url: the route's pattern, e.g. routeOptions.url). */
export function routeAccess(method: string, url: string): RouteAccess {
  if (url === USE_ROUTE) return { kind: 'use' };
  if (PERSON_ONLY.has(url) || PERSON_ONLY_PREFIXES.some((p) => url.startsWith(p))) {
    return { kind: 'person' };
  }
  const reads = method === 'GET' || method === 'HEAD' || READING_POSTS.has(url);
  if (url.startsWith(BATCH_PREFIX)) {
    // A batch tool follows its batch to the end with the batch scope alone.
    return { kind: 'scopes', anyOf: reads ? ['read', 'batch'] : ['batch'] };
  }
  return { kind: 'scopes', anyOf: reads ? ['read'] : ['create'] };
}
