// 批量生成 on BullMQ (issue 33 item 3): the api adds a flow (a parent per batch, a child per row)
// and two workers drain it, one user's rows in flight capped across both by Redis. Runs where
// REDIS_URL is set (.ci/run: this machine's Redis); skipped otherwise, saying so.
import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalQueue, type RenderQueue } from '../render/render.queue.js';
import { getJson, postForm, type Body } from '../test/http.js';
import { loginAs, startTestApi, testRedisUrl, type TestApi } from '../test/index.js';
import {
  BATCH_QUEUE_NAME,
  BATCH_ROWS_IN_FLIGHT_PER_USER,
  BATCH_ROWS_QUEUE_NAME,
} from './batch.constants.js';
import { springPoster } from './batch.poster.fixture.js';
import { csvOf } from './batch.fixtures.js';
import { createBatchFlow, startBatchWorker } from './batch.flow.js';
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

  it('two workers draw every row once, at most the per-user cap at a time, and finish it', async () => {
    const { app, db } = api;
    const token = await loginAs(app, api.config, 'zhangwei');
    const templateId = await springPoster(db, 'tpl_batch_flow');
    const sheet = csvOf(['标题', ...Array.from({ length: ROWS }, (_, i) => `春日新品${i + 1}号`)]);
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

    const url = redisUrl ?? '';
    const deps = {
      db,
      clock: () => new Date(),
      storage: app.deps.storage,
      photosDir: app.deps.photosDir,
      renderQueue: counted,
    };
    const workers = [startBatchWorker(url, deps, limits), startBatchWorker(url, deps, limits)];
    const flow = createBatchFlow(url, { prefix: limits.prefix });
    try {
      const started = await start(
        { db, clock: () => new Date(), secret: 's', runner: flow },
        owner?.user_id ?? 0,
        batchId,
      );
      expect(started.status).toBe('running');
      let info = started;
      for (;;) {
        info = (await getJson(app, '/client/batch/info', { batch_id: id }, token)).json<
          Body<typeof started>
        >().data;
        if (info.status === 'finished') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
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
});
