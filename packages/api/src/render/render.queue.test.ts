import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { restoreTemplate } from '@adstudio/render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEMPLATES_DIR } from '../templates/templates.files.js';
import { expectFailure, postForm } from '../test/http.js';
import { loginAs, startTestApi, testRedisUrl, type TestApi } from '../test/index.js';
import { createRedisQueue, startRedisWorker, type RenderQueue } from './render.queue.js';

// BullMQ mode (REDIS_URL): the api queues, a worker (the docker-compose `worker` service) draws.
// Runs where REDIS_URL is set (.ci/run: this machine's Redis); skipped otherwise, saying so.
const redisUrl = testRedisUrl('the render queue on BullMQ');
const sample = JSON.parse(readFileSync(join(DEMO_TEMPLATES_DIR, 'tpl_p_0231.json'), 'utf8')) as {
  synthetic: unknown;
};

describe.skipIf(!redisUrl)('render queue on Redis (BullMQ)', () => {
  let api: TestApi;
  let queue: RenderQueue;
  let worker: ReturnType<typeof startRedisWorker>;
  // A prefix of this run: nothing shared with another test run or a real deployment.
  const limits = {
    workers: 1,
    queueMax: 5,
    timeoutMs: 60_000,
    prefix: `t${randomBytes(4).toString('hex')}`,
  };

  beforeAll(async () => {
    api = await startTestApi({ listen: false });
    queue = createRedisQueue(redisUrl ?? '', limits);
    worker = startRedisWorker(
      redisUrl ?? '',
      { db: api.db, storage: api.app.deps.storage, photosDir: api.app.deps.photosDir },
      limits,
    );
  });
  afterAll(async () => {
    await queue.close();
    await worker.close();
    await api.close();
  });

  it('draws a queued render in the worker and stores the image', async () => {
    const outcome = await queue.run({
      userId: 1,
      kind: 'poster',
      doc: restoreTemplate(sample.synthetic),
    });
    expect(outcome).toMatchObject({ ok: true, width: 750, height: 1334 });
    if (!outcome.ok) return;
    const bytes = await api.app.deps.storage.read(outcome.key, 10_000_000);
    expect(bytes?.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('carries a refused image back as a refusal, not a crash', async () => {
    const doc = restoreTemplate(sample.synthetic);
    const role = doc.renderConfig.materials.role_0;
    if (role?.type === 'sprite') role.texture = 'http://169.254.169.254/latest/meta-data';
    const outcome = await queue.run({ userId: 1, kind: 'poster', doc });
    expect(outcome).toEqual({ ok: false, refusedImage: 'http://169.254.169.254/latest/meta-data' });
  });
});

// Issue 29 item 6: with Redis down every render hung (no answer at 90 s) and was saved minutes
// later; it is refused at once instead. Nothing listens on port 1.
describe('render queue with Redis down', () => {
  it('answers 503 作图服务暂时不可用 instead of waiting for Redis', async () => {
    const down = createRedisQueue('redis://127.0.0.1:1', {
      workers: 1,
      queueMax: 5,
      timeoutMs: 60_000,
      prefix: `t${randomBytes(4).toString('hex')}`,
    });
    try {
      const job = { userId: 1, kind: 'poster' as const, doc: restoreTemplate(sample.synthetic) };
      await expect(down.run(job)).rejects.toMatchObject({
        code: 503,
        message: '作图服务暂时不可用，请稍后再试',
      });
    } finally {
      await down.close();
    }
  });

  it('gives the render call its 503 and saves nothing, the api otherwise answering', async () => {
    const api = await startTestApi({ listen: false, env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const token = await loginAs(api.app, api.config, 'zhangwei');
      const materials = JSON.stringify([{ synthetic: sample.synthetic }]);
      const res = await postForm(api.app, '/render/posterRenderClient', { materials }, token);
      expectFailure(res, 503, '作图服务暂时不可用，请稍后再试');
      const [row] = await api.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM creation_records',
      );
      expect(row?.n).toBe(0);
    } finally {
      await api.close();
    }
  }, 60_000);
});
