// Inputs beyond these are refused before any decoding (issue 14, Bad input).
export const VISION_MAX_PIXELS = 40_000_000;
export const VISION_MIN_SIDE = 16;
// Models see a small picture anyway; the guided filter works at this size and the alpha is scaled up.
export const VISION_WORK_SIDE = 1024;
// A cutout larger than this is more than any design uses, and its PNG would take seconds to encode.
export const VISION_OUTPUT_SIDE = 4096;
export const VISION_TIMEOUT_MS = 30_000;
export const VISION_CACHE_BYTES = 256 * 1024 * 1024;
export const VISION_CACHE_ENTRIES = 2000;
// A cutout keeping less than this share of the picture found nothing worth a main image (a crowd
// far away, a landscape): the user gets a message instead of a few stray blobs.
export const VISION_MIN_PERSON_SHARE = 0.02;
// A cut-out keeps this share of its subject's size as a transparent margin on each side (the same
// as render's SUBJECT_MARGIN, the margin a design crops a subject to).
export const VISION_CUTOUT_MARGIN = 0.06;
