// Upright RGB pixels at working size: models and filters never see the full 40-megapixel frame.
import sharp from 'sharp';
import { VISION_WORK_SIDE } from './vision.limits.js';

export interface RgbImage {
  data: Buffer;
  width: number;
  height: number;
}

/** sharp could not decode the picture (cut short, corrupt): the sender's fault, not the server's. */
export class UndecodableImage extends Error {
  override readonly name = 'UndecodableImage';
}

/**
 * `work`, a sharp pipeline reading a sent picture, with its failure as UndecodableImage. The header
 * check (checkImage) passes a truncated JPEG or PNG; only decoding all of it finds the cut.
 */
export async function decoding<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw new UndecodableImage(String(error));
  }
}

/** The picture turned upright and, if larger, scaled down to fit a `side` square. */
export const uprightWithin = (bytes: Uint8Array, side: number) =>
  sharp(bytes)
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });

export async function decodeForWork(bytes: Uint8Array): Promise<RgbImage> {
  const { data, info } = await decoding(
    uprightWithin(bytes, VISION_WORK_SIDE)
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  return { data, width: info.width, height: info.height };
}
