import { createRenderer } from '@adstudio/render/node';
import { Queue, QueueEvents, Worker, type ConnectionOptions } from 'bullmq';
import { Redis } from 'ioredis';
import PQueue from 'p-queue';
import { ApiError } from '../http/errors.js';
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

/** The default: a worker-thread pool of `workers`, at most `queueMax` renders waiting. */
export function createLocalQueue(deps: LocalDeps, limits: QueueLimits): RenderQueue {
  // Threads start with the first render, not with every api (or test) that never draws.
  let jobDeps: RenderJobDeps | undefined;
  const queue = new PQueue({ concurrency: limits.workers });
  return {
    run(job) {
      if (queue.size >= limits.queueMax) return Promise.reject(new ApiError('renderBusy'));
      jobDeps ??= {
        ...deps,
        renderer: createRenderer({ workers: limits.workers }),
        timeoutMs: limits.timeoutMs,
      };
      const running = jobDeps;
      return queue.add(() => runRenderJob(running, job), { throwOnTimeout: true });
    },
    async close() {
      queue.clear();
      await queue.onIdle();
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

/** REDIS_URL set: renders go to BullMQ; the worker service (render.worker.ts) draws them. */
export function createRedisQueue(redisUrl: string, limits: QueueLimits): RenderQueue {
  const prefix = limits.prefix ?? 'bull';
  // Our own clients, so close() can drop them even when Redis never answered (BullMQ's close waits
  // for a connection that does not come). The producer fails fast: without the offline queue a
  // command while Redis is away is an error at once (BullMQ's advice for Queue instances).
  const producer = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const listener = new Redis(redisUrl, { maxRetriesPerRequest: null });
  // An error event with no listener would crash the process; the refusal below says it instead.
  for (const client of [producer, listener]) client.on('error', () => undefined);
  const queue = new Queue<RenderJob, RenderOutcome>(RENDER_QUEUE_NAME, {
    connection: producer,
    prefix,
  });
  const events = new QueueEvents(RENDER_QUEUE_NAME, { connection: listener, prefix });
  queue.on('error', () => undefined);
  events.on('error', () => undefined);
  const unavailable = () => new ApiError('renderUnavailable');

  // Queued, or refused: 503 作图的人太多了 past the cap, 503 作图服务暂时不可用 without Redis.
  async function enqueue(job: RenderJob) {
    try {
      await within(queue.waitUntilReady(), REDIS_READY_TIMEOUT_MS, unavailable);
      if ((await queue.getWaitingCount()) >= limits.queueMax) throw new ApiError('renderBusy');
      return await queue.add('render', job, {
        removeOnComplete: { age: 3600 },
        removeOnFail: { age: 86_400 },
      });
    } catch (err) {
      if (err instanceof ApiError) throw err;
      throw unavailable();
    }
  }

  return {
    async run(job) {
      const added = await enqueue(job);
      try {
        // The worker's own timeout ends the drawing; this one covers a worker that never comes.
        return await added.waitUntilFinished(events, limits.timeoutMs * 2);
      } catch (err) {
        if (err instanceof Error && /timed out/i.test(err.message)) {
          throw new ApiError('renderTimeout');
        }
        throw err;
      }
    },
    async close() {
      // BullMQ's close waits for a Redis that never came; past the wait the clients are dropped.
      const closed = Promise.all([events.close(), queue.close()]);
      await within(closed, REDIS_READY_TIMEOUT_MS, unavailable).catch(() => undefined);
      producer.disconnect();
      listener.disconnect();
    },
  };
}

/** The worker service's side: draws queued renders, `workers` at a time. */
export function startRedisWorker(redisUrl: string, deps: LocalDeps, limits: QueueLimits) {
  const renderer = createRenderer({ workers: limits.workers });
  const jobDeps = { ...deps, renderer, timeoutMs: limits.timeoutMs };
  const worker = new Worker<RenderJob, RenderOutcome>(
    RENDER_QUEUE_NAME,
    (job) => runRenderJob(jobDeps, job.data),
    {
      connection: connectionOf(redisUrl),
      prefix: limits.prefix ?? 'bull',
      concurrency: limits.workers,
    },
  );
  return {
    worker,
    async close() {
      await worker.close();
      await renderer.close();
    },
  };
}
