// Generates the demo template library (QUICKCREATE §7): archetypes × palettes × fonts × art on the
// six canvas sizes of the spec, each document restored and linted by @adstudio/render (kept only
// when clean at its sample copy and its maxChars), rendered once to a preview, deduplicated by
// thumbnail, written as <template_id>.json + .jpg for the seed. Deterministic: a re-run rewrites
// the same library.
import {
  CANVAS_SIZES,
  CATEGORY_POSTER,
  CHANNEL_TAG,
  CLASS_CHANNEL,
  CLASS_INDUSTRY,
  CLASS_NODE,
  CLASS_POSTER_CHANNEL,
  CLASS_POSTER_TYPE,
  CLASS_STYLE,
  CLASS_THEME,
  INDUSTRY_GENERAL,
  type Category,
} from '@adstudio/domain';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lintTemplate, restoreTemplate, type Layer, type TemplateDoc } from '@adstudio/render';
import { nodeMeasurer, renderDoc } from '@adstudio/render/node';
import sharp from 'sharp';
import {
  CARD_ART_SIDE,
  PATTERNS,
  prepareArt,
  prepareAssets,
  prepareCard,
  prepareLogo,
  preparePattern,
  preparePhoto,
  type Asset,
  type CardColours,
} from './library.assets.js';
import {
  ART_TOPICS,
  BRANDS,
  ART_FAMILIES,
  isLetter,
  isStamp,
  SAME_THING,
  type ArtFamily,
  PHOTO_TOPICS,
  photoFits,
  restyleArt,
  PRODUCT_SAMPLES,
  ROLE_SAMPLES,
  scenarioTopics,
  sharesTopic,
} from './library.art.js';
import { seededRandom } from '../../src/shared/seeded-random.js';
import { COPY, INDUSTRY, NODE_TAGS } from './library.copy.js';
import { buildFamily, FAMILIES, type Lettering } from './library.families.js';
import { drawnScale, rasterIssues, textGapIssues } from './library.lint.js';
import {
  buildDetailLayers,
  DETAIL_PAGES,
  DETAIL_SIZE,
  DETAIL_VARIANTS,
  detailReadable,
  detailReplaceObj,
} from './library.detail.js';
import { aspectOf } from './library.layouts.js';
import { HEADLINE_MAX } from './library.structures.js';
import { contrast, PALETTES, STYLE, TITLE_FONTS, type Palette } from './library.palettes.js';

// How many templates each of the six canvas sizes gets, in the order of @adstudio/domain's
// CANVAS_SIZES (which files each under its category): fourteen families per aspect, each on at
// least four templates of every size.
const SIZE_PLAN = [
  { count: 72, code: 'o9' },
  { count: 72, code: 'o1' },
  { count: 72, code: 'p7' },
  { count: 56, code: 'p1' },
  { count: 56, code: 'p8' },
  { count: 56, code: 'p2' },
];

export const SIZES = CANVAS_SIZES.map(({ width, height, category }, i) => {
  const plan = SIZE_PLAN[i];
  if (!plan) throw new Error(`no library plan for ${width}x${height}`);
  return { w: width, h: height, category, ...plan };
});

