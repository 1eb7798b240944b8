// Headline search (BRIEF §7): every real title of the three corpora (789,820: Weibo hot search,
// Zhihu hot list, THUCNews; packages/api/demo/titles/CREDITS.md) imported into PostgreSQL with the
// import library, then 20-per-page highlighted searches at the REST call (/api/v1/client/title/get
// and /client/get_title through Fastify inject, logged in, so favourite state is included) for
// 1-character, 2-character and multi-term keywords, p95 ≤ 15 ms. The library lives in the `bench`
// database on the DATABASE_URL server (or BENCH_DATABASE_URL), imported once from the files the
// repository ships (demo/titles/bench, written by build-titles.mjs --bench).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PerformanceObserver } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { openPostgres } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { parseKeywordTerms } from '../src/search/keyword.js';
import { TAG_TEN_W } from '../src/titles/titles.constants.js';
import { importTitleFile } from '../src/titles/titles.import.js';
import { loginAs, testConfig } from '../src/test/index.js';
import { seedDemo } from '../src/seed/seed.js';
import { benchUrl, ensureDatabase } from './databases.js';
import { emitRow, ms, progress, since, summarize } from './stats.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const BAR_P95_MS = 15;
const BAR_P99_MS = 30;
// Fewer than this many titles: the corpora have not been imported yet (a resumed import adds the rest).
const EXPECTED_MIN = 780_000;
const what = 'headline search';

const KEYWORD_SETS: Record<string, string[]> = {
  '1-char': ['的', '人', '中', '大', '新', '爱', '猫', '吗'],
  '2-char': ['中国', '北京', '手机', '考研', '电影', '美国', '回应', '男子'],
  'multi-term': [
    '中国 男篮',
    '北京 冬奥',
    '如何 评价',
    '为什么 大学生',
    'iPhone 评测',
    '王者 荣耀 新',
    '高考 分数线 公布',
  ],
};
const ROUTES = ['/client/title/get', '/client/get_title'];

const url = benchUrl();
if (!url) {
  progress('headline search skipped: DATABASE_URL is not set (the bar is for PostgreSQL)');
  emitRow({
    what,
    workload: '~790,000 real titles on PostgreSQL',
    ours: 'skipped: set DATABASE_URL=postgres://…',
    anchor: '—',
    bar: `p95 ≤ ${BAR_P95_MS} ms`,
    pass: null,
  });
  process.exit(0);
}

await ensureDatabase(process.env.DATABASE_URL ?? url, new URL(url).pathname.slice(1));
const db = openPostgres(url);
await migrate(db);
const config = testConfig({ DATABASE_URL: url, SEARCH_INDEX: 'on', SEARCH_INDEX_POLL_MS: '500' });
await seedDemo(db, config);

const [counted] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM titles');
if ((counted?.n ?? 0) < EXPECTED_MIN) {
  const dir = fileURLToPath(new URL('../demo/titles/bench/', import.meta.url));
  const files = readdirSync(dir).filter((name) => name.endsWith('.jsonl.gz'));
  const started = process.hrtime.bigint();
  for (const name of files.sort()) {
    // A file imported before adds nothing (titles are keyed on their text): a stopped import resumes.
    const result = await importTitleFile(db, join(dir, name), { batchSize: 10_000 });
    progress(`${name}: ${result.added} of ${result.rows} rows added  ${ms(since(started))}`);
  }
  await db.exec('VACUUM ANALYZE titles, title_tag_links');
}
const [present] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM titles');
const titles = present?.n ?? 0;

// The heap is read after a full collection (scripts/bench.mjs runs node with --expose-gc):
// JavaScript heap plus the typed arrays' buffers, where the index keeps its lists.
const collect = global.gc ?? (() => undefined);
const heapMb = () => {
  collect();
  const m = process.memoryUsage();
  return (m.heapUsed + m.arrayBuffers) / 2 ** 20;
};
const heapBefore = heapMb();
const rssBefore = process.memoryUsage().rss;
const buildStart = process.hrtime.bigint();
const app = await buildApp({ config, db });
await app.deps.titleIndex?.ready;
const built = since(buildStart);
const heapBuilt = heapMb();
const rss = Math.round((process.memoryUsage().rss - rssBefore) / 2 ** 20);
const perTitle = Math.round(((heapBuilt - heapBefore) * 2 ** 20) / titles);
const indexBytes = Math.round((app.deps.titleIndex?.stats().bytes ?? 0) / 2 ** 20);
const indexNote = `index built in ${ms(built)}, ${indexBytes} MB counted; heap ${Math.round(heapBefore)} → ${Math.round(heapBuilt)} MB (${perTitle} B a title${global.gc ? '' : ', without --expose-gc'}), RSS +${rss} MB`;
progress(indexNote);
const token = await loginAs(app, config, 'zhangwei');

