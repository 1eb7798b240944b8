import { importFixtureTitles } from '@adstudio/api/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/builders.js';
import { startHarness, type Harness } from '../test/harness.js';

let h: Harness;
let token: string;
let ids: number[];

const SEARCH = `query ($library: TitleLibrary!, $keyword: String, $tagIds: [ID!]) {
  searchTitles(library: $library, keyword: $keyword, tagIds: $tagIds) {
    total page pageSize
    items { highlights { start end } title { id content reading source isCollected tags { name } } }
  }
}`;

interface SearchData {
  searchTitles: {
    total: number;
    items: {
      highlights: { start: number; end: number }[];
      title: { id: string; content: string; isCollected: boolean; tags: { name: string }[] };
    }[];
  };
}

const COLLECT = `mutation ($id: ID!) { collectTitle(id: $id) { id content isCollected } }`;
const UNCOLLECT = `mutation ($id: ID!) { uncollectTitle(id: $id) { id isCollected } }`;
const COLLECTED = `query ($library: TitleLibrary) {
  collectedTitles(library: $library) { total items { id content isCollected } }
}`;

beforeAll(async () => {
  h = await startHarness();
  ids = await importFixtureTitles(h.api.db, [
    { content: '北京的春天', reading: 100, source: '新闻', tags: ['原创标题', '社会'] },
    { content: '上海的春天来了', reading: 300, tags: ['原创标题', '社会'] },
    { content: '北京冬奥会开幕', reading: 900000, source: '微博热搜', tags: ['10W+标题', '体育'] },
  ]);
  token = await h.loginAs('zhangwei');
  // Smart titles are word-checked: compile the lexicon before the bff's upstream timeout matters.
  await h.api.app.deps.wordcheck.rebuild();
});
afterAll(() => h.close());

describe('Query.searchTitles', () => {
  it('searches a library with every term and maps the highlights, in one upstream call', async () => {
    h.calls.length = 0;
    const res = await h.execute<SearchData>(SEARCH, {
      variables: { library: 'ORIGINAL', keyword: ' 春天  北京 ' },
    });
    expect(res.data?.searchTitles.total).toBe(1);
    const [hit] = res.data?.searchTitles.items ?? [];
    expect(hit?.title).toMatchObject({ content: '北京的春天', isCollected: false });
    expect(hit?.highlights).toEqual([
      { start: 0, end: 2 },
      { start: 3, end: 5 },
    ]);
    expect(h.calls.map((c) => c.path)).toEqual(['/client/title/get']);
  });

  it('searches 10W+标题 with get_title and filters by tag', async () => {
    const filters = await h.execute<{
      titleFilters: { id: string; children: { id: string; name: string }[] }[];
    }>(`{ titleFilters(library: TEN_W_PLUS) { id children { id name } } }`);
    const group = filters.data?.titleFilters[0];
    expect(group?.id).toBe('267');
    const sport = group?.children.find((c) => c.name === '体育');
    const res = await h.execute<SearchData>(SEARCH, {
      variables: { library: 'TEN_W_PLUS', tagIds: [sport?.id ?? ''] },
    });
    expect(res.data?.searchTitles.items.map((i) => i.title.content)).toEqual(['北京冬奥会开幕']);
  });

  it('answers a blank keyword with BAD_USER_INPUT and the api message', async () => {
    const res = await h.execute(SEARCH, { variables: { library: 'ORIGINAL', keyword: '   ' } });
    expect(expectError(res, 'BAD_USER_INPUT').message).toBe('请输入关键字');
  });
});

describe('collecting titles', () => {
  it('returns the title with its new state and lists it in collectedTitles', async () => {
    const id = String(ids[0]);
    const collected = await h.execute<{ collectTitle: { id: string; isCollected: boolean } }>(
      COLLECT,
      { variables: { id }, token },
    );
    expect(collected.data?.collectTitle).toEqual({ id, content: '北京的春天', isCollected: true });
    const list = await h.execute<{ collectedTitles: { total: number; items: { id: string }[] } }>(
      COLLECTED,
      { variables: { library: 'ORIGINAL' }, token },
    );
    expect(list.data?.collectedTitles).toMatchObject({ total: 1, items: [{ id }] });
    const removed = await h.execute<{ uncollectTitle: { isCollected: boolean } }>(UNCOLLECT, {
      variables: { id },
      token,
    });
    expect(removed.data?.uncollectTitle.isCollected).toBe(false);
  });

  it('needs a login, and a title that exists', async () => {
    expectError(await h.execute(COLLECT, { variables: { id: String(ids[1]) } }), 'UNAUTHENTICATED');
    const missing = await h.execute(COLLECT, { variables: { id: '999999' }, token });
    expect(expectError(missing, 'NOT_FOUND').message).toBe('标题不存在');
  });
});

describe('Query.smartTitles', () => {
  it('generates word-checked headlines and lists the styles', async () => {
    const res = await h.execute<{
      smartTitles: {
        total: number;
        timeout: boolean;
        items: { content: string; generator: string; flags: { severity: string }[] }[];
      };
      smartTitleStyles: { id: string; label: string }[];
    }>(`{
      smartTitles(keyword: "最佳 咖啡", count: 4) {
        total timeout items { content style generator flags { word severity legalBasis } }
      }
      smartTitleStyles { id label }
    }`);
    expect(res.errors).toBeUndefined();
    expect(res.data?.smartTitles).toMatchObject({ total: 4, timeout: false });
    // Two keywords keep their boundaries: both appear, not glued into one word.
    expect(
      res.data?.smartTitles.items.every(
        (t) => t.content.includes('最佳') && t.content.includes('咖啡'),
      ),
    ).toBe(true);
    expect(res.data?.smartTitles.items[0]?.flags[0]?.severity).toBe('禁用');
    expect(res.data?.smartTitleStyles).toContainEqual({ id: 'guide', label: '干货攻略' });
  });
});
