// Cutout: a coarse foreground mask (the selfie model's for people, GrabCut's for products) refined
// by a fast guided filter on the photo, scaled to the original and used as its alpha channel.
import * as tf from '@tensorflow/tfjs-core';
import type { GraphModel } from '@tensorflow/tfjs-converter';
import sharp from 'sharp';
import { guidedCoefficients } from './guided.filter.js';
import { uprightWithin, type RgbImage } from './image.decode.js';
import { groundMask, type Rgb } from './plain.ground.js';
import type { ImageSize } from './image.check.js';
import { VISION_OUTPUT_SIDE } from './vision.limits.js';

const MODEL_SIDE = 256;
// Looked at on the demo photos: a window of ~1% of the long side follows hair without eating into
// faces; eps 0.01 keeps the mask where the photo has no edge to follow.
const FILTER_RADIUS_SHARE = 0.01;
const FILTER_EPS = 1e-2;
// The filter's coefficients are smooth, so they are found at ¼ size (fast guided filter).
const FILTER_SUBSAMPLE = 4;

// The model is unsure (0.5–0.7) over dark clothes and inside busy outlines; steepening its mask
// around 0.5 before the filter keeps a coat whole (demo photographer) while the filter still takes
// the edge from the photo.
const MASK_CONTRAST = 4;
const steepen = (mask: tf.Tensor) =>
  tf.clipByValue(tf.add(tf.mul(tf.sub(mask, 0.5), MASK_CONTRAST), 0.5), 0, 1);

const GREY_WEIGHTS = [0.299 / 255, 0.587 / 255, 0.114 / 255];

/**
 * Alpha in 0–255 at the working image's size: `coarse` (built from the image's pixels, values in
 * 0–1, any size) takes on the photo's edges through the guided filter. With `ground` (the colour of
 * the picture's plain ground, plain.ground.ts), that ground is cleared and the rest keeps at least
 * the coarse mask: the edge there is the ground's, which the filter's grey guide may not see.
 */
export function refineAlpha(
  image: RgbImage,
  coarse: (pixels: tf.Tensor3D) => tf.Tensor,
  ground?: Rgb,
): Uint8Array {
  const { width, height } = image;
  const low: [number, number] = [
    Math.max(1, Math.round(height / FILTER_SUBSAMPLE)),
    Math.max(1, Math.round(width / FILTER_SUBSAMPLE)),
  ];
  const radius = Math.max(
    1,
    Math.round((Math.max(width, height) * FILTER_RADIUS_SHARE) / FILTER_SUBSAMPLE),
  );
  const [grey, lowGrey, lowMask, fullMask] = tf.tidy(() => {
    const pixels = tf.tensor3d(new Uint8Array(image.data), [height, width, 3], 'int32');
    const fullGrey = tf.sum<tf.Tensor3D>(tf.mul(pixels, tf.tensor1d(GREY_WEIGHTS)), -1, true);
    const mask = coarse(pixels) as tf.Tensor3D | tf.Tensor4D;
    return [
      fullGrey,
      tf.image.resizeBilinear(fullGrey, low),
      tf.image.resizeBilinear(mask, low),
      ground ? tf.image.resizeBilinear(mask, [height, width]) : undefined,
    ];
  });
  try {
    const { a, b } = guidedCoefficients(
      lowGrey.dataSync() as Float32Array,
      lowMask.dataSync() as Float32Array,
      low[1],
      low[0],
      radius,
      FILTER_EPS,
    );
    const alpha = tf.tidy(() => {
      const up = (values: Float32Array) =>
        tf.image.resizeBilinear(tf.tensor3d(values, [low[0], low[1], 1]), [height, width]);
      const filtered = tf.add(tf.mul(up(a), grey), up(b));
      const refined = fullMask ? tf.maximum(filtered, fullMask) : filtered;
      return tf.round(tf.mul(tf.clipByValue(refined, 0, 1), 255));
    });
    // Whole numbers in 0–255 already.
    const values = Uint8Array.from(alpha.dataSync());
    alpha.dispose();
    if (ground && fullMask) {
      const cleared = groundMask(image, ground, fullMask.dataSync() as Float32Array);
      for (let i = 0; i < values.length; i++) if (cleared[i]) values[i] = 0;
    }
    return values;
  } finally {
    tf.dispose([grey, lowGrey, lowMask, ...(fullMask ? [fullMask] : [])]);
  }
}

