// A person on a plain ground (a studio wall, a photo pasted on a flat colour): the ground is known
// exactly, so the cut-out takes it away exactly. The guided filter follows the photo's grey edges;
// a white shirt on a pale grey wall has almost none, and the cut-out kept a fading band of wall
// beside the shoulder and made the shirt itself half transparent (issue 27 item 4).
import type { RgbImage } from './image.decode.js';

/** A pixel this close (largest channel difference) to the ground's colour is ground. */
const GROUND_TOLERANCE = 14;
/** The border is a plain ground when this share of its pixels is within the tolerance. */
const PLAIN_BORDER_SHARE = 0.9;

export type Rgb = [number, number, number];

const channel = (image: RgbImage, i: number, c: number) => image.data[i * 3 + c] ?? 0;

function borderPixels(image: RgbImage): number[] {
  const { width: w, height: h } = image;
  const out: number[] = [];
  for (let x = 0; x < w; x++) out.push(x, (h - 1) * w + x);
  for (let y = 1; y < h - 1; y++) out.push(y * w, y * w + w - 1);
  return out;
}

const near = (image: RgbImage, i: number, ground: Rgb) =>
  Math.max(
    Math.abs(channel(image, i, 0) - ground[0]),
    Math.abs(channel(image, i, 1) - ground[1]),
    Math.abs(channel(image, i, 2) - ground[2]),
  ) <= GROUND_TOLERANCE;

/** The ground's colour when the picture's border is one plain colour, else undefined. */
export function plainGround(image: RgbImage): Rgb | undefined {
  const border = borderPixels(image);
  const median = (c: number) => {
    const values = border.map((i) => channel(image, i, c)).sort((a, b) => a - b);
    return values[values.length >> 1] ?? 0;
  };
  const ground: Rgb = [median(0), median(1), median(2)];
  const plain = border.filter((i) => near(image, i, ground)).length;
  return plain >= PLAIN_BORDER_SHARE * border.length ? ground : undefined;
}

/**
 * The ground reached from the border through ground-coloured pixels (a flood fill): 1 for ground,
 * 0 for anything else. A ground-coloured patch inside the figure (a white button) is not reached,
 * nor is what `person` (the model's mask, 0–1) is sure of: a white shirt can be the wall's colour.
 */
export function groundMask(image: RgbImage, ground: Rgb, person: Float32Array): Uint8Array {
  const { width: w, height: h } = image;
  const mask = new Uint8Array(w * h);
  const stack: number[] = [];
  const visit = (i: number) => {
    if (mask[i] === 0 && (person[i] ?? 0) < 0.5 && near(image, i, ground)) {
      mask[i] = 1;
      stack.push(i);
    }
  };
  for (const i of borderPixels(image)) visit(i);
  for (let i = stack.pop(); i !== undefined; i = stack.pop()) {
    const x = i % w;
    if (x > 0) visit(i - 1);
    if (x < w - 1) visit(i + 1);
    if (i >= w) visit(i - w);
    if (i < (h - 1) * w) visit(i + w);
  }
  return mask;
}
