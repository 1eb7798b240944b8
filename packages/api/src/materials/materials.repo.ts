import type { Db, SqlParam } from '../db/db.js';
import { maybeOne } from '../db/db.js';
import { intArray, textArray } from '../db/params.js';
import {
  FRESHNESS_DAYS,
  SEARCH_TOTAL_CAP,
  SIMILAR_TAGS_MAX,
  SIMILAR_TAGS_SAMPLE,
} from './materials.constants.js';
import type { VisualSignature } from './materials.visual.js';
import {
  containsPattern,
  needsRecheck,
  termGrams,
  type SearchCriteria,
} from './materials.search.js';

export type MaterialStatus = 'pass' | 'wait' | 'reject';

export interface MaterialRow {
  id: number;
  path: string;
  name: string;
  title: string;
  width: number;
  height: number;
  file_size: number;
  format: string;
  copyright: string;
  category: string;
  img_type: number;
  status: MaterialStatus;
  reason: string | null;
  uploader_id: number | null;
  download_count: number;
  created_at: Date;
}

export interface TagRef {
  id: number;
  name: string;
}

export const MATERIAL_COLUMNS = `m.id, m.path, m.name, m.title, m.width, m.height, m.file_size, m.format,
  m.copyright, m.category, m.img_type, m.status, m.reason, m.uploader_id, m.download_count,
  m.created_at`;

