// Layout archetypes of the generated library (QUICKCREATE §7): each places a text column, an image
// area and a background on a canvas of any size of its aspect, in fractions of the canvas, so one
// archetype serves 900x383 and 1080x460 alike. The layers they return are a TemplateDoc's
// `materials`; fitting limits (minimum sizes, maxChars) follow from the boxes.
import type { LabelLayer, Layer, ShapeLayer, SlotField, SpriteLayer } from '@adstudio/render';
/** The copy a layout places (library.copy.ts CopyLine has these and more). */
interface CopySet {
  main: string;
  second: string;
  third: string;
  code: string;
  notes: string;
}
import { contrast, type Palette } from './library.palettes.js';

export type Aspect = 'wide' | 'land' | 'port';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface LayoutInput {
  W: number;
  H: number;
  palette: Palette;
  title: { family: string; weight: number };
  copy: CopySet;
  /** asset:// refs */
  photo: string;
  pattern: string;
  art: string;
  poster: boolean;
}

export type Background = 'solid' | 'gradient' | 'photo' | 'pattern';
export type Picture = 'role' | 'product' | 'art' | 'none';

export interface Archetype {
  name: string;
  aspect: Aspect;
  background: Background;
  picture: Picture;
  /** Text column and picture area in fractions of the canvas. */
  column: Box;
  area: Box;
  align: 'left' | 'center';
  /** The column sits on a card (a rounded panel in the background colour). */
  card?: boolean;
}

export const f = (n: number) => Math.round(n);

export const PLACEHOLDERS = {
  role: 'asset://placeholders/person-silhouette.png',
  product: 'asset://placeholders/product.png',
  logo: 'asset://placeholders/logo.png',
  qr: 'asset://placeholders/qr.png',
} as const;

// The archetypes, by aspect. Mirrored twins (text on the other side) are made by `mirror`.
const WIDE: Archetype[] = [
  {
    name: 'split-photo',
    aspect: 'wide',
    background: 'photo',
    picture: 'none',
    column: { x: 0.05, y: 0.1, w: 0.42, h: 0.8 },
    area: { x: 0.5, y: 0, w: 0.5, h: 1 },
    align: 'left',
    card: true,
  },
  {
    name: 'role-side',
    aspect: 'wide',
    background: 'gradient',
    picture: 'role',
    column: { x: 0.06, y: 0.12, w: 0.5, h: 0.78 },
    area: { x: 0.6, y: 0.04, w: 0.36, h: 0.96 },
    align: 'left',
  },
  {
    name: 'product-stage',
    aspect: 'wide',
    background: 'solid',
    picture: 'product',
    column: { x: 0.06, y: 0.12, w: 0.48, h: 0.78 },
    area: { x: 0.6, y: 0.1, w: 0.34, h: 0.8 },
    align: 'left',
  },
  {
    name: 'pattern-centre',
    aspect: 'wide',
    background: 'pattern',
    picture: 'none',
    column: { x: 0.22, y: 0.1, w: 0.56, h: 0.8 },
    area: { x: 0, y: 0, w: 0, h: 0 },
    align: 'center',
    card: true,
  },
  {
    name: 'art-side',
    aspect: 'wide',
    background: 'gradient',
    picture: 'art',
    column: { x: 0.06, y: 0.12, w: 0.52, h: 0.78 },
    area: { x: 0.64, y: 0.1, w: 0.3, h: 0.8 },
    align: 'left',
  },
  {
    name: 'photo-card',
    aspect: 'wide',
    background: 'photo',
    picture: 'none',
    column: { x: 0.05, y: 0.12, w: 0.44, h: 0.76 },
    area: { x: 0, y: 0, w: 1, h: 1 },
    align: 'left',
    card: true,
  },
];

