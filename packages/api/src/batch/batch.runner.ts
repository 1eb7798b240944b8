// The run of a batch (issue 33 item 3), in-process: each row is a bulk render on the shared render
// queue (jobs/fair.queue.ts draws people's interactive renders first), at most
// BATCH_ROWS_IN_FLIGHT_PER_USER rows of one user at once, users in turn. A row is idempotent: its
// design is the template `batch_<id>_<row>` and the item takes a design once, so a row retried or
// delivered twice never yields two designs.
import { CATEGORY_OFFICIAL } from '@adstudio/domain';
import type { TemplateDoc } from '@adstudio/render';
import type { Db } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import type { RenderJob } from '../render/render.job.js';
import { acceptOutcome } from '../render/render.job.js';
import type { RenderQueue } from '../render/render.queue.js';
import {
  fillTemplateDoc,
  readTemplateDoc,
  templateWriteOf,
} from '../templates/templates.document.js';
import { findTemplate, upsertTemplate } from '../templates/templates.repo.js';
import type { StorageDriver } from '../uploads/uploads.storage.js';
import { BATCH_BUSY_RETRY_MS, BATCH_ROWS_IN_FLIGHT_PER_USER } from './batch.constants.js';
import { replaceObjOf } from './batch.preflight.js';
import * as repo from './batch.repo.js';

export interface RunnerDeps {
  db: Db;
  clock: () => Date;
  storage: StorageDriver;
  renderQueue: RenderQueue;
}

export interface RowJob {
  userId: number;
  batchId: number;
  rowNo: number;
}

/**
 * Where a batch's rows run: this process (BatchRunner, the default) or, with REDIS_URL, a BullMQ
 * flow drained by the worker service (batch.flow.ts).
 */
export interface BatchQueue {
  /** Queues rows of a batch (their items already marked queued). */
  enqueue(userId: number, batchId: number, rows: readonly number[]): Promise<void>;
  /** Queues again the rows a stopped process left; answers how many. */
  resume(): Promise<number>;
  close(): Promise<void>;
}

// Renders the queue turns away as full are offered again, not failed: the batch waits its turn.
const BUSY: ReadonlySet<number> = new Set([429, 503]);
const isBusy = (err: unknown) =>
  err instanceof ApiError && BUSY.has(err.code) && !/不可用/u.test(err.message);

/** What a filled template is drawn as: an official template a banner, a user's design a poster. */
export const kindOf = (doc: TemplateDoc) =>
  doc.meta.category === CATEGORY_OFFICIAL ? ('banner' as const) : ('poster' as const);

/** The design name of a row: the batch's name and the row. */
export const rowDesignName = (batchName: string, rowNo: number) =>
  `${batchName.slice(0, 80)} 第${rowNo}行`;

/** The stable template id of a row's design: the key of its idempotence. */
export const rowTemplateId = (batchId: number, rowNo: number) => `batch_${batchId}_${rowNo}`;

/** Draws one row and saves its design; answers whether it was drawn (false: failed or refused). */
export async function runRow(deps: RunnerDeps, job: RowJob): Promise<void> {
  const { db, clock } = deps;
  const item = await repo.findItem(db, job.batchId, job.rowNo);
  const batch = await repo.findBatchById(db, job.batchId);
  if (!item || !batch || item.status === 'done' || item.status === 'blocked') return;
  if (item.design_id !== null) {
    await repo.markItem(db, job.batchId, job.rowNo, 'done', { at: clock() });
    return;
  }
  await repo.markItem(db, job.batchId, job.rowNo, 'running');
  // 每行智能推荐: the template preflight chose for this row; otherwise the batch's one.
  const templateId = item.template_id ?? batch.template_id;
  const template = templateId === null ? undefined : await findTemplate(db, templateId);
  if (!template || !batch.mapping) throw new ApiError('templateNotFound');
  const doc = readTemplateDoc(template.synthetic);
  const mapping = batch.mapping as Parameters<typeof replaceObjOf>[2];
  const { replaceObj } = replaceObjOf(batch.columns, item.cells, mapping, batch.images);
  const filled = fillTemplateDoc(doc, replaceObj);
  const kind = kindOf(doc);
  // Bulk: drawn when the people waiting on a render have theirs (render.queue.ts classOf).
  const render: RenderJob & { bulk: true } = { userId: job.userId, kind, doc: filled, bulk: true };
  const image = acceptOutcome(await deps.renderQueue.run(render));
  const at = clock();
  const saved = await db
    .tx(async (tx) => {
      const designId = await upsertTemplate(
        tx,
        templateWriteOf(filled, {
          template_id: rowTemplateId(job.batchId, job.rowNo),
          name: rowDesignName(batch.name, job.rowNo),
          path: image.url,
          owner_id: job.userId,
          created_at: at,
          replaceObj,
        }),
      );
      const first = await repo.recordDesign(tx, job.batchId, job.rowNo, {
        designId,
        key: image.key,
        path: image.url,
        width: image.width,
        height: image.height,
        at,
      });
      // Another delivery of this row saved first: this one's writes roll back.
      if (!first) throw new RowSavedMeanwhile();
      return true;
    })
    .catch((err: unknown) => {
      if (err instanceof RowSavedMeanwhile) return false;
      throw err;
    });
  if (!saved) await deps.storage.remove([image.key]);
}

