import { maybeOne, type Db } from '../db/db.js';
import { intArray, textArray } from '../db/params.js';
import type { RecordType } from '../render/render.constants.js';
import { insertRecord } from '../render/render.repo.js';
import type { SubmissionStatus } from './designs.constants.js';

export interface DraftRow {
  template_id: number;
  synthetic: string;
  updated_at: Date;
}

export function findDraft(db: Db, userId: number, templateId: number) {
  return maybeOne<DraftRow>(
    db,
    `SELECT template_id, synthetic, updated_at FROM design_drafts
      WHERE user_id = $1 AND template_id = $2`,
    [userId, templateId],
  );
}

/** Keeps only the latest autosave of the user for that design or template. */
export async function upsertDraft(
  db: Db,
  userId: number,
  templateId: number,
  synthetic: string,
  at: Date,
): Promise<DraftRow> {
  const row = await maybeOne<DraftRow>(
    db,
    `INSERT INTO design_drafts (user_id, template_id, synthetic, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, template_id) DO UPDATE
       SET synthetic = EXCLUDED.synthetic, updated_at = EXCLUDED.updated_at
     RETURNING template_id, synthetic, updated_at`,
    [userId, templateId, synthetic, at.toISOString()],
  );
  if (!row) throw new Error('draft upsert returned no row');
  return row;
}

export async function deleteDrafts(db: Db, userId: number, templateIds: readonly number[]) {
  await db.query('DELETE FROM design_drafts WHERE user_id = $1 AND template_id = ANY($2::int[])', [
    userId,
    intArray(templateIds),
  ]);
}

export interface DesignImage {
  object_key: string;
  path: string;
  width: number;
  height: number;
}

/**
 * Points the design's creation record at its new image (a re-save moves it to the top of the
 * history), or adds the record on the first save. Answers the image key it replaced, if any.
 */
export async function putDesignRecord(
  db: Db,
  userId: number,
  templateId: number,
  kind: RecordType,
  image: DesignImage,
  at: Date,
): Promise<string | undefined> {
  const old = await maybeOne<{ id: number; object_key: string }>(
    db,
    `SELECT id, object_key FROM creation_records WHERE user_id = $1 AND template_id = $2
      ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
    [userId, templateId],
  );
  if (!old) {
    await insertRecord(db, userId, {
      template_id: templateId,
      record_type: kind,
      ...image,
      created_at: at,
    });
    return undefined;
  }
  await db.query(
    `UPDATE creation_records SET record_type = $2, object_key = $3, path = $4, width = $5,
       height = $6, created_at = $7 WHERE id = $1`,
    [old.id, kind, image.object_key, image.path, image.width, image.height, at.toISOString()],
  );
  return old.object_key;
}

export interface SubmissionRow {
  id: number;
  author_id: number;
  author_name: string | null;
  name: string;
  synthetic: string;
  object_key: string;
  path: string;
  category: number;
  tag_ids: number[];
  width: number;
  height: number;
  status: SubmissionStatus;
  reason: string | null;
  template_id: number | null;
  created_at: Date;
  reviewed_at: Date | null;
}

const SUBMISSION_COLUMNS = `s.id, s.author_id, u.name AS author_name, s.name, s.synthetic,
  s.object_key, s.path, s.category, s.tag_ids, s.width, s.height, s.status, s.reason,
  s.template_id, s.created_at, s.reviewed_at`;

export type NewSubmission = Pick<
  SubmissionRow,
  'author_id' | 'name' | 'synthetic' | 'category' | 'tag_ids' | 'created_at'
> &
  DesignImage;

export async function insertSubmission(db: Db, s: NewSubmission): Promise<number> {
  const row = await maybeOne<{ id: number }>(
    db,
    `INSERT INTO template_submissions (author_id, name, synthetic, object_key, path, category,
       tag_ids, width, height, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::int[], $8, $9, $10) RETURNING id`,
    [
      s.author_id,
      s.name,
      s.synthetic,
      s.object_key,
      s.path,
      s.category,
      intArray(s.tag_ids),
      s.width,
      s.height,
      s.created_at.toISOString(),
    ],
  );
  return row?.id ?? 0;
}

export function findSubmission(db: Db, id: number) {
  return maybeOne<SubmissionRow>(
    db,
    `SELECT ${SUBMISSION_COLUMNS} FROM template_submissions s
       LEFT JOIN users u ON u.id = s.author_id WHERE s.id = $1`,
    [id],
  );
}

/** Pending submissions, oldest first (the order a review queue works through). */
export async function listPendingSubmissions(db: Db, offset: number, limit: number) {
  const [rows, counts] = await Promise.all([
    db.query<SubmissionRow>(
      `SELECT ${SUBMISSION_COLUMNS} FROM template_submissions s
         LEFT JOIN users u ON u.id = s.author_id
        WHERE s.status = 'pending' ORDER BY s.created_at, s.id LIMIT $1 OFFSET $2`,
      [limit, offset],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM template_submissions WHERE status = 'pending'`,
    ),
  ]);
  return { rows, total: counts[0]?.total ?? 0 };
}

