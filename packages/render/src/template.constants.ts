// Limits of a stored template document (issue 13): a document over any of them is refused by
// restoreTemplate before anything is measured or drawn.
export const LAYER_MAX = 200;
/** Ancestors a layer may have (groups in groups); the library nests one level (issue 29). */
export const LAYER_NESTING_MAX = 8;
export const CANVAS_MIN_PX = 16;
export const CANVAS_MAX_PX = 8000;
export const TEXT_MAX_CHARS = 2000;
export const FONT_SIZE_MIN = 1;
export const FONT_SIZE_MAX = 2000;
/** Category codes of create-and-write §9: official-account header images and posters. */
export const CATEGORY_OFFICIAL = 120;
export const CATEGORY_POSTER = 121;