const CHANNELS_OFFICIAL = [CHANNEL_TAG, 12901, 12902, 12903, 12904];
const CHANNELS_POSTER = [16401, 16402, 16403, 16404];
const THEMES = [13001, 13002, 13003, 13004, 13005, 13006];
const POSTER_TYPES = [16501, 16502, 16503, 16504, 16505];
/** Single-image detail pages: 3 per node, channel 电商详情页, poster type 新品上市. */
const DETAIL_COUNT = 30;
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
    library: LibraryFacts;
  };
  preview: Buffer;
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
  const pixelSize = (ref: string) => assets.get(ref)?.px;
  // Art is drawn from its vector at the pixels its box needs (rounded up), so no size upscales it;
  // a stamp (a raster) whose box would enlarge it gives way to the emoji it stands for. Returns the
  // names of the art drawn.
  const rasterise = async (
    layers: Layer[],
    scenario: { topics: readonly string[]; node: string },
    art: { chosen: readonly string[]; emoji: readonly string[] },
    palette: Palette,
    n: number,
  ) => {
    const drawn = new Set<string>();
    for (const l of layers) {
      if (l.type !== 'sprite') continue;
      if (l.texture.startsWith('art:')) {
        const name = l.texture.slice(4);
        let ref = await prepareArt(assetsDir, name, needPx(l), assets);
        const px = assets.get(ref)?.px;
        const emoji = art.emoji[Math.max(0, art.chosen.indexOf(name))] ?? name;
        const enlarged = px && drawnScale('contain', { w: l.width, h: l.height }, px) > 1;
        if (isStamp(name) && enlarged) ref = await prepareArt(assetsDir, emoji, needPx(l), assets);
        drawn.add(isStamp(name) && enlarged ? emoji : name);
        l.texture = ref;
      } else if (l.texture.startsWith('photo:')) {
        // A photo of the subject when one is large enough to cover the window at ≤ 1.0×.
        const fits = Object.keys(PHOTO_TOPICS)
          .filter((file) => photoFits(file, scenario.topics, scenario.node))
          .sort();
        let chosen: string | undefined;
        for (let i = 0; i < fits.length && !chosen; i += 1) {
          const ref = await preparePhoto(pick(fits, n + i), assetsDir, assets);
          const px = assets.get(ref)?.px;
          if (px && drawnScale('cover', { w: l.width, h: l.height }, px) <= 1) chosen = ref;
        }
        // Otherwise the topic's art fills the window on a card of the palette (where the photo
        // slot's spec names a place for it, there: a full-bleed window keeps its art clear of the
        // text band).
        const spec = l.texture.slice('photo:'.length).split(':');
        const [, cx = 0.5, cy = 0.5, side = CARD_ART_SIDE] = spec.map(Number);
        l.texture =
          chosen ??
          (await prepareCard(
            assetsDir,
            art.chosen[0] ?? 'wrapped-gift',
            { w: Math.round(l.width), h: Math.round(l.height), cx, cy, side },
            cardColours(palette, spec[4] === 'soft'),
            assets,
            art.emoji[0],
          ));
        const card = /^asset:\/\/cards\/(.+)-\d+x\d+-[0-9a-f]+\.png$/u.exec(l.texture)?.[1];
        if (card) drawn.add(card);
      }
    }
    return [...drawn];
  };
  const previewSamples = async (
    layers: readonly Layer[],
    industry: string,
    lineArt: readonly string[],
    n: number,
    palette: Pick<Palette, 'primary' | 'onPrimary' | 'ink'>,
    topics: readonly string[],
    family: ArtFamily = 'emoji',
  ) => {
    const samples: Record<string, string> = {};
    for (const l of layers) {
      if (l.type !== 'sprite' || !l.slot || !l.texture.startsWith('asset://placeholders/'))
        continue;
      let name: string | undefined;
      if (l.slot.field === 'product') {
        // Only samples that show the scenario's topics (a teapot is no food template's product).
        const list = (PRODUCT_SAMPLES[industry] ?? PRODUCT_SAMPLES.general ?? []).filter((x) =>
          sharesTopic(x, topics),
        );
        name = lineArt.find((x) => list.includes(x)) ?? pick(list, n);
      } else if (l.slot.field === 'role')
        name = pick(ROLE_SAMPLES[industry] ?? ROLE_SAMPLES.general ?? [], n);
      if (name) samples[l.texture] = await prepareArt(assetsDir, name, needPx(l), assets);
      // A template drawn in stamps shows the stamp of its product where one has the pixels.
      const same = name && l.slot.field === 'product' && family === 'stamp' && SAME_THING[name];
      if (same) {
        const ref = await prepareArt(assetsDir, same, needPx(l), assets);
        const px = assets.get(ref)?.px;
        if (px && drawnScale('contain', { w: l.width, h: l.height }, px) <= 1)
          samples[l.texture] = ref;
      }
      if (l.slot.field === 'logo') {
        const brand = pick(BRANDS[industry] ?? BRANDS.general ?? ['乐町百货'], n);
        const h = Math.ceil(Math.max(l.height, l.width / 2.5) / 16) * 16;
        samples[l.texture] = await prepareLogo(
          assetsDir,
          brand,
          { mark: palette.primary, onMark: palette.onPrimary, ink: palette.ink },
          h,
          assets,
        );
      }
    }
    return samples;
  };
  const palettes = PALETTES.filter(readable);
  // Seeded, so the library is reproducible.
  const random = seededRandom(20261125);
  const kept: Kept[] = [];
  const seen = new Set<string>();
  const dropped = new Map<string, number>();
  let id = 20_000;

  interface Admission {
    size: { w: number; h: number; category: Category };
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
    /** The scenario, its art and the preview's samples of the image slots (item 3 and 4). */
    library: LibraryFacts;
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
    const issues = [
      ...lintTemplate(doc, nodeMeasurer),
      ...rasterIssues(doc, pixelSize, a.library.samples).map((message) => ({
        layerKey: '',
        message,
      })),
      ...libraryIssues(doc).map((message) => ({ layerKey: '', message })),
    ];
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
    // The preview shows the slots' samples (a drawn product or person of the topic), never the
    // grey placeholders the editor shows for an empty slot.
    const images = Object.fromEntries(
      used.map((ref) => [ref, new Uint8Array(bytes(a.library.samples[ref] ?? ref))]),
    );
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
        library: a.library,
      },
      preview,
    });
    return true;
  };

  // Copy lines in a fixed shuffled order, dealt to the templates in turn: each headline lands on
  // one or two templates, and every size gets a mix of industries and nodes.
  const queue = [...COPY]
    .map((line, i) => ({ line, key: random() + i * 0 }))
    .sort((x, y) => x.key - y.key)
    .map((x) => x.line);
  let dealt = 0;
  const fonts = [
    ...new Map(
      Object.values(TITLE_FONTS)
        .flat()
        .map((t) => [`${t.family}${t.weight}`, t]),
    ).values(),
  ];
  const LETTERING: readonly Lettering[] = [
    'plain',
    'shadow',
    'stroke',
    'plain',
    'gradient',
    'stacked',
    'plain',
    'shadow',
  ];
  for (const size of SIZES) {
    const aspect = aspectOf(size.w, size.h);
    const families = FAMILIES[aspect];
    const poster = size.category === CATEGORY_POSTER;
    let made = 0;
    for (let n = 0; made < size.count && n < size.count * 4; n += 1) {
      // A dropped candidate's family tries again with the next line, so every family keeps its
      // share of the size (≥ 4 templates each).
      const family = pick(families, made);
      const line = pick(queue, dealt);
      dealt += 1;
      // Festival nodes lean to the 国潮 palettes; every palette still has its turn.
      const festive = ['春节', '中秋', '国庆', '元旦'].includes(line.node) && n % 2 === 0;
      const pool = festive ? palettes.filter((p) => p.style === STYLE.guochao) : palettes;
      const palette = pick(pool.length > 0 ? pool : palettes, n * 7 + size.w);
      const title = pick(fonts, n + size.h);
      const lettering = pick(LETTERING, n + made);
      const channels = poster ? CHANNELS_POSTER : CHANNELS_OFFICIAL;
      const tags: Record<string, number[]> = {
        [CLASS_INDUSTRY]: [line.industryTag],
        [poster ? CLASS_POSTER_CHANNEL : CLASS_CHANNEL]: [
          pick(channels, n),
          pick(channels, n + 1),
          ...(poster ? [] : [pick(channels, n + 3)]),
        ],
        [CLASS_THEME]: [line.node === '日常' ? pick(THEMES.slice(1), n) : 13001],
        [CLASS_STYLE]: [palette.style],
        [CLASS_NODE]: [...line.nodeTags],
        ...(poster
          ? { [CLASS_POSTER_TYPE]: [line.node === '日常' ? pick(POSTER_TYPES, n) : 16503] }
          : {}),
      };
      const picked = chooseArt(line.art, line.topics, line.industry, n);
      // The art families in turn (emoji, Tux Paint stamps, lettering), so that no one family is
      // the whole library; each keeps to the scenario's topics.
      const artFamily = pick(ART_FAMILIES, n + made);
      const { chosen: art, emoji } = restyleArt(picked, line, artFamily, n);
      const pattern = await preparePattern(assetsDir, pick(PATTERNS, n), size.w, size.h, assets);
      const layers = buildFamily(family, {
        W: size.w,
        H: size.h,
        palette,
        title,
        lettering,
        poster,
        pattern,
        art: [`art:${art[0] ?? ''}`, `art:${art[1] ?? art[0] ?? ''}`],
        copy: line,
      });
      const drawn = await rasterise(layers, line, { chosen: art, emoji }, palette, n);
      const samples = await previewSamples(
        layers,
        line.industry,
        line.art,
        n,
        palette,
        line.topics,
        artFamily,
      );
      const admitted = await admit(layers, {
        size,
        code: size.code,
        made,
        tags,
        palette,
        title,
        layoutFamily: `${aspect}-${family.name}`,
        reason: family.name,
        name: `${line.main.replace(/\s+/gu, '')}·${palette.name}${SIZE_LABEL[size.code] ?? ''}`,
        replaceObj: {
          mainLabel: line.main,
          secondLabel: line.second,
          thirdLabel: line.third,
          codeLabel: line.code,
          ...(poster ? { notesLabel: line.notes } : {}),
        },
        library: {
          industry: line.industry,
          node: line.node,
          topics: line.topics,
          lettering,
          art: drawn,
          samples,
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
    const variant = pick(DETAIL_VARIANTS, details);
    const { node, industry, sample, copy } = pick(DETAIL_PAGES, n * 5);
    const palette = pick(detailPalettes, n * 5);
    const title = pick(fonts, n);
    const layers = buildDetailLayers({ variant, palette, title, copy });
    const topics = scenarioTopics(industry, node, `${copy.main.join('')}${copy.second}${copy.top}`);
    const samples = await previewSamples(
      layers,
      industry,
      [sample],
      n,
      palette,
      topics,
      pick(ART_FAMILIES, details),
    );
    const admitted = await admit(layers, {
      size: { ...DETAIL_SIZE, category: CATEGORY_POSTER },
      code: 'd7',
      made: details,
      tags: {
        // Filed under 通用 as before: the single form's every industry finds all detail pages.
        [CLASS_INDUSTRY]: [INDUSTRY_GENERAL],
        [CLASS_POSTER_CHANNEL]: [DETAIL_CHANNEL],
        [CLASS_THEME]: [node === '日常' ? pick(THEMES, n) : 13001],
        [CLASS_STYLE]: [palette.style],
        [CLASS_POSTER_TYPE]: [DETAIL_POSTER_TYPE],
        [CLASS_NODE]: [...(NODE_TAGS[node] ?? [16606])],
      },
      palette,
      title,
      layoutFamily: `detail-${variant}`,
      reason: `detail-${variant}`,
      name: `${copy.main.join('')}·${palette.name}单张详情`,
      replaceObj: detailReplaceObj(copy),
      library: {
        industry,
        node,
        topics,
        lettering: 'plain',
        art: [],
        samples,
      },
    });
    if (admitted) details += 1;
  }
  log(`${DETAIL_SIZE.w}x${DETAIL_SIZE.h} 单张: ${details} templates`);

  // The spec's fixed samples (tpl_p_0231) are not generated, but their previews show drawn
  // samples of their topic in the person, product and logo slots as the generated ones do
  // (item 4); the document itself is left as the spec has it.
  for (const file of readdirSync(opts.outDir).filter((f) => /^tpl_p_\d{4}\.json$/u.test(f))) {
    const record = JSON.parse(readFileSync(join(opts.outDir, file), 'utf8')) as {
      synthetic: unknown;
      replaceObj?: Record<string, unknown>;
    };
    const doc = restoreTemplate(record.synthetic);
    const industryTag = doc.meta.tags[CLASS_INDUSTRY]?.[0] ?? INDUSTRY_GENERAL;
    const industry =
      Object.entries(INDUSTRY).find(([, tag]) => tag === industryTag)?.[0] ?? 'general';
    const text = JSON.stringify(record.replaceObj ?? {});
    const topics = scenarioTopics(industry, '日常', text);
    const layers = Object.values(doc.renderConfig.materials);
    const palette = {
      primary: doc.meta.palette?.primary ?? '#333333',
      onPrimary: doc.meta.palette?.onPrimary ?? '#FFFFFF',
      ink: doc.meta.palette?.text ?? '#333333',
    };
    const samples = await previewSamples(layers, industry, [], 0, palette, topics);
    const used = new Set(layers.flatMap((l) => (l.type === 'sprite' ? [l.texture] : [])));
    const images = Object.fromEntries(
      [...used].map((ref) => [ref, new Uint8Array(bytes(samples[ref] ?? ref))]),
    );
    // At its native size, as the spec's sample preview has always been.
    writeFileSync(
      join(opts.outDir, file.replace(/\.json$/u, '.jpg')),
      await renderDoc(doc, { format: 'jpeg', quality: 80, images }),
    );
  }

  for (const { record, preview } of kept) {
    writeFileSync(join(opts.outDir, `${record.template_id}.json`), `${JSON.stringify(record)}\n`);
    writeFileSync(join(opts.outDir, `${record.template_id}.jpg`), preview);
  }
  writeCredits(assetsDir, assets);
  for (const [reason, count] of dropped) log(`dropped ${count}: ${reason}`);
  return kept.length;
}

/** What a template file records besides the spec's fields: its scenario, art and preview samples. */
export interface LibraryFacts {
  industry: string;
  node: string;
  topics: readonly string[];
  lettering: Lettering;
  /** Names of the art drawn (art layers and art cards): Fluent Emoji, Tux Paint stamps, letters. */
  art: readonly string[];
  /** Placeholder texture → the sample drawn in its place in the preview. */
  samples: Record<string, string>;
}

/**
 * A card's colours: the primary colour with a pale disc beside the text, or (`soft`) the pale
 * ground when the text stands on a band of the primary colour over the card.
 */
const cardColours = (p: Palette, soft: boolean): CardColours =>
  soft ? { ground: p.bg2, disc: p.bg } : { ground: p.primary, disc: p.bg2 };

// Pixels a sprite's box needs from square art drawn `contain`: its shorter side, rounded up to a
// multiple of 64 so that neighbouring boxes share one file.
const needPx = (l: Layer) => Math.max(64, Math.ceil(Math.min(l.width, l.height) / 64) * 64);

/** Two pictures for a scenario: the line's own art where it shows the scenario's topics, then art of its industry. */
export function chooseArt(
  lineArt: readonly string[],
  topics: readonly string[],
  industry: string,
  n: number,
): string[] {
  const fitting = lineArt.filter((a) => sharesTopic(a, topics));
  const ofIndustry = [...ART_TOPICS.entries()]
    // Emoji only: the other families are dealt afterwards (restyleArt), each with its fallback.
    .filter(
      ([a, t]) => t.includes(industry) && !t.includes('people') && !isStamp(a) && !isLetter(a),
    )
    .map(([a]) => a)
    .sort();
  const out = [...fitting];
  for (let i = 0; out.length < 2 && i < ofIndustry.length; i += 1) {
    const next = pick(ofIndustry, n + i);
    if (!out.includes(next)) out.push(next);
  }
  return out.slice(0, 2);
}

/**
 * Library rules the render lint does not know: headline size for the canvas (item 6), and text
 * boxes kept apart so that no resize makes them overlap.
 */
export function libraryIssues(doc: TemplateDoc): string[] {
  const { width_g: W, height_g: H } = doc.renderConfig;
  const unit = Math.sqrt(W * H);
  const headline = Object.values(doc.renderConfig.materials).flatMap((l) =>
    l.type === 'label' &&
    l.slot?.field === 'mainLabel' &&
    l.slot.index === 0 &&
    (l.fontSize < unit * HEADLINE_MIN || l.fontSize > unit * HEADLINE_MAX)
      ? [
          `标题字号 ${l.fontSize} 与画布 ${W}x${H} 不相称（应为 ${Math.round(unit * HEADLINE_MIN)}–${Math.round(unit * HEADLINE_MAX)}）`,
        ]
      : [],
  );
  return [...headline, ...textGapIssues(doc)];
}
/** Headline size as a share of √(width × height): ≈ 30–150 px on 900x383, 108–540 px on 2578x1823. */
export const HEADLINE_MIN = 0.05;
export { HEADLINE_MAX } from './library.structures.js';

function writeCredits(dir: string, assets: Map<string, Asset>) {
  const rows = [...assets.values()]
    .sort((a, b) => a.ref.localeCompare(b.ref))
    .map((a) => `| ${a.ref} | ${a.licence} | ${a.credit} |`);
  writeFileSync(
    join(dir, 'CREDITS.md'),
    [
      '# Template library art: sources and licences',
      '',
      'Written by `pnpm templates:generate` (packages/api/tools/templates). Fonts: packages/render/fonts/CREDITS.md.',
      'People in templates are drawn silhouettes (placeholders the user replaces), never photos of real people.',
      '',
      '| asset | licence | source |',
      '| --- | --- | --- |',
      ...rows,
      '',
    ].join('\n'),
  );
}
