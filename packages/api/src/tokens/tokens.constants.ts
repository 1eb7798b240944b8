// Access tokens for tools (issue 33 item 5): the closed lists and limits, in one place.

/** What a token may do: read (queries), create (mutations), batch (批量生成, start to finish). */
export const ACCESS_TOKEN_SCOPES = ['read', 'create', 'batch'] as const;
export type AccessTokenScope = (typeof ACCESS_TOKEN_SCOPES)[number];

/** The Chinese name of each scope (error messages and the account page). */
export const ACCESS_TOKEN_SCOPE_LABELS: Record<AccessTokenScope, string> = {
  read: '读取',
  create: '创建',
  batch: '批量生成',
};

// A token is told apart from a login session by this prefix; both are base64url after it.
export const ACCESS_TOKEN_PREFIX = 'adt_';
// Characters of the token kept in clear (prefix included) so its owner can tell tokens apart.
export const ACCESS_TOKEN_SHOWN_CHARS = 12;
export const ACCESS_TOKEN_NAME_MAX = 40;
// Live (not revoked, not expired) tokens per user: enough for a team's tools, few enough to audit.
export const ACCESS_TOKEN_MAX_LIVE = 20;
// The GraphQL operation label the bff sends with a use, cut to this length.
export const ACCESS_TOKEN_OPERATION_MAX = 200;
/** Header the bff sends on the api calls of one logged GraphQL operation (its use id). */
export const ACCESS_TOKEN_USE_HEADER = 'x-access-token-use';
