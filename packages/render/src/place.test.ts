import { describe, expect, it } from 'vitest';
import { canvasBox } from './draw.js';
import { placeFace, placeImage, withMargin, type UnitBox } from './place.js';
import type { SpriteLayer } from './template.schema.js';

// A 1600×1000 photo of a person standing at the right edge (issue 27): the face is small and far
// from the middle.
const PHOTO = { width: 1600, height: 1000 };
const FACE: UnitBox = { x: 0.9, y: 0.18, w: 0.06, h: 0.1 };

const roleSlot = (over: Partial<SpriteLayer> = {}): SpriteLayer => ({
  key: 'role_0',
  type: 'sprite',
  texture: 'user.png',
  fit: 'contain',
  focus: 'face',
  pos: [560, 700],
  anchor: [0.5, 0.5],
  width: 420,
  height: 900,
  scale: 1,
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
    const l = roleSlot({ slot: { field: 'product', index: 0, required: false, whenEmpty: 'hide' } });
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
