import { randomBytes } from 'node:crypto';
import { collectTextures, finishedDesign, TemplateError, type TemplateDoc } from '@adstudio/render';
import type { Renderer } from '@adstudio/render/node';
import { ApiError } from '../http/errors.js';
import type { StorageDriver } from '../uploads/uploads.storage.js';
import { RENDER_OUTPUT_QUALITY, type RecordType } from './render.constants.js';
import { drawSvgTextures, loadTextures, type TextureDeps } from './render.textures.js';

/** One render: a filled document of one user (what the queue carries, as JSON). */
export interface RenderJob {
  userId: number;
  kind: RecordType;
  doc: TemplateDoc;
  /** A smart-creation preview: drawn at `scale` and stored under `key` (its name is its content). */
  preview?: { key: string; scale: number };
  /** PNG, lossless, for an export asked for as PNG; JPEG otherwise. */
  format?: 'jpeg' | 'png';
  /** Where the image is stored, chosen before the job starts (jobs/outputs.track.ts). */
  key?: string;
  /** What the image is for, which decides how long it is kept (jobs/outputs.sweep.ts). */
  purpose?: OutputPurpose;
}

/** A design's image is kept while something shows it; an export and a preview expire. */
export type OutputPurpose = 'design' | 'export' | 'preview';

/** A new image's key: the uploads' shape, served by the same file route, kept by the same drivers. */
export const outputKey = (userId: number, format: 'jpeg' | 'png' = 'jpeg') =>
  `user_upload/${userId}/${randomBytes(16).toString('hex')}.${format === 'png' ? 'png' : 'jpg'}`;

/** The stored image, or a refusal the user can fix: an image source not allowed, or the engine's
 *  objection to the document. Plain data, so it crosses the BullMQ queue unchanged. */
export type RenderOutcome =
  | { ok: true; key: string; url: string; width: number; height: number }
  | { ok: false; refusedImage: string }
  | { ok: false; refusal: string };

export interface RenderJobDeps extends TextureDeps {
  storage: StorageDriver;
  renderer: Renderer;
  timeoutMs: number;
}

/** Draws the document with its images and stores the JPEG (or PNG) beside the user's uploads. */
export async function runRenderJob(deps: RenderJobDeps, job: RenderJob): Promise<RenderOutcome> {
  // Every user render (preview, design, export) is a finished design: no stand-in art (issue 27).
  const doc = finishedDesign(job.doc);
  const loaded = await loadTextures(deps, collectTextures(doc), job.userId);
  if ('refused' in loaded) return { ok: false, refusedImage: loaded.refused };
  let drawable: Awaited<ReturnType<typeof drawSvgTextures>>;
  try {
    drawable = await drawSvgTextures(loaded.images);
  } catch (err) {
    // An SVG picture too complex to draw (or broken) is the user's to fix, as on upload.
    if (err instanceof ApiError && err.code === 400) return { ok: false, refusal: err.message };
    throw err;
  }
  if ('refused' in drawable) return { ok: false, refusedImage: drawable.refused };
  const { images } = drawable;
  const format = job.format ?? 'jpeg';
  let bytes: Buffer;
  try {
    bytes = await deps.renderer.render(doc, {
      format,
      quality: RENDER_OUTPUT_QUALITY,
      scale: job.preview?.scale,
      images,
      timeoutMs: deps.timeoutMs,
    });
  } catch (err) {
    if (err instanceof TemplateError) return { ok: false, refusal: err.message };
    throw err;
  }
  const key = job.preview?.key ?? job.key ?? outputKey(job.userId, format);
  await deps.storage.write(key, bytes, `image/${format}`);
  const scale = job.preview?.scale ?? 1;
  const { width_g, height_g } = job.doc.renderConfig;
  const [width, height] = [Math.round(width_g * scale), Math.round(height_g * scale)];
  return { ok: true, key, url: deps.storage.url(key), width, height };
}

/** The outcome as the api answers it: the image, or 400 naming what the engine refused. */
export function acceptOutcome(outcome: RenderOutcome) {
  if (outcome.ok) return outcome;
  if ('refusedImage' in outcome)
    throw new ApiError('renderImageRefused', { ref: outcome.refusedImage });
  throw new ApiError('templateBadDocument', { reason: outcome.refusal });
}