async function call(route: string, keyword: string) {
  const qs = new URLSearchParams({ page: '1', pageSize: '20' });
  qs.append('key_word', keyword);
  const start = process.hrtime.bigint();
  const res = await app.inject({
    url: `/api/v1${route}?${qs.toString()}`,
    headers: { authorization: `Bearer ${token}` },
  });
  const took = since(start);
  const body = res.json<{
    code: number;
    data: { total: number; list: { highlight: unknown[] }[] };
  }>();
  if (body.code !== 200) throw new Error(`${route} ${keyword}: ${res.body}`);
  return { took, total: body.data.total };
}

// Where a call's time goes: the index's own answer is timed apart from the REST call around it
// (auth, one SQL round trip for the page's rows, tags and favourites, highlights, JSON), and
// garbage-collection pauses are summed while the calls run.
let gcMs = 0;
let gcCount = 0;
const gcWatch = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcMs += entry.duration;
    gcCount += 1;
  }
});
gcWatch.observe({ entryTypes: ['gc'] });
async function indexOnly(keywords: readonly string[]) {
  const samples: number[] = [];
  for (const k of keywords) {
    const q = {
      terms: parseKeywordTerms(k.split(' ')),
      tagIds: [TAG_TEN_W],
      page: 1,
      pageSize: 20,
    };
    const start = process.hrtime.bigint();
    await app.deps.titleIndex?.search(q);
    samples.push(since(start));
  }
  return summarize(samples);
}

const all: number[] = [];
const parts: string[] = [];
const passed: boolean[] = [];
for (const [set, keywords] of Object.entries(KEYWORD_SETS)) {
  for (const route of ROUTES) for (const k of keywords) await call(route, k); // warm-up
  const samples: number[] = [];
  let matched = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const route of ROUTES) {
      for (const k of keywords) {
        const { took, total } = await call(route, k);
        samples.push(took);
        if (round === 0) matched += total;
      }
    }
  }
  all.push(...samples);
  const s = summarize(samples);
  const own = await indexOnly(keywords);
  progress(`${set}: the index's own answer p50 ${ms(own.p50)}, max ${ms(own.max)}`);
  progress(
    `${set}: p50 ${ms(s.p50)} p95 ${ms(s.p95)} p99 ${ms(s.p99)} (${s.n} calls, ${Math.round(matched / (keywords.length * ROUTES.length))} matches per keyword on average)`,
  );
  passed.push(s.p95 <= BAR_P95_MS && s.p99 <= BAR_P99_MS);
  parts.push(`${set} p50 ${ms(s.p50)} / p95 ${ms(s.p95)} / p99 ${ms(s.p99)}`);
}

// Searches the index answered (the rest fell back to SQL), and the heap after the run.
gcWatch.disconnect();
progress(`garbage collection during the calls: ${gcCount} pauses, ${ms(gcMs)} in all`);
const { served, missed } = app.deps.titleIndex?.stats() ?? { served: 0, missed: 0 };
const share = `index served ${served} of ${served + missed} searches (${((100 * served) / Math.max(1, served + missed)).toFixed(1)} %)`;
const heapNote = `heap after the run ${Math.round(heapMb())} MB`;
progress(`${share}; ${heapNote}`);

// Anchor: the same calls answered by SQL alone (SEARCH_INDEX=off: strpos over every row).
const anchor: number[] = [];
await app.close();
const sqlApp = await buildApp({
  config: { ...config, searchIndex: { enabled: false, pollMs: 0 } },
  db,
});
for (const [, keywords] of Object.entries(KEYWORD_SETS)) {
  for (const k of keywords.slice(0, 2)) {
    const start = process.hrtime.bigint();
    const res = await sqlApp.inject({
      url: `/api/v1/client/title/get?key_word=${encodeURIComponent(k)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.json<{ code: number }>().code !== 200) throw new Error(res.body);
    anchor.push(since(start));
  }
}
await sqlApp.close();
await db.close();

const s = summarize(all);
const a = summarize(anchor);
emitRow({
  what,
  workload: `${titles.toLocaleString('en')} real titles (Weibo, Zhihu, THUCNews), PostgreSQL; ${Object.values(KEYWORD_SETS).flat().length} keywords × 原创/10W+ × ${ROUNDS} rounds = ${s.n} REST calls (20 items + tags + favourites + highlights + total)`,
  ours: `${parts.join('; ')}; all p95 ${ms(s.p95)} (${indexNote}; ${share}; ${heapNote})`,
  anchor: `SQL only (SEARCH_INDEX=off): p50 ${ms(a.p50)}`,
  bar: `p95 ≤ ${BAR_P95_MS} ms and p99 ≤ ${BAR_P99_MS} ms for each keyword set`,
  pass: passed.every(Boolean),
});
