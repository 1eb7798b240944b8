// spec create-and-write §9: categories official 120 and poster 121; sorts complex, fresh, maxdown;
// template centre, records and favourites 40 a page; smart batch 16; download-type lists 10.
export const CATEGORY_OFFICIAL = 120;
export const CATEGORY_POSTER = 121;
export const CATEGORIES = [
  { id: CATEGORY_OFFICIAL, name: '新媒体首图' },
  { id: CATEGORY_POSTER, name: '海报' },
] as const;
export type Category = (typeof CATEGORIES)[number]['id'];

export const TEMPLATE_SORTS = ['complex', 'fresh', 'maxdown'] as const;
export type TemplateSort = (typeof TEMPLATE_SORTS)[number];

// Tag classes (spec §9): 128 industry, 129 channel (new-media header), 131 design style, 164 channel
// (poster), 165 poster type, 166 node (single image); 130 theme is ours for the centre's filter.
export const CLASS_INDUSTRY = 128;
export const CLASS_CHANNEL = 129;
export const CLASS_THEME = 130;
export const CLASS_STYLE = 131;
export const CLASS_POSTER_CHANNEL = 164;
export const CLASS_POSTER_TYPE = 165;
export const CLASS_NODE = 166;
export const TEMPLATE_CLASS_IDS = [128, 129, 130, 131, 164, 165, 166] as const;

/** The template centre shows industry, theme and style once a category is chosen (spec §2). */
export const CENTRE_FILTER_CLASSES = [CLASS_INDUSTRY, CLASS_THEME, CLASS_STYLE] as const;

/** Scenario pickers: the new-media header page by default, the poster and single pages by name. */
export const SCENE_CLASSES: Record<string, readonly number[]> = {
  默认: [CLASS_INDUSTRY, CLASS_CHANNEL],
  海报: [CLASS_INDUSTRY, CLASS_STYLE, CLASS_POSTER_CHANNEL, CLASS_POSTER_TYPE],
  单子: [CLASS_INDUSTRY, CLASS_STYLE, CLASS_POSTER_CHANNEL, CLASS_POSTER_TYPE, CLASS_NODE],
};

export const TEMPLATE_PAGE_SIZE_DEFAULT = 40;
export const TEMPLATE_PAGE_SIZE_MAX = 100;
export const SMART_BATCH_PAGE_SIZE_DEFAULT = 16;
export const TEMPLATE_DOWNLOADS_PAGE_SIZE_DEFAULT = 10;
/** Filters beyond this many tag ids are not a person's choice. */
export const TEMPLATE_TAGS_MAX = 20;
export const TAG_KEYWORD_MAX_CHARS = 20;
/** complex sort: downloads count, halving in weight every this many days of age. */
export const FRESHNESS_DAYS = 30;

// Library templates keep ids below this (the generator's numbering); users' designs come after.
export const DESIGN_ID_START = 1_000_000;

// The user's copy in a design (render's replaceObj, smart's text), bounded before any fill or
// layout (issue 29: 2,900 lines held the event loop for 29.5 s). A field's lines beyond its slots
// all go into the last slot, so lines are counted, not slots.
/** Lines per copy field: the single form's productLabel is twelve (four groups of three). */
export const COPY_LINES_MAX = 12;
/** All copy of one render: nine fields of a long design, well under the body limit. */
export const FILL_COPY_TOTAL_MAX_CHARS = 5_000;
