import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { createTestDb } from '../test/db.js';
import { buildMaterial } from '../test/factories.js';
import { searchMaterials } from './materials.repo.js';
import { containsPattern, type SearchCriteria } from './materials.search.js';
import { LiveSearchIndex } from './search-index/refresh.js';

// The gram index (migration 0004) and the in-memory index (search-index/) must find exactly what a
// plain LIKE '%term%' scan finds.

let db: Db;
let memory: LiveSearchIndex;
const now = new Date('2026-11-22T08:00:00Z');

beforeAll(async () => {
  db = await createTestDb();
  await buildMaterial(db, { title: '宇航员肖像', category: '人物', tags: ['航天', '职业'] });
  await buildMaterial(db, { title: '户外三脚架摄影师（黑白）', category: '人物', tags: ['摄影'] });
  await buildMaterial(db, { title: '哈哈哈哈大笑', category: '人物', tags: ['表情'] });
  await buildMaterial(db, { title: '100% 纯棉_T恤 \\ "特价"', category: '时尚', tags: ['5G'] });
  await buildMaterial(db, { title: '𠀀字猫', category: '动物', tags: ['宠物'] });
  await buildMaterial(db, { title: '航员', category: '风景', tags: [] });
  memory = new LiveSearchIndex({
    db,
    log: { info: () => undefined, error: () => undefined },
    pollMs: 0,
  });
  await memory.ready;
});
afterAll(async () => {
  await memory.stop();
  await db.close();
});

const criteria = (terms: string[]): SearchCriteria => ({
  terms,
  imgType: undefined,
  themeIds: [],
  sort: 'fresh',
  page: 1,
  pageSize: 100,
});

async function byIndex(terms: string[]) {
  const { rows, total } = await searchMaterials(db, criteria(terms), now);
  expect(total).toBe(rows.length);
  const ids = rows.map((r) => r.id);
  const hit = await memory.search(criteria(terms), now);
  expect(hit).toMatchObject({ ids, total });
  return ids.sort((a, b) => a - b);
}

async function byScan(terms: string[]) {
  const where = terms.map((_, i) => `search_text LIKE $${i + 1} ESCAPE '\\'`).join(' AND ');
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM materials WHERE status = 'pass' AND ${where} ORDER BY id`,
    terms.map(containsPattern),
  );
  return rows.map((r) => r.id);
}

describe('material search index', () => {
  it.each([
    [['猫']],
    [['航员']],
    [['宇航员']],
    [['员肖像']],
    [['哈哈哈']],
    [['哈哈哈哈哈']],
    [['%']],
    [['_t']],
    [['\\']],
    [['"特价"']],
    [['5g']],
    [['𠀀']],
    [['𠀀字猫']],
    [['人物', '摄影']],
    [['人', '航天', '宇航员肖像']],
  ])('finds what LIKE finds for %j', async (terms) => {
    expect(await byIndex(terms)).toEqual(await byScan(terms));
  });

  it('keeps the grams true when tags are added or renamed', async () => {
    const id = await buildMaterial(db, { title: '晚霞', category: '风景', tags: ['天空'] });
    expect(await byIndex(['海鸥'])).toEqual([]);
    const [tag] = await db.query<{ id: number }>(
      "INSERT INTO tags (name) VALUES ('海鸥') RETURNING id",
    );
    await db.query('INSERT INTO material_tags (material_id, tag_id) VALUES ($1, $2)', [
      id,
      tag?.id ?? 0,
    ]);
    expect(await byIndex(['海鸥'])).toEqual([id]);
    await db.query("UPDATE tags SET name = '海燕' WHERE name = '海鸥'");
    expect(await byIndex(['海鸥'])).toEqual([]);
    expect(await byIndex(['海燕'])).toEqual([id]);
  });
});
