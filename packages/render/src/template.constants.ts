// Limits of a stored template document (issue 13): a document over any of them is refused by
// restoreTemplate before anything is measured or drawn.
export const LAYER_MAX = 200;
/** Ancestors a layer may have (groups in groups); the library nests one level (issue 29). */
export const LAYER_NESTING_MAX = 8;
/** Slots of one template: the library's largest has 25; each is work for every smart call. */
export const SLOT_MAX = 40;
/** A document's JSON text: the library's largest is 15,000; 200 full layers fit. */
export const DOC_MAX_CHARS = 200_000;
export const CANVAS_MIN_PX = 16;
export const CANVAS_MAX_PX = 8000;
export const TEXT_MAX_CHARS = 2000;
export const FONT_SIZE_MIN = 1;
export const FONT_SIZE_MAX = 2000;
