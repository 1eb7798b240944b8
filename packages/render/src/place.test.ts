import { describe, expect, it } from 'vitest';
import { canvasBox } from './draw.js';
import {
  MAX_UPSCALE,
  placeFace,
  placeImage,
  freeCutout,
  withMargin,
  type UnitBox,
} from './place.js';
import type { SpriteLayer } from './template.schema.js';
import { labelLayer, spriteLayer } from '../test/layers.js';

// A 1600×1000 photo of a person standing at the right edge (issue 27): the face is small and far
// from the middle.
const PHOTO = { width: 1600, height: 1000 };
const FACE: UnitBox = { x: 0.9, y: 0.18, w: 0.06, h: 0.1 };

const roleSlot = (over: Partial<SpriteLayer> = {}): SpriteLayer =>
  spriteLayer({
    key: 'role_0',
    texture: 'user.png',
    fit: 'contain',
    focus: 'face',
    pos: [560, 700],
    anchor: [0.5, 0.5],
    width: 420,
    height: 900,
    zIndex: 3,
    slot: {
      field: 'role',
      index: 0,
      required: false,
      whenEmpty: 'hide',
      face: { targetWidth: 130, center: [540, 420], yawShift: 20 },
    },
    ...over,
  });

/** Where a box of the picture lands on the canvas, as draw's `fill` of the crop puts it. */
function onCanvas(l: SpriteLayer, part: UnitBox) {
  const crop = l.crop ?? { x: 0, y: 0, w: 1, h: 1 };
  const box = canvasBox(l);
  const kx = box.w / crop.w;
  const ky = box.h / crop.h;
  let x = box.x + (part.x - crop.x) * kx;
  const w = part.w * kx;
  if (l.flipX) x = box.x * 2 + box.w - x - w;
  return { x, y: box.y + (part.y - crop.y) * ky, w, h: part.h * ky };
}

const centreX = (b: { x: number; w: number }) => b.x + b.w / 2;

describe('placeFace', () => {
  it('scales a frontal face to 130 px and puts it on the slot centre', () => {
    const l = roleSlot();
    expect(placeFace(l, { ...PHOTO, face: { box: FACE, yaw: 0 } })).toBe(true);
    const face = onCanvas(l, FACE);
    expect(face.w).toBeCloseTo(130, 5);
    expect(centreX(face)).toBeCloseTo(540, 5);
    expect(face.y + face.h / 2).toBeCloseTo(420, 5);
    // Cropped to the photo: the box never reaches past the picture's right edge (no empty band).
    const box = canvasBox(l);
    expect(l.crop!.x + l.crop!.w).toBeLessThanOrEqual(1);
    expect(box.x + box.w).toBeLessThan(560 + 210);
  });

  it('shifts the face 20 px against the way it looks beyond yaw 6, not within it', () => {
    const right = roleSlot();
    placeFace(right, { ...PHOTO, face: { box: FACE, yaw: 20 } });
    expect(centreX(onCanvas(right, FACE))).toBeCloseTo(520, 5);
    const left = roleSlot();
    placeFace(left, { ...PHOTO, face: { box: FACE, yaw: -20 } });
    expect(centreX(onCanvas(left, FACE))).toBeCloseTo(560, 5);
    const slight = roleSlot();
    placeFace(slight, { ...PHOTO, face: { box: FACE, yaw: 5 } });
    expect(centreX(onCanvas(slight, FACE))).toBeCloseTo(540, 5);
  });

  it('places a mirrored person by its mirrored face', () => {
    const l = roleSlot({ flipX: true });
    placeFace(l, { ...PHOTO, face: { box: FACE, yaw: 20 } });
    const face = onCanvas(l, FACE);
    expect(face.w).toBeCloseTo(130, 5);
    // Drawn mirrored, it looks left: shifted right.
    expect(centreX(face)).toBeCloseTo(560, 5);
  });
});

describe('placeImage', () => {
  it('crops a cut-out to its subject plus a margin (a tight sprite, not the whole canvas)', () => {
    const l = roleSlot({
      slot: { field: 'product', index: 0, required: false, whenEmpty: 'hide' },
    });
    const subject = { x: 0.75, y: 0.1, w: 0.2, h: 0.85 };
    expect(placeImage(l, { ...PHOTO, subject })).toBe('subject-crop');
    expect(l.crop).toEqual(withMargin(subject));
    expect(l.crop!.x).toBeLessThan(0.75);
    expect(l.crop!.x + l.crop!.w).toBeGreaterThan(0.95);
  });

  it('focuses a covering photo on its subject instead of the middle', () => {
    const l = roleSlot({ fit: 'cover', focus: 'center', slot: undefined });
    expect(placeImage(l, { ...PHOTO, face: { box: FACE, yaw: 0 } })).toBe('subject-focus');
    expect(l.focusBox).toEqual(FACE);
  });
});

