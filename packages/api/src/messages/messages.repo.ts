import type { Db } from '../db/db.js';
import { intArray } from '../db/params.js';

export type MessageKind = 'review_pass' | 'review_reject';

export interface MessageRow {
  id: number;
  kind: MessageKind;
  title: string;
  content: string;
  material_id: number | null;
  created_at: Date;
  read_at: Date | null;
}

export interface NewMessage {
  userId: number;
  kind: MessageKind;
  title: string;
  content: string;
  materialId: number | null;
  at: Date;
}

export async function insertMessage(db: Db, m: NewMessage): Promise<void> {
  await db.query(
    `INSERT INTO messages (user_id, kind, title, content, material_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [m.userId, m.kind, m.title, m.content, m.materialId, m.at.toISOString()],
  );
}

/** The user's messages, newest first, with the page's total and the unread count. */
export async function listMessages(db: Db, userId: number, offset: number, limit: number) {
  const [rows, counts] = await Promise.all([
    db.query<MessageRow>(
      `SELECT id, kind, title, content, material_id, created_at, read_at FROM messages
        WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    ),
    db.query<{ total: number; unread: number }>(
      `SELECT count(*)::int AS total, (count(*) FILTER (WHERE read_at IS NULL))::int AS unread
         FROM messages WHERE user_id = $1`,
      [userId],
    ),
  ]);
  return { rows, total: counts[0]?.total ?? 0, unread: counts[0]?.unread ?? 0 };
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM messages WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  );
  return row?.n ?? 0;
}

/** Marks the user's messages read (all of them when ids is undefined); others' ids change nothing. */
export async function markRead(
  db: Db,
  userId: number,
  ids: readonly number[] | undefined,
  at: Date,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `UPDATE messages SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL
       AND ($3::int[] IS NULL OR id = ANY($3::int[])) RETURNING id`,
    [userId, at.toISOString(), ids ? intArray(ids) : null],
  );
  return rows.map((r) => r.id);
}
