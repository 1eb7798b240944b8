import type { Db } from '../db/db.js';
import { intArray } from '../db/params.js';
import type { BelongTo } from './copy.constants.js';

export interface CopyCardRow {
  id: number;
  belong_to: BelongTo;
  main_title: string;
  subtitle_one: string;
  subtitle_two: string;
  subtitle_three: string;
  subtitle_four: string;
  content: string;
  brand: string;
  other: string;
  phone: string;
  product: string;
  line: number;
  use_num: number;
}

export interface CopyTagRow {
  id: number;
  name: string;
  parent_id: number | null;
}

export interface CopyQuery {
  terms: readonly string[];
  tagIds: readonly number[];
  line?: number | undefined;
  belongTo?: BelongTo | undefined;
  /** Only the classic cards of the poem this card is from (expanding 同诗 N 句), ungrouped. */
  poem?: number | undefined;
}

const COLUMNS = `c.id, c.belong_to, c.main_title, c.subtitle_one, c.subtitle_two, c.subtitle_three,
  c.subtitle_four, c.content, c.brand, c.other, c.phone, c.product, c.line, c.use_num`;

export function loadCopyTags(db: Db) {
  return db.query<CopyTagRow>('SELECT id, name, parent_id FROM copy_tags ORDER BY sort, id');
}

// Terms are parameters compared with strpos on the folded text, so no character is special.
function where(q: CopyQuery) {
  const params: (string | number)[] = [];
  const clauses = ['true'];
  for (const term of q.terms) {
    params.push(term);
    clauses.push(`strpos(c.search_text, $${params.length}) > 0`);
  }
  for (const tag of q.tagIds) {
    params.push(tag);
    clauses.push(
      `EXISTS (SELECT 1 FROM copy_card_tags t WHERE t.card_id = c.id AND t.tag_id = $${params.length})`,
    );
  }
  if (q.line !== undefined) {
    params.push(q.line);
    clauses.push(`c.line = $${params.length}`);
  }
  if (q.belongTo !== undefined) {
    params.push(q.belongTo);
    clauses.push(`c.belong_to = $${params.length}`);
  }
  if (q.poem !== undefined) {
    params.push(q.poem);
    clauses.push(`c.belong_to = 'classic_copy' AND c.content = (SELECT p.content FROM copy_cards p
      WHERE p.id = $${params.length} AND p.belong_to = 'classic_copy')`);
  }
  return { sql: clauses.join(' AND '), params };
}

// A classic card carries its whole poem as content, so every couplet of 《静夜思》 matches 明月:
// matches are grouped by poem, and a poem's best matches are the cards whose own lines (or poet
// and title) hold most of the terms. A list shows each poem once, by its best match (a couplet
// before a single line), with how many best matches it has (同诗 N 句); expanding a poem lists
// them all. An original card (or a classic one without its poem) is a group of its own.
function byPoem(q: CopyQuery) {
  const { sql, params } = where(q);
  const own = `lower(c.main_title || ' ' || c.subtitle_one || ' ' || c.subtitle_two || ' ' || c.other)`;
  // where() numbers the terms first: $1 … $n.
  const score = q.terms.map((_, i) => `(strpos(${own}, $${i + 1}) > 0)::int`).join(' + ') || '0';
  const poem = `CASE WHEN c.belong_to = 'classic_copy' AND c.content <> '' THEN md5(c.content)
    ELSE c.id::text END`;
  const ranked = `SELECT h.*,
      row_number() OVER (PARTITION BY h.poem
        ORDER BY h.score DESC, abs(h.line - 2), h.use_num DESC, h.id) AS nth,
      (count(*) FILTER (WHERE h.score = h.top) OVER (PARTITION BY h.poem))::int AS same_poem
    FROM (SELECT x.*, max(x.score) OVER (PARTITION BY x.poem) AS top
            FROM (SELECT ${COLUMNS}, ${score} AS score, ${poem} AS poem
                    FROM copy_cards c WHERE ${sql}) x) h`;
  const shown = q.poem === undefined ? 'r.nth = 1' : 'r.score = r.top';
  return { ranked, shown, params };
}

