import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, getJson, postForm, type Body } from '../test/http.js';
import { loginAs, startTestApi, type TestApi } from '../test/index.js';
import { importFixtureTitles } from './titles.fixtures.js';

interface TitleItem {
  id: number;
  content: string;
  reading: number;
  source: string;
  isCollect: 0 | 1;
  tags: { id: number; name: string }[];
  highlight: [number, number][];
}
type Page = Body<{ list: TitleItem[]; total: number }>;

const FIXTURES = [
  { content: '北京的春天', reading: 100, source: '新闻', tags: ['原创标题', '社会'] },
  { content: '北京烤鸭攻略：哪家最好吃', reading: 300, tags: ['原创标题'] },
  { content: '上海的春天来了', reading: 300, tags: ['原创标题', '社会'] },
  { content: 'ＩＰＨＯＮＥ 16 评测', reading: 50, tags: ['原创标题', '科技'] },
  { content: '100% 真实 a_b\\c (.*) 测试', reading: 10, tags: ['原创标题'] },
  { content: '哈哈哈哈笑死', reading: 5, tags: ['原创标题'] },
  { content: '𠮷野家的𠮷', reading: 1, tags: ['原创标题'] },
  { content: '北京冬奥会开幕', reading: 900000, source: '微博热搜', tags: ['10W+标题', '体育'] },
];

