import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { intArray } from '../db/params.js';
import { expectFailure, getJson, postForm, type Body } from '../test/http.js';
import { loginAs, startTestApi, type TestApi } from '../test/index.js';
import { buildTemplate } from './templates.fixtures.js';

interface Record {
  id: number;
  name: string;
  category: number;
  downloads: number;
  is_collection: 0 | 1;
  tags: { id: number; name: string; classId: number }[];
}
interface Page {
  templateList: Record[];
  total: number;
}

let api: TestApi;
let app: FastifyInstance;
let db: Db;
let token: string;
let designer: string;
const ids = { oldPopular: 0, fresh: 0, official: 0 };

beforeAll(async () => {
  api = await startTestApi({ listen: false, clock: () => new Date('2026-11-25T00:00:00Z') });
  ({ app, db } = api);
  token = await loginAs(app, api.config, 'zhangwei');
  designer = await loginAs(app, api.config, 'lina');
  // 12001 餐饮美食, 13104 清新, 13102 国潮, 268 通用
  ids.oldPopular = await buildTemplate(db, {
    tag_ids: [12001, 13104],
    created_at: new Date('2025-01-01T00:00:00Z'),
  });
  ids.fresh = await buildTemplate(db, {
    tag_ids: [12001, 13102],
    created_at: new Date('2026-11-24T00:00:00Z'),
  });
  ids.official = await buildTemplate(db, {
    category: 120,
    width: 900,
    height: 383,
    tag_ids: [268, 13104],
    created_at: new Date('2026-10-01T00:00:00Z'),
  });
  await db.query('UPDATE templates SET downloads = 50 WHERE id = $1', [ids.oldPopular]);
});
afterAll(() => api.close());

const centre = (query: { [k: string]: string } = {}, bearer?: string) =>
  getJson(app, '/client/template', query, bearer);
const idsOf = (res: { json: () => unknown }) =>
  (res.json() as Body<Page>).data.templateList.map((t) => t.id);

describe('GET /client/template/getFilter', () => {
  it('gives both categories with industry, theme and style tags', async () => {
    const data = (await getJson(app, '/client/template/getFilter')).json<
      Body<{
        tagClassify: {
          id: number;
          name: string;
          tagClass: { id: number; tags: { id: number; name: string }[] }[];
        }[];
      }>
    >().data;
    expect(data.tagClassify.map((c) => [c.id, c.name])).toEqual([
      [120, '新媒体首图'],
      [121, '海报'],
    ]);
    const classes = data.tagClassify[0]?.tagClass ?? [];
    expect(classes.map((c) => c.id)).toEqual([128, 130, 131]);
    expect(classes[0]?.tags.slice(0, 3)).toEqual([
      { id: 268, name: '通用' },
      { id: 269, name: '家电' },
      { id: 270, name: '游戏' },
    ]);
  });
});

