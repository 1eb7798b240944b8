import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { createTestDb } from '../test/db.js';
import { buildTheme } from '../test/factories.js';
import {
  BULK_COPYRIGHT,
  bulkRow,
  bulkTagNames,
  countBulkMaterials,
  seedBulkMaterials,
  type BulkPhoto,
} from './bulk.js';
import { SUBJECTS } from './bulk-words.js';

const photos: BulkPhoto[] = [
  {
    file: 'a.jpg',
    name: '甲',
    tags: ['咖啡', '木纹'],
    width: 600,
    height: 400,
    format: 'jpeg',
    file_size: 1000,
  },
  {
    file: 'b.jpg',
    name: '乙',
    tags: ['猫'],
    width: 451,
    height: 300,
    format: 'jpeg',
    file_size: 2000,
  },
];
const now = new Date('2026-11-22T08:00:00Z');
const themes = new Map([
  ['人物', 11],
  ['风景', 12],
  ['5G', 13],
]);

describe('bulkRow', () => {
  it('is a pure function of the sequence number', () => {
    expect(bulkRow(42, { photos, themes, now })).toEqual(bulkRow(42, { photos, themes, now }));
    expect(bulkRow(42, { photos, themes, now })).not.toEqual(bulkRow(43, { photos, themes, now }));
  });

  it('makes rows the library accepts, spread over categories, themes, time and downloads', () => {
    const rows = Array.from({ length: 2000 }, (_, i) => bulkRow(i, { photos, themes, now }));
    const categories = new Set(rows.map((r) => r.category));
    expect([...categories].sort()).toEqual(Object.keys(SUBJECTS).sort());
    for (const r of rows) {
      expect(r.tags).toContain(r.category);
      expect(r.title.length).toBeGreaterThan(1);
      expect(['/api/v1/files/materials/a.jpg', '/api/v1/files/materials/b.jpg']).toContain(r.path);
      expect(r.created_at.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(r.download_count).toBeGreaterThanOrEqual(0);
      for (const id of r.themeIds) expect([11, 12, 13]).toContain(id);
    }
    const themed = rows.filter((r) => r.themeIds.length > 0).length;
    expect(themed).toBeGreaterThan(100);
    expect(themed).toBeLessThan(1000);
    expect(new Set(rows.map((r) => r.download_count)).size).toBeGreaterThan(100);
  });

  it('draws tags only from the names bulkTagNames lists', () => {
    const names = new Set(bulkTagNames(photos));
    for (let i = 0; i < 500; i += 1) {
      for (const t of bulkRow(i, { photos, themes, now }).tags) expect(names).toContain(t);
    }
  });
});

describe('seedBulkMaterials', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
    await buildTheme(db, { name: '人物' });
    await buildTheme(db, { name: '风景' });
  });
  afterAll(() => db.close());

  it('tops up to the target in batches, with search text, tags and themes, and re-runs as a no-op', async () => {
    const progress: number[] = [];
    const options = {
      photos,
      now,
      batchSize: 7,
      onProgress: (done: number) => progress.push(done),
    };
    expect(await seedBulkMaterials(db, 10, options)).toBe(10);
    expect(progress).toEqual([7, 10]);
    expect(await seedBulkMaterials(db, 10, options)).toBe(0);
    expect(await seedBulkMaterials(db, 25, options)).toBe(15);
    expect(await countBulkMaterials(db)).toBe(25);

    const rows = await db.query<{ title: string; search_text: string; tags: number }>(
      `SELECT m.title, m.search_text, (SELECT count(*)::int FROM material_tags t
         WHERE t.material_id = m.id) AS tags
         FROM materials m WHERE m.copyright = $1 AND m.status = 'pass'`,
      [BULK_COPYRIGHT],
    );
    expect(rows).toHaveLength(25);
    for (const r of rows) {
      expect(r.search_text.startsWith(r.title.toLowerCase())).toBe(true);
      expect(r.tags).toBeGreaterThanOrEqual(2);
    }
    // The triggers the batches switch off are back on: a new tag row refreshes search_text.
    const [one] = await db.query<{ id: number }>('SELECT id FROM materials LIMIT 1');
    await db.query("INSERT INTO tags (name) VALUES ('独有标签')");
    await db.query(
      "INSERT INTO material_tags (material_id, tag_id) SELECT $1, id FROM tags WHERE name = '独有标签'",
      [one?.id ?? 0],
    );
    const [after] = await db.query<{ search_text: string }>(
      'SELECT search_text FROM materials WHERE id = $1',
      [one?.id ?? 0],
    );
    expect(after?.search_text).toContain('独有标签');
  });
});
