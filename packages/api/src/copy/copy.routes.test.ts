import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, getJson, postForm, type Body } from '../test/http.js';
import { loginAs, startTestApi, type TestApi } from '../test/index.js';
import { insertCopyCards } from './copy.import.js';

interface Card {
  id: number;
  belong_to: string;
  main_title: string;
  subtitle_one: string;
  line: number;
  use_num: number;
  is_collection: 0 | 1;
  tags: { id: number; name: string }[];
}
type Page = Body<{ list: Card[]; total: number }>;

let api: TestApi;
let app: FastifyInstance;
let token: string;
let other: string;

beforeAll(async () => {
  api = await startTestApi({ listen: false });
  app = api.app;
  await insertCopyCards(api.db, 'original_copy', [
    { main_title: '早餐多一口', subtitle_one: '元气满一天', brand: '麦田', tags: ['行业/食品'] },
    { main_title: '让肌肤喝饱水', subtitle_one: '清爽保湿', tags: ['行业/美妆', '场景/新品上市'] },
    { main_title: '新店开业', tags: ['行业/食品', '场景/开业活动'] },
    { main_title: '100% 真实 a_b\\c (.*)', subtitle_one: '符号测试' },
  ]);
  await insertCopyCards(api.db, 'classic_copy', [
    {
      main_title: '春眠不觉晓',
      subtitle_one: '处处闻啼鸟',
      other: '孟浩然·唐《春晓》',
      tags: ['季节/春'],
    },
    {
      main_title: '明月几时有',
      subtitle_one: '把酒问青天',
      subtitle_two: '不知天上宫阙',
      tags: ['节日/中秋'],
    },
  ]);
  token = await loginAs(app, api.config, 'zhangwei');
  other = await loginAs(app, api.config, 'lina');
});
afterAll(() => api.close());

const list = async (query: Record<string, string>, bearer?: string) =>
  (await getJson(app, '/client/copy/copyList', query, bearer)).json<Page>();
const titles = (page: Page) => page.data.list.map((c) => c.main_title);

describe('GET /client/copy/copyTags', () => {
  it('gives the filter classes of 111, 112, 137 (original) and 143 (all)', async () => {
    const tags = async (id: string) =>
      (await getJson(app, '/client/copy/copyTags', { tag_class_id: id })).json<
        Body<{ tagList: { name: string; tags: { name: string }[] }[] }>
      >().data.tagList;
    expect((await tags('111')).map((c) => c.name)).toEqual(['季节', '节日', '情感', '景物']);
    expect((await tags('112')).map((c) => c.name)).toEqual(['行业', '场景']);
    expect(await tags('137')).toEqual(await tags('112'));
    expect(await tags('143')).toHaveLength(6);
    expect((await tags('112'))[0]?.tags.map((t) => t.name)).toContain('食品');
    expectFailure(
      await getJson(app, '/client/copy/copyTags', { tag_class_id: '999' }),
      400,
      '请求参数不正确：tag_class_id',
    );
  });
});

