// The run of a batch on BullMQ (issue 33 item 3, REDIS_URL set): a flow of a parent job per batch
// and a child job per row, drained by the worker service (render.worker.ts), so N workers on N
// machines share one batch. A row is the in-process runner's (settleRow: idempotent by its
// design's stable id), so a row re-delivered after its worker died never yields two designs. One
// user's rows in flight are capped across every worker by places counted in Redis (the render
// queue's admission script); a row finding no place, or turned away by a busy render queue, goes
// back to the delayed set instead of holding a worker. Rows are drawn on the worker's own threads:
// people's interactive renders keep the render queue.
import { DelayedError, FlowProducer, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { ApiError } from '../http/errors.js';
import {
  createLocalQueue,
  redisAdmission,
  type QueueLimits,
  type RenderQueue,
} from '../render/render.queue.js';
import {
  BATCH_BUSY_RETRY_MS,
  BATCH_QUEUE_NAME,
  BATCH_ROWS_IN_FLIGHT_PER_USER,
  BATCH_ROWS_QUEUE_NAME,
} from './batch.constants.js';
import * as repo from './batch.repo.js';
import { settleRow, type BatchQueue, type RowJob, type RunnerDeps } from './batch.runner.js';

interface ParentJob {
  userId: number;
  batchId: number;
}

/** A row's job, with the place in the user's share it holds while a worker draws it. */
interface HeldRow extends RowJob {
  place?: string;
}

/** Redis key prefix (BullMQ's default 'bull'); tests use their own. */
export interface FlowOptions {
  prefix?: string;
}

// Finished jobs are kept a while for inspection, then dropped by BullMQ.
const KEEP = { removeOnComplete: { age: 3600 }, removeOnFail: { age: 86_400 } } as const;

/**
 * A worker's lock on a row and how soon a dead worker's rows are drawn by another: a live worker
 * renews its lock from its event loop (drawing is on threads), a SIGKILLed one's row is taken
 * again within lock + check ms. A row re-delivered twice more (three dead workers) is failed.
 */
export const BATCH_WORKER_LOCKS = {
  lockDuration: 8_000,
  stalledInterval: 4_000,
  maxStalledCount: 3,
} as const;

/** The api's side: a batch's rows become one flow. */
export function createBatchFlow(redisUrl: string, options: FlowOptions = {}): BatchQueue {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  connection.on('error', () => undefined);
  const flow = new FlowProducer({ connection, prefix: options.prefix ?? 'bull' });
  flow.on('error', () => undefined);
  return {
    async enqueue(userId, batchId, rows) {
      try {
        await flow.add({
          name: 'batch',
          queueName: BATCH_QUEUE_NAME,
          data: { userId, batchId } satisfies ParentJob,
          opts: KEEP,
          children: rows.map((rowNo) => ({
            name: 'row',
            queueName: BATCH_ROWS_QUEUE_NAME,
            data: { userId, batchId, rowNo } satisfies RowJob,
            opts: KEEP,
          })),
        });
      } catch {
        throw new ApiError('renderUnavailable');
      }
    },
    // The rows wait in Redis, not in this process: nothing to take up again here.
    resume: () => Promise.resolve(0),
    async close() {
      await flow.close().catch(() => undefined);
      connection.disconnect();
    },
  };
}

/** Where one user's rows in flight are counted across workers (redisAdmission's key). */
export const rowPlacesKey = (prefix: string) => `${prefix}:${BATCH_ROWS_QUEUE_NAME}:places`;

export interface BatchWorkerDeps extends Omit<RunnerDeps, 'renderQueue'> {
  photosDir: string;
  /** Where rows are drawn: by default this worker's own threads (tests count the drawings). */
  renderQueue?: RenderQueue;
}

/**
 * The worker service's side: rows drawn `limits.workers` at a time on this worker's own threads,
 * at most `perUser` rows of one user in flight across all workers; a batch's parent job finishes
 * it once its rows have run.
 */
export function startBatchWorker(
  redisUrl: string,
  deps: BatchWorkerDeps,
  limits: QueueLimits,
  perUser = BATCH_ROWS_IN_FLIGHT_PER_USER,
) {
  const prefix = limits.prefix ?? 'bull';
  const connection = { url: redisUrl, maxRetriesPerRequest: null };
  const places = new Redis(redisUrl, { maxRetriesPerRequest: null });
  places.on('error', () => undefined);
  const admission = redisAdmission(places, rowPlacesKey(prefix), {
    allMax: Number.MAX_SAFE_INTEGER,
    userMax: perUser,
  });
  const renderQueue =
    deps.renderQueue ??
    createLocalQueue({ db: deps.db, storage: deps.storage, photosDir: deps.photosDir }, limits);
  const runner: RunnerDeps = { ...deps, renderQueue };
  // A place lapses after the longest a row may take, so a dead worker's places free themselves
  // (sooner when its rows are drawn again, below).
  const holdMs = limits.timeoutMs * 2;

  const later = async (job: Job, token: string | undefined): Promise<never> => {
    await job.moveToDelayed(Date.now() + BATCH_BUSY_RETRY_MS, token);
    throw new DelayedError();
  };

  const rows = new Worker<HeldRow>(
    BATCH_ROWS_QUEUE_NAME,
    async (job, token) => {
      const user = String(job.data.userId);
      // A row drawn again after its worker died frees the place that worker held: without this the
      // user's rows waited out the place's lapse (2 × RENDER_TIMEOUT_MS), the batch at half speed
      // or stopped when the dead worker held every place.
      if (job.data.place) await admission.release(user, job.data.place);
      const taken = await admission.admit(user, holdMs);
      if ('full' in taken) return later(job, token);
      let outcome: Awaited<ReturnType<typeof settleRow>>;
      try {
        await job.updateData({ ...job.data, place: taken.place });
        outcome = await settleRow(runner, job.data);
      } finally {
        await admission.release(user, taken.place).catch(() => undefined);
      }
      if (outcome === 'busy') return later(job, token);
    },
    { connection, prefix, concurrency: limits.workers, ...BATCH_WORKER_LOCKS },
  );
  const parents = new Worker<ParentJob>(
    BATCH_QUEUE_NAME,
    async (job) => {
      await repo.finishIfDone(deps.db, job.data.batchId, deps.clock());
    },
    { connection, prefix, concurrency: 1 },
  );
  rows.on('error', () => undefined);
  parents.on('error', () => undefined);
  return {
    async close() {
      await Promise.all([rows.close(), parents.close()]);
      await renderQueue.close();
      places.disconnect();
    },
  };
}
