// Business constants of /uploadPage (spec platform-core §5, §9; docs/uploads-contract.md).
// The file types and size limit are @adstudio/domain's (UPLOAD_TYPES, MATERIAL_MAX_BYTES).
// spec §3/§9: the locally kept history of chosen tags.
export const TAG_HISTORY_KEY = 'uploadTagHistory';
export const TAG_HISTORY_MAX = 20;
// spec §4/§9: reload 500 ms after a successful publish.
export const RELOAD_DELAY_MS = 500;
// spec §9: thumbnails of the file list are 120 wide.
export const LIST_THUMB_WIDTH = 120;
