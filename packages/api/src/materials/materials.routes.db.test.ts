import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { buildMaterial, buildTagClass, buildTheme } from '../test/factories.js';
import { expectFailure, getJson, postForm, type Body } from '../test/http.js';
import { loginAs, startTestApi, type TestApi } from '../test/index.js';
import { DEMO_PHOTOS_DIR } from './materials.files.js';
import { visualSignature } from './materials.visual.js';

interface Item {
  id: number;
  title: string;
  isCollect: 0 | 1 | null;
  tags: { id: number; name: string }[];
  download_count: number;
}
interface Page {
  list: Item[];
  similar_tags: { id: number; name: string }[];
  total: number;
}

let api: TestApi;
let app: FastifyInstance;
let db: Db;
let userToken: string;
let designerToken: string;
const now = new Date('2026-11-22T08:00:00Z');

async function start(env: Record<string, string> = {}) {
  api = await startTestApi({ listen: false, clock: () => now, env });
  ({ app, db } = api);
  userToken = await loginAs(app, api.config, 'zhangwei');
  designerToken = await loginAs(app, api.config, 'lina');
}
beforeAll(() => start());
afterAll(() => api.close());

async function guestSearch(query: Record<string, string>) {
  const res = await get('/noLogin/material/search', query);
  const body = res.json<Body<Page>>();
  expect(body.code).toBe(200);
  return body.data;
}

const get = (url: string, query: Record<string, string> = {}, token?: string) =>
  getJson(app, url, query, token);
const post = (url: string, fields: Record<string, string>, token?: string) =>
  postForm(app, url, fields, token);
const days = (n: number) => new Date(now.getTime() - n * 86_400_000);

