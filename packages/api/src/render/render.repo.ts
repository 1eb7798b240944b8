import { maybeOne, type Db, type SqlParam } from '../db/db.js';
import type { RecordType } from './render.constants.js';

export interface RecordRow {
  id: number;
  template_id: number | null;
  record_type: RecordType;
  object_key: string;
  path: string;
  width: number;
  height: number;
  created_at: Date;
}

/** A listed record with its design's document (null once the design is deleted). */
export interface ListedRecord extends RecordRow {
  synthetic: string | null;
}

/**
 * Inserts the record; with a request id already recorded for the user, inserts nothing and answers
 * undefined (a retry, or the same request twice at once).
 */
export async function insertRecord(
  db: Db,
  userId: number,
  r: Omit<RecordRow, 'id'>,
  requestId?: string,
): Promise<number | undefined> {
  const row = await maybeOne<{ id: number }>(
    db,
    `INSERT INTO creation_records (user_id, template_id, record_type, object_key, path, width,
       height, created_at, request_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (user_id, request_id) WHERE request_id IS NOT NULL DO NOTHING RETURNING id`,
    [
      userId,
      r.template_id,
      r.record_type,
      r.object_key,
      r.path,
      r.width,
      r.height,
      r.created_at.toISOString(),
      requestId ?? null,
    ],
  );
  return row?.id;
}

/** The design an earlier render of this request id saved, if it is still there. */
export async function designOfRequest(
  db: Db,
  userId: number,
  requestId: string,
): Promise<number | undefined> {
  const row = await maybeOne<{ template_id: number | null }>(
    db,
    'SELECT template_id FROM creation_records WHERE user_id = $1 AND request_id = $2',
    [userId, requestId],
  );
  return row?.template_id ?? undefined;
}

export interface RecordFilter {
  types: readonly RecordType[];
  from: Date;
  until: Date;
}

export async function listRecords(
  db: Db,
  userId: number,
  f: RecordFilter,
  offset: number,
  limit: number,
) {
  const params: SqlParam[] = [
    userId,
    `{${f.types.join(',')}}`,
    f.from.toISOString(),
    f.until.toISOString(),
  ];
  const where = `user_id = $1 AND record_type = ANY($2::text[]) AND created_at >= $3 AND created_at < $4`;
  const [rows, counts] = await Promise.all([
    db.query<ListedRecord>(
      `SELECT r.id, r.template_id, r.record_type, r.object_key, r.path, r.width, r.height,
              r.created_at, t.synthetic
         FROM (SELECT * FROM creation_records WHERE ${where}
                ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6) r
         LEFT JOIN templates t ON t.id = r.template_id
        ORDER BY r.created_at DESC, r.id DESC`,
      [...params, limit, offset],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM creation_records WHERE ${where}`,
      params,
    ),
  ]);
  return { rows, total: counts[0]?.total ?? 0 };
}

/** Deletes the user's record; false when it is not theirs or gone. The image stays: the design
 *  saved with the render shows it as its preview. */
export async function deleteRecord(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM creation_records WHERE id = $1 AND user_id = $2 RETURNING id',
    [id, userId],
  );
  return rows.length > 0;
}
