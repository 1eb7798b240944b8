import { canvasBox, type SpriteLayer, type TemplateDoc } from '@adstudio/render';
import { describe, expect, it } from 'vitest';
import { createBlankDoc } from './blank.js';
import { applyCrop, aspectCrop, cropPixels, layerAspect, resetCrop } from './crop.js';
import { layerOf } from './doc-ops.js';
import { spriteLayer } from '@adstudio/render/test';

const IMAGE = { width: 240, height: 160 };
const TEXTURE = 'upload://crop-source.png';

function photoDoc(fit: SpriteLayer['fit'] = 'cover'): TemplateDoc {
  const doc = createBlankDoc({ width: 900, height: 383 });
  doc.renderConfig.materials.photo = spriteLayer({
    key: 'photo',
    texture: TEXTURE,
    fit,
    pos: [60, 40],
    width: 120,
    height: 80,
  });
  return doc;
}
const photoOf = (doc: TemplateDoc) => layerOf(doc, 'photo') as SpriteLayer;

describe('the crop tool (issue 32 item 3)', () => {
  it('keeps a crop on whole image pixels inside the image', () => {
    expect(cropPixels({ x: 0.1004, y: -0.2, w: 0.5, h: 2 }, IMAGE)).toEqual({
      x: 24,
      y: 0,
      w: 120,
      h: 160,
    });
    // Dragged to nothing, it keeps a few pixels.
    expect(cropPixels({ x: 0.5, y: 0.5, w: 0, h: 0 }, IMAGE)).toMatchObject({ w: 8, h: 8 });
  });

  it('保持比例 gives the box’s aspect; 自由 reshapes the box to the crop; 重置 clears it', () => {
    const doc = photoDoc();
    const kept = aspectCrop({ x: 0, y: 0, w: 1, h: 1 }, IMAGE, layerAspect(photoOf(doc)));
    expect(kept.w * IMAGE.width).toBeCloseTo(((kept.h * IMAGE.height) / 80) * 120, 6);
    const same = photoOf(applyCrop(doc, 'photo', kept, IMAGE));
    expect([same.width, same.height, same.pos]).toEqual([120, 80, [60, 40]]);

    // A tall free crop: the box keeps its width and centre and takes the crop's aspect.
    const free = photoOf(applyCrop(doc, 'photo', { x: 0.25, y: 0, w: 0.25, h: 1 }, IMAGE));
    expect(free.crop).toEqual({ x: 0.25, y: 0, w: 0.25, h: 1 });
    expect(free.height).toBeCloseTo((120 * 160) / 60, 1);
    expect(canvasBox(free).y + canvasBox(free).h / 2).toBeCloseTo(80, 1);

    const reset = photoOf(resetCrop(applyCrop(doc, 'photo', kept, IMAGE), 'photo', IMAGE));
    expect(reset).not.toHaveProperty('crop');
    expect(reset).toEqual(photoOf(doc));
    // The whole image chosen as the crop is no crop at all.
    expect(photoOf(applyCrop(doc, 'photo', { x: 0, y: 0, w: 1, h: 1 }, IMAGE))).not.toHaveProperty(
      'crop',
    );
  });

  it('keeps a crop of whole pixels exact: the fractions render’s crop test draws pixel for pixel', () => {
    // packages/render/node/render.crop.test.ts renders this very crop on the server.
    const doc = applyCrop(
      photoDoc('fill'),
      'photo',
      { x: 0.1541, y: 0.1312, w: 0.5, h: 0.5 },
      IMAGE,
    );
    expect(photoOf(doc).crop).toEqual({ x: 37 / 240, y: 21 / 160, w: 0.5, h: 0.5 });
    expect(canvasBox(photoOf(doc))).toEqual({ x: 60, y: 40, w: 120, h: 80 });
  });
});