// Search answers from the in-memory index (the default) and from SQL alone (SEARCH_INDEX=off); the
// same tests hold for both, each on a fresh api.
describe.each(['on', 'off'])('search with SEARCH_INDEX=%s', (mode) => {
  beforeAll(async () => {
    await api.close();
    await start({ SEARCH_INDEX: mode });
    expect(app.deps.searchIndex !== undefined).toBe(mode === 'on');
  });

  describe('GET /noLogin/material/search', () => {
    it('requires every term to match the title, a tag or the category', async () => {
      const both = await buildMaterial(db, { title: '斑马草原', tags: ['野生'], category: '动物' });
      await buildMaterial(db, { title: '斑马线', tags: ['城市'], category: '建筑' });
      await buildMaterial(db, { title: '狮子', tags: ['野生'], category: '动物' });
      const page = await guestSearch({ text: '  斑马   野生 ' });
      expect(page.list.map((m) => m.id)).toEqual([both]);
      expect(page.total).toBe(1);
      expect((await guestSearch({ text: '斑马 动物' })).list.map((m) => m.id)).toEqual([both]);
      expect((await guestSearch({ text: '斑马' })).total).toBe(2);
    });

    it('returns the spec fields, isCollect null for guests, and hides unreviewed materials', async () => {
      await buildMaterial(db, { title: '待审山峰', status: 'wait' });
      await buildMaterial(db, { title: '拒绝山峰', status: 'reject', reason: '模糊' });
      const id = await buildMaterial(db, { title: '通过山峰', tags: ['高山'], width: 640 });
      const page = await guestSearch({ text: '山峰' });
      expect(page.total).toBe(1);
      expect(page.list[0]).toMatchObject({
        id,
        path: expect.stringMatching(/^\/api\/v1\/files\/materials\//) as unknown,
        name: '摄影师',
        width: 640,
        size_width: 640,
        height: 800,
        size_height: 800,
        file_size: 204_800,
        format: 'jpg',
        copyright: '原创',
        created_at: '2026-11-01T00:00:00.000Z',
        tags: [{ id: expect.any(Number) as unknown, name: '高山' }],
        isCollect: null,
      });
    });

    it('sorts fresh by default, maxdown by downloads, and complex by the documented score', async () => {
      const old = await buildMaterial(db, {
        title: '排序湖泊',
        created_at: days(300),
        download_count: 500,
      });
      const fresh = await buildMaterial(db, {
        title: '排序湖泊',
        created_at: days(1),
        download_count: 3,
      });
      const tagged = await buildMaterial(db, {
        title: '远山',
        tags: ['排序湖泊'],
        created_at: days(10),
        download_count: 40,
      });
      const ids = async (sort?: string) =>
        (await guestSearch({ text: '排序湖泊', ...(sort && { sort }) })).list.map((m) => m.id);
      expect(await ids()).toEqual([fresh, tagged, old]);
      expect(await ids('maxdown')).toEqual([old, tagged, fresh]);
      // tagged: 3 × ln42 / (1+10/30) ≈ 8.4; fresh: 2 × ln5 / (1+1/30) ≈ 3.1; old: 2 × ln502 / 11 ≈ 1.1
      expect(await ids('complex')).toEqual([tagged, fresh, old]);
    });

    it('pages with cur_page and pageSize and reports the total', async () => {
      for (let i = 0; i < 5; i += 1) {
        await buildMaterial(db, { title: `分页花朵${i}`, created_at: days(i) });
      }
      const first = await guestSearch({ text: '分页花朵', pageSize: '2' });
      const third = await guestSearch({ text: '分页花朵', pageSize: '2', cur_page: '3' });
      expect(first.total).toBe(5);
      expect(first.list.map((m) => m.title)).toEqual(['分页花朵0', '分页花朵1']);
      expect(third.list.map((m) => m.title)).toEqual(['分页花朵4']);
      expect((await guestSearch({ text: '分页花朵', cur_page: '9' })).list).toEqual([]);
    });

    it('lists the most frequent other tags of the whole result set as similar_tags', async () => {
      await buildMaterial(db, { title: '相似甲', tags: ['相似源', '蓝色', '天空'] });
      await buildMaterial(db, { title: '相似乙', tags: ['相似源', '蓝色'] });
      await buildMaterial(db, { title: '相似丙', tags: ['相似源', '海'] });
      const page = await guestSearch({ text: '相似源', pageSize: '1' });
      expect(page.similar_tags.map((t) => t.name)).toEqual(['蓝色', '天空', '海']);
    });

    it('filters by img_type and by any of the themes in theme_arr', async () => {
      const t1 = await buildTheme(db, { name: '春节' });
      const t2 = await buildTheme(db, { name: '中秋' });
      const a = await buildMaterial(db, { title: '节日灯笼', themeIds: [t1], created_at: days(3) });
      const b = await buildMaterial(db, { title: '节日灯笼', themeIds: [t2], created_at: days(2) });
      const c = await buildMaterial(db, { title: '节日灯笼', img_type: 2, created_at: days(1) });
      const ids = async (q: Record<string, string>) =>
        (await guestSearch({ text: '节日灯笼', ...q })).list.map((m) => m.id);
      expect(await ids({ theme_arr: `${t1}` })).toEqual([a]);
      expect(await ids({ theme_arr: `${t1}&${t2}` })).toEqual([b, a]);
      expect(await ids({ img_type: '2' })).toEqual([c]);
      expect(await ids({ img_type: '' })).toEqual([c, b, a]);
      expect(await ids({ theme_arr: '999999' })).toEqual([]);
      // The theme detail page lists a theme without a keyword, 1000 per page (spec §2, §9).
      const themePage = await guestSearch({ theme_arr: `${t2}`, pageSize: '1000' });
      expect(themePage.list.map((m) => m.id)).toEqual([b]);
    });

    it('treats SQL, HTML and LIKE metacharacters as plain text', async () => {
      const pct = await buildMaterial(db, { title: '折扣50%海报', tags: ['<b>促销</b>'] });
      await buildMaterial(db, { title: '折扣500海报' });
      expect((await guestSearch({ text: '50%' })).list.map((m) => m.id)).toEqual([pct]);
      expect((await guestSearch({ text: '_' })).list).toEqual([]);
      const html = await guestSearch({ text: '<b>促销</b>' });
      expect(html.list[0]?.tags.map((t) => t.name)).toEqual(['<b>促销</b>']);
      for (const text of ["'; DROP TABLE materials; --", '" OR 1=1', '\\', '%%', '$1']) {
        const res = await get('/noLogin/material/search', { text });
        expect(res.json<Body>().code).toBe(200);
      }
      expect((await guestSearch({ text: '折扣' })).total).toBe(2);
    });

    it('rejects a keyword over 100 characters with 关键词过长', async () => {
      expectFailure(
        await get('/noLogin/material/search', { text: '猫'.repeat(5000) }),
        400,
        '关键词过长，请不要超过100个字',
      );
    });

    it.each([
      [{ cur_page: '0' }, 'cur_page'],
      [{ cur_page: 'abc' }, 'cur_page'],
      [{ pageSize: '10000' }, 'pageSize'],
      [{ pageSize: '0' }, 'pageSize'],
      [{ pageSize: '1000' }, 'pageSize'],
      [{ sort: 'random' }, 'sort'],
      [{ theme_arr: '1&x' }, 'theme_arr'],
      [{ theme_arr: '1&&2' }, 'theme_arr'],
      [{ img_type: 'x' }, 'img_type'],
    ])('rejects %j with 请求参数不正确：%s', async (query, field) => {
      const res = await get('/noLogin/material/search', { text: '猫', ...query });
      expectFailure(res, 400, `请求参数不正确：${field}`);
    });
  });

  describe('GET /client/material/search', () => {
    it('needs a login and marks the items the user collected', async () => {
      expectFailure(await get('/client/material/search', { text: '收藏标记' }), 401, '请先登录！');
      const a = await buildMaterial(db, { title: '收藏标记', created_at: days(2) });
      const b = await buildMaterial(db, { title: '收藏标记', created_at: days(1) });
      await post('/client/collection/collect', { id: `${a}`, collectType: '1' }, userToken);
      const res = await get('/client/material/search', { text: '收藏标记' }, userToken);
      const page = res.json<Body<Page>>().data;
      expect(page.list.map((m) => [m.id, m.isCollect])).toEqual([
        [b, 0],
        [a, 1],
      ]);
    });
  });

  describe('GET /designer/material/search', () => {
    it('is for designers only', async () => {
      expectFailure(
        await get('/designer/material/search', { text: '猫' }, userToken),
        403,
        '没有权限执行此操作',
      );
      const res = await get('/designer/material/search', { text: '猫' }, designerToken);
      expect(res.json<Body>().code).toBe(200);
    });
  });
});

describe('GET /client/material/detail and /noLogin/material/detail', () => {
  it('returns material_detail[0] with tags and favourite state', async () => {
    const id = await buildMaterial(db, { title: '详情', tags: ['a', 'b'], copyright: '非原创' });
    const guest = await get('/noLogin/material/detail', { material_id: `${id}` });
    const detail = guest.json<Body<{ material_detail: Record<string, unknown>[] }>>().data;
    expect(detail.material_detail).toHaveLength(1);
    expect(detail.material_detail[0]).toMatchObject({
      id,
      copyright: '非原创',
      isCollect: null,
      reason: null,
      tags: [
        { id: expect.any(Number) as unknown, name: 'a' },
        { id: expect.any(Number) as unknown, name: 'b' },
      ],
    });
    const user = await get('/client/material/detail', { material_id: `${id}` }, userToken);
    expect(user.json<Body<{ material_detail: { isCollect: number }[] }>>().data).toMatchObject({
      material_detail: [{ isCollect: 0 }],
    });
  });

  it('answers 404 素材不存在 for a missing or unreviewed material, 400 for a bad id', async () => {
    const waiting = await buildMaterial(db, { status: 'wait' });
    expectFailure(
      await get('/noLogin/material/detail', { material_id: '99999' }),
      404,
      '素材不存在',
    );
    expectFailure(
      await get('/noLogin/material/detail', { material_id: `${waiting}` }),
      404,
      '素材不存在',
    );
    expectFailure(
      await get('/noLogin/material/detail', { material_id: 'abc' }),
      400,
      '请求参数不正确：material_id',
    );
    expectFailure(await get('/noLogin/material/detail', {}), 400, '请求参数不正确：material_id');
    expectFailure(
      await get('/noLogin/material/detail', { material_id: '99999999999' }),
      400,
      '请求参数不正确：material_id',
    );
    expectFailure(await get('/client/material/detail', { material_id: '1' }), 401, '请先登录！');
  });
});

describe('GET /client/material/similar', () => {
  it('lists passed materials sharing the most tags, 20 per page', async () => {
    const source = await buildMaterial(db, { tags: ['近似1', '近似2', '近似3'] });
    const two = await buildMaterial(db, { tags: ['近似1', '近似2'] });
    const one = await buildMaterial(db, { tags: ['近似3', '其他'] });
    await buildMaterial(db, { tags: ['近似1'], status: 'reject' });
    await buildMaterial(db, { tags: ['无关'] });
    const res = await get('/client/material/similar', { id: `${source}` });
    const list = res.json<Body<{ materialList: Item[] }>>().data.materialList;
    expect(list.map((m) => m.id)).toEqual([two, one]);
    const next = await get('/client/material/similar', { id: `${source}`, cur_page: '2' });
    expect(next.json<Body<{ materialList: Item[] }>>().data.materialList).toEqual([]);
    expectFailure(await get('/client/material/similar', { id: '99999' }), 404, '素材不存在');
    expectFailure(await get('/client/material/similar', { id: 'x' }), 400, '请求参数不正确：id');
  });

  it('ranks by tags and looks, and finds a near-duplicate that shares no tag', async () => {
    const dogs = await visualSignature(join(DEMO_PHOTOS_DIR, 'lomiri-dogs.jpg'));
    const storm = await visualSignature(join(DEMO_PHOTOS_DIR, 'mate-storm.jpg'));
    const copy = await visualSignature(
      await sharp(join(DEMO_PHOTOS_DIR, 'lomiri-dogs.jpg')).resize({ width: 200 }).toBuffer(),
    );
    const source = await buildMaterial(db, { tags: ['看图甲'], visual: dogs });
    const tagOnly = await buildMaterial(db, { tags: ['看图甲'], visual: storm });
    const both = await buildMaterial(db, { tags: ['看图甲'], visual: copy });
    const looksOnly = await buildMaterial(db, { tags: ['看图乙'], visual: copy });
    await buildMaterial(db, { tags: ['看图乙'], visual: storm });
    const res = await get('/client/material/similar', { id: `${source}` });
    const list = res.json<Body<{ materialList: Item[] }>>().data.materialList;
    expect(list.map((m) => m.id)).toEqual([both, tagOnly, looksOnly]);
  });
});

describe('catalogue calls', () => {
  it('GET /client/material/recommend returns data.material, most downloaded first', async () => {
    const top = await buildMaterial(db, { download_count: 1_000_000 });
    const res = await get('/client/material/recommend');
    const body = res.json<Body<{ material: Item[] }>>();
    expect(body.code).toBe(200);
    expect(body.data.material[0]?.id).toBe(top);
    expect(body.data.material.length).toBeGreaterThanOrEqual(20);
  });

  it('GET /client/tag/recommend returns recTagList in rank order', async () => {
    await db.query(`INSERT INTO tags (name, recommend_rank) VALUES ('推荐二', 2), ('推荐一', 1)`);
    const res = await get('/client/tag/recommend');
    const list = res.json<Body<{ recTagList: { name: string }[] }>>().data.recTagList;
    expect(list.map((t) => t.name)).toEqual(['推荐一', '推荐二']);
  });

  it('GET /client/material/categories answers the 13 categories of the strip, in order, to a guest', async () => {
    const res = await get('/client/material/categories');
    expect(res.statusCode).toBe(200);
    const { list } = res.json<{ data: { list: string[] } }>().data;
    expect(list).toHaveLength(13);
    expect(list[0]).toBe('人物');
    expect(list.at(-1)).toBe('健康');
  });

  it('GET /client/class/get nests sub classes and tags, type classes first', async () => {
    await buildTagClass(db, { name: '风格', kind: 'style', sort: 0 });
    await buildTagClass(db, {
      name: '类型',
      kind: 'type',
      sort: 5,
      recommended: true,
      subClasses: [
        { name: '行业', tags: ['餐饮', '教育'] },
        { name: '空', tags: [] },
      ],
    });
    const res = await get('/client/class/get');
    const { classList } = res.json<
      Body<{
        classList: {
          name: string;
          subTagClassList: { name: string; tags: { name: string }[] }[];
        }[];
      }>
    >().data;
    expect(classList.map((c) => c.name)).toEqual(['类型', '风格']);
    expect(classList[0]?.subTagClassList.map((s) => [s.name, s.tags.map((t) => t.name)])).toEqual([
      ['行业', ['餐饮', '教育']],
      ['空', []],
    ]);
    expect(classList[1]?.subTagClassList).toEqual([]);
    const rec = await get('/client/class/getRecommend');
    const recList = rec.json<Body<{ classList: { name: string }[] }>>().data.classList;
    expect(recList.map((c) => c.name)).toEqual(['类型']);
  });

  it('GET /client/theme/get lists the themes of a category', async () => {
    await buildTheme(db, { name: '城市', category_id: 7, cover: '/c.jpg' });
    const res = await get('/client/theme/get', { category_id: '7' });
    expect(res.json<Body>().data).toEqual({
      themes: [
        { id: expect.any(Number) as unknown, name: '城市', category_id: 7, cover: '/c.jpg' },
      ],
    });
    expectFailure(await get('/client/theme/get', {}), 400, '请求参数不正确：category_id');
  });
});

describe('POST /client/create_downloadLists and GET /client/get_downloadLists', () => {
  it('records the download, counts it, and lists it newest first', async () => {
    const id = await buildMaterial(db, { title: '下载的素材', tags: ['下载'], download_count: 7 });
    const res = await post('/client/create_downloadLists', { id: `${id}` }, designerToken);
    const body = res.json<Body<{ id: number; path: string; download_count: number }>>();
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ id, download_count: 8 });
    const list = await get('/client/get_downloadLists', {}, designerToken);
    expect(list.json<Body>().data).toEqual({
      total: 1,
      lists: [
        {
          id: expect.any(Number) as unknown,
          material_id: id,
          path: body.data.path,
          title: '下载的素材',
          tags: [{ name: '下载' }],
          created_at: now.toISOString(),
        },
      ],
    });
  });

  it('rejects guests, missing materials and bad ids without counting anything', async () => {
    const id = await buildMaterial(db, { status: 'wait' });
    expectFailure(await post('/client/create_downloadLists', { id: `${id}` }), 401, '请先登录！');
    expectFailure(
      await post('/client/create_downloadLists', { id: `${id}` }, userToken),
      404,
      '素材不存在',
    );
    expectFailure(
      await post('/client/create_downloadLists', { id: 'x' }, userToken),
      400,
      '请求参数不正确：id',
    );
    const [row] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM downloads WHERE material_id = $1',
      [id],
    );
    expect(row?.n).toBe(0);
    expectFailure(
      await get('/client/get_downloadLists', { pageSize: '10000' }, userToken),
      400,
      '请求参数不正确：pageSize',
    );
  });
});

describe('OpenAPI', () => {
  it('describes every material call', async () => {
    const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(
        [
          '/client/tag/recommend',
          '/client/class/getRecommend',
          '/client/class/get',
          '/client/material/recommend',
          '/client/material/search',
          '/noLogin/material/search',
          '/designer/material/search',
          '/client/theme/get',
          '/client/material/detail',
          '/noLogin/material/detail',
          '/client/material/similar',
          '/client/create_downloadLists',
          '/client/get_downloadLists',
        ].map((p) => `/api/v1${p}`),
      ),
    );
  });
});
