// 修补抠图 (issue 32 item 4): a cut-out's mask is its PNG's alpha. The cut-out keeps every colour
// of the original photo under the transparent pixels (vision's applyAlpha), so a restore brush
// raises the alpha and the photo comes back; an eraser lowers it. Decoded and encoded here with
// fast-png, not a canvas: a canvas premultiplies and would drop those hidden colours.
import { convertIndexedToRgb, decode, encode } from 'fast-png';

export interface CutoutPixels {
  width: number;
  height: number;
  /** RGBA, 8 bits, not premultiplied. */
  rgba: Uint8ClampedArray<ArrayBuffer>;
}

export type BrushMode = 'restore' | 'erase';
export interface Brush {
  mode: BrushMode;
  /** Diameter in image pixels. */
  size: number;
  /** 0..1: the share of the radius painted at full strength; the rest fades out. */
  hardness: number;
}

export const BRUSH_SIZE_MIN = 2;
export const BRUSH_SIZE_MAX = 300;
/** Past this many pixels a side the mask is not edited in the browser (vision's output is smaller). */
export const MASK_SIDE_MAX = 4096;

export class MaskError extends Error {}

/** The picture's pixels as 8-bit RGBA; a PNG only (a JPEG has no mask to mend). */
export function decodeCutout(bytes: Uint8Array): CutoutPixels {
  let png;
  try {
    png = decode(bytes);
  } catch {
    throw new MaskError('not a png');
  }
  const { width, height } = png;
  if (width > MASK_SIDE_MAX || height > MASK_SIDE_MAX) throw new MaskError('too large');
  const data = png.palette ? convertIndexedToRgb(png) : png.data;
  const channels = png.palette ? data.length / (width * height) : png.channels;
  const shift = png.depth === 16 ? 8 : 0;
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    const at = (c: number) => (data[i * channels + c] ?? 0) >> shift;
    const grey = channels <= 2;
    rgba[i * 4] = at(0);
    rgba[i * 4 + 1] = grey ? at(0) : at(1);
    rgba[i * 4 + 2] = grey ? at(0) : at(2);
    rgba[i * 4 + 3] = channels === 2 ? at(1) : channels === 4 ? at(3) : 255;
  }
  return { width, height, rgba };
}

/** The mended cut-out as PNG bytes, colours under transparent pixels kept for the next mend. */
export const encodeCutout = (px: CutoutPixels): Uint8Array<ArrayBuffer> =>
  // A copy on a plain ArrayBuffer, which a File can take.
  new Uint8Array(
    encode({ width: px.width, height: px.height, data: px.rgba, channels: 4, depth: 8 }),
  );

export interface DirtyRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One dab of the brush at (cx, cy); answers the pixels it touched. */
export function dab(px: CutoutPixels, cx: number, cy: number, brush: Brush): DirtyRect {
  const r = Math.max(BRUSH_SIZE_MIN, Math.min(BRUSH_SIZE_MAX, brush.size)) / 2;
  const hard = Math.min(1, Math.max(0, brush.hardness)) * r;
  const x0 = Math.max(0, Math.floor(cx - r));
  const y0 = Math.max(0, Math.floor(cy - r));
  const x1 = Math.min(px.width - 1, Math.ceil(cx + r));
  const y1 = Math.min(px.height - 1, Math.ceil(cy + r));
  for (let y = y0; y <= y1; y += 1) {
    for (let x = x0; x <= x1; x += 1) {
      const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
      if (d > r) continue;
      const strength = d <= hard ? 1 : (r - d) / (r - hard);
      const i = (y * px.width + x) * 4 + 3;
      const a = px.rgba[i] ?? 0;
      px.rgba[i] =
        brush.mode === 'restore'
          ? Math.max(a, Math.round(255 * strength))
          : Math.min(a, Math.round(255 * (1 - strength)));
    }
  }
  return { x: x0, y: y0, w: Math.max(0, x1 - x0 + 1), h: Math.max(0, y1 - y0 + 1) };
}

/** Dabs along the segment, a quarter of the brush apart, so a fast stroke leaves no gaps. */
export function stroke(
  px: CutoutPixels,
  from: { x: number; y: number },
  to: { x: number; y: number },
  brush: Brush,
): DirtyRect {
  const step = Math.max(1, brush.size / 4);
  const n = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / step));
  let box: DirtyRect | null = null;
  for (let k = 0; k <= n; k += 1) {
    const d = dab(
      px,
      from.x + ((to.x - from.x) * k) / n,
      from.y + ((to.y - from.y) * k) / n,
      brush,
    );
    box = box
      ? {
          x: Math.min(box.x, d.x),
          y: Math.min(box.y, d.y),
          w: Math.max(box.x + box.w, d.x + d.w) - Math.min(box.x, d.x),
          h: Math.max(box.y + box.h, d.y + d.h) - Math.min(box.y, d.y),
        }
      : d;
  }
  return box ?? { x: 0, y: 0, w: 0, h: 0 };
}
