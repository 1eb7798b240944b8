import { UPLOAD_MIN_SIDE } from '@adstudio/domain';
import type sharp from 'sharp';
import { ApiError, type ErrorName } from '../http/errors.js';
import { isImageTimeout, openImage } from '../materials/materials.image.js';
import { visualSignature, type VisualSignature } from '../materials/materials.visual.js';
import {
  MAX_BYTES,
  MAX_PIXELS,
  type FileFormat,
  type UploadPurpose,
} from './uploads.constants.js';
import { svgSignature } from './uploads.raster.js';
import { looksLikeSvg, sanitizeSvg, SvgRejected } from './uploads.svg.js';

// What an upload is, decided from its bytes alone: never from the file name or the type the
// browser claimed (BRIEF §6).

export interface CheckedFile {
  format: FileFormat;
  /** The bytes to store: as uploaded for JPEG/PNG, rebuilt from the allow-list for SVG. */
  bytes: Buffer;
  width: number;
  height: number;
  visual: VisualSignature | null;
}

const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format the magic bytes say, or undefined. */
export function sniffFormat(bytes: Buffer): FileFormat | undefined {
  if (bytes.subarray(0, 3).equals(JPEG)) return 'jpeg';
  if (bytes.subarray(0, 8).equals(PNG)) return 'png';
  if (looksLikeSvg(bytes)) return 'svg';
  return undefined;
}

const CLAIMS: Record<string, FileFormat> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  jpe: 'jpeg',
  'image/jpeg': 'jpeg',
  png: 'png',
  'image/png': 'png',
  svg: 'svg',
  'image/svg+xml': 'svg',
};

/**
 * What the client says the file is (a file name, an extension or a MIME type), or 'other'. Only
 * ever compared with what the bytes are: a PNG named .svg is refused, not stored as either.
 */
export function claimedFormat(claim: string): FileFormat | 'other' {
  const value = claim.trim().toLowerCase();
  const ext = value.includes('/') ? value : value.slice(value.lastIndexOf('.') + 1);
  return CLAIMS[ext] ?? 'other';
}

const SVG_REFUSALS: Record<SvgRejected['reason'], ErrorName> = {
  'not-svg': 'uploadBadType',
  unsafe: 'uploadUnsafeSvg',
  'too-complex': 'uploadTooComplex',
};

/** Size limit of a purpose, as the catalogue error to throw. */
export function tooLargeError(purpose: UploadPurpose): ApiError {
  return new ApiError(purpose === 'image' ? 'uploadImageTooLarge' : 'uploadTooLarge');
}

/**
 * Checks stored bytes in the order the spec's messages go: empty, size, type, then the header's
 * dimensions (pixel count before anything is decoded), then one bounded decode for the visual
 * signature, which also proves the picture is readable. Throws the catalogue error.
 */
export async function checkUpload(
  bytes: Buffer,
  purpose: UploadPurpose,
  claims: readonly string[] = [],
): Promise<CheckedFile> {
  if (bytes.length === 0) throw new ApiError('uploadEmpty');
  if (bytes.length > MAX_BYTES[purpose]) throw tooLargeError(purpose);
  const format = sniffFormat(bytes);
  if (!format) throw new ApiError('uploadBadType');
  if (claims.some((claim) => claimedFormat(claim) !== format)) throw new ApiError('uploadBadType');

  let stored = bytes;
  if (format === 'svg') {
    try {
      stored = sanitizeSvg(bytes);
    } catch (err) {
      if (!(err instanceof SvgRejected)) throw err;
      throw new ApiError(SVG_REFUSALS[err.reason]);
    }
  }

  // metadata() reads the header only; the sniffed format must be what libvips finds too (a PNG
  // header on something else is not a PNG).
  let meta: sharp.Metadata;
  try {
    meta = await openImage(stored, false).metadata();
  } catch {
    throw new ApiError(format === 'svg' ? 'uploadBadType' : 'uploadBroken');
  }
  const found = meta.format === 'jpg' ? 'jpeg' : meta.format;
  if (found !== format) throw new ApiError('uploadBadType');
  const width = meta.width;
  const height = meta.height;
  if (!width || !height) throw new ApiError('uploadBroken');
  if (width * height > MAX_PIXELS) {
    throw new ApiError('uploadTooManyPixels', { limit: MAX_PIXELS / 10_000 });
  }
  if (width < UPLOAD_MIN_SIDE || height < UPLOAD_MIN_SIDE) throw new ApiError('uploadTooSmall');

  let visual: VisualSignature | null;
  // An SVG is drawn in a process of its own, within a time and a memory (uploads.raster.ts).
  if (format === 'svg') visual = await svgSignature(stored, MAX_PIXELS);
  else {
    try {
      visual = await visualSignature(stored, MAX_PIXELS);
    } catch (err) {
      throw new ApiError(isImageTimeout(err) ? 'uploadTooComplex' : 'uploadBroken');
    }
  }
  return { format, bytes: stored, width, height, visual };
}