const LAND: Archetype[] = [
  {
    name: 'split-photo',
    aspect: 'land',
    background: 'photo',
    picture: 'none',
    column: { x: 0.06, y: 0.1, w: 0.4, h: 0.82 },
    area: { x: 0.5, y: 0, w: 0.5, h: 1 },
    align: 'left',
    card: true,
  },
  {
    name: 'role-side',
    aspect: 'land',
    background: 'gradient',
    picture: 'role',
    column: { x: 0.07, y: 0.12, w: 0.46, h: 0.78 },
    area: { x: 0.58, y: 0.08, w: 0.38, h: 0.92 },
    align: 'left',
  },
  {
    name: 'product-stage',
    aspect: 'land',
    background: 'solid',
    picture: 'product',
    column: { x: 0.07, y: 0.12, w: 0.44, h: 0.78 },
    area: { x: 0.56, y: 0.14, w: 0.38, h: 0.72 },
    align: 'left',
  },
  {
    name: 'pattern-centre',
    aspect: 'land',
    background: 'pattern',
    picture: 'none',
    column: { x: 0.2, y: 0.12, w: 0.6, h: 0.76 },
    area: { x: 0, y: 0, w: 0, h: 0 },
    align: 'center',
    card: true,
  },
  {
    name: 'art-side',
    aspect: 'land',
    background: 'gradient',
    picture: 'art',
    column: { x: 0.07, y: 0.12, w: 0.48, h: 0.78 },
    area: { x: 0.6, y: 0.16, w: 0.32, h: 0.68 },
    align: 'left',
  },
  {
    name: 'photo-card',
    aspect: 'land',
    background: 'photo',
    picture: 'none',
    column: { x: 0.06, y: 0.12, w: 0.42, h: 0.76 },
    area: { x: 0, y: 0, w: 1, h: 1 },
    align: 'left',
    card: true,
  },
];

const PORT: Archetype[] = [
  {
    name: 'title-top-photo',
    aspect: 'port',
    background: 'photo',
    picture: 'none',
    column: { x: 0.08, y: 0.05, w: 0.84, h: 0.4 },
    area: { x: 0, y: 0.48, w: 1, h: 0.52 },
    align: 'center',
    card: true,
  },
  {
    name: 'role-bottom',
    aspect: 'port',
    background: 'gradient',
    picture: 'role',
    column: { x: 0.08, y: 0.05, w: 0.84, h: 0.4 },
    area: { x: 0.16, y: 0.47, w: 0.68, h: 0.45 },
    align: 'center',
  },
  {
    name: 'product-bottom',
    aspect: 'port',
    background: 'solid',
    picture: 'product',
    column: { x: 0.08, y: 0.05, w: 0.84, h: 0.4 },
    area: { x: 0.18, y: 0.5, w: 0.64, h: 0.36 },
    align: 'center',
  },
  {
    name: 'pattern-frame',
    aspect: 'port',
    background: 'pattern',
    picture: 'art',
    column: { x: 0.1, y: 0.08, w: 0.8, h: 0.42 },
    area: { x: 0.25, y: 0.56, w: 0.5, h: 0.28 },
    align: 'center',
    card: true,
  },
  {
    name: 'art-left',
    aspect: 'port',
    background: 'gradient',
    picture: 'art',
    column: { x: 0.08, y: 0.06, w: 0.84, h: 0.4 },
    area: { x: 0.2, y: 0.5, w: 0.6, h: 0.34 },
    align: 'left',
  },
  {
    name: 'photo-card',
    aspect: 'port',
    background: 'photo',
    picture: 'none',
    column: { x: 0.08, y: 0.08, w: 0.84, h: 0.4 },
    area: { x: 0, y: 0, w: 1, h: 1 },
    align: 'center',
    card: true,
  },
];

export const ARCHETYPES: Record<Aspect, readonly Archetype[]> = {
  wide: WIDE,
  land: LAND,
  port: PORT,
};

/** The same archetype with its text column and picture swapped left for right. */
export function mirror(a: Archetype): Archetype {
  const flip = (b: Box): Box => ({ ...b, x: 1 - b.x - b.w });
  return {
    ...a,
    name: `${a.name}-r`,
    column: flip(a.column),
    area: flip(a.area),
    align: a.align === 'left' && a.aspect !== 'port' ? 'left' : a.align,
  };
}

export const aspectOf = (W: number, H: number): Aspect =>
  W / H >= 2 ? 'wide' : W > H ? 'land' : 'port';

