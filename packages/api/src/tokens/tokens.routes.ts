// Access tokens for tools (issue 33 item 5): the owner manages them in the web (a token may not
// manage tokens: tokens.scopes.ts), admins read every use, and the bff checks each GraphQL
// operation of a token through /client/accessToken/use.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { authUser, requireRole, requireUser } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { ApiError } from '../http/errors.js';
import { BEARER_AUTH, envelopeOf } from '../http/schemas.js';
import { presentToken, presentUse } from './tokens.presenter.js';
import {
  AccessToken,
  AdminUsesQuery,
  CreateBody,
  CreatedToken,
  RevokeBody,
  TokenList,
  UseBody,
  UseList,
  UseResult,
  UsesQuery,
} from './tokens.schema.js';
import * as tokens from './tokens.service.js';

const tags = ['tokens'];

// The per-token limit's key: a hash, so a shared Redis never holds a token.
const tokenKey = (request: FastifyRequest) =>
  `token:${createHash('sha256')
    .update(request.headers.authorization ?? '')
    .digest('base64url')
    .slice(0, 32)}`;

export const tokensRoutes: FastifyPluginAsyncTypebox = (app) => {
  const { db, clock, config } = app.deps;
  const deps = { db, clock };
  const { accessTokenPerMinute } = config.limits;
  const uses = async (filter: tokens.UseFilterInput, page: number, pageSize: number) => {
    const { rows, total } = await tokens.listUses(deps, filter, page, pageSize);
    return ok({ lists: rows.map(presentUse), total });
  };

  app.post(
    '/client/accessToken/create',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '创建访问令牌（令牌只在这一次返回，只保存其 SHA-256）',
        security: BEARER_AUTH,
        body: CreateBody,
        response: envelopeOf(CreatedToken),
      },
    },
    async (request) => {
      const { name, scopes, expires_on } = request.body;
      const created = await tokens.createToken(deps, authUser(request).id, {
        name,
        scopes,
        expiresOn: expires_on,
      });
      return ok({ token: created.token, info: presentToken(created.row) });
    },
  );

  app.get(
    '/client/accessToken/list',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '我的访问令牌（最新在前，含已撤销的）和各自最后一次使用的时间',
        security: BEARER_AUTH,
        response: envelopeOf(TokenList),
      },
    },
    async (request) => {
      const rows = await tokens.listTokens(deps, authUser(request).id);
      return ok({ lists: rows.map(presentToken) });
    },
  );

  app.post(
    '/client/accessToken/revoke',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '撤销访问令牌：下一次调用即失败',
        security: BEARER_AUTH,
        body: RevokeBody,
        response: envelopeOf(AccessToken),
      },
    },
    async (request) =>
      ok(presentToken(await tokens.revokeToken(deps, authUser(request).id, request.body.id))),
  );

  app.get(
    '/client/accessToken/uses',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '我的访问令牌的使用记录（谁、什么操作、何时），最新在前',
        security: BEARER_AUTH,
        querystring: UsesQuery,
        response: envelopeOf(UseList),
      },
    },
    (request) => {
      const { token_id, cur_page, pageSize } = request.query;
      return uses({ userId: authUser(request).id, tokenId: token_id }, cur_page, pageSize);
    },
  );

  app.get(
    '/admin/accessToken/uses',
    {
      preHandler: [requireUser, requireRole('admin')],
      schema: {
        tags,
        summary: '所有访问令牌的使用记录（管理员）',
        security: BEARER_AUTH,
        querystring: AdminUsesQuery,
        response: envelopeOf(UseList),
      },
    },
    (request) => {
      const { user_id, token_id, cur_page, pageSize } = request.query;
      return uses({ userId: user_id, tokenId: token_id }, cur_page, pageSize);
    },
  );

  app.post(
    '/client/accessToken/use',
    {
      preHandler: requireUser,
      config: {
        rateLimit: accessTokenPerMinute > 0 && {
          max: accessTokenPerMinute,
          groupId: 'access-token',
          keyGenerator: tokenKey,
        },
      },
      schema: {
        tags,
        summary: 'bff 专用：记录访问令牌的一次 GraphQL 操作，并检查它所需的权限',
        description:
          `只接受访问令牌。每个令牌每分钟最多 ${accessTokenPerMinute || '不限'} 次操作；` +
          '返回的 use_id 由 bff 放在本次操作的各个调用的 x-access-token-use 头里，这些调用不再重复记录。',
        security: BEARER_AUTH,
        body: UseBody,
        response: envelopeOf(UseResult),
      },
    },
    async (request) => {
      const caller = authUser(request);
      if (!caller.access) throw new ApiError('accessTokenInvalid');
      const { operation, need } = request.body;
      const { useId, scopes } = await tokens.useForOperation(
        deps,
        { id: caller.id, role: caller.role, access: caller.access },
        operation,
        need,
      );
      return ok({ use_id: useId, scopes: [...scopes] });
    },
  );
  return Promise.resolve();
};
