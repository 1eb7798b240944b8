// Where a user's picture sits in its slot, from what vision saw (QUICKCREATE §3 step 3, spec
// create-and-write §3/§8/§9): a person is scaled so the face reaches the slot's target width (130 px
// at the 750 px basis) as far as the slot and canvas allow, its centre on the slot's face centre,
// shifted 20 px against the way it looks past 6° of yaw; a cut-out is cropped to its subject plus a
// margin, so a person at the edge of a large photo becomes a tight sprite; a photo that covers a
// slot is framed around its person (thirds, headroom) or its subject (whole), never a thin strip at
// the edge of an empty panel. Pure.
import { canvasBox } from './draw.js';
import type { Layer, SpriteLayer } from './template.schema.js';

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
  /** A cut-out: the picture has transparency around its subject. */
  transparent?: boolean;
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
  return {
    x,
    y,
    w: clamp01(b.x + b.w * (1 + margin)) - x,
    h: clamp01(b.y + b.h * (1 + margin)) - y,
  };
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

/** No picture is drawn larger than twice its pixel size (the smart hard check excludes past it). */
export const MAX_UPSCALE = 2;
/** Kept under MAX_UPSCALE so a placement at the limit passes the check after float rounding. */
const SCALE_CAP = MAX_UPSCALE * 0.999;
/** The spec's face width (create-and-write §8): 130 px on a design 750 px wide. */
export const FACE_TARGET_PX = 130;
export const FACE_BASIS_PX = 750;
/** …shifted this many px away from the way it looks, past YAW_SIDE_DEG (create-and-write §8). */
export const FACE_YAW_SHIFT_PX = 20;
/** Room above a face box for the hair, as a share of its height (the box ends at the brows). */
const HEADROOM = 0.35;
/** Room beside a face box, as a share of its width, so the ears and hair stay inside the slot. */
const SIDE_ROOM = 0.25;
/** A person in a photo slot is framed head to waist: the window is this many face heights tall. */
const SHOT_FACE_HEIGHTS = 4;
/** …and at least this many face widths wide, so the shoulders are not cut at the face. */
const SHOT_FACE_WIDTHS = 2.6;
/** The closest framing, head and shoulders, for a person at a photo's edge. */
const TIGHT_FACE_HEIGHTS = 2.6;
const TIGHT_FACE_WIDTHS = 1.8;
/** A close-up, for a person narrower than the window: the face box a share of the window's height. */
const CLOSEST_FACE_HEIGHTS = 1.5;
/** A subject without a face (a product) fills its window with this margin on each side. */
const FRAME_MARGIN = 0.08;
/** Where the eyes sit in a face box, from its top (share of its height): the thirds line. */
const EYES_IN_FACE = 0.4;

