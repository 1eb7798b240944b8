// Access tokens for tools on the real api and PGlite (issue 33 item 5): created once, stored
// hashed, scoped per route, logged per use, revoked and expired at once, limited per token.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { expectFailure, getJson, postForm, type Body } from '../test/http.js';
import { loginAs, startTestApi, type TestApi } from '../test/index.js';
import { ACCESS_TOKEN_USE_HEADER } from './tokens.constants.js';

interface TokenInfo {
  id: number;
  name: string;
  prefix: string;
  scopes: string[];
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}
interface Use {
  token_id: number;
  token_name: string;
  user_name: string;
  operation: string;
}

let api: TestApi;
let app: FastifyInstance;
let db: Db;
let session: string;
let admin: string;
// The api's clock, moved by the expiry test.
let now = new Date('2026-06-01T04:00:00Z');

beforeAll(async () => {
  api = await startTestApi({
    listen: false,
    clock: () => now,
    env: { RATE_LIMIT_ACCESS_TOKEN_PER_MINUTE: '5' },
  });
  ({ app, db } = api);
  session = await loginAs(app, api.config, 'zhangwei');
  admin = await loginAs(app, api.config, 'admin');
});
afterAll(() => api.close());

async function create(fields: Record<string, string>, bearer = session) {
  const res = await postForm(app, '/client/accessToken/create', fields, bearer);
  return { res, body: res.json<Body<{ token: string; info: TokenInfo }>>() };
}

async function newToken(scopes: string, name = `工具 ${scopes}`) {
  const { body } = await create({ name, scopes });
  expect(body.code, body.message).toBe(200);
  return body.data;
}

const useOperation = (token: string, operation: string, need: string) =>
  postForm(app, '/client/accessToken/use', { operation, need }, token);

const myUses = async (query: Record<string, string> = {}) =>
  (await getJson(app, '/client/accessToken/uses', query, session)).json<
    Body<{ lists: Use[]; total: number }>
  >().data;

describe('POST /client/accessToken/create', () => {
  it('shows the token once and stores only its hash', async () => {
    const { token, info } = await newToken('read,batch', 'CMS 首图');
    expect(token).toMatch(/^adt_[A-Za-z0-9_-]{43}$/);
    expect(info).toMatchObject({ name: 'CMS 首图', scopes: ['read', 'batch'], expires_at: null });
    expect(token.startsWith(info.prefix)).toBe(true);

    const list = (await getJson(app, '/client/accessToken/list', {}, session)).json<
      Body<{ lists: TokenInfo[] }>
    >();
    expect(JSON.stringify(list)).not.toContain(token);
    expect(list.data.lists[0]).toMatchObject({ id: info.id, last_used_at: null });
    const stored = await db.query<Record<string, unknown>>(
      'SELECT * FROM access_tokens WHERE id = $1',
      [info.id],
    );
    expect(JSON.stringify(stored)).not.toContain(token.slice(12));
  });

  it('refuses a name, scopes or a last day that do not make sense, in Chinese', async () => {
    expectFailure((await create({ name: ' ', scopes: 'read' })).res, 400, '令牌名称为 1–40 个字');
    const noScope = '请至少选择一项权限：read（读取）、create（创建）、batch（批量生成）';
    expectFailure((await create({ name: 'a', scopes: '' })).res, 400, noScope);
    expectFailure((await create({ name: 'a', scopes: 'read,admin' })).res, 400, noScope);
    expectFailure(
      (await create({ name: 'a', scopes: 'read', expires_on: '2026-06-01' })).res,
      400,
      '到期日期应为今天以后的日期（YYYY-MM-DD）',
    );
  });

  it('cannot be done with a token: tokens are managed by the person', async () => {
    const { token } = await newToken('read,create,batch');
    const { res } = await create({ name: 'b', scopes: 'read' }, token);
    expectFailure(res, 403, '访问令牌不能用于此操作，请登录后在网页上操作');
  });
});