// Both paths answer the same: the in-memory index and SQL alone.
describe.each(['on', 'off'])('headline library with SEARCH_INDEX=%s', (searchIndex) => {
  let api: TestApi;
  let app: FastifyInstance;
  let token: string;
  let ids: number[];

  beforeAll(async () => {
    api = await startTestApi({ listen: false, env: { SEARCH_INDEX: searchIndex } });
    app = api.app;
    ids = await importFixtureTitles(api.db, FIXTURES);
    token = await loginAs(app, api.config, 'zhangwei');
  });
  afterAll(() => api.close());

  const search = async (query: string, bearer?: string, url = '/client/title/get') => {
    const res = await app.inject({
      url: `/api/v1${url}?${query}`,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });
    return res.json<Page>();
  };
  const contents = (page: Page) => page.data.list.map((t) => t.content);
  const kw = (text: string) => `key_word=${encodeURIComponent(text)}`;

  describe('GET /client/title/get and /client/get_title', () => {
    it('browses 原创标题 by reading desc, id desc; get_title browses 10W+标题', async () => {
      const page = await search('');
      expect(page.code).toBe(200);
      expect(page.data.total).toBe(7);
      expect(contents(page).slice(0, 3)).toEqual([
        '上海的春天来了',
        '北京烤鸭攻略：哪家最好吃',
        '北京的春天',
      ]);
      expect(page.data.list[2]).toEqual({
        id: ids[0],
        content: '北京的春天',
        reading: 100,
        source: '新闻',
        isCollect: 0,
        tags: [
          { id: 266, name: '原创标题' },
          { id: 306, name: '社会' },
        ],
        highlight: [],
      });
      expect(contents(await search('', undefined, '/client/get_title'))).toEqual([
        '北京冬奥会开幕',
      ]);
    });

    it('needs every term, one- and two-character ones included, and highlights them', async () => {
      const page = await search(kw(' 北京  春 '));
      expect(contents(page)).toEqual(['北京的春天']);
      expect(page.data.list[0]?.highlight).toEqual([
        [0, 2],
        [3, 4],
      ]);
      expect(contents(await search(kw('京')))).toEqual(['北京烤鸭攻略：哪家最好吃', '北京的春天']);
      expect((await search(kw('北京 春 不存在'))).data).toEqual({ list: [], total: 0 });
    });

    it('merges overlapping matches and counts surrogate pairs as two code units', async () => {
      const laugh = await search(kw('哈哈 哈笑'));
      expect(laugh.data.list[0]?.highlight).toEqual([[0, 5]]);
      const ji = await search(kw('𠮷'));
      expect(ji.data.list[0]?.highlight).toEqual([
        [0, 2],
        [5, 7],
      ]);
    });

    it('matches case- and width-insensitively', async () => {
      for (const text of ['iphone', 'IPhone', 'ｉｐｈｏｎｅ １６']) {
        const page = await search(kw(text));
        expect(contents(page)).toEqual(['ＩＰＨＯＮＥ 16 评测']);
      }
    });

    it('takes %, _, \\ and regex characters literally', async () => {
      for (const text of ['100%', 'a_b\\c', '(.*)', '%']) {
        expect(contents(await search(kw(text)))).toEqual(['100% 真实 a_b\\c (.*) 测试']);
      }
      expect((await search(kw('_%'))).data.total).toBe(0);
      expect((await search(kw("' OR 1=1 --"))).data.total).toBe(0);
    });

    it('filters by tags (AND) in any list form; a top tag picks the library', async () => {
      expect(contents(await search('tagId=306'))).toEqual(['上海的春天来了', '北京的春天']);
      expect(contents(await search(`tagId=266&tagId=306&${kw('北京')}`))).toEqual(['北京的春天']);
      expect(
        contents(await search(`tagId=${encodeURIComponent('[266,306]')}&${kw('上海')}`)),
      ).toEqual(['上海的春天来了']);
      expect(contents(await search('tagId=267,358'))).toEqual(['北京冬奥会开幕']);
      // A topic of 10W+标题 within 原创标题: nothing has both.
      expect((await search('tagId=358')).data.total).toBe(0);
      expect(contents(await search(`tagId=267&${kw('北京')}`))).toEqual(['北京冬奥会开幕']);
    });

    it('pages 20 by default and accepts key_word repeated', async () => {
      const page = await search(
        `page=2&pageSize=2&key_word=${encodeURIComponent('春')}&key_word=${encodeURIComponent('天')}`,
      );
      expect(page.data).toMatchObject({ total: 2, list: [] });
      const first = await search('pageSize=3');
      expect(first.data.list).toHaveLength(3);
      expect(first.data.total).toBe(7);
    });

    it.each([
      ['key_word=', 400, '请输入关键字'],
      [`key_word=${encodeURIComponent('   ')}`, 400, '请输入关键字'],
      [kw('一 二 三 四 五 六 七 八 九 十 十一'), 400, '关键字最多10个'],
      [kw('字'.repeat(51)), 400, '关键字不能超过50个字'],
      ['page=0', 400, '请求参数不正确：page'],
      ['pageSize=10000', 400, '请求参数不正确：pageSize'],
      ['page=abc', 400, '请求参数不正确：page'],
      ['tagId=99999', 400, '请求参数不正确：tagId'],
      ['tagId=abc', 400, '请求参数不正确：tagId'],
      ['tagId=-1', 400, '请求参数不正确：tagId'],
    ])('rejects %s with %i %s', async (query, code, message) => {
      const res = await app.inject({ url: `/api/v1/client/title/get?${query}` });
      expectFailure(res, code, message);
    });

    it('rejects 1,000 terms, in one key_word or repeated, before searching', async () => {
      const terms = Array.from({ length: 1000 }, (_, i) => `词${i}`);
      for (const query of [kw(terms.join(' ')), terms.map(kw).join('&')]) {
        for (const route of ['title/get', 'get_title']) {
          const res = await app.inject({ url: `/api/v1/client/${route}?${query}` });
          expectFailure(res, 400, '关键字最多10个');
        }
      }
    });
  });

  describe('collections of titles', () => {
    it('shows the caller their favourites; guests and others see isCollect 0', async () => {
      const id = ids[0] ?? 0;
      const res = await postForm(
        app,
        '/client/collection/collect',
        { id: `${id}`, collectType: '0' },
        token,
      );
      expect(res.json<Body>().code).toBe(200);
      const mine = await search(kw('北京的春天'), token);
      expect(mine.data.list[0]).toMatchObject({ id, isCollect: 1 });
      expect((await search(kw('北京的春天'))).data.list[0]?.isCollect).toBe(0);
      const other = await loginAs(app, api.config, 'lina');
      expect((await search(kw('北京的春天'), other)).data.list[0]?.isCollect).toBe(0);
      // An expired or made-up token is a guest here, not an error.
      expect((await search(kw('北京的春天'), 'x'.repeat(40))).data.list[0]?.isCollect).toBe(0);
    });

    it('lists collected titles newest first, by library with isOriginal', async () => {
      const [, second, , , , , , tenW] = ids;
      for (const id of [second, tenW]) {
        await postForm(app, '/client/collection/collect', { id: `${id}`, collectType: '0' }, token);
      }
      const all = (await getJson(app, '/client/collection/getTitle', {}, token)).json<Page>();
      expect(all.data.list.map((t) => t.id)).toEqual([tenW, second, ids[0]]);
      expect(all.data.list.every((t) => t.isCollect === 1 && t.highlight.length === 0)).toBe(true);
      const original = (
        await getJson(app, '/client/collection/getTitle', { isOriginal: '1', pageSize: '1' }, token)
      ).json<Page>();
      expect(original.data).toMatchObject({ total: 2, list: [{ id: second }] });
      const tenWOnly = (
        await getJson(app, '/client/collection/getTitle', { isOriginal: '0' }, token)
      ).json<Page>();
      expect(tenWOnly.data.list.map((t) => t.id)).toEqual([tenW]);
      expectFailure(await getJson(app, '/client/collection/getTitle'), 401, '请先登录！');
    });

    it('collects only titles that exist (404 标题不存在)', async () => {
      const res = await postForm(
        app,
        '/client/collection/collect',
        { id: '999999', collectType: '0' },
        token,
      );
      expectFailure(res, 404, '标题不存在');
    });

    it("reads titles by id in the given order with the caller's favourites", async () => {
      const [first, second] = ids;
      const res = await getJson(
        app,
        '/client/title/byIds',
        { ids: `${second},999999,${first}` },
        token,
      );
      const body = res.json<Body<{ list: TitleItem[] }>>();
      expect(body.data.list.map((t) => [t.id, t.isCollect])).toEqual([
        [second, 1],
        [first, 1],
      ]);
      const guest = (await getJson(app, '/client/title/byIds', { ids: `${first}` })).json<
        Body<{ list: TitleItem[] }>
      >();
      expect(guest.data.list[0]).toMatchObject({ id: first, isCollect: 0, content: '北京的春天' });
      expectFailure(
        await getJson(app, '/client/title/byIds', { ids: 'abc' }),
        400,
        '请求参数不正确：ids',
      );
    });

    it('reads one title by id, 404 标题不存在 for one that is not there', async () => {
      const [first] = ids;
      const one = await getJson(app, '/client/title/info', { id: `${first}` }, token);
      expect(one.json<Body<TitleItem>>().data).toMatchObject({ id: first, isCollect: 1 });
      expectFailure(await getJson(app, '/client/title/info', { id: '999999' }), 404, '标题不存在');
      expectFailure(
        await getJson(app, '/client/title/info', { id: '99999999999' }),
        400,
        '请求参数不正确：id',
      );
    });
  });

  describe('writes by other processes', () => {
    it('sees titles updated, retagged and deleted in SQL at the next search', async () => {
      const [a, b] = await importFixtureTitles(api.db, [
        { content: '改动测试甲', reading: 1 },
        { content: '改动测试乙', reading: 2 },
      ]);
      expect(contents(await search(kw('改动测试')))).toEqual(['改动测试乙', '改动测试甲']);
      await api.db.query('UPDATE titles SET reading = 3 WHERE id = $1', [a ?? 0]);
      expect(contents(await search(kw('改动测试')))).toEqual(['改动测试甲', '改动测试乙']);
      await api.db.query('INSERT INTO title_tag_links (title_id, tag_id) VALUES ($1, 311)', [
        b ?? 0,
      ]);
      expect(contents(await search(`tagId=311&${kw('改动')}`))).toEqual(['改动测试乙']);
      await api.db.query('DELETE FROM titles WHERE id = $1', [a ?? 0]);
      expect((await search(kw('改动测试'))).data).toMatchObject({ total: 1 });
    });
  });

  describe('tags', () => {
    it('getFilter lists both libraries with their topics, or one with isOriginal', async () => {
      const all = (await getJson(app, '/client/title/getFilter')).json<
        Body<{
          tagClassify: { id: number; name: string; children: { id: number; name: string }[] }[];
        }>
      >().data.tagClassify;
      expect(all.map((g) => [g.id, g.name])).toEqual([
        [266, '原创标题'],
        [267, '10W+标题'],
      ]);
      expect(all[0]?.children[0]).toEqual({ id: 301, name: '财经' });
      expect(all[1]?.children.map((c) => c.name)).toContain('其他');
      const tenW = (await getJson(app, '/client/title/getFilter', { isOriginal: '0' })).json<
        Body<{ tagClassify: { id: number }[] }>
      >();
      expect(tenW.data.tagClassify.map((g) => g.id)).toEqual([267]);
    });

    it('getChildTag lists the topics of a tag; 404 标签不存在 for an unknown one', async () => {
      const res = (await getJson(app, '/client/title/getChildTag', { tagId: '267' })).json<
        Body<{ list: { id: number; name: string }[] }>
      >();
      expect(res.data.list[0]).toEqual({ id: 351, name: '财经' });
      expect(
        (await getJson(app, '/client/title/getChildTag', { tagId: '301' })).json<Body>().data,
      ).toEqual({ list: [] });
      expectFailure(
        await getJson(app, '/client/title/getChildTag', { tagId: '9' }),
        404,
        '标签不存在',
      );
    });
  });
});