/** A designer's own submissions, newest first (我的模板), each with its status and reason. */
export async function listAuthorSubmissions(
  db: Db,
  authorId: number,
  offset: number,
  limit: number,
) {
  const [rows, counts] = await Promise.all([
    db.query<SubmissionRow>(
      `SELECT ${SUBMISSION_COLUMNS} FROM template_submissions s
         LEFT JOIN users u ON u.id = s.author_id
        WHERE s.author_id = $1 ORDER BY s.created_at DESC, s.id DESC LIMIT $2 OFFSET $3`,
      [authorId, limit, offset],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM template_submissions WHERE author_id = $1`,
      [authorId],
    ),
  ]);
  return { rows, total: counts[0]?.total ?? 0 };
}

/**
 * A rejected submission sent again: its new document, name, category, tags and preview, back in
 * the queue. False when it is not (or no longer) the author's rejected one.
 */
export async function resubmit(db: Db, id: number, s: NewSubmission): Promise<boolean> {
  const rows = await db.query(
    `UPDATE template_submissions SET name = $3, synthetic = $4, object_key = $5, path = $6,
       category = $7, tag_ids = $8::int[], width = $9, height = $10, created_at = $11,
       status = 'pending', reason = NULL, reviewer_id = NULL, reviewed_at = NULL
     WHERE id = $1 AND author_id = $2 AND status = 'reject' RETURNING id`,
    [
      id,
      s.author_id,
      s.name,
      s.synthetic,
      s.object_key,
      s.path,
      s.category,
      intArray(s.tag_ids),
      s.width,
      s.height,
      s.created_at.toISOString(),
    ],
  );
  return rows.length > 0;
}

export interface Decision {
  id: number;
  status: Exclude<SubmissionStatus, 'pending'>;
  reason: string | null;
  reviewerId: number;
  templateId: number | null;
  at: Date;
}

/** Decides a pending submission; false when it was decided already (or is gone). */
export async function decideSubmission(db: Db, d: Decision): Promise<boolean> {
  const rows = await db.query(
    `UPDATE template_submissions SET status = $2, reason = $3, reviewer_id = $4,
       template_id = $5, reviewed_at = $6
     WHERE id = $1 AND status = 'pending' RETURNING id`,
    [d.id, d.status, d.reason, d.reviewerId, d.templateId, d.at.toISOString()],
  );
  return rows.length > 0;
}

/** Publishes the author's uploads a passed template draws (migration 0035), in the pass's transaction. */
export async function grantTemplateUploads(db: Db, templateId: number, keys: readonly string[]) {
  if (keys.length === 0) return;
  await db.query(
    `INSERT INTO template_upload_grants (object_key, template_id)
     SELECT unnest($1::text[]), $2 ON CONFLICT DO NOTHING`,
    [textArray(keys), templateId],
  );
}

/** Whether a library template published this upload, making it anyone's to draw. */
export async function uploadGranted(db: Db, key: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM template_upload_grants WHERE object_key = $1 LIMIT 1',
    [key],
  );
  return rows.length > 0;
}
