import { API_ERRORS } from '@adstudio/domain';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { isAccessCheck, isRoleCheck, requireUser } from './auth.js';
import { hardenInputSchema } from './input-schema.js';
import { BEARER_AUTH } from './schemas.js';

// Applied to every route as it is added, so a new route gets the same rules without opting in.

type Hook = (...args: never[]) => unknown;

const INPUTS = ['querystring', 'body', 'params', 'headers'] as const;

const ErrorEnvelope = Type.Object(
  {
    code: Type.Integer({ description: '与 HTTP 状态码相同' }),
    message: Type.String({ description: '给用户看的中文说明' }),
    data: Type.Unknown({ description: '通常为 null；个别错误附带明细' }),
  },
  { description: '失败：{code, message, data}' },
);

const ERROR_STATUS = {
  400: '参数不正确',
  401: '请先登录！（未带令牌，或令牌已过期、已吊销）',
  403: API_ERRORS.forbidden.message,
  413: API_ERRORS.payloadTooLarge.message,
  429: '请求过于频繁',
  500: '服务器开小差了',
  503: '服务器繁忙或依赖的服务不可用',
} as const;

const GUEST_NOTE =
  '游客可用，无需登录（spec platform-core §6 / create-and-write §6：浏览与检索对游客开放）。';
const LOGIN_NOTE =
  '需要登录：Authorization: Bearer <token>；未登录先于参数检查，答 401 请先登录！。';

const hooksOf = (value: unknown): Hook[] =>
  value === undefined ? [] : ((Array.isArray(value) ? value : [value]) as Hook[]);

export interface RoutePolicyOptions {
  /** Run right after the access checks of a login-only route (the per-user rate limit). */
  afterAuth: Hook[];
}

/**
 * One onRoute hook for the whole api: authentication before parameters, hardened request schemas,
 * and an OpenAPI entry that says what the route really accepts and answers.
 */
export function applyRoutePolicy(app: FastifyInstance, { afterAuth }: RoutePolicyOptions): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = { ...route.schema } as Record<string, unknown>;
    const hooks = [...hooksOf(route.onRequest), ...hooksOf(route.preHandler)];
    const security = schema.security;
    const loginOnly =
      (Array.isArray(security) && security.length > 0) || hooks.some((h) => h === requireUser);

    // Fastify validates before preHandler; checks moved to onRequest answer a guest 401 first.
    const access = hooksOf(route.preHandler).filter(isAccessCheck);
    const roles = hooks.some(isRoleCheck);
    if (loginOnly) {
      const rest = hooksOf(route.onRequest).filter(
        (h) => !isAccessCheck(h) && !afterAuth.includes(h),
      );
      route.onRequest = [
        requireUser,
        ...access.filter((h) => h !== requireUser),
        ...afterAuth,
        ...rest,
      ] as RouteOptions['onRequest'];
      route.preHandler = hooksOf(route.preHandler).filter(
        (h) => !isAccessCheck(h),
      ) as RouteOptions['preHandler'];
    }

    if (schema.body !== undefined && !hooksOf(route.preValidation).includes(emptyBodyIsEmptyForm)) {
      route.preValidation = [
        emptyBodyIsEmptyForm,
        ...hooksOf(route.preValidation),
      ] as RouteOptions['preValidation'];
    }
    for (const part of INPUTS) {
      if (schema[part] !== undefined) schema[part] = hardenInputSchema(schema[part]);
    }
    if (schema.hide !== true) {
      schema.security = loginOnly ? BEARER_AUTH : [];
      const note = loginOnly ? LOGIN_NOTE : GUEST_NOTE;
      const described = typeof schema.description === 'string' ? schema.description : '';
      // HEAD routes arrive with their GET's options, already noted.
      if (!described.includes(note))
        schema.description = described ? `${described}\n\n${note}` : note;
      if (schema.body !== undefined && schema.consumes === undefined) {
        // BRIEF §3: forms; JSON is accepted too (fastify's parser).
        schema.consumes = ['application/x-www-form-urlencoded', 'application/json'];
      }
      schema.response = { ...errorResponses(schema, loginOnly, roles), ...(schema.response ?? {}) };
    }
    route.schema = schema;
  });
}

// A POST without a body is an empty form: its fields are missing (账号和密码不能为空！), rather than
// the body being malformed (请求参数不正确：body).
function emptyBodyIsEmptyForm(request: FastifyRequest): Promise<void> {
  request.body ??= {};
  return Promise.resolve();
}

function errorResponses(schema: Record<string, unknown>, loginOnly: boolean, roles: boolean) {
  const statuses: (keyof typeof ERROR_STATUS)[] = [];
  if (INPUTS.some((part) => schema[part] !== undefined)) statuses.push(400);
  if (loginOnly) statuses.push(401);
  if (roles) statuses.push(403);
  if (schema.body !== undefined) statuses.push(413);
  statuses.push(429, 500, 503);
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { ...ErrorEnvelope, description: `${ERROR_STATUS[status]}：{code, message, data}` },
    ]),
  );
}
