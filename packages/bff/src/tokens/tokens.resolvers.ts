import type { AccessTokenScope, Resolvers } from '../generated/resolvers.js';
import {
  createAccessToken,
  listAccessTokens,
  listAllUses,
  listOwnUses,
  revokeAccessToken,
  type AccessTokenScopeDto,
} from './tokens.api.js';

const SCOPE = {
  read: 'READ',
  create: 'CREATE',
  batch: 'BATCH',
} as const satisfies Record<AccessTokenScopeDto, AccessTokenScope>;

const SCOPE_DTO = {
  READ: 'read',
  CREATE: 'create',
  BATCH: 'batch',
} as const satisfies Record<AccessTokenScope, AccessTokenScopeDto>;

export const tokensResolvers: Resolvers = {
  Query: {
    accessTokens: (_parent, _args, { api }) => listAccessTokens(api),
    accessTokenUses: async (_parent, { tokenId, page, pageSize }, { api }) => {
      const { lists, total } = await listOwnUses(api, tokenId, page, pageSize);
      return { items: lists, total, page, pageSize };
    },
    allAccessTokenUses: async (_parent, { userId, tokenId, page, pageSize }, { api }) => {
      const { lists, total } = await listAllUses(api, { userId, tokenId }, page, pageSize);
      return { items: lists, total, page, pageSize };
    },
  },
  Mutation: {
    createAccessToken: async (_parent, { name, scopes, expiresOn }, { api }) => {
      const created = await createAccessToken(
        api,
        name,
        scopes.map((s) => SCOPE_DTO[s]),
        expiresOn,
      );
      return { token: created.token, accessToken: created.info };
    },
    revokeAccessToken: (_parent, { id }, { api }) => revokeAccessToken(api, id),
  },
  AccessToken: {
    scopes: (t) => t.scopes.map((s) => SCOPE[s]),
    createdAt: (t) => t.created_at,
    expiresAt: (t) => t.expires_at,
    lastUsedAt: (t) => t.last_used_at,
    revokedAt: (t) => t.revoked_at,
  },
  AccessTokenUse: {
    tokenId: (u) => u.token_id,
    tokenName: (u) => u.token_name,
    userId: (u) => u.user_id,
    userName: (u) => u.user_name,
    usedAt: (u) => u.used_at,
  },
};
