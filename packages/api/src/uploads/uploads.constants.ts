// spec platform-core §5, §9: upload limits (the sizes and types users are told: @adstudio/domain).
import { MATERIAL_MAX_BYTES, USER_IMAGE_MAX_BYTES, type UploadType } from '@adstudio/domain';

// Decompression bombs (BRIEF §6): the pixel count is read from the header and checked before any
// decoding. 40 megapixels covers 8000 x 5000 photographs.
export const MAX_PIXELS = 40_000_000;

export type UploadPurpose = 'material' | 'image';
export const MAX_BYTES: Record<UploadPurpose, number> = {
  material: MATERIAL_MAX_BYTES,
  image: USER_IMAGE_MAX_BYTES,
};

export type FileFormat = 'jpeg' | 'png' | 'svg';
export const MIME_BY_FORMAT: Record<FileFormat, UploadType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
};
export const EXT_BY_FORMAT: Record<FileFormat, string> = { jpeg: 'jpg', png: 'png', svg: 'svg' };

// Submission (spec §3, §5): copyright_status 0 original, 1 non-original with known source,
// 2 unknown source.
export const COPYRIGHT_STATUSES = [0, 1, 2] as const;
export type CopyrightStatus = (typeof COPYRIGHT_STATUSES)[number];
export const COPYRIGHT_TEXT: Record<CopyrightStatus, string> = {
  0: '原创',
  1: '非原创（来源明确）',
  2: '来源不明',
};
export const MATERIAL_LIST_MAX = 50;
export const TAGS_PER_FILE_MAX = 20;
export const TAG_MAX_CHARS = 20;
export const TITLE_MAX_CHARS = 50;
export const COPYRIGHT_NAME_MAX_CHARS = 100;
export const COPYRIGHT_URL_MAX_CHARS = 500;

// spec §9: uploads and review history 10 per page.
export const UPLOAD_PAGE_SIZE_DEFAULT = 10;

// Object keys: the spec's user_upload folder, then the owner, then 32 random hex digits. The owner
// in the key lets an OSS policy or a log line tell whose object it is; the database decides.
export const INCOMING_KEY = /^user_upload\/(\d{1,10})\/([a-f0-9]{32})$/;
// Checked bytes are stored beside the incoming object with the real format's extension.
export const STORED_KEY = /^user_upload\/(\d{1,10})\/([a-f0-9]{32})\.(jpg|png|svg)$/;

// SVG rasterising (issue 29 item 3: an overdraw SVG kept the upload check drawing for minutes and
// sharp's timeout does not reach into librsvg). Drawn in a child process, killed past either
// bound; the file is refused as too complex. A real illustration of 40 MP draws in well under both.
export const SVG_RASTER_TIMEOUT_MS = 5_000;
export const SVG_RASTER_MAX_RSS_BYTES = 768 * 1024 * 1024;
/** What the drawing process says once it can draw; its time limit counts from then. */
export const SVG_RASTER_READY = 'ready';
// SVGs waiting for the drawing process; past it the upload is asked to come back later.
export const SVG_RASTER_QUEUE_MAX = 8;
