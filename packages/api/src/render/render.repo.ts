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

export async function insertRecord(
  db: Db,
  userId: number,
  r: Omit<RecordRow, 'id'>,
): Promise<number> {
  const row = await maybeOne<{ id: number }>(
    db,
    `INSERT INTO creation_records (user_id, template_id, record_type, object_key, path, width,
       height, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      userId,
      r.template_id,
      r.record_type,
      r.object_key,
      r.path,
      r.width,
      r.height,
      r.created_at.toISOString(),
    ],
  );
  return row?.id ?? 0;
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
    db.query<RecordRow>(
      `SELECT id, template_id, record_type, object_key, path, width, height, created_at
         FROM creation_records WHERE ${where}
        ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`,
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
