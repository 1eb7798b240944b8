// The render outputs' life cycle (issue 29 item 9; docs/ARCHITECTURE.md "Storage life cycle"):
// exports expire EXPORT_RETENTION_HOURS after they are made (the export is the download), previews
// PREVIEW_RETENTION_MINUTES after they were last drawn, and a design's render no save took (the api
// gave up after it started) RENDER_ORPHAN_MINUTES after it started. A design's current image is
// kept: a creation record, submission or design showing it takes it out of the ledger instead.
// Runs with the uploads' sweep, at start and hourly (server.ts).
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.js';
import { previewDir } from '../render/render.previews.js';
import type { StorageDriver } from '../uploads/uploads.storage.js';
import { expiredOutputs, forgetOutputs } from './outputs.repo.js';

const SWEEP_BATCH = 500;

export interface OutputSweepDeps {
  db: Db;
  clock: () => Date;
  storage: StorageDriver;
  /** Where smart-creation previews keep their documents (DATA_DIR/previews). */
  previewsDir: string;
  previewMinutes: number;
}

/** The sweep's deps in a built app. */
export const outputSweepDeps = (app: FastifyInstance): OutputSweepDeps => ({
  db: app.deps.db,
  clock: app.deps.clock,
  storage: app.deps.storage,
  previewsDir: previewDir(app),
  previewMinutes: app.deps.config.storage.previewMinutes,
});

/** Removes expired outputs and preview documents; answers how many of each went, and kept. */
export async function sweepOutputs(deps: OutputSweepDeps) {
  const { db, storage } = deps;
  const now = deps.clock();
  const urlPrefix = storage.url('');
  let removed = 0;
  let kept = 0;
  for (;;) {
    const rows = await expiredOutputs(db, now, urlPrefix, SWEEP_BATCH);
    if (rows.length === 0) break;
    const gone = rows.filter((r) => !r.shown).map((r) => r.object_key);
    // Objects first, then rows: a crash in between leaves rows the next sweep finishes.
    await storage.remove(gone);
    await forgetOutputs(
      db,
      rows.map((r) => r.object_key),
    );
    removed += gone.length;
    kept += rows.length - gone.length;
  }
  const previews = await sweepPreviewDocs(deps.previewsDir, now, deps.previewMinutes);
  return { removed, kept, previews };
}

// A kept preview document (render.previews.ts) is what its <img> URL draws from; past the
// retention its URL answers 文件不存在 and smart generation keeps a new one.
async function sweepPreviewDocs(dir: string, now: Date, minutes: number) {
  const cutoff = now.getTime() - minutes * 60_000;
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile() || info.mtimeMs > cutoff) continue;
    await rm(path, { force: true });
    removed += 1;
  }
  return removed;
}
