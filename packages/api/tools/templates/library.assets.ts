// The art the generated library draws on, copied or drawn into demo/templates/assets (what
// `asset://` refers to): photos and illustrations of the demo library whose licences allow use in
// an ad and that show no recognisable person, our 传统纹样, and placeholders drawn here.
import { CATEGORY_POSTER } from '@adstudio/domain';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { restoreTemplate } from '@adstudio/render';
import { renderDoc } from '@adstudio/render/node';
import sharp from 'sharp';
import { isLetter, isStamp, LETTERS } from './library.art.js';

const ART_DIR = fileURLToPath(new URL('./art/', import.meta.url));
const PATTERN_DIR = fileURLToPath(new URL('../../demo/photos/', import.meta.url));

export interface Asset {
  ref: string;
  licence: string;
  credit: string;
  /** Pixel size of the file, for the resolution rule (library.lint.ts). */
  px?: { w: number; h: number };
}

export const PATTERNS = [
  'pattern-hui-1.png',
  'pattern-yun-2.png',
  'pattern-shui-3.png',
  'pattern-ruyi-1.png',
];

// Drawn at PLACEHOLDER_SCALE × their design size so that even the print sizes draw them at ≤ 1.0×.
const PLACEHOLDER_SCALE = 4;
const svg = (w: number, h: number, body: string, k = 1) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w * k}" height="${h * k}" viewBox="0 0 ${w} ${h}">${body}</svg>`,
  );

// Placeholders a user's images replace; a person is a silhouette, never a real person.
const DRAWN: Record<
  string,
  { w: number; h: number; body: string; jpeg?: boolean; nineSlice?: boolean }
> = {
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
    // tpl_p_0231's nine-slice insets (30 px) are in this design size: drawn 4× larger, the pill's
    // round ends fell outside the corners and its middle cells drew lines beside the text.
    nineSlice: true,
  },
};

/** Writes the art into `dir` and returns each asset with its licence, for provenance and credits. */
export async function prepareAssets(dir: string, _photosDir: string): Promise<Map<string, Asset>> {
  const assets = new Map<string, Asset>();
  const out = async (path: string, image: sharp.Sharp, asset: Omit<Asset, 'ref'>) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    writeFileSync(join(dir, path), data);
    assets.set(`asset://${path}`, {
      ref: `asset://${path}`,
      ...asset,
      px: { w: info.width, h: info.height },
    });
  };
  for (const [path, d] of Object.entries(DRAWN)) {
    const image = sharp(svg(d.w, d.h, d.body, d.jpeg || d.nineSlice ? 1 : PLACEHOLDER_SCALE));
    await out(path, d.jpeg ? image.jpeg({ quality: 82 }) : image.png(), {
      licence: 'CC0-1.0',
      credit: '为本产品绘制',
    });
  }
  return assets;
}

const FLUENT_CREDIT =
  'Microsoft Fluent Emoji（@iconify-json/fluent-emoji 1.2.7，彩色矢量；art/LICENSE.md）';
/** The seal behind a letter: vermilion with a cream line inside, as a 印章 is cut. */
const SEAL = { red: '#B7312C', cream: '#FFF4E0' };

/** A Tux Paint stamp's row of demo/materials.json: its author, source and licence. */
const stampMeta = (name: string) => {
  const meta = MATERIALS().find((m) => m.file === `${name}.png`);
  if (!meta) throw new Error(`no 元素 ${name}.png in demo/materials.json`);
  return meta;
};

/**
 * One picture of the library's art at `px` square (`contain`), drawn from its source: a Fluent
 * Emoji from its vector, a letter rendered in its face, or a Tux Paint stamp as it is — undefined
 * when the stamp has fewer pixels than `px` asks (a raster is never enlarged).
 */
