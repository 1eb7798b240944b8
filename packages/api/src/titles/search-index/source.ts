import type { Db } from '../../db/db.js';
import { intArray } from '../../db/params.js';
import { fold } from '../../search/fold.js';
import { TOP_TAGS } from '../titles.constants.js';
import type { IndexedTitle } from './index.js';

// SQL only: what the title index reads to build itself and to apply changes (the change log,
// title_changes of migration 0012, is read by search/change-log.ts).

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