describe('GET /client/template', () => {
  it('lists library templates with tags, newest first for fresh, most downloaded for maxdown', async () => {
    const fresh = await centre({ sort: 'fresh' });
    expect(idsOf(fresh)).toEqual([ids.fresh, ids.official, ids.oldPopular]);
    expect(fresh.json<Body<Page>>().data.total).toBe(3);
    expect(idsOf(await centre({ sort: 'maxdown' }))[0]).toBe(ids.oldPopular);
    const first = fresh.json<Body<Page>>().data.templateList[0];
    expect(first?.tags).toEqual([
      { id: 12001, name: '餐饮美食', classId: 128 },
      { id: 13102, name: '国潮', classId: 131 },
    ]);
    expect(first?.is_collection).toBe(0);
  });

  it('filters by category and by every chosen tag, ignoring -1', async () => {
    expect(idsOf(await centre({ tagClassIds: '120' }))).toEqual([ids.official]);
    expect(idsOf(await centre({ tagClassIds: '121', tags: '12001,13104' }))).toEqual([
      ids.oldPopular,
    ]);
    expect(idsOf(await centre({ tags: '[-1,13104]', sort: 'fresh' }))).toEqual([
      ids.official,
      ids.oldPopular,
    ]);
    const none = (await centre({ tags: '270' })).json<Body<Page>>().data;
    expect(none).toEqual({ templateList: [], total: 0 });
  });

  it('pages with cur_page and page_size', async () => {
    const second = await centre({ sort: 'fresh', cur_page: '2', page_size: '2' });
    expect(idsOf(second)).toEqual([ids.oldPopular]);
  });

  it.each([
    [{ page_size: '100000' }, 'page_size'],
    [{ cur_page: '-1' }, 'cur_page'],
    [{ cur_page: '0' }, 'cur_page'],
    [{ sort: 'random' }, 'sort'],
    [{ tags: 'abc' }, 'tags'],
    [{ tagClassIds: '999' }, 'tagClassIds'],
    [{ self: '2' }, 'self'],
  ])('rejects %j with 请求参数不正确：%s', async (query, field) => {
    expectFailure(await centre(query), 400, `请求参数不正确：${field}`);
  });

  it('shows my designs with self=1 and needs a login for them', async () => {
    const mine = await buildTemplate(db, { owner_id: 1 });
    expect(idsOf(await centre({}))).not.toContain(mine);
    expectFailure(await centre({ self: '1' }), 401, '请先登录！');
  });
});

describe('POST /client/collection/collect with collectType 2', () => {
  it('collects a template, shows it starred and in the favourites list', async () => {
    const id = ids.fresh;
    const res = await postForm(
      app,
      '/client/collection/collect',
      { id: `${id}`, collectType: '2' },
      token,
    );
    expect(res.json<Body>().data).toEqual({ id, collectType: 2, isCollect: 1 });
    const starred = (await centre({ sort: 'fresh' }, token)).json<Body<Page>>().data.templateList;
    expect(starred.find((t) => t.id === id)?.is_collection).toBe(1);
    const favourites = (await getJson(app, '/client/collection/getTemplate', {}, token)).json<
      Body<Page>
    >().data;
    expect(favourites.total).toBe(1);
    expect(favourites.templateList[0]).toMatchObject({ id, is_collection: 1 });
    await postForm(
      app,
      '/client/collection/cancelCollect',
      { id: `${id}`, collectType: '2' },
      token,
    );
    expect(
      (await getJson(app, '/client/collection/getTemplate', {}, token)).json<Body<Page>>().data
        .total,
    ).toBe(0);
  });

  it("answers 404 模板不存在 for a missing template or another user's design", async () => {
    const theirs = await buildTemplate(db, { owner_id: 2 });
    for (const id of ['99999', `${theirs}`]) {
      expectFailure(
        await postForm(app, '/client/collection/collect', { id, collectType: '2' }, token),
        404,
        '模板不存在',
      );
    }
    const rows = await db.query(
      'SELECT 1 FROM collections WHERE collect_type = 2 AND target_id = 99999',
    );
    expect(rows).toHaveLength(0);
  });

  it.each([
    [{ page: '-1' }, 'page'],
    [{ pageSize: '100000' }, 'pageSize'],
  ])('favourites list rejects %j', async (query, field) => {
    expectFailure(
      await getJson(app, '/client/collection/getTemplate', query, token),
      400,
      `请求参数不正确：${field}`,
    );
  });
});

