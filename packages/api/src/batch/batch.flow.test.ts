// 批量生成 on BullMQ (issue 33 item 3): the api adds a flow (a parent per batch, a child per row)
// and two workers drain it, one user's rows in flight capped across both by Redis. Runs where
// REDIS_URL is set (.ci/run: this machine's Redis); skipped otherwise, saying so.
import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalQueue, redisAdmission, type RenderQueue } from '../render/render.queue.js';
import { getJson, postForm, type Body } from '../test/http.js';
import { loginAs, startTestApi, testRedisUrl, type TestApi } from '../test/index.js';
import {
  BATCH_QUEUE_NAME,
  BATCH_ROWS_IN_FLIGHT_PER_USER,
  BATCH_ROWS_QUEUE_NAME,
} from './batch.constants.js';
import { springPoster } from './batch.poster.fixture.js';
import { csvOf } from './batch.fixtures.js';
import { createBatchFlow, rowPlacesKey, startBatchWorker } from './batch.flow.js';
import type { BatchQueue } from './batch.runner.js';
import { start } from './batch.service.js';

const redisUrl = testRedisUrl('批量生成 on BullMQ');
const ROWS = 12;

describe.skipIf(!redisUrl)('批量生成 on a BullMQ flow', { timeout: 120_000 }, () => {
  let api: TestApi;
  let drawing = 0;
  let mostDrawing = 0;
  let counted: RenderQueue;
  const limits = {
    workers: 3,
    queueMax: 10,
    timeoutMs: 60_000,
    prefix: `t${randomBytes(4).toString('hex')}`,
  };

  beforeAll(async () => {
    api = await startTestApi({ listen: false });
    const local = createLocalQueue(
      { db: api.db, storage: api.app.deps.storage, photosDir: api.app.deps.photosDir },
      { ...limits, workers: 2 },
    );
    // Both workers draw here, so the count is every row in flight, whichever worker holds it.
    counted = {
      async run(job) {
        drawing += 1;
        mostDrawing = Math.max(mostDrawing, drawing);
        try {
          return await local.run(job);
        } finally {
          drawing -= 1;
        }
      },
      close: () => local.close(),
    };
  });
  afterAll(async () => {
    await counted.close();
    await api.close();
  });

  /** A mapped, checked batch of `rows` titles on the spring poster, not started yet. */
  async function checkedBatch(rows: number, code: string) {
    const { app, db } = api;
    const token = await loginAs(app, api.config, 'zhangwei');
    const templateId = await springPoster(db, code);
    const sheet = csvOf(['标题', ...Array.from({ length: rows }, (_, i) => `春日新品${i + 1}号`)]);
    const created = await app.inject({
      method: 'POST',
      url: `/api/v1/client/batch/create?name=flow.csv`,
      payload: sheet,
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${token}` },
    });
    const batchId = created.json<Body<{ id: number }>>().data.id;
    const id = String(batchId);
    await postForm(
      app,
      '/client/batch/mapping',
      {
        batch_id: id,
        template_id: String(templateId),
        mapping: JSON.stringify({ 标题: 'mainLabel' }),
      },
      token,
    );
    await postForm(app, '/client/batch/preflight', { batch_id: id }, token);
    const [owner] = await db.query<{ user_id: number }>(
      'SELECT user_id FROM batches WHERE id = $1',
      [batchId],
    );
    return { batchId, id, token, owner: owner?.user_id ?? 0 };
  }

  /** Starts the batch on `runner` and polls its info until it finished. */
  async function runToEnd(batch: Awaited<ReturnType<typeof checkedBatch>>, runner: BatchQueue) {
    const { app, db } = api;
    const started = await start(
      { db, clock: () => new Date(), secret: 's', runner },
      batch.owner,
      batch.batchId,
    );
    expect(started.status).toBe('running');
    let info = started;
    for (;;) {
      info = (await getJson(app, '/client/batch/info', { batch_id: batch.id }, batch.token)).json<
        Body<typeof started>
      >().data;
      if (info.status === 'finished') return info;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const workerDeps = () => ({
    db: api.db,
    clock: () => new Date(),
    storage: api.app.deps.storage,
    photosDir: api.app.deps.photosDir,
    renderQueue: counted,
  });

  it('two workers draw every row once, at most the per-user cap at a time, and finish it', async () => {
    const { db } = api;
    const batch = await checkedBatch(ROWS, 'tpl_batch_flow');
    const { batchId } = batch;

    const url = redisUrl ?? '';
    const deps = workerDeps();
    const workers = [startBatchWorker(url, deps, limits), startBatchWorker(url, deps, limits)];
    const flow = createBatchFlow(url, { prefix: limits.prefix });
    try {
      const info = await runToEnd(batch, flow);
      expect(info).toMatchObject({ total: ROWS, done: ROWS, failed: 0 });
      const designs = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM templates WHERE template_id LIKE $1`,
        [`batch_${batchId}_%`],
      );
      expect(designs[0]?.n).toBe(ROWS);
      // Six threads in all (two workers of three), yet one user's rows never more than the cap.
      expect(mostDrawing).toBeLessThanOrEqual(BATCH_ROWS_IN_FLIGHT_PER_USER);
      expect(mostDrawing).toBeGreaterThan(0);
      // The batch was one parent job, completed once its twelve children had.
      const parents = new Queue(BATCH_QUEUE_NAME, { connection: { url }, prefix: limits.prefix });
      const rows = new Queue(BATCH_ROWS_QUEUE_NAME, { connection: { url }, prefix: limits.prefix });
      expect([await parents.getCompletedCount(), await rows.getCompletedCount()]).toEqual([
        1,
        ROWS,
      ]);
      await Promise.all([parents.close(), rows.close()]);
    } finally {
      await flow.close();
      await Promise.all(workers.map((w) => w.close()));
    }
  });

  it('a row drawn again after its worker died frees the place that worker held', async () => {
    const url = redisUrl ?? '';
    const batch = await checkedBatch(1, 'tpl_batch_dead');
    const user = String(batch.owner);
    // The dead worker's place, the user's only one, held for ten minutes: the row's job carries it
    // as a worker that died drawing it left it.
    const places = new Redis(url);
    const admission = redisAdmission(places, rowPlacesKey(limits.prefix), {
      allMax: Number.MAX_SAFE_INTEGER,
      userMax: 1,
    });
    const held = await admission.admit(user, 600_000);
    expect(held).toHaveProperty('place');
    const place = 'place' in held ? held.place : '';
    const rows = new Queue(BATCH_ROWS_QUEUE_NAME, { connection: { url }, prefix: limits.prefix });
    const leftByDeadWorker: BatchQueue = {
      async enqueue(userId, batchId, rowNos) {
        await rows.addBulk(
          rowNos.map((rowNo) => ({ name: 'row', data: { userId, batchId, rowNo, place } })),
        );
      },
      resume: () => Promise.resolve(0),
      close: () => rows.close(),
    };
    const worker = startBatchWorker(url, workerDeps(), limits, 1);
    try {
      // Without the release the row would wait out the place's ten minutes.
      expect(await runToEnd(batch, leftByDeadWorker)).toMatchObject({ done: 1, failed: 0 });
      expect(await admission.admit(user, 1_000)).toHaveProperty('place');
    } finally {
      await leftByDeadWorker.close();
      await worker.close();
      places.disconnect();
    }
  });
});
