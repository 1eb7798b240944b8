// spec create-and-write §7, §9: renderClient makes new-media header images, posterRenderClient
// posters; history 9 a page, records 40.
export const RECORD_TYPES = ['banner', 'poster'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export const HISTORY_PAGE_SIZE_DEFAULT = 9;
export const HISTORY_PAGE_SIZE_MAX = 100;

// Output: a JPEG at the template's size (QUICKCREATE §4: preview JPEG q85).
export const RENDER_OUTPUT_QUALITY = 85;
/** Images a template may use, each read at most this large (a 40-megapixel photo fits). */
export const TEXTURE_MAX_BYTES = 20 * 1024 * 1024;
/** The materials field: one template document, never megabytes of JSON. */
export const MATERIALS_MAX_CHARS = 500_000;

// Queue bounds: renders running at once come from RENDER_WORKERS; those waiting beyond
// RENDER_QUEUE_MAX get 503 作图的人太多了 at once rather than a timeout later.
export const RENDER_QUEUE_NAME = 'render';

// Smart-creation previews (QUICKCREATE §6 step 6): a filled design drawn no wider than this, the
// size a card shows at twice its CSS width.
export const PREVIEW_WIDTH = 600;
/** A preview's name: 128 bits of an HMAC, so only the caller who was given it can load it. */
export const PREVIEW_FILE = /^([a-f0-9]{32})\.jpg$/;
/** Previews drawn ahead of their <img> at once in one api: one answer's page (FIRST_PAGE). */
export const PREVIEW_HEAD_START_MAX = 9;
