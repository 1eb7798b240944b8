// SQL of 批量生成 (migration 0033): batches and their items.
import { maybeOne, type Db } from '../db/db.js';
import { intArray } from '../db/params.js';
import type { BatchStatus, ItemStatus, ProblemKind } from './batch.constants.js';

export interface Problem {
  level: 'block' | 'warn';
  kind: ProblemKind;
  message: string;
  /** 禁用 words and what to write instead, for the report. */
  words?: string[];
  suggestions?: string[];
}

/** 每行智能推荐's scenario: smart creation's tag ids and flow (is_check 1 新媒体首图, 0 海报). */
export interface SmartScenario {
  tag_ids: number[];
  is_check: 0 | 1;
}

export interface BatchRow {
  id: number;
  user_id: number;
  name: string;
  columns: string[];
  images: Record<string, string>;
  template_id: number | null;
  mapping: Record<string, string> | null;
  /** Set for 每行智能推荐 (then template_id is null). */
  smart: SmartScenario | null;
  status: BatchStatus;
  checked: boolean;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

export interface ItemRow {
  batch_id: number;
  row_no: number;
  cells: string[];
  status: ItemStatus;
  problems: Problem[];
  /** The template preflight chose for the row (每行智能推荐); null: the batch's template. */
  template_id: number | null;
  design_id: number | null;
  object_key: string | null;
  path: string | null;
  width: number | null;
  height: number | null;
  error: string | null;
  attempts: number;
  finished_at: Date | null;
}

export interface Counts {
  total: number;
  pending: number;
  blocked: number;
  queued: number;
  running: number;
  done: number;
  failed: number;
  warned: number;
}

const BATCH_COLUMNS = `id, user_id, name, columns, images, template_id, mapping, smart, status, checked,
  created_at, started_at, finished_at`;

/** The batch and all its rows, in one transaction (the sheet is stored whole or not at all). */
export async function insertBatch(
  db: Db,
  b: { userId: number; name: string; columns: string[]; rows: string[][]; at: Date },
): Promise<number> {
  return db.tx(async (tx) => {
    const row = await maybeOne<{ id: number }>(
      tx,
      `INSERT INTO batches (user_id, name, columns, created_at) VALUES ($1, $2, $3::jsonb, $4)
       RETURNING id`,
      [b.userId, b.name, JSON.stringify(b.columns), b.at.toISOString()],
    );
    const id = row?.id;
    if (id === undefined) throw new Error('batch insert returned no id');
    // One statement per 500 rows: a 5,000-row sheet is ten inserts, not five thousand.
    for (let i = 0; i < b.rows.length; i += 500) {
      const chunk = b.rows.slice(i, i + 500);
      await tx.query(
        `INSERT INTO batch_items (batch_id, row_no, cells)
         SELECT $1, r.ord::int + $2, r.cells FROM jsonb_array_elements($3::jsonb)
           WITH ORDINALITY AS r(cells, ord)`,
        [id, i, JSON.stringify(chunk)],
      );
    }
    return id;
  });
}

export function findBatch(db: Db, userId: number, id: number) {
  return maybeOne<BatchRow>(
    db,
    `SELECT ${BATCH_COLUMNS} FROM batches WHERE id = $1 AND user_id = $2`,
    [id, userId],
  );
}

export function findBatchById(db: Db, id: number) {
  return maybeOne<BatchRow>(db, `SELECT ${BATCH_COLUMNS} FROM batches WHERE id = $1`, [id]);
}

export async function listBatches(db: Db, userId: number, offset: number, limit: number) {
  const rows = await db.query<BatchRow & { total: number }>(
    `SELECT ${BATCH_COLUMNS}, count(*) OVER ()::int AS total FROM batches WHERE user_id = $1
     ORDER BY id DESC OFFSET $2 LIMIT $3`,
    [userId, offset, limit],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

export async function setImages(db: Db, id: number, images: Record<string, string>) {
  await db.query(`UPDATE batches SET images = $2::jsonb, checked = false WHERE id = $1`, [
    id,
    JSON.stringify(images),
  ]);
}

/** One template for every row, or (smart given, templateId null) a scenario ranked per row. */
export async function setMapping(
  db: Db,
  id: number,
  templateId: number | null,
  mapping: Record<string, string>,
  smart: SmartScenario | null = null,
) {
  await db.query(
    `UPDATE batches SET template_id = $2, mapping = $3::jsonb, smart = $4::jsonb, checked = false
      WHERE id = $1`,
    [id, templateId, JSON.stringify(mapping), smart ? JSON.stringify(smart) : null],
  );
}

/** The names of templates by id (the rows of a smart batch each name their own). */
export async function templateNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return new Map();
  const rows = await db.query<{ id: number; name: string }>(
    `SELECT id, name FROM templates WHERE id = ANY($1::int[])`,
    [intArray(distinct)],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function setStatus(db: Db, id: number, status: BatchStatus, at: Date) {
  const column = status === 'running' ? 'started_at' : status === 'finished' ? 'finished_at' : null;
  await db.query(
    `UPDATE batches SET status = $2${column ? `, ${column} = $3` : ''} WHERE id = $1`,
    column ? [id, status, at.toISOString()] : [id, status],
  );
}

/** Marks the batch finished once no item is queued or running; answers whether it did. */
export async function finishIfDone(db: Db, id: number, at: Date): Promise<boolean> {
  const row = await maybeOne<{ id: number }>(
    db,
    `UPDATE batches SET status = 'finished', finished_at = $2
      WHERE id = $1 AND status = 'running' AND NOT EXISTS (
        SELECT 1 FROM batch_items WHERE batch_id = $1 AND status IN ('queued', 'running'))
      RETURNING id`,
    [id, at.toISOString()],
  );
  return row !== undefined;
}

export function listItems(db: Db, batchId: number, offset = 0, limit = 100_000) {
  return db.query<ItemRow>(
    `SELECT * FROM batch_items WHERE batch_id = $1 ORDER BY row_no OFFSET $2 LIMIT $3`,
    [batchId, offset, limit],
  );
}

export function findItem(db: Db, batchId: number, rowNo: number) {
  return maybeOne<ItemRow>(db, `SELECT * FROM batch_items WHERE batch_id = $1 AND row_no = $2`, [
    batchId,
    rowNo,
  ]);
}

/** Preflight's verdicts, all rows in one statement. */
export async function saveChecks(
  db: Db,
  batchId: number,
  checks: { row_no: number; blocked: boolean; problems: Problem[]; template_id?: number | null }[],
) {
  await db.tx(async (tx) => {
    await tx.query(
      `UPDATE batch_items i SET problems = c.problems, template_id = c.template_id,
              status = CASE WHEN i.status = 'done' THEN 'done'
                            WHEN (c.blocked)::boolean THEN 'blocked' ELSE 'pending' END
         FROM jsonb_to_recordset($2::jsonb)
              AS c(row_no int, blocked boolean, problems jsonb, template_id int)
        WHERE i.batch_id = $1 AND i.row_no = c.row_no`,
      [batchId, JSON.stringify(checks)],
    );
    await tx.query(`UPDATE batches SET checked = true WHERE id = $1`, [batchId]);
  });
}

/** Items of `from` statuses become queued; answers their row numbers. */
export async function queueItems(db: Db, batchId: number, from: readonly ItemStatus[]) {
  const rows = await db.query<{ row_no: number }>(
    `UPDATE batch_items SET status = 'queued', error = NULL
      WHERE batch_id = $1 AND status = ANY($2::text[]) RETURNING row_no`,
    [batchId, `{${from.join(',')}}`],
  );
  return rows.map((r) => r.row_no).sort((a, b) => a - b);
}

export async function markItem(
  db: Db,
  batchId: number,
  rowNo: number,
  status: ItemStatus,
  extra: { error?: string; at?: Date } = {},
) {
  await db.query(
    `UPDATE batch_items SET status = $3, error = $4,
            attempts = attempts + CASE WHEN $3 = 'running' THEN 1 ELSE 0 END,
            finished_at = $5
      WHERE batch_id = $1 AND row_no = $2`,
    [batchId, rowNo, status, extra.error ?? null, extra.at?.toISOString() ?? null],
  );
}

/**
 * Records the row's design, once: answers false when the row already has one (a re-delivered row
 * raced this one), and the caller rolls its own design back.
 */
export async function recordDesign(
  db: Db,
  batchId: number,
  rowNo: number,
  d: { designId: number; key: string; path: string; width: number; height: number; at: Date },
): Promise<boolean> {
  const row = await maybeOne<{ row_no: number }>(
    db,
    `UPDATE batch_items SET design_id = $3, object_key = $4, path = $5, width = $6, height = $7,
            status = 'done', error = NULL, finished_at = $8
      WHERE batch_id = $1 AND row_no = $2 AND design_id IS NULL RETURNING row_no`,
    [batchId, rowNo, d.designId, d.key, d.path, d.width, d.height, d.at.toISOString()],
  );
  return row !== undefined;
}

export async function countItems(db: Db, batchId: number): Promise<Counts> {
  const [row] = await db.query<Counts>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE status = 'pending')::int AS pending,
            count(*) FILTER (WHERE status = 'blocked')::int AS blocked,
            count(*) FILTER (WHERE status = 'queued')::int AS queued,
            count(*) FILTER (WHERE status = 'running')::int AS running,
            count(*) FILTER (WHERE status = 'done')::int AS done,
            count(*) FILTER (WHERE status = 'failed')::int AS failed,
            count(*) FILTER (WHERE status <> 'blocked' AND jsonb_array_length(problems) > 0)::int
              AS warned
       FROM batch_items WHERE batch_id = $1`,
    [batchId],
  );
  return row as Counts;
}

/** Rows of running batches left queued or drawing (the api stopped meanwhile), by user and batch. */
export function unfinishedRows(db: Db) {
  return db.query<{ user_id: number; batch_id: number; row_no: number }>(
    `SELECT b.user_id, i.batch_id, i.row_no FROM batch_items i JOIN batches b ON b.id = i.batch_id
      WHERE b.status = 'running' AND i.status IN ('queued', 'running')
      ORDER BY i.batch_id, i.row_no`,
  );
}

/** The picture of the batch's first drawn row: its entry in 创作记录 shows it. */
export async function coverOf(db: Db, batchId: number): Promise<string | null> {
  const row = await maybeOne<{ path: string }>(
    db,
    `SELECT path FROM batch_items WHERE batch_id = $1 AND status = 'done' AND path IS NOT NULL
      ORDER BY row_no LIMIT 1`,
    [batchId],
  );
  return row?.path ?? null;
}
