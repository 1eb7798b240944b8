// Business constants of /uploadPage (spec platform-core §5, §9; docs/uploads-contract.md).

// spec §9: 10 MB per material file.
export const MATERIAL_MAX_BYTES = 10 * 1024 * 1024;
// spec §5: JPEG, PNG or SVG. The browser's type is only a first check; the server reads the bytes.
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/svg+xml'] as const;
export const ACCEPTED_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.svg'] as const;
// spec §3/§9: the locally kept history of chosen tags.
export const TAG_HISTORY_KEY = 'uploadTagHistory';
export const TAG_HISTORY_MAX = 20;
// spec §4/§9: reload 500 ms after a successful publish.
export const RELOAD_DELAY_MS = 500;
// spec §9: thumbnails of the file list are 120 wide.
export const LIST_THUMB_WIDTH = 120;
