// Limits of one render request (issue 13): beyond them the renderer refuses with a Chinese message
// instead of exhausting a worker's memory or time.
export const RENDER_MAX_PIXELS = 25_000_000;
export const RENDER_SCALE_MIN = 0.05;
export const RENDER_SCALE_MAX = 4;
export const RENDER_TIMEOUT_MS = 15_000;
export const RENDER_JPEG_QUALITY = 85;
/** Decoded images kept per worker (an LRU keyed by content hash). */
export const IMAGE_CACHE_MAX = 64;
