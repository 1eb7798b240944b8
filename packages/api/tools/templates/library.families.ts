// Layout families of the generated library (issue 28 item 1). A family is a structure — where the
// picture sits, how the text is grouped and what frames it — not a colour: nine text-column
// families per aspect and the five structures of library.structures.ts, each placed in fractions
// of the canvas so that one family serves every size of its aspect. Every
// family carries the optional logo and QR slots (a user may give either or neither), and the
// person families also an optional product slot, so that a person and a product together always
// find designs that use both.
import type { Layer } from '@adstudio/render';
import type { Aspect } from './library.layouts.js';
import { f, label, productSprite, rect, sprite } from './library.layouts.js';
import { contrast, type Palette } from './library.palettes.js';
import {
  artProduct,
  buildStructure,
  headlineMax,
  letter,
  logoSlot,
  pageFrame,
  personSlot,
  photoWindow,
  qrRow,
  type Structure,
} from './library.structures.js';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Lettering treatments (item 6): each draws the same in the editor and on the server (draw.ts). */
export type Lettering = 'plain' | 'stroke' | 'shadow' | 'gradient' | 'stacked';

export interface FamilyInput {
  W: number;
  H: number;
  palette: Palette;
  title: { family: string; weight: number };
  lettering: Lettering;
  copy: { main: string; second: string; third: string; code: string; notes: string };
  poster: boolean;
  /** asset:// refs: the scenario's art (two pictures) and the pattern tile at canvas size. */
  art: readonly [string, string];
  /** The photo window's picture: `photo:<w>x<h>` is resolved by the build (a photo of the topic or an art card). */
  photo?: string;
  pattern: string;
}

type Picture = 'role' | 'duo' | 'product' | 'art' | 'art-pair' | 'photo' | 'none';
type Ground = 'gradient' | 'solid' | 'pattern' | 'split' | 'band' | 'block-top';

export interface Family {
  name: string;
  ground: Ground;
  picture: Picture;
  /** Text column, picture area (and the second picture of a duo) in fractions of the canvas. */
  column: Box;
  area: Box;
  second?: Box;
  align: 'left' | 'center';
  /** How the subtitle is framed. */
  subtitle: 'pill' | 'plain' | 'ribbon';
  /** A frame drawn round the whole design, or a card under the column. */
  frame?: 'border' | 'card';
  /** The third line sits in a round badge here instead of under the subtitle. */
  badge?: Box;
  /** The title's share of the column (a larger share is a bigger headline). */
  titleShare: number;
}

/** A family of library.structures.ts: a hierarchy other than the text column's. */
export interface StructureFamily {
  name: string;
  structure: Structure;
  /** The person slot comes with a product slot beside it. */
  duo?: boolean;
}

// The same five structures on every aspect (their boxes follow the aspect).
const STRUCTURES: StructureFamily[] = [
  { name: 'fullbleed-band', structure: 'fullbleed' },
  { name: 'offer-led', structure: 'offer' },
  { name: 'diagonal-split', structure: 'diagonal' },
  { name: 'festival-framed', structure: 'festival' },
  { name: 'magazine-cover', structure: 'magazine', duo: true },
];

/** The structure families' names, as the hierarchy rule (library.rules.ts) tells them apart. */
export const STRUCTURE_FAMILIES = STRUCTURES.map((s) => s.name);

const B = (x: number, y: number, w: number, h: number): Box => ({ x, y, w, h });

