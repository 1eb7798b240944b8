// Upright RGB pixels at working size: models and filters never see the full 40-megapixel frame.
import sharp from 'sharp';
import { VISION_WORK_SIDE } from './vision.limits.js';

export interface RgbImage {
  data: Buffer;
  width: number;
  height: number;
}

export async function decodeForWork(bytes: Uint8Array): Promise<RgbImage> {
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize({
      width: VISION_WORK_SIDE,
      height: VISION_WORK_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
