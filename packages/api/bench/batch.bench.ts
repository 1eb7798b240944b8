// 批量生成 (issue 33 item 9): a batch of BENCH_BATCH_ROWS rows (default 1,000) on the default
// in-process queue (two render threads) and, with REDIS_URL, on the BullMQ flow with two workers
// (one thread each) — designs per minute and wall time — and the p95 of another user's interactive
// render while the batch runs, beside its p95 on the idle queue. Bar: ≤ 2× idle. Anchor: the same
// render drawn alone, one after another (what a user making the designs one at a time waits).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { restoreTemplate } from '@adstudio/render';
import { createBatchFlow, startBatchWorker } from '../src/batch/batch.flow.js';
import * as repo from '../src/batch/batch.repo.js';
import { springPoster } from '../src/batch/batch.poster.fixture.js';
import { BatchRunner, type BatchQueue } from '../src/batch/batch.runner.js';
import { start } from '../src/batch/batch.service.js';
import { DEMO_PHOTOS_DIR } from '../src/materials/materials.files.js';
import { createLocalQueue } from '../src/render/render.queue.js';
import { seedDemo } from '../src/seed/seed.js';
import { DEMO_TEMPLATES_DIR } from '../src/templates/templates.files.js';
import { createTestDb } from '../src/test/db.js';
import { testConfig } from '../src/test/index.js';
import { createStorage } from '../src/uploads/uploads.drivers.js';
import { emitRow, ms, progress, since, summarize } from './stats.js';

const ROWS = Number(process.env.BENCH_BATCH_ROWS) || 1_000;
const sample = JSON.parse(readFileSync(join(DEMO_TEMPLATES_DIR, 'tpl_p_0231.json'), 'utf8')) as {
  synthetic: unknown;
};
const config = testConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-batch-')) });
const db = await createTestDb();
const storage = await createStorage(config);
await seedDemo(db, config);
const users = await db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 2');
const [owner, other] = users.map((u) => u.id) as [number, number];
const templateId = await springPoster(db, 'tpl_bench_batch');
const clock = () => new Date();
const limits = { workers: 2, queueMax: 20, timeoutMs: 60_000 };
// People's interactive renders: the api's queue (two threads), the batch's rows on the bulk class.
const interactive = createLocalQueue({ db, storage, photosDir: DEMO_PHOTOS_DIR }, limits);
const render = async () => {
  const startAt = process.hrtime.bigint();
  await interactive.run({ userId: other, kind: 'poster', doc: restoreTemplate(sample.synthetic) });
  return since(startAt);
};

async function newBatch() {
  const id = await repo.insertBatch(db, {
    userId: owner,
    name: 'bench',
    columns: ['标题'],
    rows: Array.from({ length: ROWS }, (_, i) => [`春日新品${i + 1}号`]),
    at: clock(),
  });
  await repo.setMapping(db, id, templateId, { 标题: 'mainLabel' });
  const items = await repo.listItems(db, id);
  await repo.saveChecks(
    db,
    id,
    items.map((i) => ({ row_no: i.row_no, blocked: false, problems: [] })),
  );
  return id;
}

/** Runs a batch on `runner`, timing interactive renders beside it; answers the figures. */
async function measure(runner: BatchQueue) {
  const id = await newBatch();
  const began = process.hrtime.bigint();
  await start({ db, clock, secret: 'bench', runner }, owner, id);
  const beside: number[] = [];
  for (;;) {
    const batch = await repo.findBatchById(db, id);
    if (batch?.status === 'finished') break;
    beside.push(await render());
  }
  const wallMs = since(began);
  const counts = await repo.countItems(db, id);
  return { wallMs, perMinute: (counts.done / wallMs) * 60_000, counts, beside: summarize(beside) };
}

progress('batch: starting threads …');
await Promise.all([render(), render()]);
const idle: number[] = [];
for (let i = 0; i < 15; i += 1) idle.push(await render());
const quiet = summarize(idle);
const alonePerMinute = 60_000 / quiet.p50;

const row = (what: string, r: Awaited<ReturnType<typeof measure>>, workload: string) => {
  const ratio = r.beside.p95 / quiet.p95;
  emitRow({
    what,
    workload,
    ours: `${r.perMinute.toFixed(0)} designs/min, wall ${ms(r.wallMs)} (${r.counts.done} done, ${r.counts.failed} failed); interactive p95 ${ms(r.beside.p95)} beside it vs idle p95 ${ms(quiet.p95)}: ${ratio.toFixed(2)}×`,
    anchor: `one at a time: ${alonePerMinute.toFixed(0)} designs/min (idle p50 ${ms(quiet.p50)})`,
    bar: 'interactive p95 ≤ 2× idle; all rows done',
    pass: ratio <= 2 && r.counts.done === ROWS,
  });
};

progress(`batch: ${ROWS} rows in-process …`);
const local = new BatchRunner({ db, clock, storage, renderQueue: interactive });
row(
  `批量生成 ${ROWS} rows, in-process`,
  await measure(local),
  `${ROWS}-row batch, 2 render threads shared with interactive renders (bulk class), 2 rows in flight`,
);
await local.close();

const redisUrl = process.env.REDIS_URL?.trim();
if (redisUrl) {
  progress(`batch: ${ROWS} rows on BullMQ, two workers …`);
  const prefix = `bench${randomBytes(4).toString('hex')}`;
  const flowLimits = { workers: 1, queueMax: 20, timeoutMs: 60_000, prefix };
  const deps = { db, clock, storage, photosDir: DEMO_PHOTOS_DIR };
  const workers = [
    startBatchWorker(redisUrl, deps, flowLimits),
    startBatchWorker(redisUrl, deps, flowLimits),
  ];
  const flow = createBatchFlow(redisUrl, { prefix });
  row(
    `批量生成 ${ROWS} rows, BullMQ flow`,
    await measure(flow),
    `${ROWS}-row batch, 2 batch workers of 1 thread each (+ 2 interactive threads), 2 rows in flight per user in Redis`,
  );
  await flow.close();
  await Promise.all(workers.map((w) => w.close()));
} else {
  emitRow({
    what: `批量生成 ${ROWS} rows, BullMQ flow`,
    workload: 'needs REDIS_URL',
    ours: 'skipped (set REDIS_URL=redis://127.0.0.1:6379)',
    anchor: '—',
    bar: '—',
    pass: null,
  });
}
await interactive.close();
await db.close();