describe('POST /client/template/download', () => {
  it('counts the download and lists it in my downloads', async () => {
    const id = ids.official;
    const res = await postForm(app, '/client/template/download', { template_id: `${id}` }, token);
    expect(res.json<Body<{ id: number; downloads: number }>>().data).toMatchObject({
      id,
      downloads: 1,
    });
    const lists = (await getJson(app, '/client/get_downloadTemplateLists', {}, token)).json<
      Body<{ lists: { id: number; template: Record }[]; total: number }>
    >().data;
    expect(lists.total).toBe(1);
    expect(lists.lists[0]?.template).toMatchObject({ id, name: expect.any(String) as string });
  });

  it('answers 404 for an unknown template and writes nothing', async () => {
    expectFailure(
      await postForm(app, '/client/template/download', { template_id: '424242' }, token),
      404,
      '模板不存在',
    );
    expectFailure(
      await postForm(app, '/client/template/download', { template_id: 'x' }, token),
      400,
      '请求参数不正确：template_id',
    );
    expectFailure(
      await getJson(app, '/client/get_downloadTemplateLists', { pageSize: '100000' }, token),
      400,
      '请求参数不正确：pageSize',
    );
    expectFailure(
      await postForm(app, '/client/template/download', { template_id: '1' }),
      401,
      '请先登录！',
    );
  });
});

describe('the template record of every list (spec create-and-write §3)', () => {
  it('carries synthetic and replaceObj in the centre, batches, favourites, downloads and designs', async () => {
    const design = await buildTemplate(db, { owner_id: 1, tag_ids: [13105] });
    const id = ids.oldPopular;
    await postForm(app, '/client/collection/collect', { id: `${id}`, collectType: '2' }, token);
    await postForm(app, '/client/template/download', { template_id: `${id}` }, token);
    const listOf = async (url: string, query: { [field: string]: string } = {}) =>
      (await getJson(app, url, query, token)).json<
        Body<{ templateList?: unknown[]; lists?: { template: unknown }[] }>
      >().data;
    const lists = {
      centre: (await listOf('/client/template')).templateList,
      batch: (await listOf('/client/composeTemplate/templateList', { tagId: '12001' }))
        .templateList,
      favourites: (await listOf('/client/collection/getTemplate')).templateList,
      downloads: (await listOf('/client/get_downloadTemplateLists')).lists?.map((l) => l.template),
      designs: (await listOf('/client/template/designRecords', { tagId: '13105' })).templateList,
    };
    for (const [name, records] of Object.entries(lists)) {
      expect(records?.length, name).toBeGreaterThan(0);
      for (const record of records ?? []) {
        const { synthetic, replaceObj } = record as { synthetic: unknown; replaceObj: unknown };
        expect(typeof synthetic, name).toBe('string');
        expect(typeof JSON.parse(synthetic as string), name).toBe('object');
        expect(typeof replaceObj, name).toBe('object');
      }
    }
    expect(lists.designs?.map((r) => (r as { id: number }).id)).toEqual([design]);
    await app.inject({
      method: 'DELETE',
      url: `/api/v1/client/template?id=${design}`,
      headers: { authorization: `Bearer ${token}` },
    });
    await postForm(
      app,
      '/client/collection/cancelCollect',
      { id: `${id}`, collectType: '2' },
      token,
    );
  });
});

