import type { Db } from '../../db/db.js';
import { intArray } from '../../db/params.js';
import type { IndexedMaterial, TagName } from './index.js';

// SQL only: what the search index reads to build itself and to apply changes (the change log is
// search/change-log.ts).

interface MaterialIndexRow {
  id: number;
  created_us: number;
  download_count: number;
  img_type: number;
  theme_ids: number[];
  tag_ids: number[];
  search_text: string;
  title_chars: number;
}

// created_at to the microsecond (the fresh order compares it exactly); lower(title)'s length
// locates the title at the start of search_text for the complex sort.
const INDEX_COLUMNS = `m.id, (extract(epoch FROM m.created_at) * 1000000)::float8 AS created_us,
  m.download_count, m.img_type, m.theme_ids, m.search_text,
  char_length(lower(m.title)) AS title_chars,
  coalesce((SELECT array_agg(mt.tag_id ORDER BY mt.tag_id) FROM material_tags mt
             WHERE mt.material_id = m.id), '{}') AS tag_ids`;

const toIndexed = (r: MaterialIndexRow): IndexedMaterial => ({
  id: r.id,
  createdUs: r.created_us,
  downloadCount: r.download_count,
  imgType: r.img_type,
  themeIds: r.theme_ids,
  tagIds: r.tag_ids,
  searchText: r.search_text,
  titleChars: r.title_chars,
});

/** Passed materials with ids above `afterId`, in id order (keyset batches for the build). */
export async function loadPassedAfter(db: Db, afterId: number, limit: number) {
  const rows = await db.query<MaterialIndexRow>(
    `SELECT ${INDEX_COLUMNS} FROM materials m
      WHERE m.status = 'pass' AND m.id > $1 ORDER BY m.id LIMIT $2`,
    [afterId, limit],
  );
  return rows.map(toIndexed);
}

/** Those of `ids` that are passed now; an id missing from the answer is gone or not passed. */
export async function loadPassed(db: Db, ids: readonly number[]) {
  const rows = await db.query<MaterialIndexRow>(
    `SELECT ${INDEX_COLUMNS} FROM materials m WHERE m.id = ANY($1::int[]) AND m.status = 'pass'`,
    [intArray(ids)],
  );
  return rows.map(toIndexed);
}

export function loadTags(db: Db) {
  return db.query<TagName>('SELECT id, name, lower(name) AS lower FROM tags');
}

/** Names of the tags the materials carry (a tag renamed since the build arrives this way). */
export function loadTagsOf(db: Db, materialIds: readonly number[]) {
  return db.query<TagName>(
    `SELECT t.id, t.name, lower(t.name) AS lower FROM tags t
      WHERE t.id IN (SELECT tag_id FROM material_tags WHERE material_id = ANY($1::int[]))`,
    [intArray(materialIds)],
  );
}
