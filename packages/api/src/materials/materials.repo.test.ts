import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { createTestDb } from '../test/db.js';
import { buildMaterial } from '../test/factories.js';
import { ensureTags } from './materials.repo.js';

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
