import type { ShapeLayer, SpriteLayer, TemplateDoc } from '@adstudio/render';
import { nodeMeasurer } from '@adstudio/render/node';
import { describe, expect, it } from 'vitest';
import { evaluate, type Evaluation } from './smart.evaluate.js';
import type { ImageFacts } from './smart.images.js';
import type { SmartInputs } from './smart.inputs.js';
import { boxOnCanvas, drawnImage, intersection, shareInside } from './smart.place.js';
import { labelLayer } from '@adstudio/render/test';

// A 900×383 banner whose photo window is wide (600×383, aspect 1.57) and a product photographed
// upright (1000×1500, aspect 0.67) standing off-centre on a plain ground: the window's aspect
// cannot hold the product by covering the window, so the crop cut it (issue 27).
const WINDOW = { x: 300, y: 0, w: 600, h: 383 };
const PHOTO = 'upload:bottle.jpg';
const SUBJECT = { x: 0.5, y: 0.06, w: 0.3, h: 0.88 };

/** A solid rectangle of the design, at `zIndex`. */
const rect = (key: string, fill: string, width: number, zIndex: number): ShapeLayer => ({
  key,
  type: 'shape',
  shape: 'rect',
  fill,
  pos: [0, 0],
  anchor: [0, 0],
  width,
  height: 383,
  scale: 1,
  zIndex,
});

const banner = (photo: Partial<SpriteLayer> = {}): TemplateDoc => ({
  schemaVersion: 2,
  meta: { category: 121, tags: {}, layoutFamily: 'test-banner' },
  renderConfig: {
    width_g: 900,
    height_g: 383,
    materials: {
      background: rect('background', '#F4EEE6', 900, 0),
      photo_0: {
        key: 'photo_0',
        type: 'sprite',
        texture: 'asset://placeholders/photo.png',
        fit: 'cover',
        focus: 'center',
        pos: [WINDOW.x, WINDOW.y],
        anchor: [0, 0],
        width: WINDOW.w,
        height: WINDOW.h,
        scale: 1,
        zIndex: 3,
        slot: {
          field: 'background',
          index: 0,
          required: false,
          whenEmpty: 'keep',
          accepts: ['photo'],
        },
        ...photo,
      },
    },
  },
});

const inputs: SmartInputs = {
  category: 121,
  tagIds: [],
  copy: {},
  detail: false,
  images: { product: PHOTO },
  templateIds: undefined,
};

function placed(doc: TemplateDoc, facts: ImageFacts): Evaluation {
  const result = evaluate(
    { doc, tagIds: [], downloads: 0 },
    {
      inputs,
      facts: new Map([[PHOTO, facts]]),
      scene: { chosen: new Map(), tags: new Map() },
      measurer: nodeMeasurer,
      maxDownloads: 0,
    },
  );
  if (typeof result === 'string') throw new Error(`excluded: ${result}`);
  return result;
}

/** The product's box as drawn, and the part of the canvas its layer shows. */
function drawn(result: Evaluation, facts: ImageFacts) {
  const layer = result.doc.renderConfig.materials.photo_0 as SpriteLayer;
  return { layer, product: boxOnCanvas(layer, facts, SUBJECT) };
}

describe('a product photo whose aspect differs from its photo window', () => {
  const facts: ImageFacts = { width: 1000, height: 1500, subject: SUBJECT };

  it('shows the whole product inside the window, centred, with the ground beside it', () => {
    const result = placed(banner(), facts);
    const { layer, product } = drawn(result, facts);
    expect(shareInside(product, WINDOW)).toBeGreaterThanOrEqual(0.999);
    // Drawn whole in the window, no larger than the window allows and not a thumbnail in it.
    expect(product.h).toBeGreaterThan(WINDOW.h * 0.8);
    expect(drawnImage(layer, facts).scale).toBeLessThanOrEqual(2);
    expect(result.reasons).toContain('照片比例与图位不同：主体完整放入，两侧留出底色');
  });

  it('keeps it whole in a mirrored window too', () => {
    const { product } = drawn(placed(banner({ flipX: true }), facts), facts);
    expect(shareInside(product, WINDOW)).toBeGreaterThanOrEqual(0.999);
  });

  it('frames a product the picture can hold at the window aspect without bands', () => {
    // The same product, small on a wide ground: a window of the slot's aspect holds it.
    const wide: ImageFacts = {
      width: 3000,
      height: 1500,
      subject: { x: 0.7, y: 0.06, w: 0.1, h: 0.88 },
    };
    const result = placed(banner(), wide);
    const layer = result.doc.renderConfig.materials.photo_0 as SpriteLayer;
    const product = boxOnCanvas(layer, wide, wide.subject ?? SUBJECT);
    expect(shareInside(product, WINDOW)).toBeGreaterThanOrEqual(0.999);
    // No band: the picture covers the window.
    const cover = intersection(drawnImage(layer, wide).rect, WINDOW);
    expect((cover?.w ?? 0) * (cover?.h ?? 0)).toBeCloseTo(WINDOW.w * WINDOW.h, 0);
  });

  it('keeps the product out from under a solid panel drawn over the photo', () => {
    // A full-bleed photo whose left half carries the copy on a coloured band (the library's
    // side-band layouts): the product shows in the right half, whole.
    const doc = banner({ pos: [0, 0], width: 900 });
    doc.renderConfig.materials.deco_band_0 = {
      ...rect('deco_band_0', '#C2335A', 450, 5),
      opacity: 0.94,
    };
    const result = placed(doc, facts);
    const { product } = drawn(result, facts);
    expect(shareInside(product, { x: 450, y: 0, w: 450, h: 383 })).toBeGreaterThanOrEqual(0.999);
  });

  it('puts the whole picture where the copy leaves the product clear', () => {
    // A line of copy over the middle of the window: the narrower picture moves beside it.
    const doc = banner();
    doc.renderConfig.materials.note_0 = labelLayer({
      key: 'note_0',
      text: '春日上新',
      pos: [540, 0],
      width: 120,
      height: 383,
      zIndex: 20,
    });
    const { product } = drawn(placed(doc, facts), facts);
    expect(shareInside(product, WINDOW)).toBeGreaterThanOrEqual(0.999);
    expect(intersection(product, { x: 540, y: 0, w: 120, h: 383 })).toBeUndefined();
  });
});

describe('a person photo in a full-bleed photo slot half under the copy band', () => {
  // The face stands at the middle of a wide photo: framed frontally it lands at the slot's middle,
  // where a band covers the photo's left half from its edge.
  const person: ImageFacts = {
    width: 1600,
    height: 1000,
    face: { box: { x: 0.45, y: 0.3, w: 0.1, h: 0.16 }, yaw: 0 },
    subject: { x: 0.38, y: 0.2, w: 0.24, h: 0.8 },
  };
  const run = (doc: TemplateDoc) =>
    evaluate(
      { doc, tagIds: [], downloads: 0 },
      {
        inputs: { ...inputs, images: { role: PHOTO } },
        facts: new Map([[PHOTO, person]]),
        scene: { chosen: new Map(), tags: new Map() },
        measurer: nodeMeasurer,
        maxDownloads: 0,
      },
    );

  it('is left out when the face would be under a solid panel, not only under text', () => {
    const open = banner({ pos: [0, 0], width: 900 });
    expect(typeof run(open)).toBe('object');
    const banded = banner({ pos: [0, 0], width: 900 });
    banded.renderConfig.materials.deco_band_0 = {
      ...rect('deco_band_0', '#C2335A', 470, 5),
      opacity: 0.94,
    };
    expect(run(banded)).toBe('face');
  });
});