// The banner of issue 27's e2e: 900×383, a square photo panel at the right, a person slot whose
// face centre is near the top, and the off-centre photo (face ≈ 60 px wide, person 250×640 px).
const BANNER = { width: 900, height: 383 };
const SMALL_FACE: UnitBox = { x: 0.86, y: 0.4, w: 0.0375, h: 0.075 };
const PERSON: UnitBox = { x: 0.81, y: 0.36, w: 0.155, h: 0.64 };
const panel = (over: Partial<SpriteLayer> = {}): SpriteLayer =>
  roleSlot({
    ...{ key: 'photo', texture: 'user.jpg', fit: 'cover', focus: 'center', pos: [558, 46] },
    ...{ anchor: [0, 0], width: 288, height: 291 },
    slot: { field: 'background', index: 0, required: false, whenEmpty: 'keep', accepts: ['photo'] },
    ...over,
  });
const bannerRole = (face?: { targetWidth: number; center: [number, number]; yawShift: number }) =>
  roleSlot({
    pos: [576, 15],
    anchor: [0, 0],
    width: 306,
    height: 368,
    slot: { field: 'role', index: 0, required: true, whenEmpty: 'hide', ...(face && { face }) },
  });
const inside = (a: { x: number; y: number; w: number; h: number }, b: typeof a) =>
  a.x >= b.x - 1e-6 &&
  a.y >= b.y - 1e-6 &&
  a.x + a.w <= b.x + b.w + 1e-6 &&
  a.y + a.h <= b.y + b.h + 1e-6;

describe('placeFace on a banner', () => {
  it('grows the face towards the target, never past twice the picture and with the hair in the slot', () => {
    // The library's target for a 900 px banner: 130 × 900 / 750 = 156 px.
    const l = bannerRole({ targetWidth: 156, center: [729, 126], yawShift: 20 });
    expect(placeFace(l, { ...PHOTO, face: { box: SMALL_FACE, yaw: 0 } }, BANNER)).toBe(true);
    const face = onCanvas(l, SMALL_FACE);
    // 60 px of picture may become at most 120 px; the slot's top (15) leaves room for less.
    expect(face.w).toBeLessThanOrEqual(60 * MAX_UPSCALE);
    const hair = face.y - face.h * 0.35;
    expect(hair).toBeGreaterThanOrEqual(15 - 1e-6);
    // As large as that room allows: the hair touches the slot's top.
    expect(hair).toBeCloseTo(15, 5);
    expect(face.w).toBeGreaterThan(66);
    expect(centreX(face)).toBeCloseTo(729, 5);
  });

  it('reaches the target when the picture and the slot allow it', () => {
    const l = bannerRole({ targetWidth: 156, center: [729, 180], yawShift: 20 });
    const big: UnitBox = { x: 0.6, y: 0.2, w: 0.1, h: 0.15 };
    placeFace(l, { ...PHOTO, face: { box: big, yaw: 0 } }, BANNER);
    expect(onCanvas(l, big).w).toBeCloseTo(156, 5);
  });

  it("uses the spec's 130 px at the 750 px basis in a person slot without a face target", () => {
    const l = roleSlot({ slot: { field: 'role', index: 0, required: false, whenEmpty: 'hide' } });
    const canvas = { width: 600, height: 1200 };
    expect(placeFace(l, { ...PHOTO, face: { box: FACE, yaw: 0 } }, canvas)).toBe(true);
    expect(onCanvas(l, FACE).w).toBeCloseTo((130 * 600) / 750, 5);
    // Without a face target or a person slot, nothing to place by.
    const other = roleSlot({ slot: undefined });
    expect(placeFace(other, { ...PHOTO, face: { box: FACE, yaw: 0 } }, BANNER)).toBe(false);
  });
});

