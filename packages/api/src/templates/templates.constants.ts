// spec create-and-write §9: sorts complex, fresh, maxdown; template centre, records and favourites
// 40 a page; download-type lists 10. Categories, tag classes and the smart batch: @adstudio/domain.
import {
  CLASS_CHANNEL,
  CLASS_INDUSTRY,
  CLASS_NODE,
  CLASS_POSTER_CHANNEL,
  CLASS_POSTER_TYPE,
  CLASS_STYLE,
  CLASS_THEME,
} from '@adstudio/domain';

// The smart ranking (api/src/smart, another change's) still imports these two from here.
export { CLASS_INDUSTRY, CLASS_STYLE } from '@adstudio/domain';

export const TEMPLATE_SORTS = ['complex', 'fresh', 'maxdown'] as const;
export type TemplateSort = (typeof TEMPLATE_SORTS)[number];

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
