// `pnpm bench`: runs each benchmark in its own process and prints one table (BRIEF §7). Every row
// compares us with an anchor measured in the same run on this machine. The material search row
// needs PostgreSQL (DATABASE_URL); without it the row says it was skipped.
// Only some rows: pnpm bench search thumbnails bff (smart-quality: the smart quality command alone)
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { checkNode, ensureDeps, ROOT } from './lib/run.mjs';

const BENCHES = {
  search: 'packages/api/bench/search.bench.ts',
  thumbnails: 'packages/api/bench/thumbnails.bench.ts',
  bff: 'packages/bff/bench/overhead.bench.ts',
  mixed: 'packages/bff/bench/mixed.bench.ts',
  wordcheck: 'packages/api/bench/wordcheck.bench.ts',
  titles: 'packages/api/bench/titles.bench.ts',
  templates: 'packages/api/bench/templates.bench.ts',
  render: 'packages/render/bench/render.bench.ts',
  web: 'packages/bff/bench/web.bench.ts',
  editor: 'packages/bff/bench/editor.bench.ts',
  // The quality command over real photos runs with `smart` and alone (issue 27 item 8).
  smart: ['packages/api/bench/smart.bench.ts', 'packages/api/bench/smart-quality.bench.ts'],
  'smart-quality': 'packages/api/bench/smart-quality.bench.ts',
  // A guest's answer while the largest smart requests are ranked on the smart pool (issue 29 item 2).
  'smart-loop': 'packages/api/bench/smart-loop.bench.ts',
  vision: 'packages/api/bench/vision.bench.ts',
  'render-fairness': 'packages/api/bench/fairness.bench.ts',
  // Renders and logged-in calls while Redis is cut away under the api (issue 29 item 6; REDIS_URL).
  'redis-down': 'packages/api/bench/redis-down.bench.ts',
  // 批量生成: a batch in-process and on BullMQ, an interactive render's p95 beside it (issue 33 item 9).
  batch: 'packages/api/bench/batch.bench.ts',
};
const ROW_PREFIX = 'BENCH_ROW ';
let crashed = false;

checkNode();
await ensureDeps();

const chosen = process.argv.slice(2).filter((a) => a in BENCHES);
const names = chosen.length > 0 ? chosen : Object.keys(BENCHES);

function runBench(name) {
  // One file after the other: two benches at once would measure each other.
  return [BENCHES[name]]
    .flat()
    .reduce(
      (done, file) => done.then(async (rows) => [...rows, ...(await runFile(name, file))]),
      Promise.resolve([]),
    );
}

function runFile(name, file) {
  return new Promise((resolve) => {
    const rows = [];
    // --expose-gc: a bench may collect garbage before it reads the heap.
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', join(ROOT, file)],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith(ROW_PREFIX)) rows.push(JSON.parse(line.slice(ROW_PREFIX.length)));
        else if (line.trim()) console.error(`  ${line}`);
      }
    });
    child.on('close', (code) => {
      if (code !== 0) {
        crashed = true;
        rows.push({
          what: name,
          workload: file,
          ours: `failed (exit ${code})`,
          anchor: '—',
          bar: '—',
          pass: false,
        });
      }
      resolve(rows);
    });
  });
}

const rows = [];
for (const name of names) {
  console.error(`━━ bench: ${name}`);
  rows.push(...(await runBench(name)));
}

const cell = (s) => String(s).replace(/\|/g, '\\|');
const header = ['what', 'workload', 'ours', 'anchor', 'bar', 'pass'];
console.log(`\n| ${header.join(' | ')} |`);
console.log(`| ${header.map(() => '---').join(' | ')} |`);
for (const r of rows) {
  const pass = r.pass === null ? 'skipped' : r.pass ? 'yes' : 'NO';
  console.log(`| ${[r.what, r.workload, r.ours, r.anchor, r.bar, pass].map(cell).join(' | ')} |`);
}
// A bar missed is a finding, printed above; only a benchmark that could not run fails the command.
process.exit(crashed ? 1 : 0);