describe('DELETE /client/template and GET /client/template/designRecords', () => {
  it('deletes my own design only', async () => {
    const mine = await buildTemplate(db, { owner_id: 1, tag_ids: [13101] });
    const records = await getJson(app, '/client/template/designRecords', { tagId: '13101' }, token);
    expect(idsOf(records)).toEqual([mine]);
    const del = (id: number, bearer: string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/v1/client/template?id=${id}`,
        headers: { authorization: `Bearer ${bearer}` },
      });
    expectFailure(await del(ids.fresh, token), 403, '只能删除自己的作品');
    expectFailure(await del(mine, designer), 403, '只能删除自己的作品');
    expectFailure(await del(777777, token), 404, '模板不存在');
    expect((await del(mine, token)).json<Body>().data).toEqual({ id: mine });
    expect(idsOf(await getJson(app, '/client/template/designRecords', {}, token))).not.toContain(
      mine,
    );
  });

  it('finds my designs by day range (both days, Beijing time) and by part of the title', async () => {
    const spring = await buildTemplate(db, {
      owner_id: 1,
      name: '春季上新海报',
      tag_ids: [13105],
      created_at: new Date('2026-03-31T16:30:00Z'), // 2026-04-01 00:30 in Beijing
    });
    const autumn = await buildTemplate(db, {
      owner_id: 1,
      name: '秋日促销',
      tag_ids: [13105],
      created_at: new Date('2026-10-08T03:00:00Z'),
    });
    const records = (extra: { createTimeVO?: string; keyword?: string }) =>
      getJson(app, '/client/template/designRecords', { tagId: '13105', ...extra }, token);
    const range = (startTime: string, endTime: string) => JSON.stringify({ startTime, endTime });
    expect(idsOf(await records({}))).toEqual([autumn, spring]);
    expect(idsOf(await records({ createTimeVO: range('2026-04-01', '2026-04-01') }))).toEqual([
      spring,
    ]);
    expect(idsOf(await records({ createTimeVO: range('2026-04-02', '2026-11-25') }))).toEqual([
      autumn,
    ]);
    expect(idsOf(await records({ keyword: '上新' }))).toEqual([spring]);
    expect(idsOf(await records({ keyword: '  ' }))).toEqual([autumn, spring]);
    expectFailure(
      await records({ createTimeVO: range('2026-05-01', '2026-04-01') }),
      400,
      '请选择正确的时间范围',
    );
    expectFailure(await records({ createTimeVO: '{' }), 400, '请选择正确的时间范围');
  });

  it('lets designers see every design with self=0, not ordinary users', async () => {
    const theirs = await buildTemplate(db, { owner_id: 1, tag_ids: [13103] });
    expect(
      idsOf(
        await getJson(
          app,
          '/client/template/designRecords',
          { self: '0', tagId: '13103' },
          designer,
        ),
      ),
    ).toEqual([theirs]);
    expectFailure(
      await getJson(app, '/client/template/designRecords', { self: '0' }, token),
      403,
      '没有权限执行此操作',
    );
  });
});

describe('GET /client/composeTemplate/*', () => {
  it('tagClass gives 128 and 129 by default, and the poster scene classes by name', async () => {
    const byDefault = (await getJson(app, '/client/composeTemplate/tagClass')).json<
      Body<{ id: number; tags: { id: number }[] }[]>
    >().data;
    expect(byDefault.map((c) => c.id)).toEqual([128, 129]);
    expect(byDefault[1]?.tags.map((t) => t.id)).toContain(11572);
    const poster = (await getJson(app, '/client/composeTemplate/tagClass', { scene: '海报' })).json<
      Body<{ id: number }[]>
    >().data;
    expect(poster.map((c) => c.id)).toEqual([128, 131, 164, 165]);
    const single = (
      await getJson(app, '/client/composeTemplate/tagClass', { tag_class_ids: '[166]' })
    ).json<Body<{ id: number; name: string; tags: { id: number; name: string }[] }[]>>().data;
    expect(single).toMatchObject([{ id: 166, name: '节点' }]);
    // The year's marketing nodes in its order (0030), 日常 last.
    expect(single[0]?.tags.map((t) => t.name)).toEqual([
      '元旦',
      '春节',
      '情人节',
      '38女神节',
      '618',
      '七夕',
      '中秋',
      '国庆',
      '双11',
      '双12',
      '年终',
      '日常',
    ]);
  });

  it('tagClassHaveKey keeps the tags whose name has the keyword', async () => {
    const res = await getJson(app, '/client/composeTemplate/tagClassHaveKey', {
      tag_class_ids: '128,131',
      key_word: '国',
    });
    expect(res.json<Body>().data).toEqual([
      { id: 131, name: '设计风格', tags: [{ id: 13102, name: '国潮' }] },
    ]);
    expectFailure(
      await getJson(app, '/client/composeTemplate/tagClassHaveKey', { key_word: ' ' }),
      400,
      '请输入关键字',
    );
  });

  it('templateList gives templates with every tag, 16 by default', async () => {
    const res = await getJson(app, '/client/composeTemplate/templateList', { tagId: '12001' });
    expect(idsOf(res).sort()).toEqual([ids.fresh, ids.oldPopular].sort());
    expectFailure(
      await getJson(app, '/client/composeTemplate/templateList', { pageSize: '100000' }),
      400,
      '请求参数不正确：pageSize',
    );
  });

  it('templateList refuses an empty tag list with id为空 (spec §5)', async () => {
    const queries: { [field: string]: string }[] = [{}, { tagId: '[]' }, { tagId: '-1' }];
    for (const query of queries) {
      expectFailure(
        await getJson(app, '/client/composeTemplate/templateList', query),
        400,
        'id为空',
      );
    }
  });

  it('templateInfo gives the document, and 404 for unknown ids', async () => {
    const info = (
      await getJson(app, '/client/composeTemplate/templateInfo', { templateId: `${ids.fresh}` })
    ).json<Body<{ id: number; synthetic: string; replaceObj: object }>>().data;
    expect(info).toMatchObject({ id: ids.fresh, synthetic: '{}', replaceObj: {} });
    expectFailure(
      await getJson(app, '/client/composeTemplate/templateInfo', { templateId: '999999' }),
      404,
      '模板不存在',
    );
    expectFailure(
      await getJson(app, '/client/composeTemplate/templateInfo', { templateId: '-3' }),
      400,
      '请求参数不正确：templateId',
    );
  });
});

describe('GET /client/template sorts (create-and-write §2: complex, fresh, maxdown)', () => {
  it('gives each sort its own order where counts and dates are equal, as in a fresh library', async () => {
    // Two layout families, the same day and no downloads: what the demo library looks like.
    const same = { tag_ids: [13106], created_at: new Date('2026-10-01T00:00:00Z') };
    const a1 = await buildTemplate(db, { ...same, layout_family: 'P-a' });
    const a2 = await buildTemplate(db, { ...same, layout_family: 'P-a' });
    const b1 = await buildTemplate(db, { ...same, layout_family: 'P-b' });
    const b2 = await buildTemplate(db, { ...same, layout_family: 'P-b' });
    try {
      const order = async (sort: string) => idsOf(await centre({ sort, tags: '13106' }));
      // 最新上传: the last added first.
      expect(await order('fresh')).toEqual([b2, b1, a2, a1]);
      // 最多下载: equal counts, the one listed longest first.
      expect(await order('maxdown')).toEqual([a1, a2, b1, b2]);
      // 综合: by score, then in turns by layout family.
      expect(await order('complex')).toEqual([b2, a2, b1, a1]);
    } finally {
      await db.query('DELETE FROM templates WHERE id = ANY($1::int[])', [
        intArray([a1, a2, b1, b2]),
      ]);
    }
  });

  it('weighs downloads against age for complex, counts alone for maxdown, dates alone for fresh', async () => {
    const day = (d: string) => new Date(`${d}T00:00:00Z`);
    const oldPopular = await buildTemplate(db, { tag_ids: [13106], created_at: day('2025-01-01') });
    const popular = await buildTemplate(db, { tag_ids: [13106], created_at: day('2026-09-26') });
    const recent = await buildTemplate(db, { tag_ids: [13106], created_at: day('2026-11-20') });
    const all = [oldPopular, popular, recent];
    await db.query('UPDATE templates SET downloads = 500 WHERE id = ANY($1::int[])', [
      intArray([oldPopular, popular]),
    ]);
    try {
      const order = async (sort: string) => idsOf(await centre({ sort, tags: '13106' }));
      expect(await order('fresh')).toEqual([recent, popular, oldPopular]);
      expect(await order('maxdown')).toEqual([oldPopular, popular, recent]);
      // The clock is 2026-11-25: 500 downloads in two months beat a new template, not in two years.
      expect(await order('complex')).toEqual([popular, recent, oldPopular]);
    } finally {
      await db.query('DELETE FROM templates WHERE id = ANY($1::int[])', [intArray(all)]);
    }
  });
});
