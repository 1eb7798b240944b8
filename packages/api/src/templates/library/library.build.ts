// Generates the demo template library (QUICKCREATE §7): archetypes × palettes × fonts × art on the
// six canvas sizes of the spec, each document restored and linted by @adstudio/render (kept only
// when clean at its sample copy and its maxChars), rendered once to a preview, deduplicated by
// thumbnail, written as <template_id>.json + .jpg for the seed. Deterministic: a re-run rewrites
// the same library.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lintTemplate, restoreTemplate, type Layer, type TemplateDoc } from '@adstudio/render';
import { nodeMeasurer, renderDoc } from '@adstudio/render/node';
import sharp from 'sharp';
import { COPY, INDUSTRY, NODE_COPY, type CopySet } from './library.copy.js';
import { PATTERNS, PHOTOS, prepareArt, prepareAssets, type Asset } from './library.assets.js';
import {
  buildDetailLayers,
  DETAIL_COPY,
  DETAIL_SIZE,
  DETAIL_VARIANTS,
  detailReadable,
  detailReplaceObj,
} from './library.detail.js';
import { ARCHETYPES, aspectOf, buildLayers, mirror, type Archetype } from './library.layouts.js';
import { contrast, PALETTES, TITLE_FONTS, type Palette } from './library.palettes.js';

export const SIZES = [
  { w: 900, h: 383, category: 120 as const, count: 72, code: 'o9' },
  { w: 1080, h: 460, category: 120 as const, count: 72, code: 'o1' },
  { w: 750, h: 1334, category: 121 as const, count: 72, code: 'p7' },
  { w: 1334, h: 750, category: 121 as const, count: 48, code: 'p1' },
  { w: 1823, h: 2578, category: 121 as const, count: 48, code: 'p8' },
  { w: 2578, h: 1823, category: 121 as const, count: 36, code: 'p2' },
];

const INDUSTRIES = Object.values(INDUSTRY).filter((t) => t !== INDUSTRY.general);
const CHANNELS_OFFICIAL = [11572, 12901, 12902, 12903, 12904];
const CHANNELS_POSTER = [16401, 16402, 16403, 16404];
const THEMES = [13001, 13002, 13003, 13004, 13005, 13006];
const POSTER_TYPES = [16501, 16502, 16503, 16504, 16505];
const NODES = [16601, 16602, 16603, 16604, 16605, 16606];
/** Single-image detail pages: 3 per node, channel 电商详情页, poster type 新品上市. */
const DETAIL_COUNT = 18;
const DETAIL_CHANNEL = 16403;
const DETAIL_POSTER_TYPE = 16502;
const SIZE_LABEL: Record<string, string> = {
  o9: '公众号首图',
  o1: '头条横图',
  p7: '竖版海报',
  p1: '横版海报',
  p8: '大幅竖版',
  p2: '大幅横版',
};

export interface BuildOptions {
  outDir: string;
  photosDir: string;
  previewLongSide?: number;
  log?: (line: string) => void;
}

interface Kept {
  record: {
    id: number;
    template_id: string;
    name: string;
    synthetic: TemplateDoc;
    replaceObj: Record<string, unknown>;
  };
  preview: Buffer;
}

// A small deterministic generator (mulberry32) so the library is reproducible.
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(list: readonly T[], n: number): T =>
  list[((n % list.length) + list.length) % list.length] as T;

// A palette is kept for an archetype only when its text reads: title ≥ 3:1, other text ≥ 4.5:1.
function readable(p: Palette): boolean {
  return (
    contrast(p.ink, p.bg) >= 4.5 &&
    contrast(p.onPrimary, p.primary) >= 4.5 &&
    contrast(p.primary, p.bg) >= 3
  );
}

async function thumbHash(jpeg: Buffer): Promise<string> {
  const raw = await sharp(jpeg).resize(12, 12, { fit: 'fill' }).greyscale().raw().toBuffer();
  return createHash('sha1').update(raw).digest('hex');
}

