// Headline search (BRIEF §7): every real title of the three corpora (~790,000: Weibo hot search,
// Zhihu hot list, THUCNews; packages/api/demo/titles/CREDITS.md) imported into PostgreSQL with the
// import library, then 20-per-page highlighted searches at the REST call (/api/v1/client/title/get
// and /client/get_title through Fastify inject, logged in, so favourite state is included) for
// 1-character, 2-character and multi-term keywords, p95 ≤ 15 ms. The library lives in the `bench`
// database on the DATABASE_URL server (or BENCH_DATABASE_URL), imported once.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.js';
import { openPostgres } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { importTitleFile } from '../src/titles/titles.import.js';
import { loginAs, testConfig } from '../src/test/index.js';
import { seedDemo } from '../src/seed/seed.js';
import { benchUrl, ensureDatabase } from './databases.js';
import { emitRow, ms, progress, since, summarize } from './stats.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const BAR_P95_MS = 15;
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
  const file = join(mkdtempSync(join(tmpdir(), 'titles-bench-')), 'all-titles.jsonl.gz');
  progress(`building ${file} from the corpora …`);
  const script = fileURLToPath(new URL('../demo/titles/build-titles.mjs', import.meta.url));
  const built = spawnSync(process.execPath, [script, '--all', '--out', file], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0 || !existsSync(file)) throw new Error('build-titles.mjs --all failed');
  const started = process.hrtime.bigint();
  let next = 0;
  const result = await importTitleFile(db, file, {
    batchSize: 10_000,
    onProgress: (done, total) => {
      if (done >= next || done === total) {
        progress(`  import ${done}/${total}  ${ms(since(started))}`);
        next += 100_000;
      }
    },
  });
  progress(`imported ${result.added} of ${result.rows} rows in ${ms(since(started))}`);
  await db.exec('VACUUM ANALYZE titles, title_tag_links');
}
const [present] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM titles');
const titles = present?.n ?? 0;

const heapBefore = process.memoryUsage();
const buildStart = process.hrtime.bigint();
const app = await buildApp({ config, db });
await app.deps.titleIndex?.ready;
const built = since(buildStart);
global.gc?.();
const rss = Math.round((process.memoryUsage().rss - heapBefore.rss) / 2 ** 20);
const indexBytes = Math.round((app.deps.titleIndex?.stats().bytes ?? 0) / 2 ** 20);
const indexNote = `index built in ${ms(built)}, ${indexBytes} MB counted, RSS +${rss} MB`;
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

const all: number[] = [];
const parts: string[] = [];
const setP95: number[] = [];
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
  progress(
    `${set}: p50 ${ms(s.p50)} p95 ${ms(s.p95)} p99 ${ms(s.p99)} (${s.n} calls, ${Math.round(matched / (keywords.length * ROUTES.length))} matches per keyword on average)`,
  );
  setP95.push(s.p95);
  parts.push(`${set} p50 ${ms(s.p50)} / p95 ${ms(s.p95)} / p99 ${ms(s.p99)}`);
}

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
  ours: `${parts.join('; ')}; all p95 ${ms(s.p95)} (${indexNote})`,
  anchor: `SQL only (SEARCH_INDEX=off): p50 ${ms(a.p50)}`,
  bar: `p95 ≤ ${BAR_P95_MS} ms for each keyword set`,
  pass: setP95.every((p95) => p95 <= BAR_P95_MS),
});