/** A page of cards, one per poem (or one poem's best matches): best match, most used, library order. */
export async function searchCopyCards(db: Db, q: CopyQuery, offset: number, limit: number) {
  const { ranked, shown, params } = byPoem(q);
  const [rows, counts] = await Promise.all([
    db.query<CopyCardRow & { same_poem: number }>(
      `SELECT ${COLUMNS.replaceAll('c.', 'r.')}, r.same_poem FROM (${ranked}) r WHERE ${shown}
        ORDER BY r.score DESC, r.use_num DESC, r.id LIMIT ${limit} OFFSET ${offset}`,
      params,
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM (${ranked}) r WHERE ${shown}`,
      params,
    ),
  ]);
  return { rows, total: counts[0]?.total ?? 0 };
}

/** Cards sharing any of the terms, those sharing most first (/copyHome/correlative). */
export async function relatedCopyCards(
  db: Db,
  terms: readonly string[],
  offset: number,
  limit: number,
) {
  const score = terms.map((_, i) => `(strpos(c.search_text, $${i + 1}) > 0)::int`).join(' + ');
  const [rows, counts] = await Promise.all([
    db.query<CopyCardRow>(
      `SELECT ${COLUMNS} FROM copy_cards c WHERE ${score} > 0
        ORDER BY ${score} DESC, c.use_num DESC, c.id LIMIT ${limit} OFFSET ${offset}`,
      [...terms],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM copy_cards c WHERE ${score} > 0`,
      [...terms],
    ),
  ]);
  return { rows, total: counts[0]?.total ?? 0 };
}

/**
 * 换一组文案: one original card at random among those matching. Never a classic one: a poem's
 * couplet is no marketing copy, and without a tag filter nine in ten cards would be poetry.
 */
export async function randomCopyCard(db: Db, q: Omit<CopyQuery, 'belongTo'>) {
  const { sql, params } = where({ ...q, belongTo: 'original_copy' });
  const [row] = await db.query<CopyCardRow>(
    `SELECT ${COLUMNS} FROM copy_cards c WHERE ${sql} ORDER BY random() LIMIT 1`,
    params,
  );
  return row;
}

/** Original cards whose main title fits `maxLength` characters, at random. */
export function randomTitlePairs(db: Db, count: number, maxLength: number | undefined) {
  return db.query<{ main_title: string; subtitle_one: string }>(
    `SELECT main_title, subtitle_one FROM copy_cards
      WHERE belong_to = 'original_copy' AND ($1::int IS NULL OR char_length(main_title) <= $1)
      ORDER BY random() LIMIT $2`,
    [maxLength ?? null, count],
  );
}

export async function findCopyCards(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.query<CopyCardRow>(`SELECT ${COLUMNS} FROM copy_cards c WHERE c.id = ANY($1::int[])`, [
    intArray(ids),
  ]);
}

export async function copyCardExists(db: Db, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM copy_cards WHERE id = $1', [id])).length > 0;
}

export async function tagsOfCards(db: Db, ids: readonly number[]) {
  const byCard = new Map<number, { id: number; name: string }[]>();
  if (ids.length === 0) return byCard;
  const rows = await db.query<{ card_id: number; id: number; name: string }>(
    `SELECT l.card_id, g.id, g.name FROM copy_card_tags l JOIN copy_tags g ON g.id = l.tag_id
      WHERE l.card_id = ANY($1::int[]) ORDER BY l.card_id, g.id`,
    [intArray(ids)],
  );
  for (const { card_id, id, name } of rows) {
    byCard.set(card_id, [...(byCard.get(card_id) ?? []), { id, name }]);
  }
  return byCard;
}

export async function addUse(db: Db, id: number) {
  const [row] = await db.query<{ id: number; use_num: number }>(
    'UPDATE copy_cards SET use_num = use_num + 1 WHERE id = $1 RETURNING id, use_num',
    [id],
  );
  return row;
}
