// 禁词检测 page (spec create-and-write §2 word-check; issue 5).
/** What a check starts under; the api reads an empty industry the same way. */
export const GENERAL_INDUSTRY = '通用';
/** Wait this long after the last keystroke before checking. */
export const CHECK_DEBOUNCE_MS = 500;
/** The api checks at most this many characters. */
export const CONTENT_MAX_CHARS = 1_000_000;
/** Characters per highlighted chunk; chunks render a few at a time so long texts stay responsive. */
export const HIGHLIGHT_CHUNK_CHARS = 4000;
export const HIGHLIGHT_CHUNKS_PER_FRAME = 4;
/** Hits listed in the side list (all are highlighted). */
export const HIT_LIST_LIMIT = 200;
export const LINKS_MAX = 20;
