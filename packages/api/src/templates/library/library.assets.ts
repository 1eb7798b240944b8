// The art the generated library draws on, copied or drawn into demo/templates/assets (what
// `asset://` refers to): photos and illustrations of the demo library whose licences allow use in
// an ad and that show no recognisable person, our 传统纹样, and placeholders drawn here.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

export interface Asset {
  ref: string;
  licence: string;
  credit: string;
}

// Library photos (demo/photos, credits in demo/CREDITS.md) used as template backgrounds: CC0,
// public domain or CC-BY (credited), landscapes, food and places, no people.
export const PHOTOS: readonly { file: string; licence: string }[] = [
  { file: 'skimage-espresso.jpg', licence: 'CC0-1.0' },
  { file: 'lomiri-dandelions.jpg', licence: 'CC0-1.0' },
  { file: 'lomiri-fig.jpg', licence: 'CC-BY-4.0' },
  { file: 'lomiri-aitzgorri.jpg', licence: 'CC-BY-4.0' },
  { file: 'lomiri-creek.jpg', licence: 'CC-BY-4.0' },
  { file: 'lomiri-sunset.jpg', licence: 'CC-BY-4.0' },
  { file: 'lomiri-picos-de-europa.jpg', licence: 'CC-BY-4.0' },
  { file: 'gc-great-wall.jpg', licence: 'CC0-1.0' },
  { file: 'gc-machu-picchu.jpg', licence: 'CC0-1.0' },
  { file: 'gc-mont-st-michel.jpg', licence: 'CC0-1.0' },
  { file: 'gc-neuschwanstein.jpg', licence: 'CC0-1.0' },
  { file: 'gc-giza.jpg', licence: 'CC0-1.0' },
  { file: 'gc-horses.jpg', licence: 'CC0-1.0' },
  { file: 'gc-red-panda.jpg', licence: 'CC0-1.0' },
  { file: 'gc-kingfisher.jpg', licence: 'CC0-1.0' },
  { file: 'gc-eilean-donan.jpg', licence: 'CC-BY-4.0' },
  { file: 'gc-cafe-terrace.jpg', licence: 'Public domain' },
  { file: 'gc-harvest.jpg', licence: 'Public domain' },
];

export const PATTERNS = [
  'pattern-hui-1.png',
  'pattern-yun-2.png',
  'pattern-shui-3.png',
  'pattern-ruyi-1.png',
];

const svg = (w: number, h: number, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`,
  );

// Placeholders a user's images replace; a person is a silhouette, never a real person.
const DRAWN: Record<string, { w: number; h: number; body: string; jpeg?: boolean }> = {
  'placeholders/person-silhouette.png': {
    w: 420,
    h: 640,
    body: '<circle cx="210" cy="170" r="92" fill="#9AA3AD"/><path d="M40 640 C40 420 110 300 210 300 C310 300 380 420 380 640 Z" fill="#9AA3AD"/>',
  },
  'placeholders/product.png': {
    w: 400,
    h: 400,
    body: '<rect x="130" y="40" width="140" height="60" rx="14" fill="#8C96A0"/><rect x="100" y="90" width="200" height="280" rx="40" fill="#B4BCC4"/><rect x="130" y="170" width="140" height="90" rx="10" fill="#E8ECEF"/>',
  },
  'placeholders/logo.png': {
    w: 250,
    h: 100,
    body: '<rect x="4" y="4" width="242" height="92" rx="46" fill="none" stroke="#8C96A0" stroke-width="6" stroke-dasharray="14 10"/><text x="125" y="64" font-family="sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="#8C96A0">LOGO</text>',
  },
  'placeholders/qr.png': {
    w: 200,
    h: 200,
    body:
      '<rect width="200" height="200" rx="12" fill="#FFFFFF"/>' +
      [
        [16, 16],
        [130, 16],
        [16, 130],
      ]
        .map(
          ([x, y]) =>
            `<rect x="${x}" y="${y}" width="54" height="54" fill="#333"/><rect x="${(x ?? 0) + 10}" y="${(y ?? 0) + 10}" width="34" height="34" fill="#fff"/><rect x="${(x ?? 0) + 18}" y="${(y ?? 0) + 18}" width="18" height="18" fill="#333"/>`,
        )
        .join('') +
      '<rect x="90" y="90" width="20" height="20" fill="#333"/><rect x="120" y="130" width="16" height="16" fill="#333"/><rect x="150" y="100" width="16" height="40" fill="#333"/><rect x="90" y="150" width="40" height="16" fill="#333"/>',
  },
  'bg/cream-paper-01.jpg': {
    w: 750,
    h: 1334,
    jpeg: true,
    body: '<defs><radialGradient id="g" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#FBF7EE"/><stop offset="1" stop-color="#EFE6D3"/></radialGradient></defs><rect width="750" height="1334" fill="url(#g)"/>',
  },
  'frames/capsule-green.png': {
    w: 200,
    h: 72,
    body: '<rect width="200" height="72" rx="36" fill="#2F6B4F"/>',
  },
};

/** Writes the art into `dir` and returns each asset with its licence, for provenance and credits. */
export async function prepareAssets(dir: string, photosDir: string): Promise<Map<string, Asset>> {
  const assets = new Map<string, Asset>();
  const out = async (path: string, image: sharp.Sharp, asset: Omit<Asset, 'ref'>) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), await image.toBuffer());
    assets.set(`asset://${path}`, { ref: `asset://${path}`, ...asset });
  };
  for (const [path, d] of Object.entries(DRAWN)) {
    const image = sharp(svg(d.w, d.h, d.body));
    await out(path, d.jpeg ? image.jpeg({ quality: 82 }) : image.png(), {
      licence: 'CC0-1.0',
      credit: '为本产品绘制',
    });
  }
  for (const p of PHOTOS) {
    const image = sharp(join(photosDir, p.file))
      .resize({ width: 1280, height: 1280, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80 });
    await out(`photos/${p.file}`, image, {
      licence: p.licence,
      credit: `素材库 ${p.file}（demo/CREDITS.md）`,
    });
  }
  for (const file of PATTERNS) {
    await out(
      `patterns/${file}`,
      sharp(join(photosDir, file)).resize({ width: 600, withoutEnlargement: true }).png(),
      { licence: 'CC0-1.0', credit: '传统纹样，为本产品绘制（patterns.mjs）' },
    );
  }
  return assets;
}

/** Emoji illustrations (Fluent Emoji 3D, MIT) are copied as they are needed. */
export async function prepareArt(
  dir: string,
  photosDir: string,
  file: string,
  assets: Map<string, Asset>,
): Promise<string> {
  const ref = `asset://art/${file}`;
  if (!assets.has(ref)) {
    mkdirSync(join(dir, 'art'), { recursive: true });
    await sharp(join(photosDir, file))
      .resize({ width: 512, withoutEnlargement: true })
      .png()
      .toFile(join(dir, 'art', file));
    assets.set(ref, {
      ref,
      licence: 'MIT',
      credit: 'Microsoft Fluent Emoji 3D（@lobehub/fluent-emoji-3d）',
    });
  }
  return ref;
}
