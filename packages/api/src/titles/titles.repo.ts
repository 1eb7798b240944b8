import type { Db } from '../db/db.js';
import { intArray } from '../materials/materials.repo.js';
import { COLLECT_TYPE_TITLE } from '../collections/collections.constants.js';
import type { TitleHits, TitleQuery } from './search-index/index.js';

// SQL of the headline library (migration 0012).

export interface TitleRow {
  id: number;
  content: string;
  reading: number;
  source: string;
}

export interface TagRef {
  id: number;
  name: string;
}

/** The titles with these ids (any order; missing ids were deleted). */
export function findTitlesByIds(db: Db, ids: readonly number[]) {
  return db.query<TitleRow>(
    'SELECT id, content, reading, source FROM titles WHERE id = ANY($1::int[])',
    [intArray(ids)],
  );
}

export async function titleExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM titles WHERE id = $1', [id]);
  return rows.length > 0;
}

/** Tags of each title, top tag first. */
export async function findTitleTagsOf(db: Db, ids: readonly number[]) {
  const rows = await db.query<TagRef & { title_id: number }>(
    `SELECT l.title_id, g.id, g.name FROM title_tag_links l JOIN title_tags g ON g.id = l.tag_id
      WHERE l.title_id = ANY($1::int[]) ORDER BY l.title_id, g.parent_id NULLS FIRST, g.sort, g.id`,
    [intArray(ids)],
  );
  const byTitle = new Map<number, TagRef[]>();
  for (const { title_id, id, name } of rows) {
    byTitle.set(title_id, [...(byTitle.get(title_id) ?? []), { id, name }]);
  }
  return byTitle;
}

// Every term (folded, compared with the folded search_text) and every tag; terms are parameters
// compared with strpos, so no character of theirs is special.
function searchWhere(q: TitleQuery) {
  const params: (string | number)[] = [];
  const where = ['true'];
  for (const term of q.terms) {
    params.push(term);
    where.push(`strpos(t.search_text, $${params.length}) > 0`);
  }
  for (const tag of q.tagIds) {
    params.push(tag);
    where.push(
      `EXISTS (SELECT 1 FROM title_tag_links l WHERE l.title_id = t.id AND l.tag_id = $${params.length})`,
    );
  }
  return { where: where.join(' AND '), params };
}

/** The SQL answer to a search (SEARCH_INDEX=off, or while the index is being built). */
export async function searchTitlesSql(db: Db, q: TitleQuery): Promise<TitleHits> {
  const { where, params } = searchWhere(q);
  const [rows, counts] = await Promise.all([
    db.query<{ id: number }>(
      `SELECT t.id FROM titles t WHERE ${where} ORDER BY t.reading DESC, t.id DESC
        LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
      params,
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM titles t WHERE ${where}`,
      params,
    ),
  ]);
  return { ids: rows.map((r) => r.id), total: counts[0]?.total ?? 0 };
}

/** The user's collected titles (of one library when `topTag` is set), newest favourite first. */
export async function listCollectedTitleIds(
  db: Db,
  userId: number,
  topTag: number | undefined,
  offset: number,
  limit: number,
) {
  const params: number[] = [userId];
  let from = `collections c JOIN titles t ON t.id = c.target_id
    WHERE c.user_id = $1 AND c.collect_type = ${COLLECT_TYPE_TITLE}`;
  if (topTag !== undefined) {
    params.push(topTag);
    from += ` AND EXISTS (SELECT 1 FROM title_tag_links l WHERE l.title_id = t.id AND l.tag_id = $2)`;
  }
  const [rows, counts] = await Promise.all([
    db.query<{ id: number }>(
      `SELECT t.id FROM ${from} ORDER BY c.created_at DESC, c.target_id DESC
        LIMIT ${limit} OFFSET ${offset}`,
      params,
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from}`, params),
  ]);
  return { ids: rows.map((r) => r.id), total: counts[0]?.total ?? 0 };
}
