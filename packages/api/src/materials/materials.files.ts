import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openImage } from './materials.image.js';

// The demo photos ship in the repo (packages/api/demo); the same path works from src and dist.
export const DEMO_PHOTOS_DIR = fileURLToPath(new URL('../../demo/photos/', import.meta.url));

// Names are ours (demo slugs, later storage keys): anything else, including ../, is not a file.
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,120}\.(jpe?g|png)$/;

// Uploads are checked at 40 megapixels; this only guards against a file changed on disk.
const THUMB_INPUT_PIXELS = 100_000_000;

export const MIME_BY_EXT: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/** The original file for a material file name in photosDir, or undefined. */
export function findOriginal(photosDir: string, file: string): string | undefined {
  if (!FILE_NAME.test(file)) return undefined;
  const path = join(photosDir, file);
  return existsSync(path) ? path : undefined;
}

/**
 * A resized copy, made once and kept under cacheDir; later requests are served from disk like a
 * static file (BRIEF §7 thumbnails). Written to a temp name and renamed, so a concurrent request
 * never reads half a file.
 */
export async function thumbnail(
  original: string,
  cacheDir: string,
  size: { width?: number | undefined; height?: number | undefined },
): Promise<string> {
  const ext = extname(original).toLowerCase();
  // An SVG is rasterised: its thumbnails are PNG pictures with nothing left to run.
  const vector = ext === '.svg';
  const dir = join(cacheDir, 'thumbs', `w${size.width ?? 0}-h${size.height ?? 0}`);
  const target = join(dir, original.slice(original.lastIndexOf('/') + 1) + (vector ? '.png' : ''));
  if (existsSync(target)) return target;
  await mkdir(dir, { recursive: true });
  const temp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
  const pipeline = openImage(original, THUMB_INPUT_PIXELS)
    .rotate()
    .resize({
      width: size.width,
      height: size.height,
      // Both sides given: fill the box (grid tiles); one side: keep the aspect ratio.
      fit: size.width && size.height ? 'cover' : 'inside',
      withoutEnlargement: true,
    });
  try {
    await (
      ext === '.png' || vector ? pipeline.png() : pipeline.jpeg({ quality: 80, mozjpeg: true })
    ).toFile(temp);
    await rename(temp, target);
  } finally {
    await rm(temp, { force: true });
  }
  return target;
}
