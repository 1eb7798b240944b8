import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { createTestDb } from '../test/db.js';
import { buildTemplate } from '../templates/templates.fixtures.js';
import { listCandidates } from './smart.repo.js';

const POSTER = 121;

/** The database with the statements that read documents counted. */
function counting(db: Db) {
  const reads = { documents: 0 };
  const counted: Db = {
    ...db,
    query: (sql, params) => {
      if (sql.includes('t.synthetic')) reads.documents += 1;
      return db.query(sql, params);
    },
  };
  return { db: counted, reads };
}

describe('listCandidates', () => {
  let db: Db;
  let ids: number[];
  beforeAll(async () => {
    db = await createTestDb();
    ids = [
      await buildTemplate(db, { synthetic: '{"v":1}', tag_ids: [7] }),
      await buildTemplate(db, { synthetic: '{"v":2}', tag_ids: [8] }),
      await buildTemplate(db, { synthetic: '{"v":3}', category: 120 }),
    ];
  });
  afterAll(() => db.close());

  it("reads the library's documents once, then only ids and row versions", async () => {
    const { db: counted, reads } = counting(db);
    const first = await listCandidates(counted, POSTER, [], false);
    expect(first.map((r) => r.synthetic)).toEqual(['{"v":1}', '{"v":2}']);
    expect(reads.documents).toBe(1);
    const again = await listCandidates(counted, POSTER, [7], false);
    expect(again.map((r) => r.id)).toEqual([ids[0]]);
    expect(reads.documents).toBe(1);
  });

  it('reads again a template written since, and its download count', async () => {
    const { db: counted, reads } = counting(db);
    await listCandidates(counted, POSTER, [], false);
    const before = reads.documents;
    const [edited] = await db.query<{ template_id: string }>(
      'SELECT template_id FROM templates WHERE id = $1',
      [ids[1] ?? 0],
    );
    await buildTemplate(db, { template_id: edited?.template_id, synthetic: '{"v":"edited"}' });
    await db.query('UPDATE templates SET downloads = downloads + 1 WHERE id = $1', [ids[0] ?? 0]);
    const rows = await listCandidates(counted, POSTER, [], false);
    expect(rows.map((r) => [r.synthetic, r.downloads])).toEqual([
      ['{"v":1}', 1],
      ['{"v":"edited"}', 0],
    ]);
    expect(reads.documents).toBe(before + 1);
  });
});
