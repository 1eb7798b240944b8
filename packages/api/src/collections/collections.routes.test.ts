import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { buildMaterial } from '../test/factories.js';
import { expectFailure, getJson, postForm, type Body } from '../test/http.js';
import { loginAs, startTestApi, type TestApi } from '../test/index.js';

interface CollectedPage {
  list: { id: number; isCollect: number; tags: { name: string }[]; collected_at: string }[];
  total: number;
}

let api: TestApi;
let app: FastifyInstance;
let db: Db;
let token: string;
let otherToken: string;
let clockAt = new Date('2026-11-22T08:00:00Z');

beforeAll(async () => {
  api = await startTestApi({ listen: false, clock: () => clockAt });
  ({ app, db } = api);
  token = await loginAs(app, api.config, 'zhangwei');
  otherToken = await loginAs(app, api.config, 'lina');
});
afterAll(() => api.close());

const post = (url: string, fields: Record<string, string>, bearer?: string) =>
  postForm(app, url, fields, bearer);
const collected = (query: Record<string, string> = {}, bearer = token) =>
  getJson(app, '/client/collection/getMaterials', query, bearer);

const tick = () => {
  clockAt = new Date(clockAt.getTime() + 60_000);
};

describe('POST /client/collection/collect', () => {
  it('collects a material once however often it is sent', async () => {
    const id = await buildMaterial(db, { tags: ['收藏'] });
    for (let i = 0; i < 2; i += 1) {
      const res = await post(
        '/client/collection/collect',
        { id: `${id}`, collectType: '1' },
        token,
      );
      expect(res.json<Body>()).toEqual({
        code: 200,
        message: 'success',
        data: { id, collectType: 1, isCollect: 1 },
      });
    }
    const page = (await collected()).json<Body<CollectedPage>>().data;
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ id, isCollect: 1, tags: [{ name: '收藏' }] });
    // Another user's favourites are their own.
    expect((await collected({}, otherToken)).json<Body<CollectedPage>>().data.total).toBe(0);
  });

  // Titles, templates and copy cards are checked by their domains' route tests
  // (titles.routes.test.ts, templates.routes.test.ts, copy.routes.test.ts).
  it('answers 404 素材不存在 for a missing or unreviewed material', async () => {
    const waiting = await buildMaterial(db, { status: 'wait' });
    for (const id of ['99999', `${waiting}`]) {
      expectFailure(
        await post('/client/collection/collect', { id, collectType: '1' }, token),
        404,
        '素材不存在',
      );
    }
  });

  it.each([
    [{ id: 'abc', collectType: '1' }, 'id'],
    [{ id: '0', collectType: '1' }, 'id'],
    [{ collectType: '1' }, 'id'],
    [{ id: '1', collectType: '4' }, 'collectType'],
    [{ id: '1', collectType: 'x' }, 'collectType'],
    [{ id: '1' }, 'collectType'],
  ])('rejects %j with 请求参数不正确：%s', async (fields, field) => {
    const res = await post('/client/collection/collect', fields, token);
    expectFailure(res, 400, `请求参数不正确：${field}`);
  });

  it('needs a login (请先登录！)', async () => {
    expectFailure(
      await post('/client/collection/collect', { id: '1', collectType: '1' }),
      401,
      '请先登录！',
    );
  });
});

describe('POST /client/collection/cancelCollect', () => {
  it('removes the favourite and succeeds again when nothing is left', async () => {
    const id = await buildMaterial(db);
    await post('/client/collection/collect', { id: `${id}`, collectType: '1' }, otherToken);
    for (let i = 0; i < 2; i += 1) {
      const res = await post(
        '/client/collection/cancelCollect',
        { id: `${id}`, collectType: '1' },
        otherToken,
      );
      expect(res.json<Body>().data).toEqual({ id, collectType: 1, isCollect: 0 });
    }
    const page = (await collected({}, otherToken)).json<Body<CollectedPage>>().data;
    expect(page.list.map((m) => m.id)).not.toContain(id);
    expectFailure(
      await post('/client/collection/cancelCollect', { id: '1', collectType: '1' }),
      401,
      '请先登录！',
    );
    expectFailure(
      await post('/client/collection/cancelCollect', { id: '1', collectType: '9' }, token),
      400,
      '请求参数不正确：collectType',
    );
  });
});

describe('GET /client/collection/getMaterials', () => {
  it('pages favourites newest first, 10 per page by default', async () => {
    const { token: fresh } = { token: await loginAs(app, api.config, 'wangfang') };
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const id = await buildMaterial(db);
      ids.push(id);
      tick();
      await post('/client/collection/collect', { id: `${id}`, collectType: '1' }, fresh);
    }
    const first = (await collected({}, fresh)).json<Body<CollectedPage>>().data;
    expect(first.total).toBe(12);
    expect(first.list.map((m) => m.id)).toEqual(ids.slice(2).reverse());
    // Each says when it was favourited (a minute apart here), not when it was uploaded.
    const times = first.list.map((m) => Date.parse(m.collected_at));
    expect(times[0]).toBe(clockAt.getTime());
    expect(times[0]! - times[1]!).toBe(60_000);
    const second = (await collected({ page: '2', pageSize: '5' }, fresh)).json<
      Body<CollectedPage>
    >().data;
    expect(second.list.map((m) => m.id)).toEqual(ids.slice(2, 7).reverse());
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ pageSize: '10000' }, 'pageSize'],
    [{ pageSize: 'x' }, 'pageSize'],
  ])('rejects %j with 请求参数不正确：%s', async (query, field) => {
    expectFailure(await collected(query), 400, `请求参数不正确：${field}`);
  });

  it('is listed in the OpenAPI description with the collect calls', async () => {
    const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/client/collection/collect',
        '/api/v1/client/collection/cancelCollect',
        '/api/v1/client/collection/getMaterials',
      ]),
    );
  });
});