class RowSavedMeanwhile extends Error {}

/**
 * Draws the row and settles it: a failure is recorded on its item (with its Chinese reason), the
 * batch finishes with its last row. Answers 'busy' when the render queue turned the row away as
 * full: the row is offered again later, not failed.
 */
export async function settleRow(deps: RunnerDeps, job: RowJob): Promise<'busy' | 'settled'> {
  const { db, clock } = deps;
  try {
    await runRow(deps, job);
  } catch (err) {
    if (isBusy(err)) return 'busy';
    const message = err instanceof ApiError ? err.message : '作图失败，请稍后重试';
    await repo
      .markItem(db, job.batchId, job.rowNo, 'failed', { error: message, at: clock() })
      .catch(() => undefined);
  }
  await repo.finishIfDone(db, job.batchId, clock()).catch(() => undefined);
  return 'settled';
}

/** The in-process runner: a line per user, BATCH_ROWS_IN_FLIGHT_PER_USER rows of each at once. */
export class BatchRunner implements BatchQueue {
  private readonly lines = new Map<number, RowJob[]>();
  private readonly inFlight = new Map<number, number>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly deps: RunnerDeps) {}

  enqueue(userId: number, batchId: number, rows: readonly number[]): Promise<void> {
    const line = this.lines.get(userId) ?? [];
    for (const rowNo of rows) line.push({ userId, batchId, rowNo });
    this.lines.set(userId, line);
    this.pump(userId);
    return Promise.resolve();
  }

  /** Rows waiting or drawing, all users. */
  get size(): number {
    let n = this.running.size;
    for (const line of this.lines.values()) n += line.length;
    return n;
  }

  private pump(userId: number): void {
    const line = this.lines.get(userId);
    while (!this.closed && line && line.length > 0) {
      const flying = this.inFlight.get(userId) ?? 0;
      if (flying >= BATCH_ROWS_IN_FLIGHT_PER_USER) return;
      const job = line.shift() as RowJob;
      this.inFlight.set(userId, flying + 1);
      const run = this.attempt(job).finally(() => {
        this.running.delete(run);
        this.inFlight.set(userId, (this.inFlight.get(userId) ?? 1) - 1);
        if (line.length === 0 && this.inFlight.get(userId) === 0) {
          this.lines.delete(userId);
          this.inFlight.delete(userId);
        }
        this.pump(userId);
      });
      this.running.add(run);
    }
  }

  // A row turned away as busy waits its turn here; once closed it stays queued for a restart.
  private async attempt(job: RowJob): Promise<void> {
    while ((await settleRow(this.deps, job)) === 'busy' && !this.closed)
      await new Promise((resolve) => setTimeout(resolve, BATCH_BUSY_RETRY_MS));
  }

  /**
   * Queues again the rows a stopped api left queued or drawing. A row drawn meanwhile finds its
   * design and draws nothing (runRow).
   */
  async resume(): Promise<number> {
    const rows = await repo.unfinishedRows(this.deps.db);
    for (const r of rows) await this.enqueue(r.user_id, r.batch_id, [r.row_no]);
    return rows.length;
  }

  /** Stops taking rows; the rows drawing now finish (their items stay queued for a restart). */
  async close(): Promise<void> {
    this.closed = true;
    this.lines.clear();
    await Promise.all(this.running);
  }
}
