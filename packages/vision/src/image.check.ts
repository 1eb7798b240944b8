// Reads only the header: a 60-megapixel or hostile file is refused before a pixel is decoded.
import sharp from 'sharp';
import { VisionError } from './vision.errors.js';
import { VISION_MAX_PIXELS, VISION_MIN_SIDE } from './vision.limits.js';

const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export interface ImageSize {
  width: number;
  height: number;
}

export async function checkImage(bytes: Uint8Array): Promise<ImageSize> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw new VisionError('NOT_AN_IMAGE', '文件不是可识别的图片');
  }
  if (meta.format === 'svg')
    throw new VisionError(
      'SVG_NOT_SUPPORTED',
      '矢量图（SVG）不支持抠图和人脸识别，请上传 JPG 或 PNG',
    );
  if (!RASTER_FORMATS.has(meta.format) || !meta.width || !meta.height)
    throw new VisionError('NOT_AN_IMAGE', '文件不是可识别的图片');
  // EXIF orientations 5–8 swap the sides once the picture is turned upright.
  const turned = (meta.orientation ?? 1) >= 5;
  const size = turned
    ? { width: meta.height, height: meta.width }
    : { width: meta.width, height: meta.height };
  if (size.width < VISION_MIN_SIDE || size.height < VISION_MIN_SIDE)
    throw new VisionError(
      'IMAGE_TOO_SMALL',
      `图片太小（至少 ${VISION_MIN_SIDE}×${VISION_MIN_SIDE} 像素）`,
    );
  if (size.width * size.height > VISION_MAX_PIXELS)
    throw new VisionError(
      'IMAGE_TOO_LARGE',
      `图片太大（超过 ${VISION_MAX_PIXELS / 1_000_000} 百万像素）`,
    );
  return size;
}
