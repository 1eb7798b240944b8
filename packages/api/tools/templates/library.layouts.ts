// The layer builders the library's layout families share (library.families.ts, library.detail.ts):
// rectangles, sprites and text slots placed by boxes in canvas pixels, with the fitting limits
// (minimum sizes, maxChars) that follow from each box.
import type { LabelLayer, ShapeLayer, SlotField, SpriteLayer } from '@adstudio/render';

export type Aspect = 'wide' | 'land' | 'port';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export type Picture = 'role' | 'product' | 'art' | 'none';

export const f = (n: number) => Math.round(n);

export const PLACEHOLDERS = {
  role: 'asset://placeholders/person-silhouette.png',
  product: 'asset://placeholders/product.png',
  logo: 'asset://placeholders/logo.png',
  qr: 'asset://placeholders/qr.png',
} as const;

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
  /**
   * The size the text is authored at when larger than its lines' share of the box: a headline
   * shorter than its box fills the box's width or height (a one-line headline in a two-line box is
   * not left at half height); the fit shrinks a longer one.
   */
  growTo?: number;
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
    // Authored at the size it may grow to; fitting shrinks a longer text towards the same minimum
    // as before, so long headlines keep their 'shrunk' or 'below-min' outcome (never a cut).
    fontSize: t.growTo && t.growTo > size ? Math.floor(t.growTo) : size,
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
