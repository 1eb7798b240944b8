import { TemplateError } from '../src/template.errors.js';
import type { TemplateDoc } from '../src/template.schema.js';
import { RENDER_MAX_PIXELS, RENDER_SCALE_MAX, RENDER_SCALE_MIN } from './render.limits.js';

export type RenderFormat = 'jpeg' | 'png' | 'pdf';

export interface RenderOptions {
  format: RenderFormat;
  /** JPEG quality 1–100. */
  quality?: number;
  /** Output pixels per template px. */
  scale?: number;
  /** Image bytes keyed by texture source; a source not given draws as empty. */
  images: Record<string, Uint8Array>;
  timeoutMs?: number;
}

/** Checks the request before any work; returns the output size in pixels. */
export function checkRenderOptions(doc: TemplateDoc, opts: RenderOptions) {
  const scale = opts.scale ?? 1;
  if (!Number.isFinite(scale) || scale < RENDER_SCALE_MIN || scale > RENDER_SCALE_MAX)
    throw new TemplateError(`输出倍率必须是 ${RENDER_SCALE_MIN}–${RENDER_SCALE_MAX} 的数字`);
  if (opts.quality !== undefined && !(Number.isInteger(opts.quality) && opts.quality >= 1 && opts.quality <= 100))
    throw new TemplateError('图片质量必须是 1–100 的整数');
  if (!['jpeg', 'png', 'pdf'].includes(opts.format)) throw new TemplateError('输出格式必须是 jpeg、png 或 pdf');
  const width = Math.max(1, Math.round(doc.renderConfig.width_g * scale));
  const height = Math.max(1, Math.round(doc.renderConfig.height_g * scale));
  if (width * height > RENDER_MAX_PIXELS)
    throw new TemplateError(`输出尺寸过大：${width}×${height}，最多 ${RENDER_MAX_PIXELS / 10_000} 万像素`);
  return { width, height, scale };
}