/** Builds the library into `outDir`; returns the number of templates written. */
export async function buildLibrary(opts: BuildOptions): Promise<number> {
  const log = opts.log ?? (() => undefined);
  const assetsDir = join(opts.outDir, 'assets');
  rmSync(assetsDir, { recursive: true, force: true });
  for (const f of readdirSync(opts.outDir))
    if (/^tpl_[a-z]\d_\d{4}\.(json|jpg)$/u.test(f)) rmSync(join(opts.outDir, f));
  const assets = await prepareAssets(assetsDir, opts.photosDir);
  const bytes = (ref: string) => readFileSync(join(assetsDir, ref.slice('asset://'.length)));
  const palettes = PALETTES.filter(readable);
  const random = rng(20261125);
  const kept: Kept[] = [];
  const seen = new Set<string>();
  const dropped = new Map<string, number>();
  let id = 20_000;

  interface Admission {
    size: { w: number; h: number; category: 120 | 121 };
    code: string;
    made: number;
    tags: Record<string, number[]>;
    palette: Palette;
    title: { family: string };
    layoutFamily: string;
    /** Names the archetype in the dropped-template log. */
    reason: string;
    name: string;
    replaceObj: Record<string, unknown>;
  }
  // One candidate design: restored, linted at its sample and maxChars, drawn, deduplicated by
  // thumbnail and kept as the next template of its code; false when it was dropped.
  const admit = async (layers: Layer[], a: Admission): Promise<boolean> => {
    const { size, palette, title } = a;
    const materials: Record<string, Layer> = {};
    layers.forEach((l, i) => {
      materials[l.key] = { ...l, id: i + 1 };
    });
    const used = [...new Set(layers.flatMap((l) => (l.type === 'sprite' ? [l.texture] : [])))];
    const raw = {
      schemaVersion: 2,
      style: palette.name,
      format: `${size.w}x${size.h}`,
      logo: { slots: ['logo_0'], max: 1 },
      meta: {
        category: size.category,
        tags: a.tags,
        palette: {
          bg: palette.bg,
          primary: palette.primary,
          accent: palette.accent,
          text: palette.ink,
          onPrimary: palette.onPrimary,
        },
        fonts: [title.family, 'noto-sans-sc'],
        layoutFamily: a.layoutFamily,
        provenance: {
          source: 'generated',
          assets: [
            ...used.map((ref) => ({ ref, licence: assets.get(ref)?.licence ?? 'unknown' })),
            ...[...new Set([title.family, 'noto-sans-sc'])].map((f) => ({
              ref: `font:${f}`,
              licence: 'OFL-1.1',
            })),
          ],
        },
      },
      renderConfig: { width_g: size.w, height_g: size.h, inclueLevel: 1, materials },
    };
    const doc = restoreTemplate(raw);
    const issues = lintTemplate(doc, nodeMeasurer);
    if (issues.length > 0) {
      const reason =
        `${a.reason}: ${issues[0]?.layerKey ?? ''} ${issues[0]?.message ?? ''}`.replace(
          /「.*」/u,
          '「…」',
        );
      dropped.set(reason, (dropped.get(reason) ?? 0) + 1);
      return false;
    }
    const scale = (opts.previewLongSide ?? 720) / Math.max(size.w, size.h);
    const images = Object.fromEntries(used.map((ref) => [ref, new Uint8Array(bytes(ref))]));
    const preview = await renderDoc(doc, { format: 'jpeg', quality: 80, scale, images });
    const hash = await thumbHash(preview);
    if (seen.has(hash)) {
      dropped.set('duplicate preview', (dropped.get('duplicate preview') ?? 0) + 1);
      return false;
    }
    seen.add(hash);
    id += 1;
    kept.push({
      record: {
        id,
        template_id: `tpl_${a.code}_${String(a.made + 1).padStart(4, '0')}`,
        name: a.name,
        synthetic: doc,
        replaceObj: a.replaceObj,
      },
      preview,
    });
    return true;
  };

  for (const size of SIZES) {
    const aspect = aspectOf(size.w, size.h);
    const archetypes: Archetype[] = ARCHETYPES[aspect].flatMap((a) =>
      a.aspect === 'port' ? [a] : [a, mirror(a)],
    );
    const poster = size.category === 121;
    let made = 0;
    for (let n = 0; made < size.count && n < size.count * 4; n += 1) {
      const archetype = pick(archetypes, n);
      const palette = pick(palettes, n * 7 + Math.floor(random() * palettes.length));
      const fonts = TITLE_FONTS[palette.style] ?? [];
      const title = pick(fonts, n + Math.floor(n / archetypes.length));
      // Four in ten are for every industry (通用); the rest go round the industries.
      const industry = n % 5 < 2 ? INDUSTRY.general : pick(INDUSTRIES, n - 2 * Math.ceil(n / 5));
      const node = n % 4 === 0 ? pick(NODES.slice(0, 5), n / 4) : 16606;
      const copy: CopySet = NODE_COPY[node] ?? pick(COPY[industry] ?? [], n);
      const channels = poster ? CHANNELS_POSTER : CHANNELS_OFFICIAL;
      const tags: Record<string, number[]> = {
        128: [industry],
        [poster ? 164 : 129]: [
          pick(channels, n),
          pick(channels, n + 1),
          ...(poster ? [] : [pick(channels, n + 3)]),
        ],
        130: [node === 16606 ? pick(THEMES, n) : 13001],
        131: [palette.style],
        166: [node],
        ...(poster ? { 165: [node === 16606 ? pick(POSTER_TYPES, n) : 16503] } : {}),
      };
      const photo = `asset://photos/${pick(PHOTOS, n * 3 + size.w).file}`;
      const pattern = `asset://patterns/${pick(PATTERNS, n)}`;
      const art = await prepareArt(assetsDir, opts.photosDir, pick(copy.art, n), assets);
      const layers = buildLayers(archetype, {
        W: size.w,
        H: size.h,
        palette,
        title,
        copy,
        photo,
        pattern,
        art,
        poster,
      });
      const admitted = await admit(layers, {
        size,
        code: size.code,
        made,
        tags,
        palette,
        title,
        layoutFamily: `${aspect}-${archetype.name}`,
        reason: archetype.name,
        name: `${copy.main.replace(/\s+/gu, '')}·${palette.name}${SIZE_LABEL[size.code] ?? ''}`,
        replaceObj: {
          mainLabel: copy.main,
          secondLabel: copy.second,
          thirdLabel: copy.third,
          ...(poster ? { codeLabel: copy.code, notesLabel: copy.notes } : {}),
        },
      });
      if (admitted) made += 1;
    }
    log(`${size.w}x${size.h}: ${made} templates`);
  }

  // The single-image poster (智能创作（单张）): detail pages in both variants, the node of each
  // in turn, every palette whose text also reads on the group cards.
  const detailPalettes = palettes.filter(detailReadable);
  let details = 0;
  for (let n = 0; details < DETAIL_COUNT && n < DETAIL_COUNT * 4; n += 1) {
    const node = pick(NODES, n);
    const variant = pick(DETAIL_VARIANTS, Math.floor(n / NODES.length));
    const palette = pick(detailPalettes, n * 5);
    const title = pick(TITLE_FONTS[palette.style] ?? [], n);
    const copy = DETAIL_COPY[node];
    if (!copy) continue;
    const admitted = await admit(buildDetailLayers({ variant, palette, title, copy }), {
      size: { ...DETAIL_SIZE, category: 121 },
      code: 'd7',
      made: details,
      tags: {
        128: [INDUSTRY.general],
        164: [DETAIL_CHANNEL],
        130: [node === 16606 ? pick(THEMES, n) : 13001],
        131: [palette.style],
        165: [DETAIL_POSTER_TYPE],
        166: [node],
      },
      palette,
      title,
      layoutFamily: `detail-${variant}`,
      reason: `detail-${variant}`,
      name: `${copy.main.join('')}·${palette.name}单张详情`,
      replaceObj: detailReplaceObj(copy),
    });
    if (admitted) details += 1;
  }
  log(`${DETAIL_SIZE.w}x${DETAIL_SIZE.h} 单张: ${details} templates`);

  for (const { record, preview } of kept) {
    writeFileSync(join(opts.outDir, `${record.template_id}.json`), `${JSON.stringify(record)}\n`);
    writeFileSync(join(opts.outDir, `${record.template_id}.jpg`), preview);
  }
  writeCredits(assetsDir, assets);
  for (const [reason, count] of dropped) log(`dropped ${count}: ${reason}`);
  return kept.length;
}

function writeCredits(dir: string, assets: Map<string, Asset>) {
  const rows = [...assets.values()]
    .sort((a, b) => a.ref.localeCompare(b.ref))
    .map((a) => `| ${a.ref} | ${a.licence} | ${a.credit} |`);
  writeFileSync(
    join(dir, 'CREDITS.md'),
    [
      '# Template library art: sources and licences',
      '',
      'Written by `pnpm templates:generate` (packages/api/src/templates/library). Fonts: packages/render/fonts/CREDITS.md.',
      'People in templates are drawn silhouettes (placeholders the user replaces), never photos of real people.',
      '',
      '| asset | licence | source |',
      '| --- | --- | --- |',
      ...rows,
      '',
    ].join('\n'),
  );
}
