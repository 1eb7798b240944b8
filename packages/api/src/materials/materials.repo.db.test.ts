import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { createTestDb } from '../test/db.js';
import { buildMaterial, buildTheme } from '../test/factories.js';
import { ensureTags, searchMaterials } from './materials.repo.js';
import type { SearchCriteria } from './materials.search.js';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

describe(ensureTags.name, () => {
  it('reuses an existing tag without touching the materials that carry it', async () => {
    const id = await buildMaterial(db, { tags: ['常用标签'] });
    const version = () =>
      db.query<{ v: string }>('SELECT xmin::text AS v FROM materials WHERE id = $1', [id]);
    const before = await version();
    const [first] = await ensureTags(db, ['常用标签']);
    const [again, fresh] = await ensureTags(db, ['常用标签', '新标签']);
    expect(again).toBe(first);
    expect(fresh).not.toBe(first);
    expect(await version()).toEqual(before);
  });
});

describe(searchMaterials.name, () => {
  const criteria: SearchCriteria = {
    terms: ['封顶'],
    imgType: undefined,
    themeIds: [],
    sort: 'maxdown',
    page: 1,
    pageSize: 2,
  };
  const now = new Date('2026-11-20T00:00:00Z');

  it('counts up to the cap, says when more matched, and samples the newest for similar tags', async () => {
    for (let i = 0; i < 5; i++) {
      await buildMaterial(db, {
        tags: ['封顶', i < 2 ? '新' : '旧'],
        download_count: i,
        created_at: new Date(Date.UTC(2026, 10, 1 + i)),
      });
    }
    const exact = await searchMaterials(db, criteria, now, { totalCap: 5, tagSample: 10 });
    expect(exact).toMatchObject({ total: 5, capped: false });
    expect(exact.similarTags.map((t) => t.name)).toEqual(['旧', '新']);

    const capped = await searchMaterials(db, criteria, now, { totalCap: 3, tagSample: 2 });
    expect(capped).toMatchObject({ total: 3, capped: true });
    expect(capped.rows.map((r) => r.download_count)).toEqual([4, 3]);
    // The two newest carry 旧 (created on the 4th and 5th).
    expect(capped.similarTags.map((t) => t.name)).toEqual(['旧']);
  });
});

describe('materials.theme_ids (migration 0010)', () => {
  it('follows material_themes as rows come and go', async () => {
    const [a, b] = [await buildTheme(db, { name: '甲' }), await buildTheme(db, { name: '乙' })];
    const id = await buildMaterial(db, { themeIds: [b, a] });
    const ids = async () =>
      (
        await db.query<{ ids: number[] }>('SELECT theme_ids AS ids FROM materials WHERE id = $1', [
          id,
        ])
      )[0]?.ids;
    expect(await ids()).toEqual([a, b].sort((x, y) => x - y));
    await db.query('DELETE FROM material_themes WHERE material_id = $1 AND theme_id = $2', [id, a]);
    expect(await ids()).toEqual([b]);
    await db.query('DELETE FROM material_themes WHERE material_id = $1', [id]);
    expect(await ids()).toEqual([]);
  });
});
