// `npm test`: install what is missing, then the static checks (lint and the typechecks side by side,
// cached), every test on PGlite (the content project included), what differs on PostgreSQL when
// DATABASE_URL is set, and the e2e suite when Chromium is present. The tiers, and how to run one
// alone: docs/ARCHITECTURE.md, "The test suite".
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { bin, checkNode, ensureDeps, pnpm, ROOT, run } from './lib/run.mjs';

checkNode();
await ensureDeps();

const totals = { passed: 0, failed: 0, skipped: 0 };
const stages = [];
const startedAt = Date.now();
let failed = false;

// Caches that make a second run cheaper live outside the checkout, one folder per checkout.
const CACHE = join(
  process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'),
  'adstudio',
  createHash('sha256').update(ROOT).digest('hex').slice(0, 12),
);
mkdirSync(CACHE, { recursive: true });
// What is keyed by content alone (the migrated test database, the seeded e2e data) is shared by
// every checkout: a fresh clone of an unchanged tree seeds nothing (issue 34 item 1).
process.env.ADSTUDIO_CACHE_DIR ??= join(dirname(CACHE), 'content');

/** Runs one stage, timed for the summary at the end. */
async function stage(title, body) {
  console.log(`\n━━ ${title}`);
  const started = Date.now();
  const ok = await body();
  stages.push({ title, seconds: (Date.now() - started) / 1000, ok });
  if (!ok) failed = true;
  return ok;
}

/** Runs commands at most `width` at a time; resolves true when every one exits 0. */
async function allOf(commands, width = availableParallelism()) {
  const queue = [...commands];
  const codes = [];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [cmd, args] = next;
      const code = await run(cmd, args);
      if (code !== 0)
        console.error(`✗ ${[cmd.replace(ROOT, '.'), ...args].join(' ')} (exit ${code})`);
      codes.push(code);
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return codes.every((c) => c === 0);
}

async function vitest(label, args, env) {
  const report = join(mkdtempSync(join(tmpdir(), 'vitest-')), 'report.json');
  const code = await run(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    { env: { ...process.env, ...env } },
  );
  if (!existsSync(report)) return false;
  const r = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  console.log(`${label}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
  return code === 0 && r.numTotalTests > 0;
}

function finish() {
  console.log('\nstage times:');
  for (const s of stages) {
    console.log(
      `  ${s.ok ? '✓' : '✗'} ${s.title.padEnd(34)} ${s.seconds.toFixed(0).padStart(5)} s`,
    );
  }
  const wall = (Date.now() - startedAt) / 1000;
  console.log(`  ${'wall (build beside PostgreSQL)'.padEnd(36)} ${wall.toFixed(0).padStart(5)} s`);
  console.log(
    `\ntotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
  );
  process.exit(failed ? 1 : 0);
}

// Every package and folder with its own tsconfig, checked side by side; --incremental keeps what
// an unchanged project needs in the cache folder.
const TYPECHECKED = [
  'packages/web',
  'packages/bff',
  'packages/api',
  'packages/editor',
  'packages/render',
  'packages/vision',
  'packages/schema',
  'packages/domain',
  'e2e',
  'scripts',
];

await stage('codegen:check', async () => (await run('node', ['scripts/codegen-check.mjs'])) === 0);
await stage('lint + typecheck (side by side)', () =>
  allOf([
    [
      bin('eslint'),
      [
        '.',
        '--max-warnings=0',
        '--cache',
        '--cache-strategy=content',
        `--cache-location=${join(CACHE, 'eslint')}`,
      ],
    ],
    ...TYPECHECKED.map((project) => [
      bin('tsc'),
      [
        '-p',
        join(project, 'tsconfig.json'),
        '--noEmit',
        '--incremental',
        '--tsBuildInfoFile',
        join(CACHE, `tsc-${project.replace('/', '-')}.tsbuildinfo`),
      ],
    ]),
  ]),
);
if (failed) finish();

const { DATABASE_URL, ...withoutDb } = process.env;
// Two passes (vitest.config.ts): the api's and the bff's files sharing a process per worker, then
// every other project with each file isolated.
await stage('tests on PGlite (embedded)', async () => {
  const env = { ...withoutDb, DATABASE_URL: '' };
  const shared = await vitest('PGlite (api, bff)', [], { ...env, TEST_PASS: 'shared' });
  const isolated = await vitest('PGlite (the rest)', [], { ...env, TEST_PASS: 'isolated' });
  return shared && isolated;
});

// The build for the e2e suite, and the seeding of its demo data, run beside the PostgreSQL tier:
// that tier waits on the database server as much as it computes, so they take the idle core.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const e2e = existsSync(chromium);
const build = e2e
  ? stage(
      'build + e2e seed',
      async () =>
        (await pnpm(['-r', 'run', 'build'])) === 0 &&
        (await run(bin('tsx'), ['e2e/seed.cli.ts'])) === 0,
    )
  : Promise.resolve(false);
if (DATABASE_URL) {
  // Only what the database itself does (*.db.test.ts, the bff's resolvers on a real api): the
  // rest ran above and would run the same.
  await stage('tests on PostgreSQL (DATABASE_URL)', () =>
    vitest('PostgreSQL', [], {
      DATABASE_URL,
      TEST_TIER: 'postgres',
      TEST_PASS: 'shared',
    }),
  );
}

if (e2e) {
  if (await build) {
    await stage('e2e (Chromium)', () => vitest('e2e', ['--config', 'e2e/vitest.config.ts'], {}));
  }
} else if (process.env.E2E === '1') {
  console.error(`E2E=1 但找不到 Chromium (${chromium})：请安装 Debian 的 chromium 包。`);
  failed = true;
} else {
  console.log(`\n(e2e skipped: no Chromium at ${chromium}; set E2E=1 to make this an error)`);
}

finish();
