import { randomBytes } from 'node:crypto';
import { createRenderer } from '@adstudio/render/node';
import { Queue, QueueEvents, Worker, type ConnectionOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { ApiError } from '../http/errors.js';
import { FairQueue, fairLimits, type JobClass } from '../jobs/fair.queue.js';
import type { ImageFactsJob, ImageFactsRunner, VisionFacts } from '../smart/smart.facts.js';
import { RENDER_QUEUE_NAME } from './render.constants.js';
import {
  runRenderJob,
  type RenderJob,
  type RenderJobDeps,
  type RenderOutcome,
} from './render.job.js';

/** Where renders run: this process's worker threads, or the BullMQ worker service. */
export interface RenderQueue {
  run(job: RenderJob): Promise<RenderOutcome>;
  close(): Promise<void>;
}

export interface QueueLimits {
  workers: number;
  queueMax: number;
  timeoutMs: number;
  /** Redis key prefix (BullMQ's default 'bull'); tests use their own. */
  prefix?: string;
}

type LocalDeps = Omit<RenderJobDeps, 'renderer' | 'timeoutMs'>;

// Previews (smart creation's many designs) and 批量生成's rows (issue 33, `bulk`) are drawn when
// the people waiting on a render have theirs.
const classOf = (job: RenderJob & { bulk?: boolean }): JobClass =>
  job.preview || job.bulk ? 'bulk' : 'interactive';

const renderShares = (limits: QueueLimits) => ({
  limits: fairLimits(limits),
  busy: 'renderBusy' as const,
  userBusy: 'renderUserBusy' as const,
});

/**
 * The default: a worker-thread pool of `workers`, at most `queueMax` renders waiting, shared
 * fairly between users (jobs/fair.queue.ts).
 */
export function createLocalQueue(
  deps: LocalDeps,
  limits: QueueLimits,
): RenderQueue & { load(): { running: number; waiting: number } } {
  // Threads start with the first render, not with every api (or test) that never draws.
  let jobDeps: RenderJobDeps | undefined;
  const queue = new FairQueue(renderShares(limits));
  const running = new Set<Promise<unknown>>();
  return {
    run(job) {
      const drawn = queue.run(String(job.userId), classOf(job), () => {
        jobDeps ??= {
          ...deps,
          renderer: createRenderer({ workers: limits.workers }),
          timeoutMs: limits.timeoutMs,
        };
        return runRenderJob(jobDeps, job);
      });
      const settled = drawn.catch(() => undefined);
      running.add(settled);
      void settled.finally(() => running.delete(settled));
      return drawn;
    },
    load: () => ({ running: queue.pending, waiting: queue.size }),
    async close() {
      queue.clear();
      await Promise.all(running);
      await jobDeps?.renderer.close();
    },
  };
}

const connectionOf = (redisUrl: string): ConnectionOptions => ({
  url: redisUrl,
  // BullMQ's blocking commands must wait as long as they need.
  maxRetriesPerRequest: null,
});

/**
 * How long a render waits for Redis before it is refused with 503 (issue 29: with Redis down every
 * render hung past 90 s). Redis on the same network connects in milliseconds.
 */
export const REDIS_READY_TIMEOUT_MS = 1_000;

/** `work`, or `onTimeout()` thrown once `ms` have passed without it settling. */
async function within<T>(work: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(onTimeout());
    }, ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** How far back a new QueueEvents reads (ms): covers a clock between api and Redis a little off. */
const EVENTS_REPLAY_MS = 60_000;

/**
 * The worker's lock on a render and how often workers look for renders whose lock lapsed (issue 29
 * item 6: a dead worker cost 30 s per render). A live worker renews its lock every half period from
 * its event loop, which drawing (in threads) never holds; a dead one's render is drawn again by
 * another worker within LOCK + CHECK ms, once, and failed if that one dies too. The api's own wait
 * (twice RENDER_TIMEOUT_MS) covers a re-delivered render of the default 15 s.
 */
export const RENDER_WORKER_LOCKS = {
  lockDuration: 8_000,
  stalledInterval: 4_000,
  maxStalledCount: 1,
} as const;

// Admission counted in Redis, one script so two api processes can never both take the last place
// (issue 29 item 6: 22 renders entered a queue capped at 20 when each counted, then added). Places
// are members of sorted sets scored by when they lapse, so an api that dies holding some frees
// them after its longest wait. KEYS: all, the user's. ARGV: now, lapse, place, all max, user max.
// Answers 0 admitted, 1 all full, 2 the user's share full.
const ADMIT_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[5]) then return 2 end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 1 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[3])
redis.call('PEXPIREAT', KEYS[1], ARGV[2])
redis.call('PEXPIREAT', KEYS[2], ARGV[2])
return 0
`;

export interface Admission {
  /** A place for one job of `user`, held at most `holdMs`; or the reason there is none. */
  admit(user: string, holdMs: number): Promise<{ place: string } | { full: 'all' | 'user' }>;
  release(user: string, place: string): Promise<void>;
}

/** Places in a queue shared by every api on one Redis: `allMax` in all, `userMax` per user. */
export function redisAdmission(
  redis: Redis,
  key: string,
  caps: { allMax: number; userMax: number },
): Admission {
  const userKey = (user: string) => `${key}:user:${user}`;
  return {
    async admit(user, holdMs) {
      const place = randomBytes(8).toString('hex');
      const now = Date.now();
      const answer = await redis.eval(
        ADMIT_SCRIPT,
        2,
        key,
        userKey(user),
        now,
        now + holdMs,
        place,
        caps.allMax,
        caps.userMax,
      );
      if (answer === 0) return { place };
      return { full: answer === 2 ? 'user' : 'all' };
    },
    async release(user, place) {
      await redis.multi().zrem(key, place).zrem(userKey(user), place).exec();
    },
  };
}

/**
 * Vision's analysis of a picture (smart/smart.facts.ts) as a job of its own kind on the render queue
 * (issue 27 item 1): the worker service draws it beside renders, so vision scales with the workers.
 * The picture travels as base64 (BullMQ keeps job data as JSON) and is gone once the job is done.
 */
export const IMAGE_FACTS_JOB = 'imageFacts';

interface ImageFactsData {
  bytes: string;
  width: number;
  height: number;
}

/** The render queue on Redis, which also takes vision's analyses of pictures. */
export interface RedisRenderQueue extends RenderQueue {
  imageFacts: ImageFactsRunner;
}

/**
 * REDIS_URL set: renders go to BullMQ; the worker service (render.worker.ts) draws them. This api's
 * callers take turns (jobs/fair.queue.ts) for places counted across apis in Redis: `queueMax`
 * waiting and `workers` drawing in all, each user's share of them at most half the workers.
 */
export function createRedisQueue(redisUrl: string, limits: QueueLimits): RedisRenderQueue {
  const prefix = limits.prefix ?? 'bull';
  // Our own client, so close() can drop it even when Redis never answered. It fails fast: without
  // the offline queue a command while Redis is away is an error at once (BullMQ's advice for
  // Queue instances).
  const producer = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // An error event with no listener would crash the process; the refusal below says it instead.
  producer.on('error', () => undefined);
  const unavailable = () => new ApiError('renderUnavailable');
  const shares = fairLimits(limits);
  const admission = redisAdmission(producer, `${prefix}:${RENDER_QUEUE_NAME}:places`, {
    allMax: limits.queueMax + limits.workers,
    userMax: shares.perUserRunning,
  });
  const turns = new FairQueue({
    ...renderShares(limits),
    limits: { ...shares, running: limits.queueMax + limits.workers },
  });
  // The api waits this long for a render; its place lapses a little after.
  const waitMs = limits.timeoutMs * 2;

  // BullMQ's Queue and QueueEvents are made once Redis has answered, and told not to wait for it:
  // made while Redis was down, a Queue's connection check failed after close() had removed its
  // listeners, an unhandled ECONNREFUSED rejection that failed whole test runs (issue 29 item 6);
  // and QueueEvents kept a reconnecting copy of its client forever.
  let bull: { queue: Queue<RenderJob, RenderOutcome>; events: QueueEvents } | undefined;
  // One wait for Redis, shared by every caller while it is away, and waited before a caller takes
  // its turn: ten renders sent at once are refused together after REDIS_READY_TIMEOUT_MS, not one
  // a second as each took its turn and then waited alone (the tenth at 10 s; issue 29 item 6).
  let readiness: Promise<void> | undefined;
  const redisReady = (): Promise<void> => {
    if (producer.status === 'ready') return Promise.resolve();
    readiness ??= (async () => {
      let ready: () => void = () => undefined;
      try {
        await within(
          new Promise<void>((resolve) => {
            ready = resolve;
            producer.once('ready', ready);
          }),
          REDIS_READY_TIMEOUT_MS,
          unavailable,
        );
      } finally {
        producer.off('ready', ready);
        readiness = undefined;
      }
    })();
    return readiness;
  };
  const connected = async () => {
    await redisReady();
    if (!bull) {
      const options = { prefix, skipVersionCheck: true, skipWaitingForReady: true };
      const queue = new Queue<RenderJob, RenderOutcome>(RENDER_QUEUE_NAME, {
        ...options,
        connection: producer,
      });
      // QueueEvents blocks on its own copy of the client; that one waits out an outage. It reads the
      // events from a little before it was made, not from its first read: a job that ended between
      // the two (an analysis refused at once) had its end missed and was waited for in vain.
      const events = new QueueEvents(RENDER_QUEUE_NAME, {
        ...options,
        connection: connectionOf(redisUrl),
        lastEventId: `${Date.now() - EVENTS_REPLAY_MS}-0`,
      });
      queue.on('error', () => undefined);
      events.on('error', () => undefined);
      bull = { queue, events };
    }
    return bull;
  };

  // Drawn, or refused: 503 作图的人太多了 past the cap, 429 past the user's share, 503
  // 作图服务暂时不可用 without Redis.
  async function draw(job: RenderJob): Promise<RenderOutcome> {
    const user = String(job.userId);
    let taken: Awaited<ReturnType<Admission['admit']>>;
    let queue: Queue<RenderJob, RenderOutcome>;
    let events: QueueEvents;
    try {
      ({ queue, events } = await connected());
      // No worker service alive: refused now rather than after the whole wait (issue 29 item 6).
      // Workers are found by their connection names; a Redis that hides CLIENT LIST says nothing.
      const workers = await queue.getWorkersCount().catch(() => undefined);
      if (workers === 0) throw unavailable();
      taken = await admission.admit(user, waitMs + REDIS_READY_TIMEOUT_MS);
    } catch (err) {
      if (err instanceof ApiError) throw err;
      throw unavailable();
    }
    if ('full' in taken)
      throw new ApiError(taken.full === 'user' ? 'renderUserBusy' : 'renderBusy');
    const { place } = taken;
    try {
      let added;
      try {
        added = await queue.add('render', job, {
          // BullMQ draws jobs without a priority first; previews wait for them.
          ...(classOf(job) === 'bulk' && { priority: 10 }),
          removeOnComplete: { age: 3600 },
          removeOnFail: { age: 86_400 },
        });
      } catch {
        throw unavailable();
      }
      try {
        // The worker's own timeout ends the drawing; this one covers a worker that never comes.
        return await added.waitUntilFinished(events, waitMs);
      } catch (err) {
        if (err instanceof Error && /timed out/i.test(err.message)) {
          // Not drawn yet: taken off the queue, so nothing is drawn for a caller told it failed.
          await added.remove().catch(() => undefined);
          throw new ApiError('renderTimeout');
        }
        throw err;
      }
    } finally {
      await admission.release(user, place).catch(() => undefined);
    }
  }

  // An analysis takes no place among the renders: the worker's vision queue bounds it, and whoever
  // waits for it (generation) waits only so long (SMART_VISION_WAIT_MS) before going on without it.
  async function imageFacts({ bytes, width, height }: ImageFactsJob): Promise<VisionFacts> {
    let queue: Queue;
    let events: QueueEvents;
    try {
      ({ queue, events } = await connected());
      const workers = await queue.getWorkersCount().catch(() => undefined);
      if (workers === 0) throw unavailable();
    } catch (err) {
      if (err instanceof ApiError) throw err;
      throw unavailable();
    }
    const data: ImageFactsData = { bytes: Buffer.from(bytes).toString('base64'), width, height };
    const added = await queue
      .add(IMAGE_FACTS_JOB, data, { removeOnComplete: true, removeOnFail: { age: 3600 } })
      .catch(() => {
        throw unavailable();
      });
    try {
      return (await added.waitUntilFinished(events, waitMs)) as VisionFacts;
    } catch (err) {
      await added.remove().catch(() => undefined);
      throw err;
    }
  }

  return {
    imageFacts,
    run: async (job) => {
      await redisReady();
      return turns.run(String(job.userId), classOf(job), () => draw(job));
    },
    async close() {
      turns.clear();
      const made = bull;
      if (made) {
        const closed = Promise.all([made.events.close(), made.queue.close()]);
        await within(closed, REDIS_READY_TIMEOUT_MS, unavailable).catch(() => undefined);
      }
      producer.disconnect();
    },
  };
}

/**
 * The worker service's side: draws queued renders, `workers` at a time, and vision's analyses of
 * pictures with `imageFacts` (absent: vision is off here, and such a job fails, so the api goes on
 * without the facts).
 */
export function startRedisWorker(
  redisUrl: string,
  deps: LocalDeps,
  limits: QueueLimits,
  imageFacts?: ImageFactsRunner,
) {
  // Threads start with the first render, as in-process (createLocalQueue): a worker drawing only
  // analyses, or closed at once, has none to start and stop.
  let jobDeps: RenderJobDeps | undefined;
  const worker = new Worker<RenderJob | ImageFactsData, RenderOutcome | VisionFacts>(
    RENDER_QUEUE_NAME,
    async (job) => {
      if (job.name !== IMAGE_FACTS_JOB) {
        jobDeps ??= {
          ...deps,
          renderer: createRenderer({ workers: limits.workers }),
          timeoutMs: limits.timeoutMs,
        };
        return runRenderJob(jobDeps, job.data as RenderJob);
      }
      if (!imageFacts) throw new Error('vision is off in this worker (VISION=off)');
      const { bytes, width, height } = job.data as ImageFactsData;
      return imageFacts({ bytes: Buffer.from(bytes, 'base64'), width, height });
    },
    {
      connection: connectionOf(redisUrl),
      prefix: limits.prefix ?? 'bull',
      concurrency: limits.workers,
      ...RENDER_WORKER_LOCKS,
    },
  );
  return {
    worker,
    async close() {
      await worker.close();
      await jobDeps?.renderer.close();
    },
  };
}
