// Product cutout on a plain background: border model → GrabCut in its child process → the same
// guided-filter refinement as people.
import * as tf from '@tensorflow/tfjs-core';
import type { RgbImage } from './image.decode.js';
import { refineAlpha } from './person.cutout.js';
import {
  borderModel,
  grabcutSeeds,
  isBusy,
  GRABCUT_SEED,
  shrinkForGrabcut,
} from './product.border.js';
import { grabcutMask } from './product.process.js';

/** Alpha at working size, or 'busy' when the background is not plain enough to cut. */
export async function productAlpha(image: RgbImage): Promise<Uint8Array | 'busy'> {
  const small = await shrinkForGrabcut(image);
  const model = borderModel(small);
  if (isBusy(model)) return 'busy';
  const seeds = grabcutSeeds(small, model);
  // Nothing stands out from the border (a flat picture): GrabCut has no foreground to learn from
  // and throws. Nothing is kept, which the caller answers as nothing to cut.
  if (!seeds.includes(GRABCUT_SEED.probablyForeground))
    return new Uint8Array(image.width * image.height);
  const mask = await grabcutMask({
    rgb: small.data,
    width: small.width,
    height: small.height,
    seeds,
  });
  const coarse = Float32Array.from(mask, (v) => v / 255);
  return refineAlpha(image, () => tf.tensor3d(coarse, [small.height, small.width, 1]));
}