const common = (key: string, z: number, b: Box, anchor: [number, number] = [0, 0]) => ({
  key,
  pos: [f(b.x + anchor[0] * b.w), f(b.y + anchor[1] * b.h)] as [number, number],
  anchor,
  width: f(b.w),
  height: f(b.h),
  scale: 1,
  zIndex: z,
});

export const rect = (
  key: string,
  z: number,
  b: Box,
  fill: ShapeLayer['fill'],
  radius = 0,
  opacity?: number,
): ShapeLayer => ({
  ...common(key, z, b),
  type: 'shape',
  shape: 'rect',
  fill,
  ...(radius ? { radius: f(radius) } : {}),
  ...(opacity === undefined ? {} : { opacity }),
});

export const sprite = (
  key: string,
  z: number,
  b: Box,
  texture: string,
  fit: SpriteLayer['fit'],
  extra: Partial<SpriteLayer> = {},
): SpriteLayer => ({
  ...common(key, z, b),
  type: 'sprite',
  texture,
  fit,
  ...extra,
});

// Largest fields the product's forms take (spec §9 counts), the cap of each slot's maxChars.
const FIELD_MAX: Partial<Record<SlotField, number>> = {
  mainLabel: 14,
  secondLabel: 18,
  thirdLabel: 14,
  codeLabel: 6,
  notesLabel: 20,
};
const MIN_RATIO = 0.6;
const LINE = 1.2;

/** The product picture's slot (cut out when it can be), its shadow scaled to the canvas's short side `u`. */
export const productSprite = (box: Box, u: number): SpriteLayer =>
  sprite('product_0', 10, box, PLACEHOLDERS.product, 'contain', {
    focus: 'subject',
    shadow: { color: 'rgba(0,0,0,0.18)', blur: f(u * 0.03), x: 0, y: f(u * 0.02) },
    slot: {
      field: 'product',
      index: 0,
      required: false,
      whenEmpty: 'hide',
      accepts: ['product'],
      cutout: 'preferred',
    },
  });

export interface TextSpec {
  key: string;
  field: SlotField;
  /** The slot's index among its field's slots (0 unless a field has several). */
  index?: number;
  z: number;
  box: Box;
  text: string;
  family: string;
  weight: number;
  color: string;
  align: 'left' | 'center' | 'right';
  lines: number;
  required?: boolean;
  mode?: 'shrink' | 'ellipsis';
  /** A form's own maximum length (the lint then proves it fits at the minimum size). */
  maxChars?: number;
}

export function label(t: TextSpec): LabelLayer {
  const size = Math.floor(Math.min(t.box.h / (1 + LINE * (t.lines - 1)), 400));
  const min = Math.max(12, Math.floor(size * MIN_RATIO));
  const perLine = Math.floor((t.box.w / min) * 0.92);
  const maxChars = t.maxChars ?? Math.min(FIELD_MAX[t.field] ?? 20, perLine * t.lines);
  const anchorX = t.align === 'left' ? 0 : t.align === 'center' ? 0.5 : 1;
  return {
    ...common(t.key, t.z, t.box, [anchorX, 0.5]),
    type: 'label',
    text: t.text,
    fontFamily: t.family,
    fontSize: size,
    fontWeight: t.weight,
    fillColor: t.color,
    textAlign: t.align,
    verticalAlign: 'middle',
    strokeWidth: 0,
    lineHeight: LINE,
    maxWidth: f(t.box.w),
    maxHeight: f(t.box.h),
    fit: {
      mode: t.mode ?? 'shrink',
      minFontSize: min,
      maxLines: t.lines,
      kinsoku: true,
      ...(t.lines > 1 ? { balance: true } : {}),
    },
    slot: {
      field: t.field,
      index: t.index ?? 0,
      required: t.required ?? false,
      whenEmpty: t.required ? 'keep' : 'hide',
      maxChars,
      sample: t.text,
    },
  };
}

const inset = (b: Box, dx: number, dy: number): Box => ({
  x: b.x + dx,
  y: b.y + dy,
  w: b.w - 2 * dx,
  h: b.h - 2 * dy,
});

