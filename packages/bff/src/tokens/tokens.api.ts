// Access tokens' calls (issue 33 item 5), typed from the api's schemas (api/contract.ts);
// snake_case stops here and in tokens.mappers.ts.
import type { ApiClient } from '../api/client.js';
import type { ApiData } from '../api/contract.js';

export type AccessTokenDto = ApiData<'/client/accessToken/list', 'get'>['lists'][number];
export type AccessTokenUseDto = ApiData<'/client/accessToken/uses', 'get'>['lists'][number];
export type AccessTokenScopeDto = AccessTokenDto['scopes'][number];

export const listAccessTokens = async (api: ApiClient) =>
  (await api.get('/client/accessToken/list')).lists;

export const createAccessToken = (
  api: ApiClient,
  name: string,
  scopes: readonly AccessTokenScopeDto[],
  expiresOn: string | null | undefined,
) =>
  api.post('/client/accessToken/create', {
    name,
    scopes: scopes.join(','),
    ...(expiresOn ? { expires_on: expiresOn } : {}),
  });

export const revokeAccessToken = (api: ApiClient, id: string) =>
  api.post('/client/accessToken/revoke', { id: Number(id) });

const optionalId = (id: string | null | undefined) => (id ? Number(id) : undefined);

export const listOwnUses = (
  api: ApiClient,
  tokenId: string | null | undefined,
  page: number,
  pageSize: number,
) =>
  api.get('/client/accessToken/uses', { token_id: optionalId(tokenId), cur_page: page, pageSize });

export const listAllUses = (
  api: ApiClient,
  filter: { userId?: string | null; tokenId?: string | null },
  page: number,
  pageSize: number,
) =>
  api.get('/admin/accessToken/uses', {
    user_id: optionalId(filter.userId),
    token_id: optionalId(filter.tokenId),
    cur_page: page,
    pageSize,
  });

/**
 * The api's check of one GraphQL operation of a token: logs it, refuses it whole (401 revoked or
 * expired, 403 a missing scope, 429 over the token's limit); returns the use id.
 */
export const useAccessToken = (api: ApiClient, operation: string, need: string) =>
  api.post('/client/accessToken/use', { operation, need });
