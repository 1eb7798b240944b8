import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiConfig } from '../config.js';
import { expectFailure, postForm, type Body } from '../test/http.js';
import { encryptPassword, loginAs, startTestApi, type TestApi } from '../test/index.js';

let api: TestApi;
let app: FastifyInstance;
let config: ApiConfig;
let now = new Date('2026-11-22T08:00:00Z');

beforeAll(async () => {
  api = await startTestApi({ listen: false, clock: () => now });
  ({ app, config } = api);
});
afterAll(() => api.close());

const form = (url: string, fields: Record<string, string>, token?: string) =>
  postForm(app, url, fields, token);
const staff = (login: string) => `${login}${config.staffMailSuffix}`;
const userPassword = (plain: string) => encryptPassword(plain, config.loginPhrases.user);
const enterprisePassword = (plain: string) =>
  encryptPassword(plain, config.loginPhrases.enterprise);

describe('POST /client/user_login', () => {
  it('logs a staff user in with an AES-encrypted password and returns the spec fields', async () => {
    const res = await form('/client/user_login', {
      email: staff('lina'),
      password: userPassword('Demo@2026'),
    });
    const body = res.json<Body<Record<string, unknown>>>();
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      id: 2,
      name: '李娜',
      sex_id: 2,
      department_id: 2,
      department_name: '设计中心',
      role_state: 'designer',
      preferences: { canvas_width: 750, canvas_height: 1334, alt_layout: false },
    });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives the same message for a wrong password and an unknown account', async () => {
    const wrong = await form('/client/user_login', {
      email: staff('zhangwei'),
      password: userPassword('nope'),
    });
    const unknown = await form('/client/user_login', {
      email: staff('nobody'),
      password: userPassword('Demo@2026'),
    });
    expectFailure(wrong, 400, '账号或密码错误');
    expectFailure(unknown, 400, '账号或密码错误');
  });

  it('refuses an enterprise account on the staff login', async () => {
    const res = await form('/client/user_login', {
      email: 'demo@xinghe-media.com',
      password: userPassword('Demo@2026'),
    });
    expectFailure(res, 400, '账号或密码错误');
  });

  it.each([
    [{}, '账号和密码不能为空！'],
    [{ email: '  ', password: '' }, '账号和密码不能为空！'],
    [{ email: 'a@b.cn' }, '密码不能为空！'],
    [{ password: 'x' }, '账号不能为空！'],
  ])('answers missing fields %j with %s', async (fields, message) => {
    expectFailure(await form('/client/user_login', fields), 400, message);
  });

  it('rejects a password that is not ciphertext of the mode phrase', async () => {
    const plain = await form('/client/user_login', { email: staff('lina'), password: 'Demo@2026' });
    expectFailure(plain, 400, '密码格式不正确');
    const otherPhrase = await form('/client/user_login', {
      email: staff('lina'),
      password: enterprisePassword('Demo@2026'),
    });
    expect(otherPhrase.json<Body>().code).toBe(400);
  });

  it('rejects malformed bodies with a clear envelope', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/client/user_login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expectFailure(json, 400, '请求参数格式不正确');
    const xml = await app.inject({
      method: 'POST',
      url: '/api/v1/client/user_login',
      payload: '<login/>',
      headers: { 'content-type': 'application/xml' },
    });
    expectFailure(xml, 400, '请求参数格式不正确');
    const nested = await app.inject({
      method: 'POST',
      url: '/api/v1/client/user_login',
      payload: { email: { $ne: 1 }, password: 'x' },
    });
    expectFailure(nested, 400, '请求参数不正确：email');
  });

  it('answers an oversized body with 413', async () => {
    const res = await form('/client/user_login', {
      email: 'a'.repeat(config.bodyLimitBytes + 10),
      password: 'x',
    });
    expectFailure(res, 413, '请求内容过大');
  });

  it('locks an account name after repeated failures, whether or not it exists', async () => {
    for (const email of [staff('wangfang'), staff('ghost')]) {
      const attempt = () => form('/client/user_login', { email, password: userPassword('bad') });
      for (let i = 1; i < config.loginMaxFailures; i++) {
        expectFailure(await attempt(), 400, '账号或密码错误');
      }
      expectFailure(await attempt(), 429, '登录失败次数过多，请15分钟后再试');
      const right = await form('/client/user_login', {
        email,
        password: userPassword('Demo@2026'),
      });
      expectFailure(right, 429, '登录失败次数过多，请15分钟后再试');
    }
    now = new Date(now.getTime() + 16 * 60_000);
    const later = await form('/client/user_login', {
      email: staff('wangfang'),
      password: userPassword('Demo@2026'),
    });
    expect(later.json<Body>().code).toBe(200);
  });
});

