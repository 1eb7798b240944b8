// Fair render queue (issue 29 item 4): one user floods 50 heavy renders (a poster on a canvas nine
// times its size); another user's single render, timed beside the flood, against the same render
// on the idle queue. Two render threads, the line of twenty: the api's queue as RENDER_WORKERS=2
// runs it. Bar: within twice the idle time. Anchor: the flood's own render, which a first-come
// queue would have made the other user wait behind twenty times over.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { restoreTemplate } from '@adstudio/render';
import { createLocalQueue } from '../src/render/render.queue.js';
import { DEMO_TEMPLATES_DIR } from '../src/templates/templates.files.js';
import { createTestDb } from '../src/test/db.js';
import { createStorage } from '../src/uploads/uploads.drivers.js';
import { testConfig } from '../src/test/index.js';
import { DEMO_PHOTOS_DIR } from '../src/materials/materials.files.js';
import { emitRow, ms, progress, since, summarize } from './stats.js';

const sample = JSON.parse(readFileSync(join(DEMO_TEMPLATES_DIR, 'tpl_p_0231.json'), 'utf8')) as {
  synthetic: unknown;
};
const config = testConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-fair-')) });
const db = await createTestDb();
const storage = await createStorage(config);
const queue = createLocalQueue(
  { db, storage, photosDir: DEMO_PHOTOS_DIR },
  { workers: 2, queueMax: 20, timeoutMs: 60_000 },
);
const poster = (userId: number) =>
  queue.run({ userId, kind: 'poster', doc: restoreTemplate(sample.synthetic) });
const heavy = () => {
  const doc = restoreTemplate(sample.synthetic);
  doc.renderConfig.width_g *= 3;
  doc.renderConfig.height_g *= 3;
  return queue.run({ userId: 1, kind: 'poster', doc });
};
const timed = async <T>(work: () => Promise<T>) => {
  const start = process.hrtime.bigint();
  await work();
  return since(start);
};

progress('render fairness: starting threads …');
await Promise.all([poster(2), poster(3)]);
const idle: number[] = [];
for (let i = 0; i < 15; i += 1) idle.push(await timed(() => poster(2)));
const heavyMs = await timed(heavy);
const busy: number[] = [];
let refused = 0;
// Each sample beside a fresh flood, so every one of them meets a full share of the queue.
for (let i = 0; i < 15; i += 1) {
  const flood = Array.from({ length: 50 }, heavy);
  busy.push(await timed(() => poster(2)));
  for (const s of await Promise.allSettled(flood)) if (s.status === 'rejected') refused += 1;
}
const [quiet, beside] = [summarize(idle), summarize(busy)];
const ratio = beside.p50 / quiet.p50;
emitRow({
  what: "another user's render beside a 50-render flood",
  workload: '2 render threads, line of 20; 15 floods of 50 heavy (9× canvas) renders by one user',
  ours: `p50 ${ms(beside.p50)} (max ${ms(beside.max)}) vs idle p50 ${ms(quiet.p50)}: ${ratio.toFixed(2)}×; ${refused / 15} of 50 refused 429 per flood`,
  anchor: `one flood render ${ms(heavyMs)}; first-come: behind 20 of them`,
  bar: '≤ 2× idle (p50)',
  pass: ratio <= 2,
});
await queue.close();
await db.close();
