import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { createTestDb } from '../test/db.js';
import { importTitleFile, importTitles, TitleImportError } from './titles.import.js';

let db: Db;
const dir = mkdtempSync(join(tmpdir(), 'titles-import-'));

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

function file(name: string, text: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const count = async (table: string) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;

async function problemsOf(path: string) {
  const err: unknown = await importTitleFile(db, path).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(TitleImportError);
  return (err as TitleImportError).problems;
}

describe('importTitleFile', () => {
  it('imports JSONL with tags by name or id, and adds nothing the second time', async () => {
    const path = file(
      'a.jsonl',
      [
        '{"content":"考研英语复习全指南","reading":120,"source":"新闻","tags":["原创标题","教育"]}',
        '',
        '{"content":"  王者荣耀新英雄上线  ","tags":[267,"游戏"]}',
        '{"content":"没有标签的标题"}',
        '{"content":"考研英语复习全指南","reading":5}',
      ].join('\n'),
    );
    expect(await importTitleFile(db, path)).toEqual({ rows: 3, added: 3 });
    expect(await importTitleFile(db, path)).toEqual({ rows: 3, added: 0 });
    const rows = await db.query<{ content: string; reading: number; source: string; tags: string }>(
      `SELECT t.content, t.reading, t.source, string_agg(l.tag_id::text, ',' ORDER BY l.tag_id) AS tags
         FROM titles t JOIN title_tag_links l ON l.title_id = t.id GROUP BY t.id ORDER BY t.id`,
    );
    expect(rows).toEqual([
      { content: '考研英语复习全指南', reading: 120, source: '新闻', tags: '266,304' },
      { content: '王者荣耀新英雄上线', reading: 0, source: '', tags: '267,359' },
      { content: '没有标签的标题', reading: 0, source: '', tags: '266' },
    ]);
  });

  it('imports CSV (quoted commas, quotes and | separated tags), gzipped too', async () => {
    const csv =
      'content,reading,source,tags\n"A股, 又涨了 ""大涨""",30000,微博热搜,10W+标题|股票\n';
    const path = file('b.csv.gz', gzipSync(csv));
    expect(await importTitleFile(db, path)).toEqual({ rows: 1, added: 1 });
    const [row] = await db.query<{ content: string }>(
      "SELECT content FROM titles WHERE source = '微博热搜'",
    );
    expect(row?.content).toBe('A股, 又涨了 "大涨"');
  });

  it('reports every bad row with its line and writes nothing', async () => {
    const before = [await count('titles'), await count('title_tag_links')];
    const path = file(
      'bad.jsonl',
      [
        '{"content":"一条好标题，但文件里有坏行"}',
        '{"content": "断了的 JSON"',
        '{"content":"   "}',
        `{"content":"${'长'.repeat(101)}"}`,
        '{"content":"未知标签","tags":["不存在的标签"]}',
        '{"content":"负的阅读数","reading":-1}',
        '{"content":"两个库","tags":[266,267]}',
        '{"content":"别的库的分类","tags":[266,359]}',
      ].join('\n'),
    );
    expect(await problemsOf(path)).toEqual([
      { line: 2, message: 'JSON 格式错误' },
      { line: 3, message: '标题内容为空' },
      { line: 4, message: '标题内容超过100个字' },
      { line: 5, message: '未知标签：不存在的标签' },
      { line: 6, message: '阅读数应为非负整数' },
      { line: 7, message: '原创标题和10W+标题只能选一个' },
      { line: 8, message: '未知标签：359' },
    ]);
    expect([await count('titles'), await count('title_tag_links')]).toEqual(before);
  });

  it('reports bad CSV rows by the line they start on', async () => {
    const path = file('bad.csv', 'content,tags\n好标题,\n"跨行\n的标题",\n,\n好的,不存在\n');
    expect(await problemsOf(path)).toEqual([
      { line: 5, message: '标题内容为空' },
      { line: 6, message: '未知标签：不存在' },
    ]);
    const open = file('open.csv', 'content\n好标题\n"未闭合\n的标题\n');
    expect(await problemsOf(open)).toEqual([{ line: 3, message: 'CSV 引号未闭合' }]);
  });

  it('rolls back what a failing batch had written', async () => {
    const before = await count('titles');
    const rows = [{ line: 1, content: '先写入的一批', reading: 0, source: '', tagIds: [266] }];
    await expect(
      importTitles(
        db,
        [...rows, { line: 2, content: '坏的标签', reading: 0, source: '', tagIds: [9] }],
        {
          batchSize: 1,
        },
      ),
    ).rejects.toThrow();
    expect(await count('titles')).toBe(before);
  });
});
