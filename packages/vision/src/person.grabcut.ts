// A person on a busy ground, cut again by colour: where the selfie model is sure (deep inside its
// mask, or far outside it) its answer stands; in the band along its edge GrabCut decides from the
// colours of both sides. The model alone keeps patches of scenery beside the shoulders that are only
// near the person in shape (a backdrop's light patch, a prop), which colour tells apart.
import * as tf from '@tensorflow/tfjs-core';
import sharp from 'sharp';
import type { Box } from './faces.detect.js';
import type { RgbImage } from './image.decode.js';
import { refineAlpha } from './person.cutout.js';
import { GRABCUT_SEED as SEED, shrinkForGrabcut } from './product.border.js';
import { grabcutMask } from './product.process.js';

/** GrabCut's cost grows with pixels; the band's colours need no more than this (long side). */
const SIDE = 192;
/** The band along the model's edge that GrabCut decides, as a share of the picture's short side. */
const BAND_SHARE = 0.05;

/**
 * Chamfer (city-block) distance in pixels from each pixel to the nearest pixel on the other side of
 * `inside`, counted up to `reach` (beyond it, reach + 1).
 */
function edgeDistance(inside: Uint8Array, width: number, height: number, reach: number) {
  const far = reach + 1;
  const distance = new Float32Array(inside.length).fill(far);
  // Two passes of a chamfer distance to the nearest pixel whose side differs.
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const side = inside[i];
      const left = x > 0 && inside[i - 1] !== side;
      const up = y > 0 && inside[i - width] !== side;
      if (left || up) distance[i] = 1;
      else {
        if (x > 0) distance[i] = Math.min(distance[i] ?? far, (distance[i - 1] ?? far) + 1);
        if (y > 0) distance[i] = Math.min(distance[i] ?? far, (distance[i - width] ?? far) + 1);
      }
    }
  for (let y = height - 1; y >= 0; y--)
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x;
      const side = inside[i];
      const right = x < width - 1 && inside[i + 1] !== side;
      const down = y < height - 1 && inside[i + width] !== side;
      if (right || down) distance[i] = 1;
      else {
        if (x < width - 1) distance[i] = Math.min(distance[i] ?? far, (distance[i + 1] ?? far) + 1);
        if (y < height - 1)
          distance[i] = Math.min(distance[i] ?? far, (distance[i + width] ?? far) + 1);
      }
    }
  return distance;
}

/**
 * The person's alpha at the working image's size: the model's `mask` (any alpha at that size,
 * ≥ 128 inside) recut by colour in the band along its edge, then given the photo's edges by the
 * guided filter.
 */
export async function personByColour(
  image: RgbImage,
  mask: Uint8Array,
  face?: Box,
): Promise<Uint8Array> {
  const small = await shrinkForGrabcut(image, SIDE);
  const { width, height } = small;
  const shrunk = await sharp(Buffer.from(mask), {
    raw: { width: image.width, height: image.height, channels: 1 },
  })
    .resize(width, height, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const inside = Uint8Array.from(shrunk, (v) => (v >= 128 ? 1 : 0));
  const band = Math.max(3, Math.round(Math.min(width, height) * BAND_SHARE));
  const distance = edgeDistance(inside, width, height, band);
  const seeds = new Uint8Array(inside.length);
  for (let i = 0; i < seeds.length; i++) {
    const near = (distance[i] ?? 0) <= band;
    if (inside[i]) seeds[i] = near ? SEED.probablyForeground : SEED.foreground;
    else seeds[i] = near ? SEED.probablyBackground : SEED.background;
  }
  // The face is the person's, whatever its colours: when the model took it for a person at all
  // (a face it left out, a painted one in a second picture, is not made a figure of its own).
  if (face) {
    const k = width / image.width;
    const x0 = Math.max(0, Math.floor(face.left * k));
    const y0 = Math.max(0, Math.floor(face.top * k));
    const x1 = Math.min(width, Math.ceil((face.left + face.width) * k));
    const y1 = Math.min(height, Math.ceil((face.top + face.height) * k));
    let covered = 0;
    for (let y = y0; y < y1; y++)
      for (let x = x0; x < x1; x++) covered += inside[y * width + x] ?? 0;
    if (covered * 2 >= (x1 - x0) * (y1 - y0))
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) seeds[y * width + x] = SEED.foreground;
  }
  if (!seeds.includes(SEED.background) || !seeds.includes(SEED.foreground))
    return refineAlpha(image, () =>
      tf.tensor3d(
        Float32Array.from(shrunk, (v) => v / 255),
        [height, width, 1],
      ),
    );
  // One round: the model's mask is a far better start than a product's border, and each round costs
  // as much as the cut-out's budget allows for all of this.
  const cut = await grabcutMask({ rgb: small.data, width, height, seeds, iterations: 1 });
  const coarse = Float32Array.from(cut, (v) => v / 255);
  return refineAlpha(image, () => tf.tensor3d(coarse, [height, width, 1]));
}
