// What the pipeline knows about each image (QUICKCREATE §6 step 1), behind a port: the pixel size
// and a cut-out's alpha box read from the stored file, and what vision saw (faces, main subject;
// smart.facts.ts) when the api runs vision.
import type { ImageBox } from '@adstudio/render';
import sharp from 'sharp';
import { ApiError } from '../http/errors.js';
import { loadTextures, type TextureDeps } from '../render/render.textures.js';
import { hashOf, type VisionFacts, type VisionFactsReader } from './smart.facts.js';

export interface ImageFacts {
  width: number;
  height: number;
  /** Face box in 0..1 of the image and yaw in degrees (positive: facing the viewer's right). */
  face?: { box: ImageBox; yaw: number };
  /** Main subject box in 0..1 of the image. */
  subject?: ImageBox;
  /** The cut-out (transparent) version of the image, when one exists. */
  cutout?: string;
  /** The image itself is a cut-out: transparent around its subject (一键抠图's PNG). */
  transparent?: boolean;
  /** Faces vision found (the largest is `face`), and whether it saw a person. */
  faces?: number;
  kind?: VisionFacts['kind'];
  /** Vision had not finished within the wait: placed without faces or subject this time. */
  pending?: boolean;
}

export interface ImageFactsPort {
  /** Facts of each reference, keyed by it; a reference the caller may not use is a 400. */
  factsOf(refs: readonly string[], userId: number): Promise<Map<string, ImageFacts>>;
}

// Alpha at or below this is background: a cut-out's soft edge (guided filter) fades to it.
const ALPHA_SOLID = 24;
// Measured on a thumbnail: the box is a share of the picture, and a 1600 px alpha scan costs more.
const ALPHA_SCAN_PX = 256;

/**
 * The box of a transparent picture's visible part in 0..1 (a cut-out's subject), or undefined when
 * it is not transparent around anything (fully opaque, or empty).
 */
export async function opaqueBox(
  bytes: Uint8Array,
  width: number,
  height: number,
): Promise<ImageBox | undefined> {
  const k = Math.min(1, ALPHA_SCAN_PX / Math.max(width, height));
  const { data, info } = await sharp(bytes)
    .resize(Math.max(1, Math.round(width * k)), Math.max(1, Math.round(height * k)), {
      fit: 'fill',
    })
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  let [x0, y0, x1, y1] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y += 1)
    for (let x = 0; x < info.width; x += 1)
      if ((data[y * info.width + x] ?? 0) > ALPHA_SOLID) {
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
  if (x1 < 0) return undefined;
  const box = {
    x: x0 / info.width,
    y: y0 / info.height,
    w: (x1 + 1 - x0) / info.width,
    h: (y1 + 1 - y0) / info.height,
  };
  // Opaque to the edges: a picture with an alpha channel but nothing cut away.
  return box.w * box.h > 0.98 ? undefined : box;
}

// A cut-out's alpha box by content hash: generation asks about the same pictures again and again
// (生成更多, a changed line of copy), and the scan is the costly part of its facts.
const ALPHA_BOXES_MAX = 500;
const alphaBoxes = new Map<string, ImageBox | null>();

async function cachedOpaqueBox(bytes: Uint8Array, width: number, height: number) {
  const key = hashOf(bytes);
  const known = alphaBoxes.get(key);
  if (known !== undefined) return known ?? undefined;
  const box = await opaqueBox(bytes, width, height);
  if (alphaBoxes.size >= ALPHA_BOXES_MAX) alphaBoxes.delete(alphaBoxes.keys().next().value ?? '');
  alphaBoxes.set(key, box ?? null);
  return box;
}

/**
 * Facts of the files the api holds (library photos, materials, the caller's uploads): pixel size
 * and a cut-out's subject from the file itself; with `vision`, the faces and main subject vision
 * saw (stored by content hash, waited for within a bound).
 */
export function storedImageFacts(deps: TextureDeps, vision?: VisionFactsReader): ImageFactsPort {
  async function factsOfOne(ref: string, bytes: Uint8Array | undefined): Promise<ImageFacts> {
    const meta = bytes
      ? await sharp(bytes)
          .metadata()
          .catch(() => undefined)
      : undefined;
    if (!meta?.width || !meta.height || !bytes)
      throw new ApiError('renderImageRefused', { ref: ref.slice(0, 100) });
    const { width, height } = meta;
    const [alphaBox, seen] = await Promise.all([
      meta.hasAlpha ? cachedOpaqueBox(bytes, width, height) : undefined,
      vision?.factsOf(bytes, width, height),
    ]);
    const found = typeof seen === 'object' ? seen : undefined;
    const [face] = found?.faces ?? [];
    // A cut-out's own alpha is its subject exactly; a photo's is what vision found.
    const subject = alphaBox ?? found?.subject;
    return {
      width,
      height,
      ...(alphaBox && { transparent: true }),
      ...(subject && { subject }),
      ...(face && { face: { box: face.box, yaw: face.yaw } }),
      ...(found && { faces: found.faces.length, kind: found.kind }),
      ...(seen === 'pending' && { pending: true }),
    };
  }
  return {
    async factsOf(refs, userId) {
      const loaded = await loadTextures(deps, refs, userId);
      if ('refused' in loaded) throw new ApiError('renderImageRefused', { ref: loaded.refused });
      const all = await Promise.all(refs.map((ref) => factsOfOne(ref, loaded.images[ref])));
      return new Map(refs.map((ref, i) => [ref, all[i] as ImageFacts]));
    },
  };
}
