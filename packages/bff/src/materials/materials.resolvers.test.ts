import { buildMaterial, buildTheme } from '@adstudio/api/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/builders.js';
import { startHarness, type Harness } from '../test/harness.js';

let h: Harness;
let token: string;
let landscapeId: number;
let themeId: number;

const SEARCH = `query ($text: String, $sort: MaterialSort!, $themeIds: [ID!], $pageSize: Int!) {
  searchMaterials(text: $text, sort: $sort, themeIds: $themeIds, pageSize: $pageSize) {
    total page pageSize
    items { id title author url isCollected downloadCount tags { id name } }
    similarTags { name }
  }
}`;

interface SearchData {
  searchMaterials: {
    total: number;
    items: { id: string; title: string; isCollected: boolean; downloadCount: number }[];
    similarTags: { name: string }[];
  };
}

beforeAll(async () => {
  h = await startHarness();
  const db = h.api.db;
  themeId = await buildTheme(db, { name: '风景' });
  landscapeId = await buildMaterial(db, {
    title: '雪山湖泊',
    tags: ['风景', '雪山', '湖泊'],
    download_count: 3,
    themeIds: [themeId],
  });
  for (let i = 0; i < 24; i++) {
    await buildMaterial(db, { title: `海边日落${i}`, tags: ['风景', '海边', `标签${i}`] });
  }
  token = await h.loginAs('zhangwei');
});
afterAll(() => h.close());

describe('Query.searchMaterials', () => {
  it('pages a guest search with tags and favourite state in one upstream call', async () => {
    h.calls.length = 0;
    const res = await h.execute<SearchData>(SEARCH, {
      variables: { text: '风景', sort: 'FRESH', pageSize: 20 },
    });
    expect(res.data?.searchMaterials.total).toBe(25);
    expect(res.data?.searchMaterials.items).toHaveLength(20);
    expect(res.data?.searchMaterials.items.every((m) => !m.isCollected)).toBe(true);
    expect(h.calls.map((c) => c.path)).toEqual(['/noLogin/material/search']);
  });

  it('sorts by downloads, filters by theme and uses the login variant for a user', async () => {
    h.calls.length = 0;
    const res = await h.execute<SearchData>(SEARCH, {
      variables: { text: '风景', sort: 'MAXDOWN', themeIds: [String(themeId)], pageSize: 20 },
      token,
    });
    expect(res.data?.searchMaterials.items.map((m) => m.title)).toEqual(['雪山湖泊']);
    expect(h.calls.map((c) => c.path)).toEqual(['/client/material/search']);
  });

  it('rejects a 5,000-character keyword and a page size of 10000 as BAD_USER_INPUT', async () => {
    const long = await h.execute(SEARCH, {
      variables: { text: '风'.repeat(5000), sort: 'FRESH', pageSize: 20 },
    });
    expect(expectError(long, 'BAD_USER_INPUT').message).toBe('关键词过长，请不要超过100个字');
    const huge = await h.execute(SEARCH, {
      variables: { text: '风景', sort: 'FRESH', pageSize: 10000 },
    });
    expectError(huge, 'BAD_USER_INPUT');
  });

  it('answers hostile and out-of-range input with a clear error or an empty page, never a 500', async () => {
    const run = (text: string, extra: Record<string, unknown> = {}) =>
      h.execute<SearchData>(SEARCH, { variables: { text, sort: 'FRESH', pageSize: 20, ...extra } });
    const hostile = await run(`'; DROP TABLE materials; -- <script>alert(1)</script> %_\\`);
    expect(hostile.errors).toBeUndefined();
    expect(hostile.data?.searchMaterials.total).toBe(0);
    const unknownTheme = await run('风景', { themeIds: ['999999'] });
    expect(unknownTheme.data?.searchMaterials.items).toEqual([]);
    expectError(await run('风景', { themeIds: ['1&2'] }), 'BAD_USER_INPUT');
    const letters = await run('风景', { themeIds: ['abc'] });
    expect(expectError(letters, 'BAD_USER_INPUT').message).toBe('请求参数不正确：themeIds');
    const pageZero = await h.execute('{ searchMaterials(text: "风景", page: 0) { total } }');
    // The api names its REST parameter; the client reads the argument it sent.
    expect(expectError(pageZero, 'BAD_USER_INPUT').message).not.toMatch(/cur_page|_/);
    expectError(await h.execute('{ material(id: "999999") { id } }'), 'NOT_FOUND');
    expectError(await h.execute('{ material(id: "1 OR 1=1") { id } }'), 'BAD_USER_INPUT');
    // The table is still there.
    expect((await run('雪山')).data?.searchMaterials.total).toBe(1);
  });
});

describe('Query.similarMaterials', () => {
  it('is a page like every other list: items, total, page, pageSize', async () => {
    const query = `query ($id: ID!, $page: Int!) {
      similarMaterials(id: $id, page: $page) { items { id } total totalCapped page pageSize }
    }`;
    const first = await h.execute<{
      similarMaterials: { items: unknown[]; total: number; totalCapped: boolean; page: number };
    }>(query, { variables: { id: String(landscapeId), page: 1 }, token });
    expect(first.errors).toBeUndefined();
    const page = first.data!.similarMaterials;
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: page.items.length });
    expect(page.totalCapped).toBe(page.items.length === 20);
    const bad = await h.execute(query, { variables: { id: String(landscapeId), page: -1 }, token });
    expect(expectError(bad, 'BAD_USER_INPUT').message).not.toContain('cur_page');
  });
});

describe('favourites and downloads', () => {
  const COLLECT = `mutation ($id: ID!) { collectMaterial(id: $id) { id isCollected } }`;
  const UNCOLLECT = `mutation ($id: ID!) { uncollectMaterial(id: $id) { id isCollected } }`;
  const DOWNLOAD = `mutation ($id: ID!) { downloadMaterial(id: $id) { id downloadCount } }`;

  it('returns the material with its new favourite state', async () => {
    const id = String(landscapeId);
    const on = await h.execute<{ collectMaterial: { id: string; isCollected: boolean } }>(COLLECT, {
      variables: { id },
      token,
    });
    expect(on.data?.collectMaterial).toEqual({ id, isCollected: true });
    const list = await h.execute<{ collectedMaterials: { total: number } }>(
      '{ collectedMaterials { total items { id } } }',
      { token },
    );
    expect(list.data?.collectedMaterials.total).toBe(1);
    const off = await h.execute<{ uncollectMaterial: { isCollected: boolean } }>(UNCOLLECT, {
      variables: { id },
      token,
    });
    expect(off.data?.uncollectMaterial.isCollected).toBe(false);
  });

  it('asks a guest to log in and reports a missing material', async () => {
    const guest = await h.execute(COLLECT, { variables: { id: String(landscapeId) } });
    expect(expectError(guest, 'UNAUTHENTICATED').message).toBe('请先登录！');
    const missing = await h.execute(COLLECT, { variables: { id: '999999' }, token });
    expect(expectError(missing, 'NOT_FOUND').message).toBe('素材不存在');
  });

  it('records a download and increments the count', async () => {
    const res = await h.execute<{ downloadMaterial: { downloadCount: number } }>(DOWNLOAD, {
      variables: { id: String(landscapeId) },
      token,
    });
    expect(res.data?.downloadMaterial.downloadCount).toBe(4);
    const history = await h.execute<{ myDownloads: { total: number } }>(
      '{ myDownloads { total items { materialId url createdAt } } }',
      { token },
    );
    expect(history.data?.myDownloads.total).toBe(1);
  });
});
