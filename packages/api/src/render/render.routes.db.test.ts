// A .db test: besides the render it holds what the database guarantees (one design per request_id
// under concurrent retries, nothing written on refusal), so it runs on PostgreSQL too.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { buildMaterial } from '../test/factories.js';
import { expectFailure, postForm, type Body } from '../test/http.js';
import { loginAs, startTestApi, type TestApi } from '../test/index.js';

// The sample poster of QUICKCREATE §2, as the seed ships it.
const SAMPLE = JSON.parse(
  readFileSync(new URL('../../demo/templates/tpl_p_0231.json', import.meta.url), 'utf8'),
) as {
  synthetic: { renderConfig: { materials: Record<string, Record<string, unknown>> } };
  replaceObj: Record<string, unknown>;
};
// Its images are material ids of another database; plain copy renders on the library's own art.
const COPY_ONLY = {
  mainLabel: ['春日新品', '限时尝鲜'],
  secondLabel: '第二杯半价 · 全国门店同享',
};

let api: TestApi;
let app: FastifyInstance;
let db: Db;
let token: string;

beforeAll(async () => {
  api = await startTestApi({ listen: false });
  ({ app, db } = api);
  token = await loginAs(app, api.config, 'zhangwei');
});
afterAll(() => api.close());

const materials = (synthetic: unknown, replaceObj: unknown = COPY_ONLY) =>
  JSON.stringify([{ synthetic: JSON.stringify(synthetic), replaceObj, name: '春日海报' }]);
const render = (fields: Record<string, string>, bearer = token) =>
  postForm(app, '/render/posterRenderClient', fields, bearer);
const counts = async () => {
  const [row] = await db.query<{ designs: number; records: number }>(
    `SELECT (SELECT count(*)::int FROM templates WHERE owner_id IS NOT NULL) AS designs,
            (SELECT count(*)::int FROM creation_records) AS records`,
  );
  return row;
};

interface Rendered {
  id: number;
  path: string;
  width: number;
  height: number;
  owner_id: number;
  synthetic: string;
}