// Wide (900x383, 1080x460) and landscape (1334x750, 2578x1823) share their structures; the
// landscape boxes give the text more height.
const HORIZONTAL = (land: boolean): Family[] => {
  const cy = land ? 0.1 : 0.1;
  const ch = land ? 0.8 : 0.8;
  return [
    {
      name: 'person-product-right',
      ground: 'gradient',
      picture: 'duo',
      column: B(0.05, cy, 0.428, ch),
      area: B(0.62, 0.04, 0.36, 0.96),
      second: B(0.48, 0.44, 0.14, 0.5),
      align: 'left',
      subtitle: 'plain',
      titleShare: 0.42,
    },
    {
      name: 'product-left-stage',
      ground: 'solid',
      picture: 'product',
      column: B(0.44, cy, 0.5, ch),
      area: B(0.05, 0.1, 0.34, 0.8),
      align: 'left',
      subtitle: 'pill',
      titleShare: 0.4,
    },
    {
      name: 'framed-centre',
      ground: 'pattern',
      picture: 'none',
      column: B(0.2, 0.12, 0.6, 0.76),
      area: B(0, 0, 0, 0),
      align: 'center',
      subtitle: 'ribbon',
      frame: 'card',
      titleShare: 0.42,
    },
    {
      name: 'colour-block-left',
      ground: 'split',
      picture: 'photo',
      column: B(0.05, cy, 0.428, ch),
      area: B(0.6, 0.12, 0.3, 0.76),
      align: 'left',
      subtitle: 'plain',
      titleShare: 0.45,
    },
    {
      name: 'band-across',
      ground: 'band',
      picture: 'art',
      column: B(0.06, 0.08, 0.6, 0.84),
      area: B(0.7, 0.1, 0.26, 0.8),
      align: 'left',
      subtitle: 'plain',
      titleShare: 0.44,
    },
    {
      name: 'badge-date',
      ground: 'gradient',
      picture: 'art',
      column: B(0.06, cy, 0.48, ch),
      area: B(0.58, 0.2, 0.2, 0.6),
      badge: B(0.8, 0.22, 0.16, 0.56),
      align: 'left',
      subtitle: 'pill',
      titleShare: 0.46,
    },
    {
      name: 'person-left',
      ground: 'solid',
      picture: 'duo',
      column: B(0.52, cy, 0.43, ch),
      area: B(0.01, 0.04, 0.36, 0.96),
      second: B(0.37, 0.5, 0.14, 0.44),
      align: 'left',
      subtitle: 'ribbon',
      titleShare: 0.42,
    },
    {
      name: 'art-pair-frame',
      ground: 'gradient',
      picture: 'art-pair',
      column: B(0.28, 0.12, 0.44, 0.76),
      area: B(0.04, 0.2, 0.2, 0.6),
      second: B(0.76, 0.2, 0.2, 0.6),
      align: 'center',
      subtitle: 'pill',
      frame: 'border',
      titleShare: 0.44,
    },
    {
      name: 'photo-half',
      ground: 'solid',
      picture: 'photo',
      column: B(0.05, cy, 0.46, ch),
      area: B(land ? 0.55 : 0.57, 0, land ? 0.45 : 0.43, 1),
      align: 'left',
      subtitle: 'pill',
      titleShare: 0.42,
    },
  ];
};

const PORTRAIT: Family[] = [
  {
    name: 'person-product-bottom',
    ground: 'gradient',
    picture: 'duo',
    column: B(0.08, 0.05, 0.84, 0.42),
    area: B(0.06, 0.5, 0.56, 0.48),
    second: B(0.62, 0.64, 0.32, 0.3),
    align: 'center',
    subtitle: 'plain',
    titleShare: 0.42,
  },
  {
    name: 'product-hero-top',
    ground: 'solid',
    picture: 'product',
    column: B(0.08, 0.5, 0.84, 0.45),
    area: B(0.16, 0.05, 0.68, 0.4),
    align: 'center',
    subtitle: 'pill',
    titleShare: 0.4,
  },
  {
    name: 'framed-centre',
    ground: 'pattern',
    picture: 'none',
    column: B(0.14, 0.18, 0.72, 0.64),
    area: B(0, 0, 0, 0),
    align: 'center',
    subtitle: 'ribbon',
    frame: 'card',
    titleShare: 0.44,
  },
  {
    name: 'colour-block-top',
    ground: 'block-top',
    picture: 'photo',
    column: B(0.08, 0.05, 0.84, 0.4),
    area: B(0.25, 0.5, 0.5, 0.28),
    align: 'left',
    subtitle: 'plain',
    titleShare: 0.5,
  },
  {
    name: 'band-middle',
    ground: 'band',
    picture: 'art',
    column: B(0.08, 0.36, 0.84, 0.58),
    area: B(0.28, 0.04, 0.44, 0.26),
    align: 'center',
    subtitle: 'plain',
    titleShare: 0.44,
  },
  {
    name: 'badge-corner',
    ground: 'gradient',
    picture: 'art',
    column: B(0.08, 0.06, 0.84, 0.42),
    area: B(0.1, 0.58, 0.46, 0.3),
    badge: B(0.6, 0.62, 0.32, 0.2),
    align: 'left',
    subtitle: 'pill',
    titleShare: 0.46,
  },
  {
    name: 'person-hero',
    ground: 'solid',
    picture: 'duo',
    column: B(0.08, 0.05, 0.84, 0.4),
    area: B(0.2, 0.48, 0.6, 0.5),
    second: B(0.06, 0.74, 0.2, 0.2),
    align: 'center',
    subtitle: 'ribbon',
    titleShare: 0.44,
  },
  {
    name: 'art-pair-frame',
    ground: 'gradient',
    picture: 'art-pair',
    column: B(0.12, 0.1, 0.76, 0.46),
    area: B(0.12, 0.62, 0.34, 0.24),
    second: B(0.54, 0.62, 0.34, 0.24),
    align: 'center',
    subtitle: 'pill',
    frame: 'border',
    titleShare: 0.44,
  },
  {
    name: 'photo-top',
    ground: 'solid',
    picture: 'photo',
    column: B(0.08, 0.5, 0.84, 0.46),
    area: B(0, 0, 1, 0.45),
    align: 'center',
    subtitle: 'ribbon',
    titleShare: 0.42,
  },
];

