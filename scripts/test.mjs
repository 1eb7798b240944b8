// `npm test`: install what is missing, then lint, typecheck, codegen check, every test on PGlite,
// the same tests on PostgreSQL when DATABASE_URL is set, and the e2e suite when Chromium is present.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, checkNode, ensureDeps, must, pnpm, run } from './lib/run.mjs';

checkNode();
await ensureDeps();

const totals = { passed: 0, failed: 0, skipped: 0 };

function step(title) {
  console.log(`\n━━ ${title}`);
}

async function vitest(label, args, env) {
  const report = join(mkdtempSync(join(tmpdir(), 'vitest-')), 'report.json');
  const code = await run(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    { env: { ...process.env, ...env } },
  );
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
    console.log(`${label}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
    if (r.numTotalTests === 0) return 1;
  }
  return code;
}

function finish(code) {
  console.log(
    `\ntotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
  );
  process.exit(code);
}

step('lint');
await must(bin('eslint'), ['.', '--max-warnings=0']);
step('codegen:check');
await must('node', ['scripts/codegen-check.mjs']);
step('typecheck');
await must(bin('tsc'), ['-p', 'packages/api/tsconfig.json', '--noEmit']);
await must(bin('tsc'), ['-p', 'packages/bff/tsconfig.json', '--noEmit']);
await must(bin('tsc'), ['-p', 'packages/web/tsconfig.json', '--noEmit']);
await must(bin('tsc'), ['-p', 'packages/schema/tsconfig.json', '--noEmit']);
await must(bin('tsc'), ['-p', 'packages/render/tsconfig.json', '--noEmit']);
await must(bin('tsc'), ['-p', 'packages/editor/tsconfig.json', '--noEmit']);
await must(bin('tsc'), ['-p', 'packages/vision/tsconfig.json', '--noEmit']);
await must(bin('tsc'), ['-p', 'e2e/tsconfig.json', '--noEmit']);
await must(bin('tsc'), ['-p', 'scripts/tsconfig.json', '--noEmit']);

const { DATABASE_URL, ...withoutDb } = process.env;
step('tests on PGlite (embedded)');
let failed = (await vitest('PGlite', [], { ...withoutDb, DATABASE_URL: '' })) !== 0;

if (DATABASE_URL) {
  step('tests on PostgreSQL (DATABASE_URL)');
  failed =
    (await vitest('PostgreSQL', ['--project', 'api', '--project', 'bff'], { DATABASE_URL })) !==
      0 || failed;
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  step('e2e (Chromium)');
  if ((await pnpm(['-r', 'run', 'build'])) !== 0) finish(1);
  failed = (await vitest('e2e', ['--config', 'e2e/vitest.config.ts'], {})) !== 0 || failed;
} else if (process.env.E2E === '1') {
  console.error(`E2E=1 但找不到 Chromium (${chromium})：请安装 Debian 的 chromium 包。`);
  finish(1);
} else {
  console.log(`\n(e2e skipped: no Chromium at ${chromium}; set E2E=1 to make this an error)`);
}

finish(failed ? 1 : 0);