describe('GET /client/copy/copyList', () => {
  it('filters by kind, every keyword term, tags (ignoring -1) and line count', async () => {
    expect((await list({ belong_to: 'classic_copy' })).data.total).toBe(2);
    expect(titles(await list({ key_word: ' 早餐  元气 ' }))).toEqual(['早餐多一口']);
    const food = (await getJson(app, '/client/copy/copyTags', { tag_class_id: '112' }))
      .json<Body<{ tagList: { tags: { id: number; name: string }[] }[] }>>()
      .data.tagList[0]?.tags.find((t) => t.name === '食品');
    expect(titles(await list({ tags: `[${food?.id},-1]`, line: '1' }))).toEqual(['新店开业']);
    expect(titles(await list({ tags: `-1`, key_word: '明月' }))).toEqual(['明月几时有']);
    expect((await list({ key_word: '明月' })).data.list[0]?.line).toBe(3);
  });

  it('takes both spellings of paging and treats metacharacters as text', async () => {
    const first = await list({ cur_page: '1', page_size: '2' });
    const second = await list({ page: '2', pageSize: '2' });
    expect(first.data.total).toBe(6);
    expect([...titles(first), ...titles(second)]).toHaveLength(4);
    expect(titles(await list({ key_word: '% a_b\\c (.*)' }))).toEqual(['100% 真实 a_b\\c (.*)']);
    expect((await list({ key_word: '%' })).data.total).toBe(1);
  });

  it('refuses bad input with clear messages', async () => {
    const bad: [Record<string, string>, string][] = [
      [{ key_word: '   ' }, '请输入关键字'],
      [{ key_word: Array.from({ length: 1000 }, (_, i) => `w${i}`).join(' ') }, '关键字最多10个'],
      [{ key_word: '长'.repeat(51) }, '关键字不能超过50个字'],
      [{ tags: 'abc' }, '请求参数不正确：tags'],
    ];
    for (const [query, message] of bad) {
      expectFailure(await getJson(app, '/client/copy/copyList', query), 400, message);
    }
    const outOfRange: Record<string, string>[] = [
      { page: '0' },
      { pageSize: '10000' },
      { line: '4' },
      { belong_to: 'x' },
    ];
    for (const query of outOfRange) {
      const res = await getJson(app, '/client/copy/copyList', query);
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('collecting copy cards', () => {
  it('toggles with copyCard, lists with getCopyCard, and keeps users apart', async () => {
    const [card] = (await list({ key_word: '春眠' })).data.list;
    const id = String(card?.id);
    const toggle = async () =>
      (await postForm(app, '/client/copy/copyCard', { copy_card_id: id }, token)).json<
        Body<{ is_collection: number }>
      >().data.is_collection;
    expect(await toggle()).toBe(1);
    expect((await list({ key_word: '春眠' }, token)).data.list[0]?.is_collection).toBe(1);
    expect((await list({ key_word: '春眠' }, other)).data.list[0]?.is_collection).toBe(0);
    const mine = (await getJson(app, '/client/collection/getCopyCard', {}, token)).json<Page>();
    expect(mine.data).toMatchObject({ total: 1, list: [{ id: card?.id, is_collection: 1 }] });
    const theirs = (await getJson(app, '/client/collection/getCopyCard', {}, other)).json<Page>();
    expect(theirs.data.total).toBe(0);
    expect(await toggle()).toBe(0);

    await postForm(app, '/client/collection/collect', { id, collectType: '3' }, other);
    expect(
      (await getJson(app, '/client/collection/getCopyCard', {}, other)).json<Page>().data.total,
    ).toBe(1);
    expectFailure(
      await postForm(app, '/client/collection/collect', { id: '999999', collectType: '3' }, token),
      404,
      '文案不存在',
    );
    expectFailure(
      await postForm(app, '/client/copy/copyCard', { copy_card_id: '999999' }, token),
      404,
      '文案不存在',
    );
    expectFailure(
      await postForm(app, '/client/copy/copyCard', { copy_card_id: id }),
      401,
      '请先登录！',
    );
  });

  it('reads one card by id with the viewer\'s favourite, 404 文案不存在 for one that is not there', async () => {
    const [card] = (await list({ key_word: '春眠' })).data.list;
    const id = String(card?.id);
    await postForm(app, '/client/collection/collect', { id, collectType: '3' }, token);
    const one = await getJson(app, '/client/copy/info', { id }, token);
    expect(one.json<Body<{ id: number; is_collection: number }>>().data).toMatchObject({
      id: card?.id,
      is_collection: 1,
    });
    expectFailure(await getJson(app, '/client/copy/info', { id: '999999' }), 404, '文案不存在');
  });
});

describe('using and suggesting copy', () => {
  it('counts uses, changes cards by line count and tags, finds related copy, suggests titles', async () => {
    const [card] = (await list({ key_word: '早餐' })).data.list;
    const used = await postForm(app, '/client/copy/useNum', { id: String(card?.id) }, token);
    expect(used.json<Body<{ use_num: number }>>().data.use_num).toBe(1);

    // The only three-line card here is a poem: 换一组文案 offers original copy only.
    const change = await getJson(app, '/client/copy/changeCopyCard', { num: '3', tags: '[-1]' });
    expect(change.json<Body<Card[]>>().data).toEqual([]);
    const two = await getJson(app, '/client/copy/changeCopyCard', { num: '2', tags: '[-1]' });
    expect(two.json<Body<Card[]>>().data[0]).toMatchObject({ belong_to: 'original_copy', line: 2 });
    const none = await getJson(app, '/client/copy/changeCopyCard', { num: '3', tags: '[111101]' });
    expect(none.json<Body<Card[]>>().data).toEqual([]);
    expect((await getJson(app, '/client/copy/changeCopyCard', { num: '4' })).statusCode).toBe(400);
    expectFailure(
      await getJson(app, '/client/copy/changeCopyCard', { num: '2', tags: '[1,' }),
      400,
      '请求参数不正确：tags',
    );

    const related = await getJson(app, '/client/copy/correlative', { key_word: '早餐 春眠 火星' });
    expect(titles(related.json<Page>())).toEqual(['早餐多一口', '春眠不觉晓']);

    const suggested = await getJson(app, '/client/composeTemplate/getTitle', { text_length: '5' });
    const pairs = suggested.json<Body<{ main_title: string }[]>>().data;
    expect(pairs.length).toBeGreaterThan(0);
    expect(pairs.every((p) => p.main_title.length <= 5)).toBe(true);
  });
});
