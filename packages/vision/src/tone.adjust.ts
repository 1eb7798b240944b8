// adjustTone (QUICKCREATE §5): the colour statistics of one picture moved part of the way towards
// another's in CIE Lab (Reinhard et al., 2001). Histogram matching turned skin green in the
// prototype; mean and spread per Lab channel at half strength keeps skin skin-coloured.
import sharp from 'sharp';
import { decoding, uprightWithin } from './image.decode.js';
import { VISION_OUTPUT_SIDE } from './vision.limits.js';

export const TONE_STRENGTH = 0.5;
// Statistics need no detail: both pictures are measured at this size.
const STATS_SIDE = 256;

// sRGB (D65) ↔ CIE Lab, one pixel at a time into `out`.
const WHITE = [0.95047, 1, 1.08883] as const;
const toLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const toGamma = (v: number) => (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);
const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
const fInverse = (t: number) => (t ** 3 > 216 / 24389 ? t ** 3 : (116 * t - 16) / (24389 / 27));

function rgbToLab(r: number, g: number, b: number, out: Float64Array) {
  const [lr, lg, lb] = [toLinear(r / 255), toLinear(g / 255), toLinear(b / 255)];
  const x = f((0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / WHITE[0]);
  const y = f((0.2126 * lr + 0.7152 * lg + 0.0722 * lb) / WHITE[1]);
  const z = f((0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / WHITE[2]);
  out[0] = 116 * y - 16;
  out[1] = 500 * (x - y);
  out[2] = 200 * (y - z);
}

function labToRgb(l: number, a: number, bb: number, out: Float64Array) {
  const fy = (l + 16) / 116;
  const x = WHITE[0] * fInverse(fy + a / 500);
  const y = WHITE[1] * fInverse(fy);
  const z = WHITE[2] * fInverse(fy - bb / 200);
  const channel = (v: number) => Math.round(Math.min(1, Math.max(0, toGamma(v))) * 255);
  out[0] = channel(3.2406 * x - 1.5372 * y - 0.4986 * z);
  out[1] = channel(-0.9689 * x + 1.8758 * y + 0.0415 * z);
  out[2] = channel(0.0557 * x - 0.204 * y + 1.057 * z);
}

interface LabStats {
  mean: [number, number, number];
  spread: [number, number, number];
}

async function labStats(bytes: Uint8Array): Promise<LabStats> {
  const { data, info } = await decoding(
    uprightWithin(bytes, STATS_SIDE)
      .ensureAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const sum = [0, 0, 0];
  const squares = [0, 0, 0];
  const lab = new Float64Array(3);
  let counted = 0;
  for (let i = 0; i < info.width * info.height; i++) {
    // A cutout's transparent background is not part of its tone.
    if ((data[4 * i + 3] ?? 0) < 128) continue;
    rgbToLab(data[4 * i] ?? 0, data[4 * i + 1] ?? 0, data[4 * i + 2] ?? 0, lab);
    for (let c = 0; c < 3; c++) {
      const v = lab[c] ?? 0;
      sum[c] = (sum[c] ?? 0) + v;
      squares[c] = (squares[c] ?? 0) + v * v;
    }
    counted++;
  }
  const n = Math.max(1, counted);
  const mean = sum.map((s) => s / n) as [number, number, number];
  const spread = squares.map((s, c) => Math.sqrt(Math.max(0, s / n - (mean[c] ?? 0) ** 2))) as [
    number,
    number,
    number,
  ];
  return { mean, spread };
}

/** `change` toned towards `base`: PNG when `change` has transparency (a cutout), else JPEG. */
export async function adjustTone(
  base: Uint8Array,
  change: Uint8Array,
  strength = TONE_STRENGTH,
): Promise<Buffer> {
  const [to, from] = await Promise.all([labStats(base), labStats(change)]);
  const { hasAlpha } = await sharp(change).metadata();
  const { data, info } = await decoding(
    uprightWithin(change, VISION_OUTPUT_SIDE)
      .ensureAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  // Per channel: out = x + strength · ((x − μ_from) · σ_to / σ_from + μ_to − x) = x · k + d.
  const k = [0, 1, 2].map(
    (c) => 1 + strength * ((to.spread[c] ?? 0) / Math.max(1e-6, from.spread[c] ?? 0) - 1),
  );
  const d = [0, 1, 2].map(
    (c) =>
      strength *
      ((to.mean[c] ?? 0) -
        ((from.mean[c] ?? 0) * (to.spread[c] ?? 0)) / Math.max(1e-6, from.spread[c] ?? 0)),
  );
  const lab = new Float64Array(3);
  const rgb = new Float64Array(3);
  for (let i = 0; i < info.width * info.height; i++) {
    rgbToLab(data[4 * i] ?? 0, data[4 * i + 1] ?? 0, data[4 * i + 2] ?? 0, lab);
    labToRgb(
      (lab[0] ?? 0) * (k[0] ?? 1) + (d[0] ?? 0),
      (lab[1] ?? 0) * (k[1] ?? 1) + (d[1] ?? 0),
      (lab[2] ?? 0) * (k[2] ?? 1) + (d[2] ?? 0),
      rgb,
    );
    data[4 * i] = rgb[0] ?? 0;
    data[4 * i + 1] = rgb[1] ?? 0;
    data[4 * i + 2] = rgb[2] ?? 0;
  }
  const image = sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } });
  return hasAlpha ? image.png().toBuffer() : image.removeAlpha().jpeg({ quality: 90 }).toBuffer();
}