describe('an access token on the api', () => {
  it('acts as its user on the routes its scopes allow, each call logged', async () => {
    const { token, info } = await newToken('read', '只读');
    const res = await getJson(app, '/client/message/list', {}, token);
    expect(res.json<Body>().code).toBe(200);
    const uses = await myUses({ token_id: String(info.id) });
    expect(uses.lists).toEqual([
      expect.objectContaining({
        token_name: '只读',
        user_name: '张伟',
        operation: 'GET /api/v1/client/message/list',
      }),
    ]);
    const [row] = await db.query<{ last_used_at: Date | null }>(
      'SELECT last_used_at FROM access_tokens WHERE id = $1',
      [info.id],
    );
    expect(row?.last_used_at).not.toBeNull();
  });

  it('refuses a write to a read token and a batch start to a token without batch', async () => {
    const { token: reader } = await newToken('read');
    const collect = await postForm(
      app,
      '/client/collection/collect',
      { id: '1', collectType: '1' },
      reader,
    );
    expectFailure(
      collect,
      403,
      '此访问令牌没有「create（创建）」权限，请在账号页创建带此权限的令牌',
    );
    const { token: creator } = await newToken('read,create');
    const start = await postForm(app, '/client/batch/start', { batch_id: '1' }, creator);
    expectFailure(
      start,
      403,
      '此访问令牌没有「batch（批量生成）」权限，请在账号页创建带此权限的令牌',
    );
  });

  it('fails at once after revocation, and after its last day', async () => {
    const { token, info } = await newToken('read');
    expect((await getJson(app, '/client/message/list', {}, token)).json<Body>().code).toBe(200);
    const revoked = await postForm(
      app,
      '/client/accessToken/revoke',
      { id: String(info.id) },
      session,
    );
    expect(revoked.json<Body<TokenInfo>>().data.revoked_at).not.toBeNull();
    expectFailure(
      await getJson(app, '/client/message/list', {}, token),
      401,
      '访问令牌已被撤销，请在账号页创建新的令牌',
    );
    // A public route that shows personal state does not serve a revoked token as a guest.
    expectFailure(
      await getJson(app, '/client/material/search', { text: '春天' }, token),
      401,
      '访问令牌已被撤销，请在账号页创建新的令牌',
    );

    const { body } = await create({ name: '到月底', scopes: 'read', expires_on: '2026-06-30' });
    const dated = body.data.token;
    expect(body.data.info.expires_at).toBe('2026-06-30T16:00:00.000Z');
    now = new Date('2026-06-30T15:59:00Z');
    expect((await getJson(app, '/client/message/list', {}, dated)).json<Body>().code).toBe(200);
    now = new Date('2026-06-30T16:00:00Z');
    expectFailure(
      await getJson(app, '/client/message/list', {}, dated),
      401,
      '访问令牌已过期，请在账号页创建新的令牌',
    );
    now = new Date('2026-06-01T04:00:00Z');
  });

  it('is refused as unknown with its own message', async () => {
    expectFailure(
      await getJson(app, '/client/message/list', {}, `adt_${'x'.repeat(43)}`),
      401,
      '访问令牌无效，请检查 Authorization: Bearer 后的令牌',
    );
  });

  it('cannot revoke another user’s token', async () => {
    const { info } = await newToken('read');
    const lina = await loginAs(app, api.config, 'lina');
    expectFailure(
      await postForm(app, '/client/accessToken/revoke', { id: String(info.id) }, lina),
      404,
      '访问令牌不存在',
    );
  });
});

describe('POST /client/accessToken/use (the bff’s check of one GraphQL operation)', () => {
  it('logs the operation once, its api calls not again, and refuses a missing scope', async () => {
    const { token, info } = await newToken('read,batch', '批量工具');
    const used = (await useOperation(token, 'query Batch { batch }', 'read|batch')).json<
      Body<{ use_id: string; scopes: string[] }>
    >();
    expect(used.data.scopes).toEqual(['read', 'batch']);
    const inside = await app.inject({
      method: 'GET',
      url: '/api/v1/client/message/list',
      headers: { authorization: `Bearer ${token}`, [ACCESS_TOKEN_USE_HEADER]: used.data.use_id },
    });
    expect(inside.json<Body>().code).toBe(200);

    expectFailure(
      await useOperation(token, 'mutation Save { saveDesign }', 'create'),
      403,
      '此访问令牌没有「create（创建）」权限，请在账号页创建带此权限的令牌',
    );
    const uses = await myUses({ token_id: String(info.id) });
    expect(uses.lists.map((u) => u.operation)).toEqual([
      'mutation Save { saveDesign }',
      'query Batch { batch }',
    ]);
  });

  it('limits each token on its own (RATE_LIMIT_ACCESS_TOKEN_PER_MINUTE)', async () => {
    const { token: busy } = await newToken('read');
    const { token: calm } = await newToken('read');
    for (let i = 0; i < 5; i += 1) {
      expect((await useOperation(busy, 'query Q { viewer }', 'read')).json<Body>().code).toBe(200);
    }
    const over = await useOperation(busy, 'query Q { viewer }', 'read');
    expect(over.statusCode).toBe(429);
    expect(over.json<Body>().message).toMatch(/^请求过于频繁，请\d+秒后再试$/);
    expect((await useOperation(calm, 'query Q { viewer }', 'read')).json<Body>().code).toBe(200);
  });

  it('is not for login sessions', async () => {
    expectFailure(
      await useOperation(session, 'query Q { viewer }', 'read'),
      401,
      '访问令牌无效，请检查 Authorization: Bearer 后的令牌',
    );
  });
});

describe('GET /admin/accessToken/uses', () => {
  it('shows every user’s token uses to admins only', async () => {
    const res = await getJson(app, '/admin/accessToken/uses', { pageSize: '100' }, admin);
    const body = res.json<Body<{ lists: Use[]; total: number }>>();
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.lists.every((u) => u.user_name === '张伟')).toBe(true);
    expectFailure(
      await getJson(app, '/admin/accessToken/uses', {}, session),
      403,
      '没有权限执行此操作',
    );
  });
});