describe('POST /client/enterprise/login', () => {
  it('logs an enterprise user in and returns the id 9 preferences', async () => {
    const res = await form('/client/enterprise/login', {
      email: 'Demo@Xinghe-Media.com',
      password: enterprisePassword('Demo@2026'),
      type: 'enterprise',
    });
    const body = res.json<Body<Record<string, unknown>>>();
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      id: 9,
      name: '星河传媒',
      role_state: 'user',
      preferences: { canvas_width: 900, canvas_height: 383, alt_layout: true },
    });
  });

  it('rejects an unknown mode', async () => {
    const res = await form('/client/enterprise/login', {
      email: 'demo@xinghe-media.com',
      password: enterprisePassword('Demo@2026'),
      type: 'admin',
    });
    expectFailure(res, 400, '登录方式不正确');
  });
});

describe('sessions', () => {
  const info = (token: string) =>
    app.inject({
      method: 'GET',
      url: '/api/v1/client/user/info',
      headers: { authorization: `Bearer ${token}` },
    });

  it('answers every protected call without a valid token with 401 请先登录！', async () => {
    expectFailure(await app.inject({ url: '/api/v1/client/user/info' }), 401, '请先登录！');
    expectFailure(await info('x'.repeat(43)), 401, '请先登录！');
    const garbage = await app.inject({
      url: '/api/v1/client/user/info',
      headers: { authorization: 'Basic abc' },
    });
    expectFailure(garbage, 401, '请先登录！');
  });

  it('revokes the token on logout', async () => {
    const token = await loginAs(app, config, 'zhangwei');
    expect((await info(token)).json<Body>().code).toBe(200);
    const out = await form('/client/user_logout', {}, token);
    expect(out.json<Body>().code).toBe(200);
    expectFailure(await info(token), 401, '请先登录！');
  });

  it('expires a token after the idle time and after the absolute time', async () => {
    const idle = await loginAs(app, config, 'zhangwei');
    now = new Date(now.getTime() + (config.sessionIdleMinutes + 1) * 60_000);
    expectFailure(await info(idle), 401, '请先登录！');

    const busy = await loginAs(app, config, 'zhangwei');
    const end = now.getTime() + config.sessionMaxDays * 24 * 60 * 60_000;
    const step = 12 * 60 * 60_000;
    while (now.getTime() + step < end) {
      now = new Date(now.getTime() + step);
      expect((await info(busy)).json<Body>().code).toBe(200);
    }
    now = new Date(end + 1);
    expectFailure(await info(busy), 401, '请先登录！');
  });
});

describe('GET /client/admin/users', () => {
  it('pages the accounts for an administrator', async () => {
    const token = await loginAs(app, config, 'admin');
    const res = await app.inject({
      url: '/api/v1/client/admin/users?cur_page=1&pageSize=2',
      headers: { authorization: `Bearer ${token}` },
    });
    const body = res.json<Body<{ lists: { id: number }[]; total: number }>>();
    expect(body.data.total).toBe(5);
    expect(body.data.lists.map((u) => u.id)).toEqual([1, 2]);
  });

  it('refuses other roles and out-of-range pages', async () => {
    const user = await loginAs(app, config, 'zhangwei');
    const res = await app.inject({
      url: '/api/v1/client/admin/users',
      headers: { authorization: `Bearer ${user}` },
    });
    expectFailure(res, 403, '没有权限执行此操作');
    const admin = await loginAs(app, config, 'admin');
    for (const query of ['cur_page=0', 'pageSize=10000', 'cur_page=abc']) {
      const bad = await app.inject({
        url: `/api/v1/client/admin/users?${query}`,
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(bad.json<Body>().code).toBe(400);
    }
  });
});

describe('GET /client/departments', () => {
  it('returns the departments with the given ids in one call', async () => {
    const token = await loginAs(app, config, 'zhangwei');
    const res = await app.inject({
      url: '/api/v1/client/departments?ids=2,1,99,2',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json<Body>().data).toEqual({
      departments: [
        { id: 1, name: '市场部' },
        { id: 2, name: '设计中心' },
      ],
    });
    const bad = await app.inject({
      url: '/api/v1/client/departments?ids=1;DROP TABLE users',
      headers: { authorization: `Bearer ${token}` },
    });
    expectFailure(bad, 400, '请求参数不正确：ids');
  });
});

describe('the api surface', () => {
  it('answers an unknown route with a 404 envelope', async () => {
    expectFailure(await app.inject({ url: '/api/v1/nope' }), 404, '接口不存在');
  });

  it('serves an OpenAPI description listing every accounts route', async () => {
    const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/client/admin/users',
        '/api/v1/client/config',
        '/api/v1/client/departments',
        '/api/v1/client/enterprise/login',
        '/api/v1/client/user/info',
        '/api/v1/client/user_login',
        '/api/v1/client/user_logout',
      ]),
    );
  });
});
