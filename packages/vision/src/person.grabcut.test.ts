import { beforeAll, describe, expect, it } from 'vitest';
import type { RgbImage } from './image.decode.js';
import { loadHuman } from './models.load.js';
import { personByColour } from './person.grabcut.js';

// A 240×200 picture: an orange figure (an ellipse) on a mottled grey backdrop. The model's mask
// takes the figure and, as it does beside shoulders, a narrow patch of backdrop joined to its side
// (within the band along its edge that colour decides).
const W = 240;
const H = 200;
const inFigure = (x: number, y: number) => ((x - 110) / 50) ** 2 + ((y - 110) / 80) ** 2 <= 1;
const inPatch = (x: number, y: number) => x >= 155 && x < 169 && y >= 60 && y < 120;

function picture(): RgbImage {
  const data = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      // A backdrop with texture, as a studio's is: a few grey levels in stripes.
      const grey = 150 + ((x * 7 + y * 3) % 24);
      const [r, g, b] = inFigure(x, y) ? [225, 110, 50] : [grey, grey, grey + 6];
      data.set([r, g, b], i);
    }
  return { data, width: W, height: H };
}

const share = (alpha: Uint8Array, where: (x: number, y: number) => boolean) => {
  let n = 0;
  let kept = 0;
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      if (!where(x, y)) continue;
      n++;
      if ((alpha[y * W + x] ?? 0) >= 128) kept++;
    }
  return kept / n;
};

describe('personByColour', () => {
  // The guided filter runs on tfjs: Human starts its wasm backend.
  beforeAll(() => loadHuman(), 30_000);

  it("drops a patch of backdrop the model's mask took beside the figure, and keeps the figure", async () => {
    const mask = new Uint8Array(W * H);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) if (inFigure(x, y) || inPatch(x, y)) mask[y * W + x] = 255;
    const alpha = await personByColour(picture(), mask, {
      left: 90,
      top: 50,
      width: 40,
      height: 40,
    });
    expect(share(alpha, (x, y) => inPatch(x, y) && !inFigure(x, y))).toBeLessThan(0.1);
    expect(share(alpha, inFigure)).toBeGreaterThan(0.97);
  });
});