describe('POST /render/posterRenderClient', () => {
  it('renders the sample poster, stores the JPEG and records it as my design', async () => {
    const photo = await buildMaterial(db, { path: '/api/v1/files/materials/gc-alpaca.jpg' });
    const res = await render({
      materials: materials(SAMPLE.synthetic, { ...COPY_ONLY, role_0: `material:${photo}` }),
      id: '1',
    });
    const body = res.json<Body<Rendered[]>>();
    expect(body.code, body.message).toBe(200);
    const [design] = body.data;
    expect(design).toMatchObject({ width: 750, height: 1334, owner_id: 1, name: '春日海报' });
    const file = await app.inject({ url: design?.path ?? '' });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 750, 1334]);

    const history = (await postForm(app, '/client/getModelCreateRecord', {}, token)).json<
      Body<{ historyLists: { id: number; path: string; template_id: number }[]; total: number }>
    >().data;
    expect(history.total).toBe(1);
    expect(history.historyLists[0]).toMatchObject({ path: design?.path, template_id: design?.id });
    const ranged = await postForm(
      app,
      '/client/getModelCreateRecord',
      { createTimeVO: JSON.stringify({ startTime: '2020-01-01', endTime: '2020-12-31' }) },
      token,
    );
    expect(ranged.json<Body<{ total: number }>>().data.total).toBe(0);
    // The same range as a form encoder nests an object (createTimeVO[startTime]=…).
    const totalOf = async (fields: Record<string, string>) =>
      (await postForm(app, '/client/getModelCreateRecord', fields, token)).json<
        Body<{ total: number }>
      >().data.total;
    expect(
      await totalOf({
        'createTimeVO[startTime]': '2020-01-01',
        'createTimeVO[endTime]': '2020-12-31',
      }),
    ).toBe(0);
    expect(await totalOf({ 'createTimeVO[startTime]': '2020-01-01' })).toBe(1);

    const recordId = history.historyLists[0]?.id ?? 0;
    const del = await postForm(
      app,
      '/client/deleteModelCreateRecord',
      { id: `${recordId}` },
      token,
    );
    expect(del.json<Body>().data).toEqual({ id: recordId });
    expectFailure(
      await postForm(app, '/client/deleteModelCreateRecord', { id: `${recordId}` }, token),
      404,
      '作图记录不存在',
    );
  });

  it.each([
    ['not JSON', '{oops', 'materials 应为只含一个模板的 JSON 列表'],
    [
      'two templates',
      JSON.stringify([{ synthetic: '{}' }, { synthetic: '{}' }]),
      'materials 应为只含一个模板的 JSON 列表',
    ],
    ['an object', JSON.stringify({ synthetic: '{}' }), 'materials 应为只含一个模板的 JSON 列表'],
  ])('refuses materials that are %s, writing nothing', async (_name, value, message) => {
    const before = await counts();
    expectFailure(await render({ materials: value }), 400, message);
    expect(await counts()).toEqual(before);
  });

  // Issue 29 item 5: a client that retries a render it got no answer for (a timeout) makes one
  // design, not two, when it sends the same request_id.
  it('saves one design for one request_id, however often or concurrently it is sent', async () => {
    const before = await counts();
    const fields = { materials: materials(SAMPLE.synthetic), request_id: 'retry-0001-abcdef' };
    const [first, second] = await Promise.all([render(fields), render(fields)]);
    const third = await render(fields);
    const ids = [first, second, third].map((res) => res.json<Body<Rendered[]>>().data[0]?.id);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toEqual(expect.any(Number));
    const after = await counts();
    expect(after).toEqual({
      designs: (before?.designs ?? 0) + 1,
      records: (before?.records ?? 0) + 1,
    });
    const other = await render({ ...fields, request_id: 'retry-0002-abcdef' });
    expect(other.json<Body<Rendered[]>>().data[0]?.id).not.toBe(ids[0]);
  });

  // Issue 29 item 1: the last slot took every extra line as lines of its own, so thousands of
  // lines became one label to lay out, after the document's own checks.
  it.each([
    ['13 lines of one field', { mainLabel: Array(13).fill('春日') }, '主标题最多12行'],
    [
      'one field over 2,000 characters',
      { secondLabel: '长'.repeat(2001) },
      '副标题过长，请不要超过2000个字',
    ],
    [
      'copy over 5,000 characters in all',
      Object.fromEntries(
        ['mainLabel', 'secondLabel', 'thirdLabel'].map((f) => [
          f,
          Array(12).fill('长'.repeat(150)),
        ]),
      ),
      '文案合计过长，请不要超过5000个字',
    ],
  ])('refuses %s before drawing, writing nothing', async (_name, copy, message) => {
    const before = await counts();
    expectFailure(await render({ materials: materials(SAMPLE.synthetic, copy) }), 400, message);
    expect(await counts()).toEqual(before);
  });

  const layers = SAMPLE.synthetic.renderConfig.materials;
  const variant = (change: (doc: typeof SAMPLE.synthetic) => void) => {
    const doc = structuredClone(SAMPLE.synthetic);
    change(doc);
    return doc;
  };

  it.each([
    ['a 50,000-px canvas', variant((d) => Object.assign(d.renderConfig, { width_g: 50_000 }))],
    [
      '10,000 layers',
      variant((d) => {
        const label = layers.mainLabel_0 ?? {};
        for (let i = 0; i < 10_000; i += 1)
          d.renderConfig.materials[`extra_${i}`] = {
            ...label,
            key: `extra_${i}`,
            id: 100 + i,
            zIndex: 100 + i,
            slot: undefined,
          };
      }),
    ],
    [
      'text of 100,000 characters',
      variant((d) =>
        Object.assign(d.renderConfig.materials.mainLabel_0 ?? {}, { text: '长'.repeat(100_000) }),
      ),
    ],
  ])('answers a 4xx with a Chinese message for %s, writing nothing', async (_name, doc) => {
    const before = await counts();
    const res = await render({ materials: materials(doc) });
    const body = res.json<Body>();
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(body.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await counts()).toEqual(before);
  });

  it('names the bad layer of a malformed document', async () => {
    const doc = variant((d) =>
      Object.assign(d.renderConfig.materials.mainLabel_0 ?? {}, { pos: ['x', 1] }),
    );
    const body = (await render({ materials: materials(doc) })).json<Body>();
    expect(body.code).toBe(400);
    expect(body.message).toContain('mainLabel_0');
  });

  it.each([
    'http://127.0.0.1:3001/api/v1/files/x.jpg',
    'http://169.254.169.254/latest/meta-data',
    'https://example.com/a.jpg',
    '/api/v1/files/user_upload/2/0123456789abcdef0123456789abcdef.jpg',
  ])('refuses the image %s without fetching it', async (url) => {
    const before = await counts();
    const res = await render({
      materials: materials(SAMPLE.synthetic, { ...COPY_ONLY, role_0: url }),
    });
    expectFailure(res, 400, `图片地址不可用：${url}（只能使用素材库、本人上传和模板自带的图片）`);
    expect(await counts()).toEqual(before);
  });

  it("refuses another user's id and a guest", async () => {
    expectFailure(
      await render({ materials: materials(SAMPLE.synthetic), id: '2' }),
      403,
      '没有权限执行此操作',
    );
    expectFailure(await render({ materials: materials(SAMPLE.synthetic) }, ''), 401, '请先登录！');
  });
});

describe('POST /client/getModelCreateRecord', () => {
  it.each([
    [{ createTimeVO: '{bad' }, '请选择正确的时间范围'],
    [{ createTimeVO: JSON.stringify({ startTime: '2026-02-30x' }) }, '请选择正确的时间范围'],
    [
      { createTimeVO: JSON.stringify({ startTime: '2026-05-01', endTime: '2026-04-01' }) },
      '请选择正确的时间范围',
    ],
    [{ 'createTimeVO[startTime]': '2026-02-30x' }, '请选择正确的时间范围'],
    [{ createTimeVO: '{}', 'createTimeVO[endTime]': '2026-04-01' }, '请选择正确的时间范围'],
    [{ page_size: '100000' }, '请求参数不正确：page_size'],
    [{ cur_page: '-1' }, '请求参数不正确：cur_page'],
    [{ recordType: 'video' }, '请求参数不正确：recordType'],
  ])('rejects %j', async (fields, message) => {
    expectFailure(await postForm(app, '/client/getModelCreateRecord', fields, token), 400, message);
  });
});
