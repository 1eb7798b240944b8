import { describe, expect, it } from 'vitest';
import type { SearchCriteria } from '../materials.search.js';
import { SearchIndex, type IndexedMaterial } from './index.js';

// Pure checks of the index; refresh.db.test.ts compares it with SQL on a real database.

const DAY_US = 86_400_000_000;
const nowMs = Date.UTC(2026, 10, 22);

function material(id: number, over: Partial<IndexedMaterial> = {}): IndexedMaterial {
  const searchText = over.searchText ?? `标题${id} 风景`;
  return {
    id,
    createdUs: nowMs * 1000 - id * DAY_US,
    downloadCount: 0,
    imgType: 1,
    themeIds: [],
    tagIds: [],
    titleChars: Array.from(searchText.split(' ')[0] ?? '').length,
    ...over,
    searchText,
  };
}

const criteria = (over: Partial<SearchCriteria>): SearchCriteria => ({
  terms: [],
  imgType: undefined,
  themeIds: [],
  sort: 'fresh',
  page: 1,
  pageSize: 20,
  ...over,
});

describe(SearchIndex.name, () => {
  it('pages a large match set by a partial selection in every order', () => {
    const index = new SearchIndex();
    for (let id = 1; id <= 500; id += 1) {
      index.upsert(
        material(id, { downloadCount: id % 7, createdUs: nowMs * 1000 - (id % 13) * DAY_US }),
      );
    }
    const all = Array.from({ length: 500 }, (_, i) => i + 1);
    const fresh = [...all].sort((a, b) => (a % 13) - (b % 13) || b - a);
    const maxdown = [...all].sort((a, b) => (b % 7) - (a % 7) || b - a);
    for (const page of [1, 2, 7]) {
      const at = (page - 1) * 20;
      expect(index.query(criteria({ terms: ['风景'], page }), nowMs).ids).toEqual(
        fresh.slice(at, at + 20),
      );
      expect(index.query(criteria({ sort: 'maxdown', page }), nowMs).ids).toEqual(
        maxdown.slice(at, at + 20),
      );
    }
    expect(index.query(criteria({ page: 26 }), nowMs)).toMatchObject({ ids: [], total: 500 });
  });

  it('ranks complex by relevance × ln(downloads + 2) / (1 + age / 30 days)', () => {
    const index = new SearchIndex();
    index.setTags([{ id: 1, name: '湖泊', lower: '湖泊' }]);
    index.upsert(material(1, { searchText: '湖泊 风景', titleChars: 2, downloadCount: 3 }));
    index.upsert(
      material(2, { searchText: '远山 风景 湖泊', titleChars: 2, tagIds: [1], downloadCount: 40 }),
    );
    index.upsert(
      material(3, {
        searchText: '湖泊 风景',
        titleChars: 2,
        downloadCount: 500,
        createdUs: nowMs * 1000 - 300 * DAY_US,
      }),
    );
    // 2: 3 × ln 42 / (1 + 2/30); 1: 2 × ln 5 / (1 + 1/30); 3: 2 × ln 502 / 11
    expect(index.query(criteria({ terms: ['湖泊'], sort: 'complex' }), nowMs).ids).toEqual([
      2, 1, 3,
    ]);
  });

  it('counts similar tags over every match, without the searched ones, ties by id', () => {
    const index = new SearchIndex();
    index.setTags([
      { id: 1, name: '源', lower: '源' },
      { id: 2, name: '蓝', lower: '蓝' },
      { id: 3, name: '海', lower: '海' },
      { id: 4, name: 'Sky', lower: 'sky' },
    ]);
    index.upsert(material(1, { searchText: '甲 源 蓝 sky', tagIds: [1, 2, 4] }));
    index.upsert(material(2, { searchText: '乙 源 蓝', tagIds: [1, 2] }));
    index.upsert(material(3, { searchText: '丙 源 海', tagIds: [1, 3] }));
    const hit = index.query(criteria({ terms: ['源'], pageSize: 1 }), nowMs);
    expect(hit.total).toBe(3);
    expect(hit.similarTags.map((t) => t.name)).toEqual(['蓝', '海', 'Sky']);
    expect(index.query(criteria({ terms: ['sky'] }), nowMs).similarTags.map((t) => t.id)).toEqual([
      1, 2,
    ]);
  });

  it('updates counts in place and re-adds a material whose text changed', () => {
    const index = new SearchIndex();
    index.upsert(material(1, { searchText: '鲸鱼' }));
    index.upsert(material(1, { searchText: '鲸鱼', downloadCount: 5 }));
    expect(index.deadCount).toBe(0);
    index.upsert(material(1, { searchText: '海豚' }));
    expect(index.deadCount).toBe(1);
    expect(index.query(criteria({ terms: ['鲸鱼'] }), nowMs).total).toBe(0);
    expect(index.query(criteria({ terms: ['海豚'] }), nowMs).ids).toEqual([1]);
    index.remove(1);
    expect(index.size).toBe(0);
  });
});