describe('placeImage framing a photo that covers its slot', () => {
  it('frames a person at the edge of a wide photo so they fill the panel, not a strip beside it', () => {
    const l = panel();
    const facts = { ...PHOTO, face: { box: SMALL_FACE, yaw: 0 }, subject: PERSON };
    expect(placeImage(l, facts, BANNER)).toBe('subject-focus');
    const shown = canvasBox(l);
    const face = onCanvas(l, SMALL_FACE);
    const person = onCanvas(l, PERSON);
    // The face whole in the panel, on its upper thirds line, frontal: in the middle.
    expect(inside(face, shown)).toBe(true);
    expect(face.y + face.h * 0.4).toBeCloseTo(shown.y + shown.h / 3, 5);
    expect(centreX(face)).toBeGreaterThan(shown.x + shown.w / 3);
    expect(centreX(face)).toBeLessThan(shown.x + (shown.w * 2) / 3);
    // The person spans the panel's width (a strip was a quarter of it).
    const across = Math.min(person.x + person.w, shown.x + shown.w) - Math.max(person.x, shown.x);
    expect(across / shown.w).toBeGreaterThan(0.95);
    // Same aspect as the panel, inside the picture: no band, no stretch.
    const crop = l.crop!;
    expect((crop.w * PHOTO.width) / (crop.h * PHOTO.height)).toBeCloseTo(288 / 291, 5);
    expect(crop.x).toBeGreaterThanOrEqual(0);
    expect(crop.x + crop.w).toBeLessThanOrEqual(1 + 1e-9);
    expect(shown.w / (crop.w * PHOTO.width)).toBeLessThanOrEqual(MAX_UPSCALE);
  });

  it('frames closer when the person stands at the very edge of the photo, rather than showing its empty ground', () => {
    const roomy = panel();
    placeImage(roomy, { ...PHOTO, face: { box: { ...SMALL_FACE, x: 0.5 }, yaw: 0 } }, BANNER);
    const edge = panel();
    const atEdge = { ...SMALL_FACE, x: 0.93 };
    placeImage(edge, { ...PHOTO, face: { box: atEdge, yaw: 0 } }, BANNER);
    const shown = canvasBox(edge);
    const face = onCanvas(edge, atEdge);
    expect(face.w).toBeGreaterThan(onCanvas(roomy, { ...SMALL_FACE, x: 0.5 }).w * 1.3);
    expect(inside(face, shown)).toBe(true);
    // Pushed right by the photo's edge, but not to the panel's edge.
    expect(face.x + face.w).toBeLessThan(shown.x + shown.w - face.w / 2);
  });

  it('draws a person narrower than the panel closer than the face target, side to side, face whole', () => {
    // The e2e's musician: a 308 px strip of a 1600 px photo, his face (its mesh) 200 px of it, so
    // at the face target the panel showed the strip beside a wide band of empty ground. Closer
    // still would cut his head: the panel shows him across four fifths of its width.
    const strip: UnitBox = { x: 0.77, y: 0.36, w: 0.19, h: 0.64 };
    const face: UnitBox = { x: 0.82, y: 0.46, w: 0.127, h: 0.25 };
    const l = panel();
    expect(placeImage(l, { ...PHOTO, face: { box: face, yaw: 20 }, subject: strip }, BANNER)).toBe(
      'subject-focus',
    );
    const shown = canvasBox(l);
    const person = onCanvas(l, strip);
    const across = Math.min(person.x + person.w, shown.x + shown.w) - Math.max(person.x, shown.x);
    expect(across / shown.w).toBeGreaterThan(0.8);
    expect(inside(onCanvas(l, face), shown)).toBe(true);
    expect(shown.w / (l.crop!.w * PHOTO.width)).toBeLessThanOrEqual(MAX_UPSCALE);
  });

  it('leaves room in front of a face turned to a side (the thirds line behind it)', () => {
    const l = panel();
    const wide = { ...PHOTO, face: { box: { ...SMALL_FACE, x: 0.5 }, yaw: 20 }, subject: PERSON };
    placeImage(l, wide, BANNER);
    const shown = canvasBox(l);
    // Looking to the viewer's right: on the left thirds line.
    expect(centreX(onCanvas(l, wide.face.box))).toBeCloseTo(shown.x + shown.w / 3, 5);
  });

  it('shows a product whole with a margin, as large as the panel allows', () => {
    const l = panel();
    const product: UnitBox = { x: 0.39, y: 0.2, w: 0.56, h: 0.6 };
    placeImage(l, { ...PHOTO, subject: product }, BANNER);
    const shown = canvasBox(l);
    const drawn = onCanvas(l, product);
    expect(inside(drawn, shown)).toBe(true);
    // It fills the panel on its tighter side, less the margin.
    expect(drawn.w / shown.w).toBeGreaterThan(0.8);
  });
});

