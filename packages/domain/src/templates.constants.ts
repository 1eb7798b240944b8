// The template vocabulary of create-and-write §3 and §9: categories, the six canvas sizes with the
// category each is filed under, tag classes and the fixed tag ids. The tags themselves, themes and
// the lexicon change at run time and stay served by the api.

/** Category codes (create-and-write §9): official-account header images and posters. */
export const CATEGORY_OFFICIAL = 120;
export const CATEGORY_POSTER = 121;
export const CATEGORIES = [
  { id: CATEGORY_OFFICIAL, name: '新媒体首图' },
  { id: CATEGORY_POSTER, name: '海报' },
] as const;
export type Category = (typeof CATEGORIES)[number]['id'];
export const CATEGORY_IDS = CATEGORIES.map((c) => c.id);

/**
 * The six canvas sizes a design may take (create-and-write §3, platform-core §9), each with the
 * category it is filed under: the two wide banners are header images, the others posters.
 */
export const CANVAS_SIZES = [
  { width: 900, height: 383, category: CATEGORY_OFFICIAL },
  { width: 1080, height: 460, category: CATEGORY_OFFICIAL },
  { width: 750, height: 1334, category: CATEGORY_POSTER },
  { width: 1334, height: 750, category: CATEGORY_POSTER },
  { width: 1823, height: 2578, category: CATEGORY_POSTER },
  { width: 2578, height: 1823, category: CATEGORY_POSTER },
] as const;
export type CanvasSizeEntry = (typeof CANVAS_SIZES)[number];
/** One of the six sizes as a caller names it: its width and height. */
export type CanvasSize = CanvasSizeEntry extends infer S
  ? S extends { width: infer W; height: infer H }
    ? { readonly width: W; readonly height: H }
    : never
  : never;

/** The entry of one of the six sizes, or undefined for any other width and height. */
export const canvasSizeOf = (width: number, height: number): CanvasSizeEntry | undefined =>
  CANVAS_SIZES.find((s) => s.width === width && s.height === height);

/** The category of one of the six sizes: the one size → category rule. */
export function categoryOfSize(size: CanvasSize): Category {
  const entry = canvasSizeOf(size.width, size.height);
  if (!entry) throw new RangeError(`not one of the six canvas sizes: ${size.width}x${size.height}`);
  return entry.category;
}

/** The six sizes as the spec writes them, e.g. 900x383, in the list's order. */
export const CANVAS_SIZE_LABELS = CANVAS_SIZES.map((s) => `${s.width}x${s.height}`);

// Tag classes (create-and-write §9): 128 industry, 129 channel (new-media header), 131 design style,
// 164 channel (poster), 165 poster type, 166 node (single image); 130 theme is ours for the centre's
// filter.
export const CLASS_INDUSTRY = 128;
export const CLASS_CHANNEL = 129;
export const CLASS_THEME = 130;
export const CLASS_STYLE = 131;
export const CLASS_POSTER_CHANNEL = 164;
export const CLASS_POSTER_TYPE = 165;
export const CLASS_NODE = 166;
export const TEMPLATE_CLASS_IDS = [
  CLASS_INDUSTRY,
  CLASS_CHANNEL,
  CLASS_THEME,
  CLASS_STYLE,
  CLASS_POSTER_CHANNEL,
  CLASS_POSTER_TYPE,
  CLASS_NODE,
] as const;

// Industry tags (create-and-write §9): 268 the default form, 269 appliance and 270 game their own.
export const INDUSTRY_GENERAL = 268;
export const INDUSTRY_APPLIANCE = 269;
export const INDUSTRY_GAME = 270;
/** A channel tag even when a scenario lists it under industry (create-and-write §2, §9). */
export const CHANNEL_TAG = 11572;
