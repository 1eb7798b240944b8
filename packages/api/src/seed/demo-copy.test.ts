import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { createTestDb } from '../test/db.js';
import { seedDemoCopy } from './demo-copy.js';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

describe('seedDemoCopy', () => {
  it('fills an empty table once with classic and original cards of every line count', async () => {
    const added = await seedDemoCopy(db);
    expect(added).toBeGreaterThan(7000);
    expect(await seedDemoCopy(db)).toBe(0);
    const rows = await db.query<{ belong_to: string; line: number; n: number }>(
      'SELECT belong_to, line, count(*)::int AS n FROM copy_cards GROUP BY 1, 2 ORDER BY 1, 2',
    );
    // The 文案库 drawer offers 行数 1, 2 and 3 for both kinds: none of them may come up empty.
    for (const kind of ['classic_copy', 'original_copy']) {
      expect(rows.filter((r) => r.belong_to === kind).map((r) => r.line)).toEqual([1, 2, 3]);
    }
    expect(rows.reduce((sum, r) => sum + r.n, 0)).toBe(added);
  });
});
