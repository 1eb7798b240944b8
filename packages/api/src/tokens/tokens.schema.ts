import { Type } from '@fastify/type-provider-typebox';
import { literals, pageNumber, rowId } from '../http/schemas.js';
import { ACCESS_TOKEN_OPERATION_MAX, ACCESS_TOKEN_SCOPES } from './tokens.constants.js';

const scopeList = Type.Array(literals(ACCESS_TOKEN_SCOPES));
const at = Type.String({ format: 'date-time' });
const maybeAt = Type.Union([at, Type.Null()]);

export const CreateBody = Type.Object({
  name: Type.String({ maxLength: 200, description: '令牌名称（1–40 个字），如「CMS 首图」' }),
  scopes: Type.String({
    maxLength: 100,
    description: '逗号分隔的权限：read（读取）、create（创建）、batch（批量生成）',
  }),
  expires_on: Type.Optional(
    Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      description: '最后一天（YYYY-MM-DD，北京时间当天 24 点失效）；不填则一直有效，直到撤销',
    }),
  ),
});

export const AccessToken = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** The token's first characters, to tell tokens apart; never the secret. */
  prefix: Type.String(),
  scopes: scopeList,
  created_at: at,
  expires_at: maybeAt,
  last_used_at: maybeAt,
  revoked_at: maybeAt,
});

export const CreatedToken = Type.Object({
  token: Type.String({ description: '令牌本身：只在创建时返回这一次' }),
  info: AccessToken,
});

export const TokenList = Type.Object({ lists: Type.Array(AccessToken) });

export const RevokeBody = Type.Object({ id: rowId('令牌 id') });

export const UsesQuery = Type.Object({
  token_id: Type.Optional(rowId('只看这个令牌')),
  cur_page: pageNumber,
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});

export const AdminUsesQuery = Type.Object({
  user_id: Type.Optional(rowId('只看这个用户')),
  token_id: Type.Optional(rowId('只看这个令牌')),
  cur_page: pageNumber,
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
});

export const TokenUse = Type.Object({
  id: Type.String(),
  token_id: Type.Integer(),
  token_name: Type.String(),
  user_id: Type.Integer(),
  user_name: Type.String(),
  operation: Type.String(),
  used_at: at,
});

export const UseList = Type.Object({ lists: Type.Array(TokenUse), total: Type.Integer() });

export const UseBody = Type.Object({
  operation: Type.String({
    minLength: 1,
    maxLength: ACCESS_TOKEN_OPERATION_MAX,
    description: 'GraphQL 操作，如 mutation StartBatch { startBatch }',
  }),
  need: Type.String({
    pattern: '^[a-z]+(\\|[a-z]+)*(,[a-z]+(\\|[a-z]+)*)*$',
    maxLength: 100,
    description: '所需权限：逗号分隔的每一组都要满足，组内 | 分隔的任一即可，如 read|batch,create',
  }),
});

export const UseResult = Type.Object({ use_id: Type.String(), scopes: scopeList });
