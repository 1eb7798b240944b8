import type { Db } from '../db/db.js';
import { parseIdCsv } from '../http/id-csv.js';
import { countUnread, listMessages, markRead, type MessageRow } from './messages.repo.js';

// One call marks at most this many by id, so a request's work stays bounded; 'all' has no list.
const READ_IDS_MAX = 100;

export interface MessagesDeps {
  db: Db;
  clock: () => Date;
}

function presentMessage(row: MessageRow) {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    content: row.content,
    material_id: row.material_id,
    is_read: row.read_at === null ? (0 as const) : (1 as const),
    created_at: row.created_at.toISOString(),
  };
}

export async function myMessages({ db }: MessagesDeps, userId: number, page: number, size: number) {
  const { rows, total, unread } = await listMessages(db, userId, (page - 1) * size, size);
  return { lists: rows.map(presentMessage), total, unread };
}

export async function unreadCount({ db }: MessagesDeps, userId: number) {
  return { count: await countUnread(db, userId) };
}

/** ids: comma-separated message ids, or 'all'. */
export async function readMessages({ db, clock }: MessagesDeps, userId: number, ids: string) {
  const list = ids.trim() === 'all' ? undefined : parseIdCsv(ids, 'ids', READ_IDS_MAX);
  const updated = await markRead(db, userId, list, clock());
  return { ids: updated, unread: await countUnread(db, userId) };
}
