// The server honours a sprite's crop pixel for pixel (issue 32 item 3): the editor's crop tool
// keeps crops on whole image pixels (packages/editor/src/crop.ts), and drawTemplate — the one draw
// of the browser and the server — then copies the image's own pixels, shifted and resampled by none.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { SpriteLayer, TemplateDoc } from '../src/template.schema.js';
import { renderDoc } from './render.draw.js';
import { shapeLayer, spriteLayer } from '../test/layers.js';

const W = 240;
const H = 160;
const TEXTURE = 'upload://crop-source.png';

// No two pixels of a row or column alike: any shift or resampling shows.
async function sourcePng(): Promise<Buffer> {
  const px = Buffer.alloc(W * H * 3);
  for (let i = 0; i < W * H; i += 1) {
    const x = i % W;
    const y = Math.floor(i / W);
    px.set([x, y, (x * 7 + y * 13) % 256], i * 3);
  }
  return sharp(px, { raw: { width: W, height: H, channels: 3 } })
    .png()
    .toBuffer();
}

function cropped(
  fit: SpriteLayer['fit'],
  crop: SpriteLayer['crop'],
  box: { w: number; h: number },
): TemplateDoc {
  return {
    schemaVersion: 2,
    meta: { category: 121, tags: {}, layoutFamily: 'crop' },
    renderConfig: {
      width_g: 400,
      height_g: 300,
      materials: {
        background: shapeLayer({
          key: 'background',
          fill: '#FFFFFF',
          pos: [0, 0],
          width: 400,
          height: 300,
          zIndex: 0,
        }),
        photo: spriteLayer({
          key: 'photo',
          texture: TEXTURE,
          fit,
          ...(crop && { crop }),
          pos: [60, 40],
          width: box.w,
          height: box.h,
        }),
      },
    },
  };
}

async function drawnBox(doc: TemplateDoc, png: Buffer, w: number, h: number) {
  const out = await renderDoc(doc, { format: 'png', images: { [TEXTURE]: png } });
  return sharp(out)
    .extract({ left: 60, top: 40, width: w, height: h })
    .removeAlpha()
    .raw()
    .toBuffer();
}
const region = (png: Buffer, left: number, top: number, width: number, height: number) =>
  sharp(png).extract({ left, top, width, height }).raw().toBuffer();

describe('a crop on the server render', () => {
  it('draws a crop of whole pixels into a box of its size as the image’s own pixels, for every fit', async () => {
    const png = await sourcePng();
    const expected = await region(png, 37, 21, 120, 80);
    const crop = { x: 37 / W, y: 21 / H, w: 0.5, h: 0.5 };
    for (const fit of ['fill', 'cover', 'contain', 'none'] as const) {
      const drawn = await drawnBox(cropped(fit, crop, { w: 120, h: 80 }), png, 120, 80);
      expect({ fit, equal: drawn.equals(expected) }).toEqual({ fit, equal: true });
    }
  });

  it('draws the uncropped image differently (the test sees a crop that is ignored)', async () => {
    const png = await sourcePng();
    const drawn = await drawnBox(cropped('none', undefined, { w: 120, h: 80 }), png, 120, 80);
    expect(drawn.equals(await region(png, 37, 21, 120, 80))).toBe(false);
  });
});
