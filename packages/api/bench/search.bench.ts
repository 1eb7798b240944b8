// Material search (BRIEF §7): 1,000,000 materials on PostgreSQL, keyword + theme + sort, measured
// at the REST call (/api/v1/client/material/search through Fastify inject, logged in, so favourite
// state is included). The library lives in its own database (`bench` on the DATABASE_URL server,
// or BENCH_DATABASE_URL) and is topped up with `pnpm seed:bulk` when it holds fewer rows.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.js';
import { migrate } from '../src/db/migrate.js';
import { openPostgres } from '../src/db/db.js';
import { containsPattern } from '../src/materials/materials.search.js';
import { BULK_COPYRIGHT, countBulkMaterials } from '../src/seed/bulk.js';
import { loginAs, testConfig } from '../src/test/index.js';
import { benchUrl, ensureDatabase } from './databases.js';
import { emitRow, ms, progress, since, summarize } from './stats.js';

const TARGET = Number(process.env.BENCH_MATERIALS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const BAR_P95_MS = 20;
const what = 'material search';

// 1-character, 2-character, longer and multi-term keywords, each with and without a theme.
const KEYWORDS: [string, string][] = [
  ['猫', '人物'],
  ['山', '风景'],
  ['茶', '5G'],
  ['人', '人物'],
  ['风景', '风景'],
  ['咖啡', '5G'],
  ['复古', '人物'],
  ['熊猫', '风景'],
  ['宇航员', '人物'],
  ['传统纹样', '传统纹样'],
  ['复古 咖啡', '5G'],
  ['雪山 日落', '风景'],
  ['可爱 猫', '人物'],
  ['春天 海报', '风景'],
];
const SORTS = ['fresh', 'maxdown'] as const;

const url = benchUrl();
if (!url) {
  progress('material search skipped: DATABASE_URL is not set (the bar is for PostgreSQL)');
  emitRow({
    what,
    workload: `${TARGET.toLocaleString('en')} materials on PostgreSQL`,
    ours: 'skipped: set DATABASE_URL=postgres://…',
    anchor: '—',
    bar: `p95 ≤ ${BAR_P95_MS} ms`,
    pass: null,
  });
  process.exit(0);
}

await ensureDatabase(process.env.DATABASE_URL ?? url, new URL(url).pathname.slice(1));
const db = openPostgres(url);
// Before the first migration there is no materials table to count.
const [table] = await db.query<{ t: string | null }>("SELECT to_regclass('materials')::text AS t");
const present = table?.t ? await countBulkMaterials(db) : 0;
if (present < TARGET) {
  progress(`bench library has ${present} bulk materials; seeding to ${TARGET} (minutes) …`);
  const cli = fileURLToPath(new URL('../src/seed/bulk.cli.ts', import.meta.url));
  const run = spawnSync(process.execPath, ['--import', 'tsx', cli, '--materials', String(TARGET)], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' },
  });
  if (run.status !== 0) throw new Error('seed:bulk failed');
}
// A library seeded by an earlier version still gets the migrations added since.
await migrate(db);

// The production shape: the in-memory index (SEARCH_INDEX=on unless set) polling every 500 ms.
const config = testConfig({
  DATABASE_URL: url,
  SEARCH_INDEX: process.env.SEARCH_INDEX ?? 'on',
  SEARCH_INDEX_POLL_MS: '500',
});
const heapBefore = process.memoryUsage();
const buildStart = process.hrtime.bigint();
const app = await buildApp({ config, db });
await app.deps.searchIndex?.ready;
let indexNote = 'index off (SQL)';
if (app.deps.searchIndex) {
  global.gc?.();
  const after = process.memoryUsage();
  const mb = (n: number) => `${Math.round(n / 2 ** 20)} MB`;
  const { materials, bytes } = app.deps.searchIndex.stats();
  indexNote = `index of ${materials.toLocaleString('en')} built in ${ms(since(buildStart))}, ${mb(bytes)} counted, RSS +${mb(after.rss - heapBefore.rss)}`;
  progress(
    `${indexNote}; heap +${mb(after.heapUsed - heapBefore.heapUsed)}, array buffers +${mb(after.arrayBuffers - heapBefore.arrayBuffers)}`,
  );
}
const token = await loginAs(app, config, 'zhangwei');
const themes = new Map(
  (await db.query<{ id: number; name: string }>('SELECT id, name FROM themes')).map((t) => [
    t.name,
    t.id,
  ]),
);

interface Case {
  query: Record<string, string>;
  label: string;
}
const cases: Case[] = [];
for (const [text, theme] of KEYWORDS) {
  for (const sort of SORTS) {
    cases.push({ query: { text, sort }, label: `${text}/${sort}` });
    const id = themes.get(theme);
    if (id !== undefined) {
      cases.push({
        query: { text, sort, theme_arr: String(id), img_type: '1' },
        label: `${text}/${sort}/theme ${theme}/img_type 1`,
      });
    }
  }
}

async function call(c: Case) {
  const qs = new URLSearchParams({ cur_page: '1', pageSize: '20', ...c.query });
  const start = process.hrtime.bigint();
  const res = await app.inject({
    url: `/api/v1/client/material/search?${qs.toString()}`,
    headers: { authorization: `Bearer ${token}` },
  });
  const took = since(start);
  const body = res.json<{ code: number; data: { total: number; list: unknown[] } }>();
  if (body.code !== 200) throw new Error(`${c.label}: ${res.body}`);
  return { took, total: body.data.total, items: body.data.list.length };
}

progress(`${cases.length} cases × ${ROUNDS} rounds …`);
const perCase = new Map<string, number[]>();
for (const c of cases) await call(c); // warm-up: plans, buffers, connections
const samples: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const c of cases) {
    const { took } = await call(c);
    samples.push(took);
    perCase.set(c.label, [...(perCase.get(c.label) ?? []), took]);
  }
}
const slowest = [...perCase.entries()]
  .map(([label, s]) => [label, summarize(s).p50] as const)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 5);
for (const [label, p50] of slowest) progress(`slowest: ${label} p50 ${ms(p50)}`);

// Anchor: what the keyword filter alone cost before migration 0004 (LIKE over every row).
const anchor: number[] = [];
for (const [text] of KEYWORDS.slice(0, 6)) {
  const start = process.hrtime.bigint();
  await db.query(
    `SELECT count(*) FROM materials WHERE status = 'pass' AND search_text LIKE $1 ESCAPE '\\'`,
    [containsPattern(text.split(' ')[0] ?? '')],
  );
  anchor.push(since(start));
}
const [rows] = await db.query<{ n: number }>(
  'SELECT count(*)::int AS n FROM materials WHERE copyright = $1',
  [BULK_COPYRIGHT],
);
await app.close();
await db.close();

const s = summarize(samples);
const a = summarize(anchor);
emitRow({
  what,
  workload: `${(rows?.n ?? 0).toLocaleString('en')} materials, PostgreSQL; ${KEYWORDS.length} keywords (1-, 2-, 3+-char, multi-term) × fresh/maxdown × ±theme; ${s.n} REST calls (20 items + tags + favourites + total + similar_tags)`,
  ours: `p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)} (${indexNote})`,
  anchor: `LIKE scan, count only (pre-0004): p50 ${ms(a.p50)}`,
  bar: `p95 ≤ ${BAR_P95_MS} ms`,
  pass: s.p95 <= BAR_P95_MS,
});