/** The design's canvas size: the spec's face target scales with its width. */
export interface Canvas {
  width: number;
  height: number;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The face width a person slot aims at: its own target, else the spec's 130 at the 750 basis. */
export function faceTargetOf(layer: SpriteLayer, canvas?: Canvas): number | undefined {
  if (layer.slot?.face) return layer.slot.face.targetWidth;
  return canvas ? (FACE_TARGET_PX * canvas.width) / FACE_BASIS_PX : undefined;
}

/** The part of the layer's box on the canvas (the whole box without a canvas). */
function visibleArea(layer: SpriteLayer, canvas?: Canvas): Box {
  const box = canvasBox(layer);
  if (!canvas) return box;
  const x = Math.max(box.x, 0);
  const y = Math.max(box.y, 0);
  const w = Math.min(box.x + box.w, canvas.width) - x;
  const h = Math.min(box.y + box.h, canvas.height) - y;
  return w > 0 && h > 0 ? { x, y, w, h } : box;
}

/**
 * Scales and crops the layer so the face reaches the slot's target width (its own, or the spec's
 * 130 px at the 750 px basis) with its centre on the slot's face centre (± the yaw shift), as large
 * as the slot and the canvas allow: the hair, the chin and the ears stay inside the part of the slot
 * on the canvas, and the picture is never drawn past twice its pixel size. A role slot without a face
 * centre puts the face on the upper thirds line of its middle. The drawn box shrinks to the part the
 * picture covers, so nothing is stretched and no empty band is drawn. Returns false when the slot is
 * no person slot or there is no face.
 */
export function placeFace(layer: SpriteLayer, facts: PlacementFacts, canvas?: Canvas): boolean {
  const spec = layer.slot?.face;
  const face = facts.face;
  const want = faceTargetOf(layer, canvas);
  if (!want || !face || face.box.w <= 0 || face.box.h <= 0 || facts.width <= 0 || facts.height <= 0)
    return false;
  if (!spec && layer.slot?.field !== 'role') return false;
  const flip = layer.flipX === true;
  // Worked out on the picture as drawn (mirrored when the layer flips), then mapped back.
  const fb = flip ? mirrored(face.box) : face.box;
  const yaw = flip ? -face.yaw : face.yaw;
  const { width: iw, height: ih } = facts;
  const box = canvasBox(layer);
  const area = visibleArea(layer, canvas);
  const cx =
    (spec?.center[0] ?? area.x + area.w / 2) + yawShiftOf(yaw, spec?.yawShift ?? FACE_YAW_SHIFT_PX);
  const cy = spec?.center[1] ?? area.y + area.h / 3;
  // The largest scale at which the face with its room still fits around (cx, cy) in the area.
  const fw = fb.w * iw;
  const fh = fb.h * ih;
  const room = Math.min(
    (cx - area.x) / (fw * (0.5 + SIDE_ROOM)),
    (area.x + area.w - cx) / (fw * (0.5 + SIDE_ROOM)),
    (cy - area.y) / (fh * (0.5 + HEADROOM)),
    (area.y + area.h - cy) / (fh * 0.5),
  );
  const k = Math.min(want / fw, SCALE_CAP, room);
  if (!(k > 0)) return false;
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

/**
 * Frames a photo that covers its slot around what is in it, instead of the cover crop's whole height
 * with the subject pushed to an edge: a person from above the hair to about the waist, the face on
 * the upper thirds line and on the vertical thirds line that leaves room in front of the face (the
 * middle when frontal), never larger than the face target; a subject without a face (a product)
 * whole with a margin, as large as the window allows. The window keeps the slot's aspect and stays
 * inside the picture (a cover never shows a band), and the picture is never drawn past twice its
 * size. Returns false without a subject or face.
 */
export function framePhoto(layer: SpriteLayer, facts: PlacementFacts, canvas?: Canvas): boolean {
  const face = facts.face;
  const subject = facts.subject ?? face?.box;
  const { width: iw, height: ih } = facts;
  if (!subject || iw <= 0 || ih <= 0) return false;
  const box = canvasBox(layer);
  if (box.w <= 0 || box.h <= 0) return false;
  const flip = layer.flipX === true;
  const cover = Math.max(box.w / iw, box.h / ih);
  let k: number;
  let centre: { x: number; y: number };
  let top: number | undefined;
  if (face && face.box.w > 0 && face.box.h > 0) {
    const fb = flip ? mirrored(face.box) : face.box;
    const yaw = flip ? -face.yaw : face.yaw;
    const fw = fb.w * iw;
    const fh = fb.h * ih;
    const want = faceTargetOf(layer, canvas) ?? Infinity;
    // Head to waist, the face no wider than its target…
    const shot = Math.min(box.h / (SHOT_FACE_HEIGHTS * fh), box.w / (SHOT_FACE_WIDTHS * fw));
    // …closer (up to head and shoulders) when the picture ends too near the face to put it on its
    // thirds lines: a person at a photo's edge is framed, not pushed to the panel's edge beside
    // the photo's empty ground.
    const tightest = Math.min(box.h / (TIGHT_FACE_HEIGHTS * fh), box.w / (TIGHT_FACE_WIDTHS * fw));
    const eyes = (fb.y + fb.h * EYES_IN_FACE) * ih;
    const lookRoom = yawShiftOf(yaw, 1);
    const fx = (fb.x + fb.w / 2) * iw;
    // The face's share of the window from its left edge: ½, or ⅓ / ⅔ facing a side.
    const at = 0.5 + lookRoom / 6;
    const needed = Math.max(
      fx > 0 ? (box.w * at) / fx : Infinity,
      iw - fx > 0 ? (box.w * (1 - at)) / (iw - fx) : Infinity,
      eyes > 0 ? box.h / 3 / eyes : Infinity,
    );
    // …and closer too when the person is narrower than the window (a photo cut to a strip around
    // them): the window no wider than the person, so the panel shows them, not their ground.
    // The person vision found, when the face is in it (else the face alone decides).
    const found = facts.subject && (flip ? mirrored(facts.subject) : facts.subject);
    const inPerson = found && fb.x + fb.w / 2 >= found.x && fb.x + fb.w / 2 <= found.x + found.w;
    const person = inPerson ? found : fb;
    const fill = inPerson && found.w > 0 ? box.w / (found.w * iw) : 0;
    k = Math.min(Math.max(shot, Math.min(Math.max(needed, fill), tightest)), want / fw);
    // A person still narrower than the window (a strip of a wide photo, the shoulders cut by its
    // sides) is drawn closer, past the face target, up to a close-up: the window then shows the
    // person from side to side, not a strip of them beside their empty ground.
    k = Math.min(Math.max(k, Math.min(fill, box.h / (CLOSEST_FACE_HEIGHTS * fh))), SCALE_CAP);
    k = Math.max(k, cover);
    const ww = box.w / k;
    // Looking to the viewer's right: the face on the left thirds line, room in front of it; then
    // kept on the person where the window is narrower than them, or around them where it is wider.
    const px0 = person.x * iw;
    const px1 = (person.x + person.w) * iw;
    const [lo, hi] = ww <= px1 - px0 ? [px0, px1 - ww] : [px1 - ww, px0];
    const left = Math.min(Math.max(fx - at * ww, lo), hi);
    centre = { x: left + ww / 2, y: 0 };
    top = eyes - box.h / k / 3;
  } else {
    const s = flip ? mirrored(subject) : subject;
    const sw = s.w * iw * (1 + 2 * FRAME_MARGIN);
    const sh = s.h * ih * (1 + 2 * FRAME_MARGIN);
    k = sw > 0 && sh > 0 ? Math.min(box.w / sw, box.h / sh) : cover;
    k = Math.max(Math.min(k, SCALE_CAP), cover);
    centre = { x: (s.x + s.w / 2) * iw, y: (s.y + s.h / 2) * ih };
  }
  const ww = Math.min(box.w / k, iw);
  const wh = Math.min(box.h / k, ih);
  const clampTo = (v: number, max: number) => Math.min(Math.max(v, 0), max);
  const x0 = clampTo(centre.x - ww / 2, iw - ww);
  const y0 = clampTo(top ?? centre.y - wh / 2, ih - wh);
  const crop = { x: x0 / iw, y: y0 / ih, w: ww / iw, h: wh / ih };
  layer.crop = flip ? mirrored(crop) : crop;
  layer.fit = 'fill';
  layer.focusBox = face?.box ?? subject;
  return true;
}

/** A cut-out whose subject reaches this close (share of the picture) to its foot was cut there. */
const FOOT_CUT = 0.02;
/** …and stands on the canvas's edge when it would end at most this share of its height above it. */
const STAND_GAP = 0.3;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The layer's box becomes `after` (same scale, crop grown or moved with it) unless that puts it
 *  over text or another picture slot it was clear of. */
function growTo(layer: SpriteLayer, crop: UnitBox, after: Box, others: readonly Layer[]): boolean {
  const before = canvasBox(layer);
  const covers = others.some(
    (o) =>
      o !== layer &&
      !o.hidden &&
      (o.type === 'label' || (o.type === 'sprite' && o.slot && o.slot.field !== 'background')) &&
      overlaps(after, canvasBox(o)) &&
      !overlaps(before, canvasBox(o)),
  );
  const finite = [crop.x, crop.y, crop.w, crop.h, after.x, after.y, after.w, after.h].every(
    Number.isFinite,
  );
  if (covers || !finite || crop.w <= 0 || crop.h <= 0) return false;
  // Kept inside the picture exactly: float sums may step a hair past its edge.
  const x = clamp01(crop.x);
  const y = clamp01(crop.y);
  const inside = { x, y, w: Math.min(crop.w, 1 - x), h: Math.min(crop.h, 1 - y) };
  const drawn = layer.flipX === true ? mirrored(inside) : inside;
  layer.crop = { ...drawn, x: clamp01(drawn.x) };
  layer.width = after.w / layer.scale;
  layer.height = after.h / layer.scale;
  layer.pos = [after.x + layer.anchor[0] * after.w, after.y + layer.anchor[1] * after.h];
  return true;
}

/**
 * A cut-out's edges are the person's, not its slot's. Where the slot's box cut the person off at a
 * side in mid-canvas, the picture is shown out to the person and their margin (within the canvas);
 * a person cut by their photo's frame (a bust, the body ending at the picture's foot) that would end
 * in a straight line in mid-air is shown further down where the crop stopped short, then moved down
 * until that line is the canvas's edge. Each step is left out where it would put the person over
 * text or another picture slot, and the move where the gap is large (a composition of the
 * designer's). Same scale throughout. Returns whether anything changed.
 */
export function freeCutout(
  layer: SpriteLayer,
  facts: PlacementFacts,
  canvas: Canvas,
  others: readonly Layer[],
): boolean {
  const found = facts.subject;
  if (!facts.transparent || !found || !layer.crop || layer.rotation) return false;
  if (layer.crop.w <= 0 || layer.crop.h <= 0) return false;
  // Worked out as drawn (mirrored when the layer flips).
  const flip = layer.flipX === true;
  const subject = flip ? mirrored(found) : found;
  let changed = false;
  // Each side on its own: text beside one side leaves the other free.
  for (const side of ['left', 'right'] as const) {
    const crop = flip ? mirrored(layer.crop) : layer.crop;
    const box = canvasBox(layer);
    const per = box.w / crop.w;
    const want = withMargin(subject);
    const more =
      side === 'left'
        ? Math.min((crop.x - want.x) * per, box.x)
        : Math.min((want.x + want.w - crop.x - crop.w) * per, canvas.width - box.x - box.w);
    if (more < 1) continue;
    const shift = side === 'left' ? more : 0;
    changed =
      growTo(
        layer,
        { ...crop, x: crop.x - shift / per, w: crop.w + more / per },
        { ...box, x: box.x - shift, w: box.w + more },
        others,
      ) || changed;
  }
  if (subject.y + subject.h >= 1 - FOOT_CUT) {
    const crop = flip ? mirrored(layer.crop) : layer.crop;
    const box = canvasBox(layer);
    const gap = canvas.height - (box.y + box.h);
    if (gap >= 1 && gap <= STAND_GAP * box.h) {
      const per = box.h / crop.h;
      // Shown further down first, as far as the picture goes; the rest of the gap is a move.
      const more = Math.min((1 - crop.y - crop.h) * per, gap);
      changed =
        growTo(
          layer,
          { ...crop, h: crop.h + more / per },
          { ...box, y: box.y + gap - more, h: box.h + more },
          others,
        ) || changed;
    }
  }
  return changed;
}

/** How a user's picture was placed, for the result's reasons. */
export type Placement = 'face' | 'subject-crop' | 'subject-focus' | 'none';

/**
 * Places a user's picture in its slot from the facts: the face target for a person slot, a tight
 * crop around the subject for a contained sprite (a cut-out), a photo covering its slot framed
 * around its person or subject. A designer's own focus point on a cover stays.
 */
export function placeImage(layer: SpriteLayer, facts: PlacementFacts, canvas?: Canvas): Placement {
  if (placeFace(layer, facts, canvas)) return 'face';
  const subject = facts.subject ?? facts.face?.box;
  if (!subject) return 'none';
  if (layer.fit === 'contain' || layer.fit === 'none') {
    layer.crop = withMargin(subject);
    return 'subject-crop';
  }
  if (layer.fit === 'cover' && typeof layer.focus !== 'object' && framePhoto(layer, facts, canvas))
    return 'subject-focus';
  return 'none';
}
