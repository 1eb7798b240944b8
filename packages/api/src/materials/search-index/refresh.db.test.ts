import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.js';
import { createTestDb } from '../../test/db.js';
import { buildMaterial, buildTheme } from '../../test/factories.js';
import { seededRandom } from '../../shared/seeded-random.js';
import { searchMaterials, type MaterialStatus } from '../materials.repo.js';
import type { SearchCriteria, SearchSort } from '../materials.search.js';
import { LiveSearchIndex } from './refresh.js';

// The index must answer exactly what SQL answers (uncapped), on a random library and after every
// kind of write, whichever connection wrote.

const now = new Date('2026-11-22T08:00:00Z');
const silent = { info: () => undefined, error: () => undefined };
const EXACT = { totalCap: 1e9, tagSample: 1e9 };

let db: Db;
let index: LiveSearchIndex;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await index.stop();
  await db.close();
});

// The same library on every run.
const rnd = seededRandom(20261122);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;
const int = (n: number) => Math.floor(rnd() * n);

const CHARS = Array.from('猫狗山水人物风景复古咖啡春天海报宇航员雪日落a%_\\𠀀😀 Ab');
const TAGS = [
  '猫',
  '风景',
  '复古',
  '咖啡',
  'Cat',
  'cat',
  '春天',
  '海报',
  '50%',
  'a_b',
  '\\',
  '𠀀字',
];
const SORTS: SearchSort[] = ['fresh', 'maxdown', 'complex'];
const text = (max: number) => Array.from({ length: 1 + int(max) }, () => pick(CHARS)).join('');

const criteria = (over: Partial<SearchCriteria>): SearchCriteria => ({
  terms: [],
  imgType: undefined,
  themeIds: [],
  sort: 'fresh',
  page: 1,
  pageSize: 20,
  ...over,
});

async function expectSame(c: SearchCriteria) {
  const hit = await index.search(c, now);
  const sql = await searchMaterials(db, c, now, EXACT);
  expect(hit, 'index ready').toBeDefined();
  expect(
    { ids: hit!.ids, total: hit!.total, similarTags: hit!.similarTags },
    JSON.stringify(c),
  ).toEqual({
    ids: sql.rows.map((r) => r.id),
    total: sql.total,
    similarTags: sql.similarTags,
  });
  return hit!;
}

const search = async (c: Partial<SearchCriteria>) => (await expectSame(criteria(c))).ids;

