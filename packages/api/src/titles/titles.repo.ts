import type { Db } from '../db/db.js';
import { intArray } from '../db/params.js';
import { COLLECT_TYPE_TITLE } from '../collections/collections.constants.js';
import type { TitleHits, TitleQuery } from './search-index/index.js';

// SQL of the headline library (migration 0012).

export interface TitleRow {
  id: number;
  content: string;
  reading: number;
  source: string;
}

/**
 * The titles with these ids (any order; missing ids were deleted), each with its tag ids and
 * whether `viewerId` collected it: one round trip for a whole page (three queries per page were
 * most of a search's time on a busy server).
 */
export function findTitlePage(db: Db, ids: readonly number[], viewerId: number | undefined) {
  return db.query<TitleRow & { tag_ids: number[]; collected: boolean }>(
    `SELECT t.id, t.content, t.reading, t.source,
            coalesce((SELECT array_agg(l.tag_id) FROM title_tag_links l WHERE l.title_id = t.id),
                     '{}') AS tag_ids,
            EXISTS (SELECT 1 FROM collections c WHERE c.user_id = $2
                     AND c.collect_type = ${COLLECT_TYPE_TITLE} AND c.target_id = t.id) AS collected
       FROM titles t WHERE t.id = ANY($1::int[])`,
    [intArray(ids), viewerId ?? null],
  );
}

export async function titleExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM titles WHERE id = $1', [id]);
  return rows.length > 0;
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