describe('freeCutout', () => {
  // A cut-out bust (the photo's frame cut the body at its foot), 400×500, its face near the top,
  // in a 600×256 banner's role slot that stops 32 px above the canvas's foot.
  const BUST = {
    width: 400,
    height: 500,
    transparent: true,
    face: { box: { x: 0.35, y: 0.1, w: 0.3, h: 0.3 }, yaw: 0 },
    subject: { x: 0.05, y: 0.02, w: 0.9, h: 0.98 },
  };
  const CANVAS = { width: 600, height: 256 };
  const slot = () =>
    roleSlot({
      pos: [330, 16],
      anchor: [0, 0],
      width: 240,
      height: 208,
      slot: { field: 'role', index: 0, required: false, whenEmpty: 'hide' },
    });
  const placed = () => {
    const l = slot();
    expect(placeFace(l, BUST, CANVAS)).toBe(true);
    return l;
  };

  it('shows a bust the slot cut short down to the canvas edge, at the same size', () => {
    const l = placed();
    const before = canvasBox(l);
    expect(before.y + before.h).toBeLessThan(CANVAS.height - 20);
    const face = onCanvas(l, BUST.face.box);
    expect(freeCutout(l, BUST, CANVAS, [])).toBe(true);
    const after = canvasBox(l);
    expect(after.y).toBeCloseTo(before.y, 6);
    expect(after.y + after.h).toBeCloseTo(CANVAS.height, 6);
    const still = onCanvas(l, BUST.face.box);
    for (const side of ['x', 'y', 'w', 'h'] as const)
      expect(still[side]).toBeCloseTo(face[side], 6);
  });

  it('moves a bust that ends above the canvas edge down until its cut foot is that edge', () => {
    // A short bust: drawn at the face target, its foot is well above the slot's.
    const short = {
      ...BUST,
      height: 200,
      face: { box: { x: 0.35, y: 0.1, w: 0.3, h: 0.4 }, yaw: 0 },
    };
    const l = slot();
    expect(placeFace(l, short, CANVAS)).toBe(true);
    const face = onCanvas(l, short.face.box);
    expect(freeCutout(l, short, CANVAS, [])).toBe(true);
    const foot = onCanvas(l, { x: 0, y: 1, w: 1, h: 0 }).y;
    expect(foot).toBeCloseTo(CANVAS.height, 6);
    const moved = onCanvas(l, short.face.box);
    expect(moved.w).toBeCloseTo(face.w, 6);
    expect(moved.y).toBeGreaterThan(face.y);
  });

  it('does the same for a cut-out framed in a photo slot inset above the canvas edge', () => {
    // A photo slot 324×350 centred at (810, 230) on a 1080×460 banner: its foot 55 px up.
    const banner = { width: 1080, height: 460 };
    const l = spriteLayer({
      key: 'photo_0',
      texture: 'user.png',
      pos: [810, 230],
      anchor: [0.5, 0.5],
      width: 324,
      height: 350,
      slot: { field: 'background', index: 0, required: false, whenEmpty: 'hide' },
    });
    expect(placeImage(l, BUST, banner)).toBe('subject-focus');
    const before = canvasBox(l);
    const face = onCanvas(l, BUST.face.box);
    expect(freeCutout(l, BUST, banner, [])).toBe(true);
    const after = canvasBox(l);
    expect(after.y).toBe(before.y);
    expect(after.y + after.h).toBeCloseTo(banner.height, 6);
    expect(onCanvas(l, BUST.face.box).w).toBeCloseTo(face.w, 6);
    // Her arms end where she does, with the margin, not at the frame's sides.
    expect(after.w).toBeGreaterThan(before.w);
    const person = onCanvas(l, BUST.subject);
    expect(person.x).toBeGreaterThanOrEqual(after.x);
    expect(person.x + person.w).toBeLessThanOrEqual(after.x + after.w + 1e-6);
    // Inside the picture, as the template schema asks (each of x, y, w, h in 0..1).
    for (const v of Object.values(l.crop ?? {})) expect(v >= 0 && v <= 1, `${v}`).toBe(true);
  });

  it('keeps a side the slot cut where showing more would put the person over text', () => {
    // A role slot narrower than her shoulders at the face target: both sides are cut.
    const l = roleSlot({
      pos: [400, 16],
      anchor: [0, 0],
      width: 160,
      height: 208,
      slot: { field: 'role', index: 0, required: false, whenEmpty: 'hide' },
    });
    expect(placeFace(l, BUST, CANVAS)).toBe(true);
    const before = canvasBox(l);
    expect(onCanvas(l, BUST.subject).w).toBeGreaterThan(before.w);
    const title = labelLayer({
      key: 'title',
      text: '春日上新',
      pos: [330, 100],
      width: 60,
      height: 40,
    });
    expect(freeCutout(l, BUST, CANVAS, [title])).toBe(true);
    const after = canvasBox(l);
    expect(after.x).toBe(before.x);
    expect(after.x + after.w).toBeGreaterThan(before.x + before.w);
  });

  it('leaves a photo, a person whose whole figure is in the picture, and a move over text', () => {
    const photo = placed();
    expect(freeCutout(photo, { ...BUST, transparent: false }, CANVAS, [])).toBe(false);
    const whole = placed();
    expect(freeCutout(whole, { ...BUST, subject: { ...BUST.subject, h: 0.8 } }, CANVAS, [])).toBe(
      false,
    );
    const l = placed();
    const box = canvasBox(l);
    const note = labelLayer({
      key: 'note',
      text: '全城门店同享',
      pos: [box.x, box.y + box.h + 4],
      width: box.w,
      height: 20,
    });
    expect(freeCutout(l, BUST, CANVAS, [note])).toBe(false);
    expect(canvasBox(l)).toEqual(box);
  });
});
