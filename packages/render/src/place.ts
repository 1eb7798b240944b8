// Where a user's picture sits in its slot, from what vision saw (QUICKCREATE §3 step 3, spec
// create-and-write §3/§9): a person is scaled so the face is the slot's target width (130 px) and
// its centre lands on the slot's face centre, shifted 20 px against the way it looks past 6° of
// yaw; a cut-out is cropped to its subject plus a margin, so a person at the edge of a large photo
// becomes a tight sprite; a photo that covers a slot is cropped around its subject. Pure.
import { canvasBox } from './draw.js';
import type { SpriteLayer } from './template.schema.js';

/** A box in 0..1 of the image's size. */
export interface UnitBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PlacementFacts {
  width: number;
  height: number;
  face?: { box: UnitBox; yaw: number };
  subject?: UnitBox;
}

/** A face turned further than this (degrees) counts as facing a side (spec §9: threshold 6). */
export const YAW_SIDE_DEG = 6;
/** Margin around a cut-out's subject, as a share of its size on each side. */
export const SUBJECT_MARGIN = 0.06;

const clamp01 = (v: number) => Math.min(Math.max(v, 0), 1);
const mirrored = (b: UnitBox): UnitBox => ({ ...b, x: 1 - b.x - b.w });

/** The subject box grown by the margin on each side, kept inside the image. */
export function withMargin(b: UnitBox, margin = SUBJECT_MARGIN): UnitBox {
  const x = clamp01(b.x - b.w * margin);
  const y = clamp01(b.y - b.h * margin);
  return { x, y, w: clamp01(b.x + b.w * (1 + margin)) - x, h: clamp01(b.y + b.h * (1 + margin)) - y };
}

/**
 * The horizontal shift of the face centre for its yaw: a face looking to the viewer's right moves
 * left by |yawShift| (room in front of the face), one looking left moves right, a frontal face stays.
 */
export function yawShiftOf(yaw: number, yawShift: number): number {
  if (yaw > YAW_SIDE_DEG) return -Math.abs(yawShift);
  if (yaw < -YAW_SIDE_DEG) return Math.abs(yawShift);
  return 0;
}

/**
 * Scales and crops the layer so the face is `slot.face.targetWidth` wide with its centre on the
 * slot's face centre (± the yaw shift). The drawn box shrinks to the part the picture covers, so
 * nothing is stretched and no empty band is drawn. Returns false when the slot has no face target.
 */
export function placeFace(layer: SpriteLayer, facts: PlacementFacts): boolean {
  const target = layer.slot?.face;
  const face = facts.face;
  if (!target || !face || face.box.w <= 0 || facts.width <= 0 || facts.height <= 0) return false;
  const flip = layer.flipX === true;
  // Worked out on the picture as drawn (mirrored when the layer flips), then mapped back.
  const fb = flip ? mirrored(face.box) : face.box;
  const yaw = flip ? -face.yaw : face.yaw;
  const { width: iw, height: ih } = facts;
  const k = target.targetWidth / (fb.w * iw);
  const cx = target.center[0] + yawShiftOf(yaw, target.yawShift);
  const cy = target.center[1];
  const box = canvasBox(layer);
  // The part of the picture (in its pixels) that the slot's box shows at scale k.
  const sx = (fb.x + fb.w / 2) * iw - (cx - box.x) / k;
  const sy = (fb.y + fb.h / 2) * ih - (cy - box.y) / k;
  const x0 = Math.max(sx, 0);
  const y0 = Math.max(sy, 0);
  const x1 = Math.min(sx + box.w / k, iw);
  const y1 = Math.min(sy + box.h / k, ih);
  if (x1 <= x0 || y1 <= y0) return false;
  const crop = { x: x0 / iw, y: y0 / ih, w: (x1 - x0) / iw, h: (y1 - y0) / ih };
  layer.crop = flip ? mirrored(crop) : crop;
  layer.fit = 'fill';
  layer.anchor = [0, 0];
  layer.pos = [box.x + (x0 - sx) * k, box.y + (y0 - sy) * k];
  layer.width = ((x1 - x0) * k) / layer.scale;
  layer.height = ((y1 - y0) * k) / layer.scale;
  layer.focusBox = face.box;
  return true;
}

/** How a user's picture was placed, for the result's reasons. */
export type Placement = 'face' | 'subject-crop' | 'subject-focus' | 'none';

/**
 * Places a user's picture in its slot from the facts: the face target for a person slot, a tight
 * crop around the subject for a contained sprite (a cut-out), the subject as the focus of a cover.
 */
export function placeImage(layer: SpriteLayer, facts: PlacementFacts): Placement {
  if (placeFace(layer, facts)) return 'face';
  const subject = facts.subject ?? facts.face?.box;
  if (!subject) return 'none';
  if (layer.fit === 'contain' || layer.fit === 'none') {
    layer.crop = withMargin(subject);
    return 'subject-crop';
  }
  if (layer.fit === 'cover' && typeof layer.focus !== 'object') {
    // A designer's own focus point stays; otherwise the subject, never the blind middle.
    layer.focusBox = subject;
    return 'subject-focus';
  }
  return 'none';
}