export type AnyFamily = Family | StructureFamily;

export const FAMILIES: Record<Aspect, readonly AnyFamily[]> = {
  wide: [...HORIZONTAL(false), ...STRUCTURES],
  land: [...HORIZONTAL(true), ...STRUCTURES],
  port: [...PORTRAIT, ...STRUCTURES],
};

/** The layers of one design: a family on a canvas with a palette, fonts, copy and art. */
export function buildFamily(fam: AnyFamily, input: FamilyInput): Layer[] {
  if ('structure' in fam) return buildStructure(fam.structure, input, fam.duo ?? false);
  return buildColumn(fam, input);
}

function buildColumn(fam: Family, input: FamilyInput): Layer[] {
  const { W, H, palette: p, copy } = input;
  const u = Math.min(W, H);
  const px = (b: Box): Box => ({ x: b.x * W, y: b.y * H, w: b.w * W, h: b.h * H });
  const full = { x: 0, y: 0, w: W, h: H };
  const layers: Layer[] = [];
  const column = px(fam.column);
  const area = px(fam.area);
  // What the text of the column stands on: the palette's background, or the primary colour where
  // a block or band is under it.
  let onBlock = false;

  if (fam.ground === 'gradient')
    layers.push(
      rect('background', 0, full, {
        type: 'linear',
        angle: 135,
        stops: [
          [0, p.bg],
          [1, p.bg2],
        ],
      }),
    );
  else layers.push(rect('background', 0, full, p.bg));
  if (fam.ground === 'pattern')
    layers.push(sprite('pattern_0', 1, full, input.pattern, 'none', { opacity: 0.16 }));
  if (fam.ground === 'split') {
    layers.push(
      rect('deco_block_0', 1, { x: 0, y: 0, w: column.x + column.w + u * 0.05, h: H }, p.primary),
    );
    onBlock = true;
  }
  if (fam.ground === 'block-top') {
    layers.push(
      rect('deco_block_0', 1, { x: 0, y: 0, w: W, h: column.y + column.h + u * 0.04 }, p.primary),
    );
    onBlock = true;
  }
  if (fam.frame === 'card') {
    const pad = u * 0.04;
    layers.push(
      rect(
        'card_0',
        2,
        { x: column.x - pad, y: column.y - pad, w: column.w + 2 * pad, h: column.h + 2 * pad },
        p.bg,
        u * 0.03,
        0.95,
      ),
    );
  }
  if (fam.frame === 'border') {
    const m = u * 0.035;
    const frame = pageFrame(W, H, m, p.accent, u * 0.02, u * 0.008);
    layers.push(frame);
  }

  const ink = onBlock ? p.onPrimary : p.ink;
  const titleInk = onBlock ? p.onPrimary : titleColour(p);

  // The column, top to bottom: logo, title, subtitle, third line (unless a badge holds it), the
  // QR row. Heights are shares of the column; gaps keep boxes apart for the lint.
  const rowShare = input.poster ? 0.19 : 0.2;
  const logoShare = 0.1;
  const gap = column.h * 0.025;
  const secondH = column.h * 0.11;
  const thirdH = fam.badge ? 0 : column.h * 0.08;
  const rowH = column.h * rowShare;
  // The title takes what the other rows leave: five gaps, logo, subtitle, third line, QR row.
  const titleH =
    column.h * (1 - logoShare - rowShare) - secondH - thirdH - gap * (fam.badge ? 4 : 5);
  if (fam.ground === 'band')
    // The band carries the title only; the rest of the column reads on the background.
    layers.push(
      rect('deco_band_0', 1, { x: 0, y: column.y - gap, w: W, h: titleH + gap * 3 }, p.primary),
    );
  let y = column.y;
  const logoH = column.h * logoShare;
  const alignX = (w: number) =>
    fam.align === 'center' ? column.x + column.w / 2 - w / 2 : column.x;
  layers.push(logoSlot({ x: alignX(logoH * 2.5), y, w: logoH * 2.5, h: logoH }));
  y += logoH + gap;
  const bandTitle = fam.ground === 'band';
  const titleBox = bandTitle
    ? { x: column.x, y: column.y + gap, w: column.w, h: titleH }
    : { x: column.x, y, w: column.w, h: titleH };
  if (bandTitle) {
    // The logo moves below the band when the band holds the title.
    const logo = layers.find((l) => l.key === 'logo_0');
    if (logo) logo.pos = [f(logo.pos[0]), f(column.y + titleH + gap * 3)];
    y = column.y + titleH + gap * 4 + logoH;
  } else y += titleH + gap;
  layers.push(
    letter(
      label({
        // The sample breaks where its writer put the space (the 文案库 rule); a balanced split
        // would cut a word in half (年终 考 / 证冲刺).
        key: 'mainLabel_0',
        field: 'mainLabel',
        z: 20,
        box: titleBox,
        text: copy.main.replace(/\s+/u, '\n'),
        family: input.title.family,
        weight: input.title.weight,
        color: bandTitle ? p.onPrimary : titleInk,
        align: fam.align,
        lines: 2,
        required: true,
        growTo: Math.min(titleBox.h * 0.8, headlineMax(W, H)),
      }),
      bandTitle || onBlock
        ? input.lettering === 'gradient'
          ? 'shadow'
          : input.lettering === 'stroke' || input.lettering === 'stacked'
            ? 'shadow'
            : input.lettering
        : input.lettering,
      p,
      u,
    ),
  );

  const secondBox = { x: column.x, y, w: column.w, h: secondH };
  if (fam.subtitle === 'pill' || fam.subtitle === 'ribbon') {
    const frameW = fam.align === 'center' ? column.w * 0.86 : column.w * 0.9;
    const frameBox = { x: alignX(frameW), y, w: frameW, h: secondH };
    const fill = onBlock ? p.bg : p.primary;
    layers.push(
      rect(
        'secondTextFrame_0',
        4,
        frameBox,
        fill,
        fam.subtitle === 'pill' ? secondH / 2 : u * 0.006,
      ),
    );
    layers.push(
      label({
        key: 'secondLabel_0',
        field: 'secondLabel',
        z: 21,
        box: {
          x: frameBox.x + secondH * 0.5,
          y: y + secondH * 0.18,
          w: frameW - secondH,
          h: secondH * 0.64,
        },
        text: copy.second,
        family: 'noto-sans-sc',
        weight: 500,
        color: onBlock ? p.ink : p.onPrimary,
        align: fam.align,
        lines: 1,
      }),
    );
  } else {
    layers.push(
      label({
        key: 'secondLabel_0',
        field: 'secondLabel',
        z: 21,
        box: secondBox,
        text: copy.second,
        family: 'noto-sans-sc',
        weight: 500,
        color: ink,
        align: fam.align,
        lines: 1,
      }),
    );
  }
  y += secondH + gap;

  if (fam.badge) {
    const b = px(fam.badge);
    const d = Math.min(b.w, b.h);
    const disc = { x: b.x + (b.w - d) / 2, y: b.y + (b.h - d) / 2, w: d, h: d };
    layers.push(rect('deco_badge_0', 6, disc, p.primary, d / 2));
    layers.push(
      label({
        key: 'thirdLabel_0',
        field: 'thirdLabel',
        z: 22,
        box: { x: disc.x + d * 0.16, y: disc.y + d * 0.28, w: d * 0.68, h: d * 0.44 },
        text: copy.third,
        family: 'noto-sans-sc',
        weight: 700,
        color: p.onPrimary,
        align: 'center',
        lines: 2,
      }),
    );
  } else {
    layers.push(
      label({
        key: 'thirdLabel_0',
        field: 'thirdLabel',
        z: 22,
        box: { x: column.x, y, w: column.w, h: thirdH },
        text: copy.third,
        family: 'noto-sans-sc',
        weight: 700,
        color: ink,
        align: fam.align,
        lines: 1,
      }),
    );
    y += thirdH + gap;
  }

  // The QR row at the foot of the column: the code, its call to action, and on posters the notes.
  const rowY = column.y + column.h - rowH;
  const rowW = Math.min(column.w, rowH * 0.92 * 1.15 + u * 0.5);
  layers.push(...qrRow({ x: alignX(rowW), y: rowY, w: rowW, h: rowH }, copy, ink, input.poster));

  // The picture.
  const disc = (key: string, b: Box, opacity: number) =>
    rect(key, 5, b, p.accent, Math.min(b.w, b.h) / 2, opacity);
  const square = (b: Box): Box => {
    const s = Math.min(b.w, b.h);
    return { x: b.x + (b.w - s) / 2, y: b.y + (b.h - s) / 2, w: s, h: s };
  };
  if (fam.picture === 'role' || fam.picture === 'duo') {
    layers.push(
      disc(
        'deco_disc_0',
        square({
          x: area.x + area.w * 0.06,
          y: area.y + area.h * 0.1,
          w: area.w * 0.88,
          h: area.h * 0.84,
        }),
        0.3,
      ),
    );
    layers.push(personSlot(area, W));
    if (fam.picture === 'duo' && fam.second) {
      const s = px(fam.second);
      layers.push(
        rect(
          'deco_stage_0',
          7,
          { x: s.x + s.w * 0.08, y: s.y + s.h * 0.86, w: s.w * 0.84, h: s.h * 0.1 },
          p.bg2,
          s.h * 0.05,
        ),
      );
      layers.push({ ...productSprite({ x: s.x, y: s.y, w: s.w, h: s.h * 0.9 }, u), zIndex: 12 });
    }
  } else if (fam.picture === 'product') {
    layers.push(disc('deco_disc_0', square(area), 0.25));
    layers.push(
      rect(
        'deco_stage_0',
        7,
        { x: area.x + area.w * 0.1, y: area.y + area.h * 0.84, w: area.w * 0.8, h: area.h * 0.1 },
        p.bg2,
        area.h * 0.05,
      ),
    );
    layers.push(productSprite({ x: area.x, y: area.y, w: area.w, h: area.h * 0.9 }, u));
  } else if (fam.picture === 'photo') {
    // The photo window: the design's photo slot (a person or product photo that is not cut out
    // goes here), showing a photo of the topic or, where none fits, the topic's art on a card.
    layers.push(photoWindow(area, input.photo ?? `photo:${f(area.w)}x${f(area.h)}`));
  } else if (fam.picture === 'art' || fam.picture === 'art-pair') {
    const boxes = fam.picture === 'art-pair' && fam.second ? [area, px(fam.second)] : [area];
    boxes.forEach((b, i) => {
      const sq = square(b);
      layers.push(
        rect(
          `deco_disc_${i}`,
          i === 0 ? 5 : 8,
          sq,
          onBlock && fam.ground === 'block-top' ? p.bg2 : p.bg2,
          sq.w / 2,
          0.9,
        ),
      );
      const inner = {
        x: sq.x + sq.w * 0.12,
        y: sq.y + sq.h * 0.12,
        w: sq.w * 0.76,
        h: sq.h * 0.76,
      };
      const texture = input.art[i] ?? input.art[0];
      if (fam.picture === 'art') layers.push(artProduct(inner, texture, u));
      else layers.push(sprite(`art_${i}`, 10 + i, inner, texture, 'contain'));
    });
  }
  return layers;
}

const titleColour = (p: Palette) => (contrast(p.primary, p.bg) >= 3 ? p.primary : p.ink);
