import { encode } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { decodeCutout, encodeCutout, MaskError, stroke, type CutoutPixels } from './mask.js';

// A 40 x 20 cut-out: every pixel has its photo colour; the right half is cut away (alpha 0).
function cutout(): Uint8Array {
  const data = new Uint8Array(40 * 20 * 4);
  for (let i = 0; i < 40 * 20; i += 1) {
    const x = i % 40;
    data.set([x * 6, 100, 200, x < 20 ? 255 : 0], i * 4);
  }
  return encode({ width: 40, height: 20, data, channels: 4, depth: 8 });
}
const pixel = (px: CutoutPixels, x: number, y: number) =>
  Array.from(px.rgba.subarray((y * px.width + x) * 4, (y * px.width + x) * 4 + 4));

describe('mending a cut-out’s mask (issue 32 item 4)', () => {
  it('restores the photo under the cut-away part with its own colours, and erases', () => {
    const px = decodeCutout(cutout());
    expect(pixel(px, 30, 10)).toEqual([180, 100, 200, 0]);
    stroke(px, { x: 26, y: 10 }, { x: 34, y: 10 }, { mode: 'restore', size: 6, hardness: 1 });
    expect(pixel(px, 30, 10)).toEqual([180, 100, 200, 255]);
    // Outside the brush nothing changes.
    expect(pixel(px, 30, 2)[3]).toBe(0);

    stroke(px, { x: 5, y: 10 }, { x: 5, y: 10 }, { mode: 'erase', size: 6, hardness: 1 });
    expect(pixel(px, 5, 10)).toEqual([30, 100, 200, 0]);
  });

  it('fades a soft brush towards its edge; a hard one paints its whole disc', () => {
    const soft = decodeCutout(cutout());
    stroke(soft, { x: 30, y: 10 }, { x: 30, y: 10 }, { mode: 'restore', size: 16, hardness: 0 });
    const centre = pixel(soft, 30, 10)[3] ?? 0;
    const edge = pixel(soft, 36, 10)[3] ?? 0;
    expect(centre).toBeGreaterThan(200);
    expect(edge).toBeGreaterThan(0);
    expect(edge).toBeLessThan(centre / 2);
    const hard = decodeCutout(cutout());
    stroke(hard, { x: 30, y: 10 }, { x: 30, y: 10 }, { mode: 'restore', size: 16, hardness: 1 });
    expect(pixel(hard, 36, 10)[3]).toBe(255);
  });

  it('keeps the colours under erased pixels through a save, for the next mend', () => {
    const px = decodeCutout(cutout());
    stroke(px, { x: 5, y: 10 }, { x: 5, y: 10 }, { mode: 'erase', size: 4, hardness: 1 });
    const again = decodeCutout(encodeCutout(px));
    expect(pixel(again, 5, 10)).toEqual([30, 100, 200, 0]);
    stroke(again, { x: 5, y: 10 }, { x: 5, y: 10 }, { mode: 'restore', size: 4, hardness: 1 });
    expect(pixel(again, 5, 10)).toEqual([30, 100, 200, 255]);
  });

  it('refuses what is not a PNG', () => {
    expect(() => decodeCutout(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))).toThrow(
      MaskError,
    );
  });
});
