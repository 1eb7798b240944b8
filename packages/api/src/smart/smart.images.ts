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

// A pixel this far (largest channel difference) from the ground's colour is part of something.
const GROUND_TOLERANCE = 32;
// The border is a plain ground when this share of it is within the tolerance of its median colour.
const GROUND_PLAIN_SHARE = 0.9;
// A row or column holds the subject when this share of its pixels are off the ground (not noise).
const GROUND_LINE_SHARE = 0.02;

/**
 * The box of what stands on a plain ground (a product photographed on white, a person on a studio
 * wall), in 0..1, or undefined when the border is not one plain colour or nothing stands out. The
 * subject a product photo is framed around: vision's own subject is a person's mask.
 */
export async function groundBox(bytes: Uint8Array, width: number, height: number) {
  const k = Math.min(1, ALPHA_SCAN_PX / Math.max(width, height));
  const { data, info } = await sharp(bytes)
    .resize(Math.max(1, Math.round(width * k)), Math.max(1, Math.round(height * k)), {
      fit: 'fill',
    })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const at = (x: number, y: number, c: number) => data[(y * w + x) * 3 + c] ?? 0;
  const border: number[][] = [[], [], []];
  for (let x = 0; x < w; x += 1)
    for (const y of [0, h - 1]) for (let c = 0; c < 3; c += 1) border[c]?.push(at(x, y, c));
  for (let y = 0; y < h; y += 1)
    for (const x of [0, w - 1]) for (let c = 0; c < 3; c += 1) border[c]?.push(at(x, y, c));
  const ground = border.map((v) => v.sort((a, b) => a - b)[v.length >> 1] ?? 0);
  const off = (x: number, y: number) =>
    Math.max(...[0, 1, 2].map((c) => Math.abs(at(x, y, c) - (ground[c] ?? 0)))) > GROUND_TOLERANCE;
  let plain = 0;
  for (let x = 0; x < w; x += 1) plain += Number(!off(x, 0)) + Number(!off(x, h - 1));
  for (let y = 0; y < h; y += 1) plain += Number(!off(0, y)) + Number(!off(w - 1, y));
  if (plain < GROUND_PLAIN_SHARE * 2 * (w + h)) return undefined;
  const cols = new Array<number>(w).fill(0);
  const rows = new Array<number>(h).fill(0);
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1)
      if (off(x, y)) {
        cols[x] = (cols[x] ?? 0) + 1;
        rows[y] = (rows[y] ?? 0) + 1;
      }
  const span = (counts: number[], of: number) => {
    const hit = (n: number) => n > Math.max(1, GROUND_LINE_SHARE * of);
    const first = counts.findIndex(hit);
    return first < 0 ? undefined : { from: first, to: counts.findLastIndex(hit) + 1 };
  };
  const xs = span(cols, h);
  const ys = span(rows, w);
  if (!xs || !ys) return undefined;
  const box = {
    x: xs.from / w,
    y: ys.from / h,
    w: (xs.to - xs.from) / w,
    h: (ys.to - ys.from) / h,
  };
  return box.w * box.h > 0.95 ? undefined : box;
}

// A picture's scanned boxes by content hash: generation asks about the same pictures again and
// again (生成更多, a changed line of copy), and the scans are the costly part of its facts.
const SCANS_MAX = 500;
const scans = new Map<string, ImageBox | null>();

async function cachedScan(
  kind: 'alpha' | 'ground',
  bytes: Uint8Array,
  width: number,
  height: number,
) {
  const key = `${kind}:${hashOf(bytes)}`;
  const known = scans.get(key);
  if (known !== undefined) return known ?? undefined;
  const box = await (kind === 'alpha' ? opaqueBox : groundBox)(bytes, width, height);
  if (scans.size >= SCANS_MAX) scans.delete(scans.keys().next().value ?? '');
  scans.set(key, box ?? null);
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
      meta.hasAlpha ? cachedScan('alpha', bytes, width, height) : undefined,
      vision?.factsOf(bytes, width, height),
    ]);
    const found = typeof seen === 'object' ? seen : undefined;
    const [face] = found?.faces ?? [];
    // A cut-out's own alpha is its subject exactly; a person's is the body vision found; anything
    // else on a plain ground (a product on white) is what stands out from that ground.
    const ground = alphaBox || face ? undefined : await cachedScan('ground', bytes, width, height);
    const subject = alphaBox ?? ground ?? found?.subject;
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
