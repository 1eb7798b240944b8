import { createRenderer } from '@adstudio/render/node';
import { Queue, QueueEvents, Worker, type ConnectionOptions } from 'bullmq';
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

/** REDIS_URL set: renders go to BullMQ; the worker service (render.worker.ts) draws them. */
export function createRedisQueue(redisUrl: string, limits: QueueLimits): RenderQueue {
  const options = { connection: connectionOf(redisUrl), prefix: limits.prefix ?? 'bull' };
  const queue = new Queue<RenderJob, RenderOutcome>(RENDER_QUEUE_NAME, options);
  const events = new QueueEvents(RENDER_QUEUE_NAME, options);
  return {
    async run(job) {
      if ((await queue.getWaitingCount()) >= limits.queueMax) throw new ApiError('renderBusy');
      const added = await queue.add('render', job, {
        removeOnComplete: { age: 3600 },
        removeOnFail: { age: 86_400 },
      });
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
      await events.close();
      await queue.close();
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
