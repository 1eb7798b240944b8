// Products on plain backgrounds (QUICKCREATE §5): the picture's border is taken as background. A
// border whose colours spread widely is a busy background, refused rather than cut badly.
import sharp from 'sharp';
import type { RgbImage } from './image.decode.js';

// GrabCut's cost grows with pixels; a product's outline needs no more than this.
export const GRABCUT_SIDE = 400;
// RMS of the border's per-channel spread (0–255). Measured on the demo photos: pliers and cutter on
// white 0.3–0.9; multimeter on a desk 47, espresso on a wood table 59, fig in a bowl 33.
export const BUSY_BORDER_SPREAD = 20;
// Seeds: the border band is background for sure; a pixel this many border spreads away from the
// border's mean is probably the product.
const BAND_SHARE = 0.03;
const SEED_DISTANCE = 3;
// A spread below this (pure white studio shots) would make every speck of noise a seed.
const MIN_SPREAD = 8;

export interface BorderModel {
  mean: number[];
  spread: number[];
  band: number;
}

export async function shrinkForGrabcut(image: RgbImage, side = GRABCUT_SIDE): Promise<RgbImage> {
  const { data, info } = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 3 },
  })
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const inBand = (x: number, y: number, image: RgbImage, band: number) =>
  x < band || y < band || x >= image.width - band || y >= image.height - band;

export function borderModel(image: RgbImage): BorderModel {
  const band = Math.max(2, Math.round(Math.min(image.width, image.height) * BAND_SHARE));
  const sum = [0, 0, 0];
  const squares = [0, 0, 0];
  let n = 0;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (!inBand(x, y, image, band)) continue;
      for (let c = 0; c < 3; c++) {
        const v = image.data[3 * (y * image.width + x) + c] ?? 0;
        sum[c] = (sum[c] ?? 0) + v;
        squares[c] = (squares[c] ?? 0) + v * v;
      }
      n++;
    }
  }
  const mean = sum.map((s) => s / Math.max(1, n));
  const spread = squares.map((s, c) =>
    Math.sqrt(Math.max(0, s / Math.max(1, n) - (mean[c] ?? 0) ** 2)),
  );
  return { mean, spread, band };
}

export const isBusy = (model: BorderModel) =>
  Math.sqrt(model.spread.reduce((sum, s) => sum + s * s, 0) / 3) > BUSY_BORDER_SPREAD;

/** GrabCut's starting labels for a pixel (OpenCV's GC_BGD, GC_FGD, GC_PR_BGD, GC_PR_FGD). */
export const GRABCUT_SEED = {
  background: 0,
  foreground: 1,
  probablyBackground: 2,
  probablyForeground: 3,
} as const;

/** GrabCut's starting labels: 0 background, 2 probably background, 3 probably foreground. */
export function grabcutSeeds(image: RgbImage, model: BorderModel): Uint8Array {
  const seeds = new Uint8Array(image.width * image.height);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const i = y * image.width + x;
      if (inBand(x, y, image, model.band)) continue;
      let distance = 0;
      for (let c = 0; c < 3; c++) {
        const spread = Math.max(MIN_SPREAD, model.spread[c] ?? 0);
        distance += (((image.data[3 * i + c] ?? 0) - (model.mean[c] ?? 0)) / spread) ** 2;
      }
      seeds[i] =
        Math.sqrt(distance / 3) > SEED_DISTANCE
          ? GRABCUT_SEED.probablyForeground
          : GRABCUT_SEED.probablyBackground;
    }
  }
  return seeds;
}
