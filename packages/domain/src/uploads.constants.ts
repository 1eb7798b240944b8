// Upload types and limits (platform-core §5, §9; create-and-write §5; docs/uploads-contract.md).
// The browser's checks are a first answer; the api reads the bytes and has the last word.

/** A material for the library: 10 MB (platform-core §9). */
export const MATERIAL_MAX_BYTES = 10 * 1024 * 1024;
/** A user's own picture in a design: 5 MB (create-and-write §9). */
export const USER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Neither side of an upload may be shorter (platform-core §5). */
export const UPLOAD_MIN_SIDE = 10;
/** JPEG, PNG or SVG, by MIME type. */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/svg+xml'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
export const UPLOAD_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.svg'] as const;
