import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authUser, requireRole, requireUser } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { ApiError } from '../http/errors.js';
import { BEARER_AUTH, envelopeOf } from '../http/schemas.js';
import { findDepartments, findUserById, listUsers } from './accounts.repo.js';
import { presentUser, presentUserListItem } from './accounts.presenter.js';
import {
  ClientConfig,
  Departments,
  DepartmentsQuery,
  EnterpriseLoginBody,
  LoginResult,
  UserInfo,
  UserList,
  UserListQuery,
  UserLoginBody,
} from './accounts.schema.js';
import { login, type LoginMode } from './accounts.service.js';
import { revokeSession } from './sessions.js';

const tags = ['accounts'];

function parseMode(type: string | undefined): LoginMode {
  const mode = (type ?? 'enterprise').trim().toLowerCase();
  if (mode === 'enterprise' || mode === 'user') return mode;
  throw new ApiError('unknownLoginMode');
}

export const accountsRoutes: FastifyPluginAsyncTypebox = (app) => {
  const deps = app.deps;

  app.get(
    '/client/config',
    { schema: { tags, summary: '登录对话框所需的公开配置', response: envelopeOf(ClientConfig) } },
    () =>
      ok({
        staff_mail_suffix: deps.config.staffMailSuffix,
        password_phrases: deps.config.loginPhrases,
      }),
  );

  app.post(
    '/client/user_login',
    {
      schema: { tags, summary: '员工登录', body: UserLoginBody, response: envelopeOf(LoginResult) },
    },
    async (request) => ok(await login(deps, 'user', request.body)),
  );

  app.post(
    '/client/enterprise/login',
    {
      schema: {
        tags,
        summary: '企业登录',
        body: EnterpriseLoginBody,
        response: envelopeOf(LoginResult),
      },
    },
    async (request) => ok(await login(deps, parseMode(request.body.type), request.body)),
  );

  app.post(
    '/client/user_logout',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '退出登录（吊销当前令牌）',
        security: BEARER_AUTH,
        response: envelopeOf(Type.Null()),
      },
    },
    async (request) => {
      await revokeSession(deps.db, authUser(request).token, deps.clock());
      return ok(null);
    },
  );

  app.get(
    '/client/user/info',
    {
      preHandler: requireUser,
      schema: { tags, summary: '当前用户', security: BEARER_AUTH, response: envelopeOf(UserInfo) },
    },
    async (request) => {
      const user = await findUserById(deps.db, authUser(request).id);
      if (!user) throw new ApiError('unauthenticated');
      return ok(presentUser(user));
    },
  );

  app.get(
    '/client/admin/users',
    {
      preHandler: [requireUser, requireRole('admin')],
      schema: {
        tags,
        summary: '账号列表（管理员）',
        security: BEARER_AUTH,
        querystring: UserListQuery,
        response: envelopeOf(UserList),
      },
    },
    async (request) => {
      const { cur_page, pageSize } = request.query;
      const { rows, total } = await listUsers(deps.db, (cur_page - 1) * pageSize, pageSize);
      return ok({ lists: rows.map(presentUserListItem), total });
    },
  );

  app.get(
    '/client/departments',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '按 id 批量获取部门',
        security: BEARER_AUTH,
        querystring: DepartmentsQuery,
        response: envelopeOf(Departments),
      },
    },
    async (request) => {
      const ids = [...new Set(request.query.ids.split(',').map(Number))];
      return ok({ departments: await findDepartments(deps.db, ids) });
    },
  );
  return Promise.resolve();
};
