import type { Db } from '../../db/db.js';
import { intArray } from '../../materials/materials.repo.js';
import { fold } from '../../search/fold.js';
import { TOP_TAGS } from '../titles.constants.js';
import type { IndexedTitle } from './index.js';

// SQL only: what the title index reads to build itself and to follow changes (migration 0012).

interface TitleIndexRow {
  id: number;
  reading: number;
  content: string;
  tag_ids: number[];
}

const COLUMNS = `t.id, t.reading, t.content,
  coalesce((SELECT array_agg(l.tag_id ORDER BY l.tag_id) FROM title_tag_links l
             WHERE l.title_id = t.id), '{}') AS tag_ids`;

const toIndexed = (r: TitleIndexRow): IndexedTitle => ({
  id: r.id,
  reading: r.reading,
  text: fold(r.content),
  tagIds: r.tag_ids,
  group: r.tag_ids.find((id) => TOP_TAGS.includes(id)) ?? 0,
});

/** Titles with ids above `afterId`, in id order (keyset batches for the build). */
export async function loadTitlesAfter(db: Db, afterId: number, limit: number) {
  const rows = await db.query<TitleIndexRow>(
    `SELECT ${COLUMNS} FROM titles t WHERE t.id > $1 ORDER BY t.id LIMIT $2`,
    [afterId, limit],
  );
  return rows.map(toIndexed);
}

/** Those of `ids` that exist; an id missing from the answer was deleted. */
export async function loadTitles(db: Db, ids: readonly number[]) {
  const rows = await db.query<TitleIndexRow>(
    `SELECT ${COLUMNS} FROM titles t WHERE t.id = ANY($1::int[])`,
    [intArray(ids)],
  );
  return rows.map(toIndexed);
}

/** Changes at or above `mark` and the mark to read from next time (see 0011's search_changes). */
export async function titleChangesSince(db: Db, mark: string) {
  const rows = await db.query<{ mark: string; xid: string | null; title_id: number | null }>(
    `SELECT s.mark, c.xid::text AS xid, c.title_id
       FROM (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS mark) s
       LEFT JOIN title_changes c ON c.xid >= $1::bigint`,
    [mark],
  );
  const next = rows[0]?.mark;
  if (next === undefined) throw new Error('title_changes poll returned no row');
  const changes = rows.flatMap((r) =>
    r.xid === null || r.title_id === null ? [] : [{ xid: r.xid, titleId: r.title_id }],
  );
  return { mark: next, changes };
}

/** Forgets changes older than `keepSeconds`: every reader has applied them long before. */
export async function pruneTitleChanges(db: Db, keepSeconds: number): Promise<void> {
  await db.query('DELETE FROM title_changes WHERE changed_at < now() - make_interval(secs => $1)', [
    keepSeconds,
  ]);
}