/** Collects positional parameters while a statement is assembled. */
class Params {
  readonly values: SqlParam[] = [];
  add(value: SqlParam): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function searchWhere(c: SearchCriteria, params: Params): string {
  const where = [`m.status = 'pass'`];
  // Every term's grams in one GIN condition (migration 0004); LIKE only where grams are not exact.
  const grams = [...new Set(c.terms.flatMap(termGrams))];
  if (grams.length > 0) where.push(`m.search_grams @> ${params.add(textArray(grams))}::text[]`);
  for (const term of c.terms.filter(needsRecheck)) {
    where.push(`m.search_text LIKE ${params.add(containsPattern(term))} ESCAPE '\\'`);
  }
  if (c.imgType !== undefined) where.push(`m.img_type = ${params.add(c.imgType)}`);
  if (c.themeIds.length > 0) {
    // Any of the chosen themes (migration 0010); unknown ids simply match nothing.
    where.push(`m.theme_ids && ${params.add(intArray(c.themeIds))}::int[]`);
  }
  return where.join(' AND ');
}

// complex (search-index/index.ts computes the same, in the same order of operations):
//   relevance × ln(download_count + 2) × freshness, where
//   relevance = 1 + Σ over terms (2 if a tag equals the term, + 1 if the title contains it)
//   freshness = 1 / (1 + age_days / FRESHNESS_DAYS)  (hyperbolic decay: never zero, so an old
//               but much-downloaded material still ranks).
function complexScore(c: SearchCriteria, params: Params, now: Date): string {
  const relevance = ['1'];
  for (const term of c.terms) {
    const exact = params.add(term);
    const like = params.add(containsPattern(term));
    relevance.push(`2 * (EXISTS (SELECT 1 FROM material_tags mt2 JOIN tags t2 ON t2.id = mt2.tag_id
      WHERE mt2.material_id = m.id AND lower(t2.name) = ${exact}))::int`);
    relevance.push(`(lower(m.title) LIKE ${like} ESCAPE '\\')::int`);
  }
  const at = params.add(now.toISOString());
  const ageDays = `greatest(extract(epoch FROM (${at}::timestamptz - m.created_at)) / 86400, 0)`;
  return `(${relevance.join(' + ')}) * ln(m.download_count + 2) / (1 + ${ageDays} / ${FRESHNESS_DAYS})`;
}

function orderBy(c: SearchCriteria, params: Params, now: Date): string {
  switch (c.sort) {
    case 'fresh':
      return 'm.created_at DESC, m.id DESC';
    case 'maxdown':
      return 'm.download_count DESC, m.id DESC';
    case 'complex':
      return `${complexScore(c, params, now)} DESC, m.id DESC`;
  }
}

export interface SearchLimits {
  /** Matches counted at most; past it the total is "at least" (see searchMaterials). */
  totalCap: number;
  /** Newest matches whose tags make `similar_tags`. */
  tagSample: number;
}

export const SEARCH_LIMITS: SearchLimits = {
  totalCap: SEARCH_TOTAL_CAP,
  tagSample: SIMILAR_TAGS_SAMPLE,
};

/**
 * One page of a search, its total and the other tags of the matches, in SQL: the path when
 * SEARCH_INDEX=off and while the in-memory index (search-index/) is being built. The index answers
 * the same question with an exact total and similar_tags over every match, and loads only the
 * page's rows (findMaterialsByIds); materials.service.ts picks the path.
 *
 * Counting or tag-aggregating every match of a broad keyword visits every matching row (人 matches
 * 79,000 of 1,000,000 materials: 300 ms to count, 600 ms to aggregate), so here the count stops at
 * `totalCap` (`capped` says more matched) and `similar_tags` comes from the `tagSample` newest
 * matches. Up to `totalCap` matches the list reads them all and sorts them; above, the planner walks
 * a sort index and filters, which is right for broad keywords but, when it misjudges correlated
 * filters (a keyword and a theme), reads most of the index: seconds at 1,000,000 materials.
 */
export async function searchMaterials(
  db: Db,
  c: SearchCriteria,
  now: Date,
  limits: SearchLimits = SEARCH_LIMITS,
) {
  const countParams = new Params();
  const countWhere = searchWhere(c, countParams);
  const counts = await db.query<{ found: number }>(
    `SELECT count(*)::int AS found FROM
       (SELECT 1 FROM materials m WHERE ${countWhere} LIMIT ${limits.totalCap + 1}) matches`,
    countParams.values,
  );
  const found = counts[0]?.found ?? 0;
  const total = Math.min(found, limits.totalCap);
  const capped = found > limits.totalCap;
  if (total === 0) return { rows: [], total, capped, similarTags: [] };

  const matches = (params: Params) => {
    const where = searchWhere(c, params);
    return capped
      ? `SELECT ${MATERIAL_COLUMNS} FROM materials m WHERE ${where}`
      : `WITH m AS MATERIALIZED (SELECT ${MATERIAL_COLUMNS} FROM materials m WHERE ${where})
         SELECT ${MATERIAL_COLUMNS} FROM m`;
  };
  const listParams = new Params();
  const list = matches(listParams);
  const order = orderBy(c, listParams, now);
  const limit = listParams.add(c.pageSize);
  const offset = listParams.add((c.page - 1) * c.pageSize);

  const tagParams = new Params();
  const sample = `${matches(tagParams)} ORDER BY m.created_at DESC, m.id DESC LIMIT ${limits.tagSample}`;
  const exclude = c.terms.map((t) => `AND lower(t.name) <> ${tagParams.add(t)}`).join(' ');

  const [rows, similarTags] = await Promise.all([
    db.query<MaterialRow>(
      `${list} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
      listParams.values,
    ),
    // "Other" tags: the most frequent among the sampled matches, minus the searched terms.
    db.query<TagRef>(
      `WITH sample AS (${sample})
       SELECT t.id, t.name FROM material_tags mt JOIN tags t ON t.id = mt.tag_id
       WHERE mt.material_id IN (SELECT id FROM sample) ${exclude}
       GROUP BY t.id, t.name ORDER BY count(*) DESC, t.id LIMIT ${SIMILAR_TAGS_MAX}`,
      tagParams.values,
    ),
  ]);
  return { rows, total, capped, similarTags };
}

/** Passed materials by id, in the order of `ids` (a page the search index chose). */
export async function findMaterialsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db.query<MaterialRow>(
    `SELECT ${MATERIAL_COLUMNS} FROM materials m WHERE m.id = ANY($1::int[]) AND m.status = 'pass'`,
    [intArray(ids)],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function findMaterial(db: Db, id: number) {
  return maybeOne<MaterialRow>(db, `SELECT ${MATERIAL_COLUMNS} FROM materials m WHERE m.id = $1`, [
    id,
  ]);
}

export function findRecommended(db: Db, limit: number) {
  return db.query<MaterialRow>(
    `SELECT ${MATERIAL_COLUMNS} FROM materials m WHERE m.status = 'pass'
     ORDER BY m.download_count DESC, m.created_at DESC, m.id DESC LIMIT $1`,
    [limit],
  );
}

/**
 * Passed materials like `id`: candidates share a tag or a perceptual-hash band (a near-duplicate),
 * then rank by 0.5 × share of the source's tags + 0.3 × hash likeness + 0.2 × colour likeness.
 * A missing signature counts as half alike, so tags alone still order rows without one.
 */
export function findSimilar(db: Db, id: number, offset: number, limit: number) {
  return db.query<MaterialRow>(
    `WITH src AS (
       SELECT id, phash, phash_bands, colour_r, colour_g, colour_b,
              greatest((SELECT count(*) FROM material_tags WHERE material_id = $1), 1) AS tag_count
         FROM materials WHERE id = $1
     ), shared AS (
       SELECT o.material_id, count(*) AS n
         FROM material_tags mine JOIN material_tags o ON o.tag_id = mine.tag_id
        WHERE mine.material_id = $1 AND o.material_id <> $1
        GROUP BY o.material_id
     ), candidates AS (
       SELECT material_id AS id FROM shared
       UNION
       SELECT m.id FROM materials m, src
        WHERE m.phash_bands && src.phash_bands AND m.id <> src.id
     )
     SELECT ${MATERIAL_COLUMNS} FROM candidates c
       JOIN materials m ON m.id = c.id
       CROSS JOIN src
       LEFT JOIN shared s ON s.material_id = m.id
      WHERE m.status = 'pass'
      ORDER BY 0.5 * coalesce(s.n, 0) / src.tag_count
             + 0.3 * coalesce(1 - bit_count((m.phash # src.phash)::bit(64)) / 64.0, 0.5)
             + 0.2 * coalesce(1 - sqrt(power(m.colour_r - src.colour_r, 2)
                 + power(m.colour_g - src.colour_g, 2) + power(m.colour_b - src.colour_b, 2))
                 / 441.7, 0.5) DESC,
               m.download_count DESC, m.id DESC
      LIMIT $2 OFFSET $3`,
    [id, limit, offset],
  );
}

/** Tags of each material, in tag id order. */
export async function findTagsOf(db: Db, materialIds: readonly number[]) {
  const byMaterial = new Map<number, TagRef[]>();
  if (materialIds.length === 0) return byMaterial;
  const rows = await db.query<TagRef & { material_id: number }>(
    `SELECT mt.material_id, t.id, t.name FROM material_tags mt JOIN tags t ON t.id = mt.tag_id
     WHERE mt.material_id = ANY($1::int[]) ORDER BY mt.position, t.id`,
    [intArray(materialIds)],
  );
  for (const { material_id, id, name } of rows) {
    const list = byMaterial.get(material_id) ?? [];
    list.push({ id, name });
    byMaterial.set(material_id, list);
  }
  return byMaterial;
}

/** Ids of the tags with these names, creating the missing ones. */
export async function ensureTags(db: Db, names: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    // DO NOTHING, not a no-op update: updating a tag's name fires the trigger that rewrites the
    // search text of every material carrying it (tens of thousands of rows for a common tag).
    const [inserted] = await db.query<{ id: number }>(
      'INSERT INTO tags (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING id',
      [name],
    );
    const row =
      inserted ??
      (await maybeOne<{ id: number }>(db, 'SELECT id FROM tags WHERE name = $1', [name]));
    if (row) ids.push(row.id);
  }
  return ids;
}

export interface NewMaterial {
  title: string;
  name: string;
  path: string;
  width: number;
  height: number;
  file_size: number;
  format: string;
  copyright: string;
  category: string;
  img_type: number;
  status: MaterialStatus;
  reason: string | null;
  uploader_id: number | null;
  download_count: number;
  created_at: Date;
  tags: readonly string[];
  themeIds: readonly number[];
  /** Read from the stored file; absent when there is no file to read. */
  visual?: VisualSignature | null;
}

/** Inserts a material with its tags (created as needed) and themes in one transaction. */
export function insertMaterial(db: Db, m: NewMaterial): Promise<number> {
  return db.tx(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO materials (title, name, path, width, height, file_size, format, copyright,
         category, img_type, status, reason, uploader_id, download_count, created_at,
         phash, phash_bands, colour_r, colour_g, colour_b)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15,
         $16, $17, $18, $19, $20) RETURNING id`,
      [
        m.title,
        m.name,
        m.path,
        m.width,
        m.height,
        m.file_size,
        m.format,
        m.copyright,
        m.category,
        m.img_type,
        m.status,
        m.reason,
        m.uploader_id,
        m.download_count,
        m.created_at.toISOString(),
        m.visual?.phash ?? null,
        m.visual ? intArray(m.visual.bands) : null,
        ...(m.visual?.colour ?? [null, null, null]),
      ],
    );
    if (!row) throw new Error('insert into materials returned no id');
    for (const [position, tagId] of (await ensureTags(tx, m.tags)).entries()) {
      await tx.query(
        'INSERT INTO material_tags (material_id, tag_id, position) VALUES ($1, $2, $3)',
        [row.id, tagId, position + 1],
      );
    }
    for (const themeId of m.themeIds) {
      await tx.query('INSERT INTO material_themes (theme_id, material_id) VALUES ($1, $2)', [
        themeId,
        row.id,
      ]);
    }
    return row.id;
  });
}

/** Stores the visual signature of a material that was added without one. */
export async function saveVisual(db: Db, id: number, visual: VisualSignature): Promise<void> {
  await db.query(
    `UPDATE materials SET phash = $2, phash_bands = $3, colour_r = $4, colour_g = $5, colour_b = $6
      WHERE id = $1`,
    [id, visual.phash, intArray(visual.bands), ...visual.colour],
  );
}

export function findRecommendedTags(db: Db, limit: number) {
  return db.query<TagRef>(
    `SELECT id, name FROM tags WHERE recommend_rank IS NOT NULL
     ORDER BY recommend_rank, id LIMIT $1`,
    [limit],
  );
}

/** Makes these tags /client/tag/recommend's list, in this order (created as needed). */
export async function rankRecommendedTags(db: Db, names: readonly string[]): Promise<void> {
  await db.tx(async (tx) => {
    const ids = await ensureTags(tx, names);
    await tx.query('UPDATE tags SET recommend_rank = NULL WHERE recommend_rank IS NOT NULL');
    for (const [rank, id] of ids.entries()) {
      await tx.query('UPDATE tags SET recommend_rank = $2 WHERE id = $1', [id, rank]);
    }
  });
}

export interface NewTagClass {
  name: string;
  kind?: 'type' | 'industry' | 'theme' | 'style';
  recommended?: boolean;
  sort?: number;
  subClasses?: { name: string; tags: readonly string[] }[];
}

/** A tag class with its sub classes and their tags (created as needed); returns the class id. */
export function insertTagClass(db: Db, spec: NewTagClass): Promise<number> {
  return db.tx(async (tx) => {
    const [cls] = await tx.query<{ id: number }>(
      `INSERT INTO tag_classes (name, kind, is_recommended, sort) VALUES ($1, $2, $3, $4)
       RETURNING id`,
      [spec.name, spec.kind ?? 'type', spec.recommended ?? false, spec.sort ?? 0],
    );
    if (!cls) throw new Error(`tag class ${spec.name} not created`);
    for (const [i, sub] of (spec.subClasses ?? []).entries()) {
      const [row] = await tx.query<{ id: number }>(
        'INSERT INTO tag_sub_classes (class_id, name, sort) VALUES ($1, $2, $3) RETURNING id',
        [cls.id, sub.name, i],
      );
      if (!row) throw new Error(`tag sub class ${sub.name} not created`);
      for (const [j, tagId] of (await ensureTags(tx, sub.tags)).entries()) {
        await tx.query(
          'INSERT INTO tag_sub_class_tags (sub_class_id, tag_id, sort) VALUES ($1, $2, $3)',
          [row.id, tagId, j],
        );
      }
    }
    return cls.id;
  });
}

export interface TagClassRow {
  class_id: number;
  class_name: string;
  kind: string;
  sub_id: number | null;
  sub_name: string | null;
  tag_id: number | null;
  tag_name: string | null;
}

/** Classes → sub classes → tags as flat rows, in display order ('type' classes first). */
export function findTagClasses(db: Db, recommendedOnly: boolean) {
  return db.query<TagClassRow>(
    `SELECT c.id AS class_id, c.name AS class_name, c.kind, s.id AS sub_id, s.name AS sub_name,
            t.id AS tag_id, t.name AS tag_name
       FROM tag_classes c
       LEFT JOIN tag_sub_classes s ON s.class_id = c.id
       LEFT JOIN tag_sub_class_tags st ON st.sub_class_id = s.id
       LEFT JOIN tags t ON t.id = st.tag_id
      WHERE $1::boolean = false OR c.is_recommended
      ORDER BY (c.kind = 'type') DESC, c.sort, c.id, s.sort, s.id, st.sort, t.id`,
    [recommendedOnly],
  );
}

export function findThemes(db: Db, categoryId: number) {
  return db.query<{ id: number; name: string; category_id: number; cover: string }>(
    'SELECT id, name, category_id, cover FROM themes WHERE category_id = $1 ORDER BY sort, id',
    [categoryId],
  );
}

export interface DownloadRow {
  title: string;
  id: number;
  material_id: number;
  path: string;
  created_at: Date;
}

/** Records a download and counts it, both or neither. */
export function recordDownload(db: Db, userId: number, materialId: number, at: Date) {
  return db.tx(async (tx) => {
    const material = await maybeOne<{ id: number; path: string; download_count: number }>(
      tx,
      `UPDATE materials SET download_count = download_count + 1
       WHERE id = $1 AND status = 'pass' RETURNING id, path, download_count`,
      [materialId],
    );
    if (!material) return undefined;
    await tx.query('INSERT INTO downloads (user_id, material_id, created_at) VALUES ($1, $2, $3)', [
      userId,
      materialId,
      at.toISOString(),
    ]);
    return material;
  });
}

export async function listDownloads(db: Db, userId: number, offset: number, limit: number) {
  const [rows, counts] = await Promise.all([
    db.query<DownloadRow>(
      `SELECT d.id, d.material_id, m.path, m.title, d.created_at
         FROM downloads d JOIN materials m ON m.id = d.material_id
        WHERE d.user_id = $1 ORDER BY d.created_at DESC, d.id DESC LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM downloads WHERE user_id = $1', [
      userId,
    ]),
  ]);
  return { rows, total: counts[0]?.total ?? 0 };
}