describe(LiveSearchIndex.name, () => {
  let themes: number[] = [];
  const texts: string[] = [];

  beforeAll(async () => {
    themes = [await buildTheme(db, { name: '甲' }), await buildTheme(db, { name: '乙' })];
    for (let i = 0; i < 300; i += 1) {
      const title = text(8);
      texts.push(title);
      await buildMaterial(db, {
        title,
        category: pick(['人物', '风景', '艺术&文化']),
        tags: [...new Set(Array.from({ length: int(4) }, () => pick(TAGS)))],
        themeIds: [...new Set(Array.from({ length: int(3) }, () => pick(themes)))],
        img_type: 1 + int(2),
        status: pick<MaterialStatus>(['pass', 'pass', 'pass', 'pass', 'wait', 'reject']),
        download_count: int(6),
        // Few distinct dates and counts: ties must break by id on both sides.
        created_at: new Date(Date.UTC(2026, 9, 1 + int(40), int(3))),
      });
    }
    index = new LiveSearchIndex({ db, log: silent, pollMs: 0 });
    await index.ready;
  });

  it('answers like SQL on a random library', async () => {
    let found = 0;
    for (let q = 0; q < 300; q += 1) {
      const terms = Array.from({ length: int(3) }, () => {
        const source = Array.from(pick(texts));
        const from = int(source.length);
        const term = source
          .slice(from, from + 1 + int(4))
          .join('')
          .trim();
        // Some terms equal a tag (the complex sort's +2), some are noise.
        if (rnd() < 0.25) return pick(TAGS).toLowerCase();
        return rnd() < 0.2 ? text(2).trim() : term;
      });
      const hit = await expectSame(
        criteria({
          terms: [...new Set(terms.map((t) => t.toLowerCase()).filter((t) => t && !/\s/.test(t)))],
          imgType: pick([undefined, undefined, 1, 2]),
          themeIds: pick([[], [], [themes[0]!], [themes[0]!, themes[1]!], [999_999]]),
          sort: pick(SORTS),
          page: 1 + int(3),
          pageSize: 1 + int(30),
        }),
      );
      if (hit.ids.length > 1 && hit.similarTags.length > 0) found += 1;
    }
    // Most queries must find something, or the comparison proves little.
    expect(found).toBeGreaterThan(100);
  });

  it('treats %, _, \\ and characters outside the BMP as plain text', async () => {
    for (const terms of [
      ['%'],
      ['_'],
      ['\\'],
      ['50%'],
      ['a_b'],
      ['𠀀'],
      ['𠀀字'],
      ['😀'],
      ['cat'],
    ]) {
      for (const sort of SORTS) await search({ terms, sort });
    }
  });

  it('follows inserts, tags, themes, status, downloads and renames', async () => {
    const id = await buildMaterial(db, { title: '增量鲸鱼', tags: ['海洋'], download_count: 1 });
    const other = await buildMaterial(db, { title: '增量鲸鱼', download_count: 2 });
    expect(await search({ terms: ['增量鲸鱼'] })).toEqual([other, id]);

    await db.query('UPDATE materials SET download_count = 9 WHERE id = $1', [id]);
    expect(await search({ terms: ['增量鲸鱼'], sort: 'maxdown' })).toEqual([id, other]);

    const [tag] = await db.query<{ id: number }>(
      "INSERT INTO tags (name) VALUES ('蓝鲸') RETURNING id",
    );
    await db.query('INSERT INTO material_tags (material_id, tag_id) VALUES ($1, $2)', [
      id,
      tag!.id,
    ]);
    expect(await search({ terms: ['蓝鲸'] })).toEqual([id]);
    await search({ terms: ['增量鲸鱼'], sort: 'complex' });

    await db.query("UPDATE tags SET name = '座头鲸' WHERE id = $1", [tag!.id]);
    expect(await search({ terms: ['蓝鲸'] })).toEqual([]);
    expect(await search({ terms: ['座头鲸'] })).toEqual([id]);

    await db.query('INSERT INTO material_themes (theme_id, material_id) VALUES ($1, $2)', [
      themes[1]!,
      id,
    ]);
    expect(await search({ terms: ['增量鲸鱼'], themeIds: [themes[1]!] })).toEqual([id]);
    await db.query('DELETE FROM material_themes WHERE material_id = $1', [id]);
    expect(await search({ terms: ['增量鲸鱼'], themeIds: [themes[1]!] })).toEqual([]);

    await db.query("UPDATE materials SET status = 'reject' WHERE id = $1", [other]);
    expect(await search({ terms: ['增量鲸鱼'] })).toEqual([id]);
    await db.query("UPDATE materials SET status = 'pass' WHERE id = $1", [other]);
    expect(await search({ terms: ['增量鲸鱼'] })).toEqual([other, id]);

    await db.query("UPDATE materials SET title = '改名海豚' WHERE id = $1", [other]);
    expect(await search({ terms: ['增量鲸鱼'] })).toEqual([id]);
    expect(await search({ terms: ['海豚'] })).toEqual([other]);

    await db.query('DELETE FROM materials WHERE id = $1', [id]);
    expect(await search({ terms: ['座头鲸'] })).toEqual([]);
  });

  it('sees writes of other connections within a poll', async () => {
    const replica = new LiveSearchIndex({ db, log: silent, pollMs: 50 });
    try {
      await replica.ready;
      const id = await buildMaterial(db, { title: '别处写入的水母' });
      const deadline = Date.now() + 2000;
      let ids: number[] = [];
      while (Date.now() < deadline) {
        ids = (await replica.search(criteria({ terms: ['水母'] }), now))?.ids ?? [];
        if (ids.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(ids).toEqual([id]);
    } finally {
      await replica.stop();
    }
  });

  // Needs two connections at once, so PostgreSQL only (PGlite runs one transaction at a time).
  it.runIf(process.env.DATABASE_URL)(
    'does not skip a transaction that commits after a later one',
    async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let started!: () => void;
      const inserted = new Promise<void>((resolve) => (started = resolve));
      const slow = db.tx(async (tx) => {
        const id = await buildMaterial(tx, { title: '慢事务海星' });
        started();
        await gate;
        return id;
      });
      await inserted;
      const quick = await buildMaterial(db, { title: '快事务海星' });
      expect(await search({ terms: ['海星'] })).toEqual([quick]);
      release();
      const slowId = await slow;
      expect((await search({ terms: ['海星'] })).sort()).toEqual([quick, slowId].sort());
    },
  );
});
