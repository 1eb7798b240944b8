import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApi, type TestApi } from '../test/index.js';
import { expectFailure, getJson, postForm } from '../test/http.js';

interface Operation {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema: { type?: string } }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

let api: TestApi;
let doc: OpenApi;
beforeAll(async () => {
  api = await startTestApi({ listen: false });
  doc = (await api.app.inject({ url: '/api/v1/openapi.json' })).json<OpenApi>();
}, 120_000);
afterAll(() => api.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method, op })),
  );
const loginOnly = () => operations().filter(({ op }) => (op.security ?? []).length > 0);
// An OpenAPI path with its {params} filled, and every declared parameter given a bad value.
const urlOf = (path: string, op: Operation) => {
  const filled = path.replace(/\{(\w+)\}/g, '-1');
  const query = (op.parameters ?? [])
    .filter((p) => p.in === 'query')
    .map((p) => `${p.name}=Infinity`)
    .join('&');
  return query ? `${filled}?${query}` : filled;
};

describe('authentication before parameters', () => {
  it('answers a guest 401 请先登录！ on every login-only route, whatever its parameters', async () => {
    const routes = loginOnly();
    expect(routes.length).toBeGreaterThan(40);
    for (const { path, method, op } of routes) {
      const res = await api.app.inject({
        method: method.toUpperCase() as 'GET',
        url: urlOf(path, op),
        ...(op.requestBody && {
          payload: 'cur_page=%00&id=1e309&materialList=[',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      });
      expect({ path, method, status: res.statusCode, body: res.json<unknown>() }).toEqual({
        path,
        method,
        status: 401,
        body: { code: 401, message: '请先登录！', data: null },
      });
    }
  });

  it('answers a logged-in user without the role 403 before looking at parameters', async () => {
    const token = await loginAs(api.app, api.config, 'zhangwei');
    const res = await getJson(api.app, '/admin/wordcheck/entries', { page: 'x' }, token);
    expectFailure(res, 403, '没有权限执行此操作');
  });

  it('needs a login for sensitiveUrl (the server fetches outside pages)', async () => {
    const res = await postForm(api.app, '/client/sensitiveUrl', { links: 'https://example.com' });
    expectFailure(res, 401, '请先登录！');
  });
});

describe('hardened request schemas', () => {
  it.each(['Infinity', '-Infinity', '1e309', '-1e309', 'NaN'])(
    'refuses the integer %s with 请求参数不正确 (never a 500)',
    async (value) => {
      const res = await getJson(api.app, '/noLogin/material/detail', { material_id: value });
      expectFailure(res, 400, '请求参数不正确：material_id');
      const page = await getJson(api.app, '/noLogin/material/search', { cur_page: value });
      expectFailure(page, 400, '请求参数不正确：cur_page');
    },
  );

  it('refuses a NUL in a query string, a form body and a login', async () => {
    expectFailure(
      await getJson(api.app, '/noLogin/material/search', { text: 'a\u0000b' }),
      400,
      '请求参数不正确：text',
    );
    expectFailure(
      await postForm(api.app, '/client/user_login', { email: 'a\u0000@b.cn', password: 'x' }),
      400,
      '请求参数不正确：email',
    );
    const token = await loginAs(api.app, api.config, 'zhangwei');
    expectFailure(
      await postForm(
        api.app,
        '/client/collection/collect',
        { collectType: '1', id: '1\u0000' },
        token,
      ),
      400,
      '请求参数不正确：id',
    );
    expectFailure(
      await getJson(api.app, '/client/copy/copyList', { key_word: '\u0000' }, token),
      400,
      '请求参数不正确：key_word/0',
    );
  });

  // Issue 29 item 7: JSON.parse reads any depth, but the code that walks the value (the template
  // check, fill, structuredClone) recursed until the stack ran out: a 500.
  const deep = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
  const deepList = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('refuses JSON nested over 32 levels in any field, form or JSON body, before the handler', async () => {
    const token = await loginAs(api.app, api.config, 'lina');
    const forms: [string, Record<string, string>, string][] = [
      ['/render/renderClient', { materials: `[{"synthetic":${deep(5000)}}]` }, 'materials'],
      [
        '/render/posterRenderClient',
        { materials: `[{"synthetic":{},"replaceObj":${deep(31)}}]` },
        'materials',
      ],
      ['/client/design/save', { templateId: '1', synthetic: deep(5000) }, 'synthetic'],
      [
        '/client/composeTemplate/addMaterial',
        { name: '深', category: '121', synthetic: deepList(100_000) },
        'synthetic',
      ],
    ];
    for (const [url, form, field] of forms) {
      const res = await postForm(api.app, url, form, token);
      expectFailure(res, 400, `数据层级过深：${field} 最多 32 层`);
    }
    const json = await api.app.inject({
      method: 'POST',
      url: '/api/v1/client/design/draft',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ templateId: 1, synthetic: deep(5000) }),
    });
    expectFailure(json, 400, '数据层级过深：synthetic 最多 32 层');
    // Brackets inside strings are text, not nesting.
    const text = await getJson(api.app, '/noLogin/material/search', {
      text: `["${'['.repeat(40)}"]`,
    });
    expect(text.statusCode).toBe(200);
  });

  it('answers an empty login body 账号和密码不能为空！', async () => {
    const res = await api.app.inject({ method: 'POST', url: '/api/v1/client/user_login' });
    expectFailure(res, 400, '账号和密码不能为空！');
  });
});

describe('the OpenAPI description', () => {
  it('documents form bodies, error envelopes, security and optional defaulted parameters', () => {
    for (const { path, op } of operations()) {
      if (op.requestBody) {
        // Form-encoded, or multipart where the form carries a file (PSD import).
        expect(
          Object.keys(op.requestBody.content).filter((type) => FORM_TYPES.includes(type)),
          path,
        ).not.toEqual([]);
        expect(op.responses, path).toHaveProperty('400');
      }
      expect(op.responses, path).toHaveProperty('500');
      expect(op.security, path).toBeDefined();
    }
    for (const { op } of loginOnly()) expect(op.responses).toHaveProperty('401');
    const search = doc.paths['/api/v1/noLogin/material/search']?.get;
    const curPage = search?.parameters?.find((p) => p.name === 'cur_page');
    expect(curPage?.required).toBeFalsy();
    expect(doc.paths['/api/v1/noLogin/material/search']?.get?.security).toEqual([]);
    expect(doc.paths['/api/v1/client/sensitiveUrl']?.post?.security).toEqual([{ bearerAuth: [] }]);
  });
});
