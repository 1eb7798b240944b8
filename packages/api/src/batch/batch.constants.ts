// 批量生成 (issue 33): the limits a batch's inputs are held to. Each is named in the Chinese
// message that refuses it, so a user knows what to change.

/** A sheet (CSV or XLSX) at most this large. */
export const BATCH_SHEET_MAX_BYTES = 10 * 1024 * 1024;
/** Data rows of one batch (the header row not counted). */
export const BATCH_ROWS_MAX = 5_000;
/**
 * Rows of a 每行智能推荐 batch: preflight ranks the library for each distinct row within one request
 * (the bff waits LONG_OPERATION_TIMEOUT_MS, 40 s; a ranking is 30–70 ms on a quiet machine), so a
 * sheet past this is refused at mapping rather than checked past anyone waiting for it.
 */
export const BATCH_SMART_ROWS_MAX = 300;
/** Columns of a sheet. */
export const BATCH_COLUMNS_MAX = 50;
/** Characters of one cell (a title slot holds far fewer). */
export const BATCH_CELL_MAX_CHARS = 2_000;
/** Characters of a column name. */
export const BATCH_COLUMN_NAME_MAX_CHARS = 50;
/** Characters of one sheet, every cell together (one request's text: 200 per row at the row cap). */
export const BATCH_SHEET_MAX_CHARS = 1_000_000;

/** The image zip: its own size, its entries, and what they may unpack to. */
export const BATCH_ZIP_MAX_BYTES = 50 * 1024 * 1024;
export const BATCH_ZIP_ENTRIES_MAX = 500;
export const BATCH_ZIP_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const BATCH_ZIP_TOTAL_MAX_BYTES = 200 * 1024 * 1024;
/** An entry unpacking to more than this many times its packed size is a zip bomb. */
export const BATCH_ZIP_RATIO_MAX = 100;

/** Rows of one user drawing at once, all their batches together (interactive renders go first). */
export const BATCH_ROWS_IN_FLIGHT_PER_USER = 2;
/** A row the render queue turned away as busy is offered again after this wait. */
export const BATCH_BUSY_RETRY_MS = 500;

/** The rows the page draws before the run (deliverable 1: the first three rows drawn). */
export const BATCH_SAMPLE_ROWS = 3;
/** Items per page of a batch's item list. */
export const BATCH_ITEMS_PAGE_MAX = 200;

/** The proof sheet: every output small, this many a row, each this wide. */
export const PROOF_COLUMNS = 10;
export const PROOF_THUMB_PX = 160;

export const BATCH_STATUSES = ['draft', 'running', 'finished'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** pending: waits for preflight or the run; blocked: preflight found a blocking problem. */
export const ITEM_STATUSES = ['pending', 'blocked', 'queued', 'running', 'done', 'failed'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** A problem preflight found in a row: `block` stops the row, `warn` lets it run. */
export const PROBLEM_KINDS = [
  'text-too-long',
  'banned-word',
  'sensitive-word',
  'image-missing',
  'image-refused',
  'copyright-unknown',
  'face-cut',
  'fill-refused',
  'no-template',
] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

/** The BullMQ queues of a batch (REDIS_URL): a parent job per batch, a child per row. */
export const BATCH_QUEUE_NAME = 'batch';
export const BATCH_ROWS_QUEUE_NAME = 'batch-rows';

/** A batch draws every row on one template, or (每行智能推荐) on the template ranked for the row. */
export const BATCH_MODES = ['template', 'smart'] as const;
export type BatchMode = (typeof BATCH_MODES)[number];

/**
 * 每行智能推荐: a template whose score is within this of the row's best counts as near-equal, and
 * the one fewer rows already use is taken, so a sheet of similar rows is not one design repeated.
 */
export const SMART_NEAR_EQUAL = 0.02;
