import { IMAGE_TIMEOUT_SECONDS, openImage } from './materials.image.js';

/** What similar-image ranking compares: a 64-bit perceptual hash and the dominant colour. */
export interface VisualSignature {
  /** DCT perceptual hash as a signed 64-bit integer in decimal (Postgres bigint). */
  phash: string;
  /** The hash cut into four 16-bit bands, each tagged with its position (for a GIN overlap). */
  bands: number[];
  colour: readonly [r: number, g: number, b: number];
}

const SAMPLE = 32;
const KEEP = 8;

// cos((2x + 1) u π / 2N) for the 32-point DCT-II, computed once.
const COSINES = Array.from({ length: KEEP }, (_, u) =>
  Float64Array.from({ length: SAMPLE }, (_, x) =>
    Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SAMPLE)),
  ),
);

/** Low-frequency 8x8 block of the 2-D DCT of a 32x32 grey image, row-major. */
function lowFrequencies(pixels: Uint8Array): number[] {
  const rows: Float64Array[] = [];
  for (let y = 0; y < SAMPLE; y += 1) {
    const row = new Float64Array(KEEP);
    for (let u = 0; u < KEEP; u += 1) {
      let sum = 0;
      const cos = COSINES[u] as Float64Array;
      for (let x = 0; x < SAMPLE; x += 1)
        sum += (pixels[y * SAMPLE + x] as number) * (cos[x] as number);
      row[u] = sum;
    }
    rows.push(row);
  }
  const out: number[] = [];
  for (let v = 0; v < KEEP; v += 1) {
    const cos = COSINES[v] as Float64Array;
    for (let u = 0; u < KEEP; u += 1) {
      let sum = 0;
      for (let y = 0; y < SAMPLE; y += 1) {
        sum += ((rows[y] as Float64Array)[u] as number) * (cos[y] as number);
      }
      out.push(sum);
    }
  }
  return out;
}

/** Bits set where a coefficient is above the median of the block without the DC term. */
function hashBits(coefficients: number[]): bigint {
  const sorted = coefficients.slice(1).sort((a, b) => a - b);
  const median = ((sorted[31] as number) + (sorted[32] as number)) / 2;
  let hash = 0n;
  for (const c of coefficients) hash = (hash << 1n) | (c > median ? 1n : 0n);
  return hash;
}

function bandsOf(hash: bigint): number[] {
  return [0, 1, 2, 3].map((i) => i * 65_536 + Number((hash >> BigInt(48 - i * 16)) & 0xffffn));
}

/**
 * Computed once when a picture enters the library. Resizing, recompression and small colour
 * shifts move the hash by a few bits, so near-duplicates share at least one band.
 */
export async function visualSignature(
  input: Buffer | string,
  limitInputPixels = 100_000_000,
  timeoutSeconds = IMAGE_TIMEOUT_SECONDS,
): Promise<VisualSignature> {
  const image = openImage(input, limitInputPixels, timeoutSeconds).rotate();
  const [grey, stats] = await Promise.all([
    image
      .clone()
      .greyscale()
      .resize(SAMPLE, SAMPLE, { fit: 'fill', kernel: 'cubic' })
      .raw()
      .toBuffer(),
    image.clone().stats(),
  ]);
  const hash = hashBits(lowFrequencies(new Uint8Array(grey)));
  const { r, g, b } = stats.dominant;
  return { phash: BigInt.asIntN(64, hash).toString(), bands: bandsOf(hash), colour: [r, g, b] };
}
