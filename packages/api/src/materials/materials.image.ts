import sharp from 'sharp';

// libvips runs each image on libuv's thread pool, which file and DNS work share. One hostile file
// (an SVG that is slow to rasterise, a huge filter) must not hold a thread for minutes: every
// decode, resize and rasterisation of a stored or uploaded picture gives up after this long,
// which frees the thread. A 40-megapixel JPEG takes about a second on a loaded 2-core machine.
export const IMAGE_TIMEOUT_SECONDS = 10;

/** A sharp pipeline on a stored or uploaded picture, bounded in pixels and in time. */
export function openImage(
  input: Buffer | string,
  limitInputPixels: number | false,
  timeoutSeconds = IMAGE_TIMEOUT_SECONDS,
): sharp.Sharp {
  return sharp(input, { limitInputPixels }).timeout({ seconds: timeoutSeconds });
}

/** Whether sharp gave up on an image because it ran past its time limit. */
export function isImageTimeout(err: unknown): boolean {
  return err instanceof Error && /timeout/i.test(err.message);
}