/** The layers of one design: an archetype on a canvas with a palette, fonts, copy and art. */
export function buildLayers(a: Archetype, input: LayoutInput): Layer[] {
  const { W, H, palette: p, copy } = input;
  const px = (b: Box): Box => ({ x: b.x * W, y: b.y * H, w: b.w * W, h: b.h * H });
  const layers: Layer[] = [];
  const full = { x: 0, y: 0, w: W, h: H };

  // Background and what lies under the text.
  const ink = p.ink;
  if (a.background === 'photo') {
    layers.push(
      sprite('background', 0, a.area.w > 0 ? px(a.area) : full, input.photo, 'cover', {
        focus: 'center',
        lock: { move: true, resize: true, delete: true },
        slot: {
          field: 'background',
          index: 0,
          required: false,
          whenEmpty: 'keep',
          accepts: ['photo'],
        },
      }),
    );
    if (a.area.w < 1) layers.unshift(rect('filterFloor', -1, full, p.bg));
  } else if (a.background === 'pattern') {
    layers.push(rect('background', 0, full, p.bg));
    layers.push(sprite('pattern_0', 1, full, input.pattern, 'cover', { opacity: 0.18 }));
  } else if (a.background === 'gradient') {
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
  } else {
    layers.push(rect('background', 0, full, p.bg));
  }

  const column = px(a.column);
  if (a.card) {
    const pad = Math.min(W, H) * 0.04;
    layers.push(
      rect(
        'card_0',
        2,
        { x: column.x - pad, y: column.y - pad, w: column.w + 2 * pad, h: column.h + 2 * pad },
        p.bg,
        Math.min(W, H) * 0.03,
        0.94,
      ),
    );
  }

  // Decoration: an accent bar beside the title (left columns) or under it (centred ones).
  const u = Math.min(W, H);

  // The text column, top to bottom: logo, title, subtitle pill, third line; posters add a code row.
  const logoH = column.h * 0.12;
  const logoBox = {
    x: a.align === 'center' ? column.x + column.w / 2 - logoH * 1.25 : column.x,
    y: column.y,
    w: logoH * 2.5,
    h: logoH,
  };
  layers.push(
    sprite('logo_0', 30, logoBox, PLACEHOLDERS.logo, 'contain', {
      slot: { field: 'logo', index: 0, required: false, whenEmpty: 'hide', accepts: ['logo'] },
    }),
  );

  const codeRow = input.poster ? column.h * 0.2 : 0;
  const body = {
    x: column.x,
    y: column.y + logoH * 1.5,
    w: column.w,
    h: column.h - logoH * 1.5 - codeRow,
  };
  const titleBox = { ...body, h: body.h * 0.5 };
  const align = a.align;
  layers.push(
    label({
      key: 'mainLabel_0',
      field: 'mainLabel',
      z: 20,
      box: titleBox,
      text: copy.main,
      family: input.title.family,
      weight: input.title.weight,
      color: titleColour(p),
      align,
      lines: 2,
      required: true,
    }),
  );

  const barW = u * 0.08;
  const barY = titleBox.y + titleBox.h + body.h * 0.03;
  layers.push(
    rect(
      'deco_bar_0',
      3,
      {
        x: align === 'center' ? column.x + column.w / 2 - barW / 2 : column.x,
        y: barY,
        w: barW,
        h: Math.max(3, u * 0.012),
      },
      p.accent,
      2,
    ),
  );

  const pillBox = {
    x: column.x,
    y: barY + body.h * 0.07,
    w: column.w * (align === 'center' ? 1 : 0.92),
    h: body.h * 0.17,
  };
  layers.push(
    rect(
      'secondTextFrame_0',
      4,
      align === 'center'
        ? { ...pillBox, x: column.x + column.w * 0.06, w: column.w * 0.88 }
        : pillBox,
      p.primary,
      pillBox.h / 2,
    ),
  );
  const pillText = inset(
    align === 'center'
      ? { ...pillBox, x: column.x + column.w * 0.06, w: column.w * 0.88 }
      : pillBox,
    pillBox.h * 0.5,
    pillBox.h * 0.2,
  );
  layers.push(
    label({
      key: 'secondLabel_0',
      field: 'secondLabel',
      z: 21,
      box: pillText,
      text: copy.second,
      family: 'noto-sans-sc',
      weight: 500,
      color: p.onPrimary,
      align: align === 'center' ? 'center' : 'left',
      lines: 1,
    }),
  );

  const thirdBox = {
    x: column.x,
    y: pillBox.y + pillBox.h + body.h * 0.06,
    w: column.w,
    h: body.h * 0.11,
  };
  layers.push(
    label({
      key: 'thirdLabel_0',
      field: 'thirdLabel',
      z: 22,
      box: thirdBox,
      text: copy.third,
      family: 'noto-sans-sc',
      weight: 700,
      color: ink,
      align,
      lines: 1,
    }),
  );

  if (input.poster) {
    // The code row: the QR on the right of a centred column, on the left of a left-aligned one,
    // its call to action and the notes beside it.
    const rowY = column.y + column.h - codeRow;
    const qr = codeRow * 0.95;
    const qrX = align === 'center' ? column.x + column.w - qr : column.x;
    const textX = align === 'center' ? column.x : column.x + qr * 1.2;
    const textW = column.w - qr * 1.2;
    layers.push(
      sprite(
        'code_0',
        31,
        { x: qrX, y: rowY + codeRow * 0.05, w: qr, h: qr },
        PLACEHOLDERS.qr,
        'contain',
        {
          slot: { field: 'code', index: 0, required: false, whenEmpty: 'hide', accepts: ['qr'] },
        },
      ),
    );
    const rowText = { family: 'noto-sans-sc', color: ink, align: 'left', lines: 1 } as const;
    layers.push(
      label({
        ...rowText,
        key: 'codeLabel_0',
        field: 'codeLabel',
        z: 23,
        box: { x: textX, y: rowY + codeRow * 0.15, w: textW, h: codeRow * 0.3 },
        text: copy.code,
        weight: 700,
      }),
      label({
        ...rowText,
        key: 'notesLabel_0',
        field: 'notesLabel',
        z: 24,
        box: { x: textX, y: rowY + codeRow * 0.6, w: textW, h: codeRow * 0.22 },
        text: copy.notes,
        weight: 400,
        mode: 'ellipsis',
      }),
    );
  }

  // The picture.
  const area = px(a.area);
  if (a.picture === 'role') {
    // The face sits in the upper third of the person; text never covers it (lint).
    const faceY = area.y + area.h * 0.3;
    const faceX = area.x + area.w / 2;
    layers.push(
      rect(
        'deco_disc_0',
        5,
        inset(area, area.w * 0.04, area.h * 0.08),
        p.accent,
        Math.min(area.w, area.h) / 2,
        0.35,
      ),
    );
    layers.push(
      sprite('role_0', 10, area, PLACEHOLDERS.role, 'contain', {
        focus: 'face',
        slot: {
          field: 'role',
          index: 0,
          required: false,
          whenEmpty: 'hide',
          accepts: ['person'],
          cutout: 'required',
          facing: a.area.x > 0.5 ? 'left' : 'right',
          mirrorable: true,
          face: { targetWidth: 130 * (u / 750), center: [f(faceX), f(faceY)], yawShift: 20 },
        },
      }),
    );
  } else if (a.picture === 'product') {
    layers.push(
      rect(
        'deco_stage_0',
        5,
        { x: area.x + area.w * 0.1, y: area.y + area.h * 0.82, w: area.w * 0.8, h: area.h * 0.12 },
        p.bg2,
        area.h * 0.06,
      ),
    );
    layers.push(productSprite({ x: area.x, y: area.y, w: area.w, h: area.h * 0.88 }, u));
  } else if (a.picture === 'art') {
    layers.push(rect('deco_disc_0', 5, area, p.bg2, Math.min(area.w, area.h) / 2, 0.9));
    layers.push(
      sprite('art_0', 10, inset(area, area.w * 0.12, area.h * 0.12), input.art, 'contain'),
    );
  }
  return layers;
}

// The title colour: the palette's primary where it stands out on the background, else the ink.
const titleColour = (p: Palette) => (contrast(p.primary, p.bg) >= 3 ? p.primary : p.ink);