/** A part of the working image, in its pixels. */
export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The selfie model's mask for the working image's pixels (values 0–1). With `region`, the model sees
 * only that part of the picture (the rest is background): its 256×256 input squeezes a person
 * standing in a 200 px strip of a wide photo to a few dozen pixels, where it keeps the strip's whole
 * rectangle.
 */
function modelMask(model: GraphModel, image: RgbImage, region?: Region) {
  return (pixels: tf.Tensor3D) => {
    const part = region
      ? tf.slice(pixels, [region.top, region.left, 0], [region.height, region.width, 3])
      : pixels;
    const input = tf.expandDims(
      tf.div(tf.image.resizeBilinear(part, [MODEL_SIDE, MODEL_SIDE]), 255),
      0,
    );
    const mask = steepen(model.execute(input) as tf.Tensor4D) as tf.Tensor4D;
    if (!region) return mask;
    const placed = tf.image.resizeBilinear(tf.squeeze<tf.Tensor3D>(mask, [0]), [
      region.height,
      region.width,
    ]);
    return tf.pad(placed, [
      [region.top, image.height - region.top - region.height],
      [region.left, image.width - region.left - region.width],
      [0, 0],
    ]);
  };
}

/** The person's alpha at the working image's size: the model's mask given the photo's edges. */
export function personAlpha(
  model: GraphModel,
  image: RgbImage,
  region?: Region,
  ground?: Rgb,
): Uint8Array {
  return refineAlpha(image, modelMask(model, image, region), ground);
}

/** The model's mask alone at the working image's size (0–255), for a refinement of its own. */
export function personMask(model: GraphModel, image: RgbImage, region?: Region): Uint8Array {
  const mask = tf.tidy(() => {
    const pixels = tf.tensor3d(new Uint8Array(image.data), [image.height, image.width, 3], 'int32');
    const coarse = modelMask(model, image, region)(pixels);
    return tf.round(tf.mul(tf.image.resizeBilinear(coarse, [image.height, image.width]), 255));
  });
  const values = Uint8Array.from(mask.dataSync());
  mask.dispose();
  return values;
}

/** Share of the picture the alpha keeps (at least half opaque). */
export function keptShare(alpha: Uint8Array): number {
  let kept = 0;
  for (const value of alpha) if (value >= 128) kept++;
  return kept / Math.max(1, alpha.length);
}

/**
 * The picture, upright and at most VISION_OUTPUT_SIDE, with the alpha laid over it as a PNG, cut to
 * `keep` (a part of the working image) when given.
 */
export async function applyAlpha(
  bytes: Uint8Array,
  alpha: Uint8Array,
  work: ImageSize,
  keep?: Region,
) {
  const { data: rgb, info } = await uprightWithin(bytes, VISION_OUTPUT_SIDE)
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const out = { width: info.width, height: info.height };
  const scaled = await sharp(alpha, { raw: { ...work, channels: 1 } })
    .resize(out.width, out.height, { fit: 'fill' })
    // sharp widens a one-channel raw input to sRGB on output unless told otherwise.
    .extractChannel(0)
    .raw()
    .toBuffer();
  // Through raw pixels: on one pipeline sharp would drop the joined channel again with removeAlpha,
  // and would extract before joining the alpha.
  const rgba = await sharp(rgb, { raw: { ...out, channels: 3 } })
    .joinChannel(scaled, { raw: { ...out, channels: 1 } })
    .raw()
    .toBuffer();
  const joined = sharp(rgba, { raw: { ...out, channels: 4 } });
  if (!keep) return joined.png().toBuffer();
  const k = out.width / work.width;
  const left = Math.min(Math.floor(keep.left * k), out.width - 1);
  const top = Math.min(Math.floor(keep.top * k), out.height - 1);
  return joined
    .extract({
      left,
      top,
      width: Math.max(1, Math.min(Math.ceil((keep.left + keep.width) * k), out.width) - left),
      height: Math.max(1, Math.min(Math.ceil((keep.top + keep.height) * k), out.height) - top),
    })
    .png()
    .toBuffer();
}