async function artPicture(name: string, px: number): Promise<Buffer | undefined> {
  if (isStamp(name)) {
    const file = join(PATTERN_DIR, `${name}.png`);
    const meta = await sharp(file).metadata();
    if (Math.max(meta.width, meta.height) < px) return undefined;
    return sharp(file)
      .resize(px, px, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  }
  if (isLetter(name)) return letterPicture(LETTERS[name]?.text ?? '', px);
  // Density so that the 32-unit viewBox comes out at px: no resampling of a raster.
  return sharp(join(ART_DIR, `${name}.svg`), { density: Math.min(72 * (px / 32), 100_000) })
    .resize(px, px, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

const artLicence = (name: string): Omit<Asset, 'ref' | 'px'> => {
  if (isStamp(name)) {
    const meta = stampMeta(name);
    return {
      licence: meta.copyright,
      credit: `Tux Paint 印章 ${name}.png（${meta.name}；${meta.source_url_or_package}）`,
    };
  }
  if (isLetter(name))
    return { licence: 'CC0-1.0', credit: '印章字，为本产品绘制（马善政毛笔楷书 OFL-1.1）' };
  return { licence: 'MIT', credit: FLUENT_CREDIT };
};

/**
 * A picture of the library's art for a sprite: a Fluent Emoji (colour SVG, MIT) or a letter drawn
 * at `px` square once per size; a Tux Paint stamp copied at its own pixels (the build checks that
 * the box does not enlarge it).
 */
export async function prepareArt(
  dir: string,
  name: string,
  px: number,
  assets: Map<string, Asset>,
): Promise<string> {
  if (isStamp(name)) {
    const ref = `asset://stamps/${name}.png`;
    if (!assets.has(ref)) {
      mkdirSync(join(dir, 'stamps'), { recursive: true });
      const info = await sharp(join(PATTERN_DIR, `${name}.png`))
        .png({ palette: true, quality: 90, compressionLevel: 9 })
        .toFile(join(dir, 'stamps', `${name}.png`));
      assets.set(ref, { ref, ...artLicence(name), px: { w: info.width, h: info.height } });
    }
    return ref;
  }
  const folder = isLetter(name) ? 'letters' : 'art';
  const ref = `asset://${folder}/${name}-${px}.png`;
  if (!assets.has(ref)) {
    mkdirSync(join(dir, folder), { recursive: true });
    const picture = await artPicture(name, px);
    if (!picture) throw new Error(`${name} has no picture at ${px} px`);
    await sharp(picture)
      .png({ palette: true, quality: 90, compressionLevel: 9 })
      .toFile(join(dir, folder, `${name}-${px}.png`));
    assets.set(ref, { ref, ...artLicence(name), px: { w: px, h: px } });
  }
  return ref;
}

/** A letter cut in a seal at `px` square, drawn by our renderer in 马善政毛笔楷书 (OFL-1.1). */
async function letterPicture(text: string, px: number): Promise<Buffer> {
  const glyphs = Array.from(text).length;
  const inset = px * 0.07;
  const doc = restoreTemplate({
    schemaVersion: 2,
    meta: { category: CATEGORY_POSTER, tags: {}, layoutFamily: 'letter' },
    renderConfig: {
      width_g: px,
      height_g: px,
      materials: {
        seal: {
          key: 'seal',
          id: 1,
          type: 'shape',
          shape: 'rect',
          pos: [0, 0],
          anchor: [0, 0],
          width: px,
          height: px,
          scale: 1,
          zIndex: 1,
          radius: Math.round(px * 0.12),
          fill: SEAL.red,
        },
        line: {
          key: 'line',
          id: 2,
          type: 'shape',
          shape: 'rect',
          pos: [inset, inset],
          anchor: [0, 0],
          width: px - 2 * inset,
          height: px - 2 * inset,
          scale: 1,
          zIndex: 2,
          radius: Math.round(px * 0.08),
          stroke: { color: SEAL.cream, width: Math.max(2, Math.round(px * 0.02)) },
        },
        glyph: {
          key: 'glyph',
          id: 3,
          type: 'label',
          text,
          fontFamily: 'ma-shan-zheng',
          // One character fills the seal; a figure of two or three is set smaller to fit across.
          fontSize: Math.round(px * (glyphs === 1 ? 0.7 : 0.42)),
          fontWeight: 400,
          fillColor: SEAL.cream,
          textAlign: 'center',
          verticalAlign: 'middle',
          strokeWidth: 0,
          pos: [px / 2, px / 2],
          anchor: [0.5, 0.5],
          width: px * 0.8,
          height: px * 0.8,
          scale: 1,
          zIndex: 3,
          maxWidth: px * 0.8,
          maxHeight: px * 0.8,
          fit: { mode: 'shrink', minFontSize: 8, maxLines: 1 },
        },
      },
    },
  });
  return renderDoc(doc, { format: 'png', images: {} });
}

/** A 传统纹样 tile repeated over a whole canvas, so that the pattern is drawn at 1.0× on every size. */
export async function preparePattern(
  dir: string,
  file: string,
  W: number,
  H: number,
  assets: Map<string, Asset>,
): Promise<string> {
  const path = `patterns/${file.replace(/\.png$/u, '')}-${W}x${H}.png`;
  const ref = `asset://${path}`;
  if (!assets.has(ref)) {
    mkdirSync(join(dir, 'patterns'), { recursive: true });
    const tile = await sharp(join(PATTERN_DIR, file))
      .resize({ width: Math.min(400, W, H) })
      .png()
      .toBuffer();
    await sharp({
      create: { width: W, height: H, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([{ input: tile, tile: true }])
      .png({ palette: true, compressionLevel: 9 })
      .toFile(join(dir, path));
    assets.set(ref, {
      ref,
      licence: 'CC0-1.0',
      credit: '传统纹样，为本产品绘制（demo/patterns.mjs）',
      px: { w: W, h: H },
    });
  }
  return ref;
}

/**
 * A sample brand's wordmark for the logo slot of a preview (a round mark with the brand's first
 * character, then its name), drawn by our renderer in a licensed face at the pixels the slot
 * needs — the previews never show the dashed LOGO placeholder the editor uses for an empty slot.
 */
export async function prepareLogo(
  dir: string,
  brand: string,
  colours: { mark: string; onMark: string; ink: string },
  h: number,
  assets: Map<string, Asset>,
): Promise<string> {
  const W = h * 2.5;
  const key = createHash('sha1')
    .update(`${brand}${colours.mark}${colours.ink}${h}`)
    .digest('hex')
    .slice(0, 10);
  const ref = `asset://logos/${key}.png`;
  if (assets.has(ref)) return ref;
  const label = (
    k: string,
    id: number,
    text: string,
    x: number,
    w: number,
    size: number,
    color: string,
    align: 'left' | 'center',
  ) => ({
    key: k,
    id,
    type: 'label',
    text,
    fontFamily: 'zcool-xiaowei',
    fontSize: size,
    fontWeight: 400,
    fillColor: color,
    textAlign: align,
    verticalAlign: 'middle',
    strokeWidth: 0,
    pos: [x + (align === 'center' ? w / 2 : 0), h / 2],
    anchor: [align === 'center' ? 0.5 : 0, 0.5],
    width: w,
    height: h,
    scale: 1,
    zIndex: id,
    maxWidth: w,
    maxHeight: h,
    fit: { mode: 'shrink', minFontSize: 8, maxLines: 1 },
  });
  const d = h * 0.8;
  const doc = restoreTemplate({
    schemaVersion: 2,
    meta: { category: CATEGORY_POSTER, tags: {}, layoutFamily: 'logo' },
    renderConfig: {
      width_g: Math.round(W),
      height_g: h,
      materials: {
        mark: {
          key: 'mark',
          id: 1,
          type: 'shape',
          shape: 'ellipse',
          pos: [h * 0.1, h * 0.1],
          anchor: [0, 0],
          width: d,
          height: d,
          scale: 1,
          zIndex: 1,
          fill: colours.mark,
        },
        init: label(
          'init',
          2,
          Array.from(brand)[0] ?? '',
          h * 0.1,
          d,
          d * 0.56,
          colours.onMark,
          'center',
        ),
        name: label('name', 3, brand, h * 1.05, W - h * 1.1, h * 0.42, colours.ink, 'left'),
      },
    },
  });
  mkdirSync(join(dir, 'logos'), { recursive: true });
  writeFileSync(
    join(dir, 'logos', `${key}.png`),
    await renderDoc(doc, { format: 'png', images: {} }),
  );
  assets.set(ref, {
    ref,
    licence: 'CC0-1.0',
    credit: '示意品牌标志，为本产品绘制（站酷小薇体 OFL-1.1）',
    px: { w: Math.round(W), h },
  });
  return ref;
}

/** A library photo copied as it is (never enlarged); its licence comes from demo/materials.json. */
export async function preparePhoto(
  file: string,
  dir: string,
  assets: Map<string, Asset>,
): Promise<string> {
  const ref = `asset://photos/${file}`;
  if (!assets.has(ref)) {
    mkdirSync(join(dir, 'photos'), { recursive: true });
    const info = await sharp(join(PATTERN_DIR, file))
      .jpeg({ quality: 82 })
      .toFile(join(dir, 'photos', file));
    const meta = MATERIALS().find((m) => m.file === file);
    assets.set(ref, {
      ref,
      licence: meta?.copyright.split('；')[0] ?? 'unknown',
      credit: `素材库 ${file}（demo/CREDITS.md）`,
      px: { w: info.width, h: info.height },
    });
  }
  return ref;
}

/** A photo window without a fitting photo: its ground and the disc behind the art. */
export interface CardColours {
  ground: string;
  disc: string;
}

/** The art's side as a share of a card's shorter side: it fills the window, never a small sticker. */
export const CARD_ART_SIDE = 0.84;

/**
 * The topic's art filling a photo window that no photo of the topic covers (issue 28: a pale card
 * with a small emoji read as an empty slot): the palette's primary colour, a disc and the art at
 * `side` of the card's shorter side, centred at (cx, cy) in fractions of the card.
 */
export async function prepareCard(
  dir: string,
  name: string,
  card: { w: number; h: number; cx: number; cy: number; side: number },
  colours: CardColours,
  assets: Map<string, Asset>,
  fallback?: string,
): Promise<string> {
  const { w, h } = card;
  const side = Math.round(Math.min(w, h) * card.side);
  // A stamp too small for the card gives way to the emoji of the same scenario.
  let source = name;
  let art = await artPicture(name, side);
  if (!art && fallback) {
    source = fallback;
    art = await artPicture(fallback, side);
  }
  if (!art) throw new Error(`no picture for a ${w}x${h} card: ${name}`);
  const key = createHash('sha1')
    .update(JSON.stringify([card, colours]))
    .digest('hex')
    .slice(0, 10);
  const ref = `asset://cards/${source}-${w}x${h}-${key}.png`;
  if (!assets.has(ref)) {
    mkdirSync(join(dir, 'cards'), { recursive: true });
    const disc = Math.round(side * 1.08);
    const cx = Math.round(card.cx * w);
    const cy = Math.round(card.cy * h);
    const ground = svg(
      w,
      h,
      `<rect width="${w}" height="${h}" fill="${colours.ground}"/><circle cx="${cx}" cy="${cy}" r="${disc / 2}" fill="${colours.disc}" fill-opacity="0.9"/>`,
    );
    await sharp(ground)
      .composite([
        {
          input: art,
          left: Math.max(0, Math.min(w - side, cx - Math.round(side / 2))),
          top: Math.max(0, Math.min(h - side, cy - Math.round(side / 2))),
        },
      ])
      .png({ palette: true, compressionLevel: 9 })
      .toFile(join(dir, 'cards', `${source}-${w}x${h}-${key}.png`));
    const { licence, credit } = artLicence(source);
    assets.set(ref, { ref, licence, credit: `${credit}，置于色卡上，为本产品排版`, px: { w, h } });
  }
  return ref;
}

interface MaterialRow {
  file: string;
  copyright: string;
  name: string;
  source_url_or_package: string;
}
let materials: MaterialRow[] | undefined;
const MATERIALS = () =>
  (materials ??= JSON.parse(
    readFileSync(join(PATTERN_DIR, '..', 'materials.json'), 'utf8'),
  ) as MaterialRow[]);
