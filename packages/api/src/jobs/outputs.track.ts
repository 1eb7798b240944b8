// Every render's image is registered before the render starts (issue 29 item 9): the api may stop
// waiting (a timeout, the caller gone, a crash) while a worker still stores it, and an image no
// one registered would stay on the disk for ever. The sweeper (outputs.sweep.ts) ends each.
import type { Db } from '../db/db.js';
import { outputKey, type OutputPurpose, type RenderJob } from '../render/render.job.js';
import type { RenderQueue } from '../render/render.queue.js';
import { registerOutput } from './outputs.repo.js';

/** How long each kind of image lives unless something shows it (minutes; .env.example). */
export interface OutputRetention {
  exportMinutes: number;
  previewMinutes: number;
  /** A design's render no save took (the api gave up): removed after this grace. */
  designMinutes: number;
}

export interface TrackDeps {
  db: Db;
  clock: () => Date;
  retention: OutputRetention;
}

const minutesOf = (r: OutputRetention, purpose: OutputPurpose) =>
  purpose === 'export'
    ? r.exportMinutes
    : purpose === 'preview'
      ? r.previewMinutes
      : r.designMinutes;

/** The queue, each job given its key and registered in render_outputs before it runs. */
export function trackOutputs<Q extends RenderQueue>(queue: Q, deps: TrackDeps): Q {
  const run = async (job: RenderJob) => {
    const purpose: OutputPurpose = job.preview ? 'preview' : (job.purpose ?? 'design');
    const key = job.preview?.key ?? job.key ?? outputKey(job.userId, job.format);
    const expiresAt = new Date(
      deps.clock().getTime() + minutesOf(deps.retention, purpose) * 60_000,
    );
    await registerOutput(deps.db, { key, userId: job.userId, purpose, expiresAt });
    return queue.run({ ...job, key, purpose });
  };
  return Object.assign(Object.create(queue) as Q, { run });
}
