import type { Db } from '../db/db.js';
import { intArray } from '../db/params.js';
import {
  COLLECT_TYPE_COPY_CARD,
  COLLECT_TYPE_MATERIAL,
  COLLECT_TYPE_TEMPLATE,
  COLLECT_TYPE_TITLE,
  type CollectType,
} from './collections.constants.js';

/** Idempotent: collecting twice keeps the first time. */
export async function addCollection(
  db: Db,
  userId: number,
  collectType: CollectType,
  targetId: number,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO collections (user_id, collect_type, target_id, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, collect_type, target_id) DO NOTHING`,
    [userId, collectType, targetId, at.toISOString()],
  );
}

export async function removeCollection(
  db: Db,
  userId: number,
  collectType: CollectType,
  targetId: number,
): Promise<void> {
  await db.query(
    'DELETE FROM collections WHERE user_id = $1 AND collect_type = $2 AND target_id = $3',
    [userId, collectType, targetId],
  );
}

/** Ids among `ids` the user has collected as `collectType`. */
export async function findCollectedIds(
  db: Db,
  userId: number,
  collectType: CollectType,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ target_id: number }>(
    `SELECT target_id FROM collections
     WHERE user_id = $1 AND collect_type = $2 AND target_id = ANY($3::int[])`,
    [userId, collectType, intArray(ids)],
  );
  return new Set(rows.map((r) => r.target_id));
}

// What a favourite of each kind must still point at to be listed: a deleted title, card or
// template, or a material no longer passed, drops out of the list and its total.
const TARGETS: Record<CollectType, string> = {
  [COLLECT_TYPE_TITLE]: 'titles t ON t.id = c.target_id',
  [COLLECT_TYPE_MATERIAL]: "materials t ON t.id = c.target_id AND t.status = 'pass'",
  [COLLECT_TYPE_TEMPLATE]: 'templates t ON t.id = c.target_id',
  [COLLECT_TYPE_COPY_CARD]: 'copy_cards t ON t.id = c.target_id',
};

export interface CollectedPage {
  offset: number;
  limit: number;
  /** Titles only: favourites from one library (its top tag, 266 or 267). */
  titleLibrary?: number | undefined;
}

/** One page of the user's favourites of one kind, newest favourite first, with the total. */
export async function listCollectedIds(
  db: Db,
  userId: number,
  collectType: CollectType,
  { offset, limit, titleLibrary }: CollectedPage,
) {
  const params: number[] = [userId, collectType];
  let from = `collections c JOIN ${TARGETS[collectType]} WHERE c.user_id = $1 AND c.collect_type = $2`;
  if (titleLibrary !== undefined) {
    params.push(titleLibrary);
    from += ` AND EXISTS (SELECT 1 FROM title_tag_links l WHERE l.title_id = t.id AND l.tag_id = $3)`;
  }
  const [rows, counts] = await Promise.all([
    db.query<{ id: number; collected_at: string | Date }>(
      `SELECT c.target_id AS id, c.created_at AS collected_at FROM ${from}
        ORDER BY c.created_at DESC, c.target_id DESC
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from}`, params),
  ]);
  return {
    ids: rows.map((r) => r.id),
    /** When each was favourited, by id. */
    collectedAt: new Map(rows.map((r) => [r.id, new Date(r.collected_at).toISOString()])),
    total: counts[0]?.total ?? 0,
  };
}
