// Vision's facts of a picture run where renders run (issue 27 item 1): in this process's vision pool
// by default, and with REDIS_URL as a job on the render queue that the worker service draws (so
// vision scales with the workers). Either way they are stored by content hash and read back without
// analysing again. The Redis half runs where REDIS_URL is set (.ci/run: this machine's Redis) and
// is skipped otherwise, saying so.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRedisQueue,
  startRedisWorker,
  type RedisRenderQueue,
} from '../render/render.queue.js';
import { startTestApi, testRedisUrl, type TestApi } from '../test/index.js';
import { createVisionQueue, type VisionQueue } from '../vision/vision.queue.js';
import {
  analyseImage,
  FACTS_VERSION,
  hashOf,
  visionFacts,
  type ImageFactsJob,
  type VisionFacts,
} from './smart.facts.js';

const redisUrl = testRedisUrl('vision facts on the BullMQ render queue');
const ASTRONAUT = readFileSync(new URL('../../demo/photos/skimage-astronaut.jpg', import.meta.url));
/** The same picture as other bytes (another content hash), so each test analyses afresh. */
const freshCopy = (tag: string) => Buffer.concat([ASTRONAUT, Buffer.from(tag)]);

async function stored(api: TestApi, bytes: Uint8Array) {
  const [row] = await api.db.query<{ facts: VisionFacts }>(
    'SELECT facts FROM image_facts WHERE hash = $1',
    [hashOf(bytes)],
  );
  return row?.facts;
}

/** The astronaut as vision sees her: one face, frontal, and a person. */
function expectAstronaut(facts: unknown) {
  expect(facts).toMatchObject({ version: FACTS_VERSION, kind: 'person' });
  const { faces } = facts as VisionFacts;
  expect(faces).toHaveLength(1);
  expect(Math.abs(faces[0]?.yaw ?? 99)).toBeLessThan(10);
}

let api: TestApi;
let vision: VisionQueue;
beforeAll(async () => {
  api = await startTestApi({ listen: false });
  vision = createVisionQueue({ workers: 1, queueMax: 5 });
});
afterAll(async () => {
  await vision.close();
  await api.close();
});

describe('image facts in this process (the default)', () => {
  it("are computed on the api's own vision pool and stored by content hash", async () => {
    const reader = api.app.deps.imageFacts;
    expect(reader).toBeDefined();
    const bytes = freshCopy('local');
    let answer = await reader?.factsOf(bytes, 512, 512);
    // A cold pool loads its models first: the bound may pass, the analysis goes on and is stored.
    while (answer === 'pending') answer = await reader?.factsOf(bytes, 512, 512);
    expectAstronaut(answer);
    expectAstronaut(await stored(api, bytes));
  }, 120_000);
});

describe.skipIf(!redisUrl)('image facts on the render queue (BullMQ)', () => {
  let queue: RedisRenderQueue;
  let worker: ReturnType<typeof startRedisWorker>;
  /** Pictures the worker analysed, by content hash. */
  const drawn: string[] = [];
  const limits = {
    workers: 1,
    queueMax: 5,
    timeoutMs: 60_000,
    prefix: `t${randomBytes(4).toString('hex')}`,
  };
  beforeAll(() => {
    queue = createRedisQueue(redisUrl ?? '', limits);
    worker = startRedisWorker(
      redisUrl ?? '',
      { db: api.db, storage: api.app.deps.storage, photosDir: api.app.deps.photosDir },
      limits,
      (job: ImageFactsJob) => {
        drawn.push(hashOf(job.bytes));
        return analyseImage({ db: api.db, vision }, job);
      },
    );
  });
  afterAll(async () => {
    await queue.close();
    await worker.close();
  });

  it('are drawn by the worker service, stored there, and read back without a second analysis', async () => {
    const reader = visionFacts({ db: api.db, analyse: queue.imageFacts, waitMs: 90_000 });
    const bytes = freshCopy('redis');
    const answer = await reader.factsOf(bytes, 512, 512);
    expectAstronaut(answer);
    expect(drawn).toEqual([hashOf(bytes)]);
    expectAstronaut(await stored(api, bytes));
    // A restart (a new reader) finds them stored: nothing is queued again.
    const again = visionFacts({ db: api.db, analyse: queue.imageFacts, waitMs: 90_000 });
    expect(await again.factsOf(bytes, 512, 512)).toEqual(answer);
    expect(drawn).toHaveLength(1);
  }, 120_000);

  it('go on without facts, saying so, when no worker is alive', async () => {
    const lonely = createRedisQueue(redisUrl ?? '', { ...limits, prefix: `${limits.prefix}n` });
    try {
      const reader = visionFacts({ db: api.db, analyse: lonely.imageFacts, waitMs: 5_000 });
      const started = Date.now();
      expect(await reader.factsOf(freshCopy('lonely'), 512, 512)).toBe('failed');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await lonely.close();
    }
  });

  it('fail in a worker whose vision is off, and generation goes on without them', async () => {
    const own = { ...limits, prefix: `${limits.prefix}o` };
    const off = createRedisQueue(redisUrl ?? '', own);
    const blind = startRedisWorker(
      redisUrl ?? '',
      { db: api.db, storage: api.app.deps.storage, photosDir: api.app.deps.photosDir },
      own,
    );
    try {
      const reader = visionFacts({ db: api.db, analyse: off.imageFacts, waitMs: 30_000 });
      const bytes = freshCopy('blind');
      expect(await reader.factsOf(bytes, 512, 512)).toBe('failed');
      expect(await stored(api, bytes)).toBeUndefined();
    } finally {
      await off.close();
      await blind.close();
    }
  });
});
