import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { createTestDb } from '../test/db.js';
import { seedDemoTitles } from './demo-titles.js';

// A three-line stand-in for the 100,000-title demo file.
const file = join(mkdtempSync(join(tmpdir(), 'demo-titles-')), 'titles.jsonl');
writeFileSync(
  file,
  [
    '{"content":"北京冬奥会开幕","reading":900000,"source":"微博热搜","tags":["10W+标题","体育"]}',
    '{"content":"如何评价这部电影？","reading":20000,"source":"知乎热榜","tags":["原创标题","娱乐"]}',
    '{"content":"锌价难续去年辉煌","reading":0,"source":"新闻","tags":["原创标题","财经"]}',
  ].join('\n'),
);

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

describe('seedDemoTitles', () => {
  it('fills an empty library once, printing progress, and leaves a filled one alone', async () => {
    const lines: string[] = [];
    expect(await seedDemoTitles(db, file, (line) => lines.push(line))).toBe(3);
    expect(lines.at(-1)).toBe('正在导入标题 3 / 3');
    expect(await seedDemoTitles(db, file, () => undefined)).toBe(0);
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM titles');
    expect(row?.n).toBe(3);
  });
});
