import { maybeOne, type Db, type SqlParam } from '../db/db.js';
import { intArray } from '../db/params.js';
import { FRESHNESS_DAYS, type TemplateSort } from './templates.constants.js';

export interface TemplateRow {
  id: number;
  template_id: string;
  name: string;
  path: string;
  width: number;
  height: number;
  category: number;
  tag_ids: number[];
  layout_family: string;
  downloads: number;
  owner_id: number | null;
  created_at: Date;
}

export interface TemplateDocRow extends TemplateRow {
  synthetic: string;
  replace_obj: string;
}

const COLUMNS = `t.id, t.template_id, t.name, t.path, t.width, t.height, t.category, t.tag_ids,
  t.layout_family, t.downloads, t.owner_id, t.created_at`;
// Lists carry the document too: the spec's template record holds synthetic and replaceObj, so a
// client can draw or fill any template it lists (issue 30 item 4).
const DOC_COLUMNS = `${COLUMNS}, t.synthetic, t.replace_obj`;

/** What a save writes: the record, its document and the columns derived from the document. */
export interface TemplateWrite {
  id?: number;
  template_id: string;
  name: string;
  path: string;
  synthetic: string;
  replace_obj: string;
  category: number;
  width: number;
  height: number;
  tag_ids: readonly number[];
  slots: readonly string[];
  layout_family: string;
  owner_id: number | null;
  created_at: Date;
}

/** Inserts a template, or rewrites every column of the one with the same template_id. */
export async function upsertTemplate(db: Db, t: TemplateWrite): Promise<number> {
  const values: SqlParam[] = [
    t.template_id,
    t.name,
    t.path,
    t.synthetic,
    t.replace_obj,
    t.category,
    t.width,
    t.height,
    intArray(t.tag_ids),
    `{${t.slots.map((s) => JSON.stringify(s)).join(',')}}`,
    t.layout_family,
    t.owner_id,
    t.created_at.toISOString(),
  ];
  const idColumn = t.id === undefined ? '' : 'id, ';
  const idValue = t.id === undefined ? '' : `$${values.push(t.id)}, `;
  const row = await maybeOne<{ id: number }>(
    db,
    `INSERT INTO templates (${idColumn}template_id, name, path, synthetic, replace_obj, category,
       width, height, tag_ids, slots, layout_family, owner_id, created_at)
     VALUES (${idValue}$1, $2, $3, $4, $5, $6, $7, $8, $9::int[], $10::text[], $11, $12, $13)
     ON CONFLICT (template_id) DO UPDATE SET name = EXCLUDED.name, path = EXCLUDED.path,
       synthetic = EXCLUDED.synthetic, replace_obj = EXCLUDED.replace_obj,
       category = EXCLUDED.category, width = EXCLUDED.width, height = EXCLUDED.height,
       tag_ids = EXCLUDED.tag_ids, slots = EXCLUDED.slots, layout_family = EXCLUDED.layout_family
     RETURNING id`,
    values,
  );
  return row?.id ?? 0;
}

export interface TemplateFilter {
  /** Library templates (null) or one user's designs, or everyone's designs ('any'). */
  owner: number | null | 'any';
  categories: readonly number[];
  tagIds: readonly number[];
  /** Created in [from, until). */
  created?: { from: Date; until: Date };
  /** Part of the name, any case. */
  nameContains?: string;
}

function where(filter: TemplateFilter, params: SqlParam[]): string {
  const add = (value: SqlParam) => `$${params.push(value)}`;
  const clauses = [
    filter.owner === null
      ? 't.owner_id IS NULL'
      : filter.owner === 'any'
        ? 't.owner_id IS NOT NULL'
        : `t.owner_id = ${add(filter.owner)}`,
  ];
  if (filter.categories.length > 0) {
    clauses.push(`t.category = ANY(${add(intArray(filter.categories))}::int[])`);
  }
  if (filter.tagIds.length > 0) clauses.push(`t.tag_ids @> ${add(intArray(filter.tagIds))}::int[]`);
  if (filter.created) {
    clauses.push(`t.created_at >= ${add(filter.created.from.toISOString())}::timestamptz`);
    clauses.push(`t.created_at < ${add(filter.created.until.toISOString())}::timestamptz`);
  }
  if (filter.nameContains) {
    clauses.push(`strpos(lower(t.name), lower(${add(filter.nameContains)})) > 0`);
  }
  return clauses.join(' AND ');
}

// Each sort is its own order even where the library's counts and dates are all equal, as in a
// fresh install (issue 30 item 11): ties are never left to one shared id order.
function orderBy(sort: TemplateSort, now: Date, params: SqlParam[]): string {
  switch (sort) {
    case 'fresh':
      return 't.created_at DESC, t.id DESC';
    case 'maxdown':
      // Equal counts: the template listed longer has held them longer.
      return 't.downloads DESC, t.created_at ASC, t.id ASC';
    case 'complex': {
      // Downloads matter, but a new template is not buried under old favourites (the page is then
      // mixed by layout family: interleaveFamilies).
      params.push(now.toISOString());
      const ageDays = `extract(epoch FROM ($${params.length}::timestamptz - t.created_at)) / 86400`;
      return `ln(t.downloads + 2) / (1 + greatest(${ageDays}, 0) / ${FRESHNESS_DAYS}) DESC, t.id DESC`;
    }
  }
}

/**
 * 综合 shows the range: a page's templates in turns by layout family, each family's in the order
 * given, so a page does not open with one look many times over. A window function doing this over
 * the whole library costs a sort of every row (the bench's p95 doubled); a page is 40 rows.
 */
export function interleaveFamilies<T extends { layout_family: string }>(rows: readonly T[]): T[] {
  const families = new Map<string, T[]>();
  for (const row of rows) {
    const family = families.get(row.layout_family);
    if (family) family.push(row);
    else families.set(row.layout_family, [row]);
  }
  const out: T[] = [];
  for (let turn = 0; out.length < rows.length; turn += 1) {
    for (const family of families.values()) {
      const row = family[turn];
      if (row) out.push(row);
    }
  }
  return out;
}

export async function listTemplates(
  db: Db,
  filter: TemplateFilter,
  sort: TemplateSort,
  now: Date,
  offset: number,
  limit: number,
) {
  const params: SqlParam[] = [];
  const clause = where(filter, params);
  const countParams = [...params];
  const order = orderBy(sort, now, params);
  const [rows, counts] = await Promise.all([
    db.query<TemplateDocRow>(
      `SELECT ${DOC_COLUMNS} FROM templates t WHERE ${clause} ORDER BY ${order}
       LIMIT $${params.push(limit)} OFFSET $${params.push(offset)}`,
      params,
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM templates t WHERE ${clause}`,
      countParams,
    ),
  ]);
  return {
    rows: sort === 'complex' ? interleaveFamilies(rows) : rows,
    total: counts[0]?.total ?? 0,
  };
}

export function findTemplate(db: Db, id: number): Promise<TemplateDocRow | undefined> {
  return maybeOne<TemplateDocRow>(db, `SELECT ${DOC_COLUMNS} FROM templates t WHERE t.id = $1`, [
    id,
  ]);
}

/** Whether the template is in the library or is the user's own design. */
export async function templateVisible(db: Db, id: number, userId: number): Promise<boolean> {
  const row = await maybeOne(
    db,
    'SELECT 1 FROM templates WHERE id = $1 AND (owner_id IS NULL OR owner_id = $2)',
    [id, userId],
  );
  return row !== undefined;
}

export async function templateExists(db: Db, id: number): Promise<boolean> {
  return (await maybeOne(db, 'SELECT 1 FROM templates WHERE id = $1', [id])) !== undefined;
}

/** Deletes the user's own design; false when it is not theirs or gone. */
export async function deleteOwnTemplate(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM templates WHERE id = $1 AND owner_id = $2 RETURNING id',
    [id, userId],
  );
  return rows.length > 0;
}

/** Records a download and counts it, both or neither. */
export function recordTemplateDownload(db: Db, userId: number, templateId: number, at: Date) {
  return db.tx(async (tx) => {
    const row = await maybeOne<{ id: number; path: string; downloads: number }>(
      tx,
      // Library templates and the user's own designs; other users' designs are theirs.
      `UPDATE templates SET downloads = downloads + 1
        WHERE id = $1 AND (owner_id IS NULL OR owner_id = $2) RETURNING id, path, downloads`,
      [templateId, userId],
    );
    if (!row) return undefined;
    await tx.query(
      'INSERT INTO template_downloads (user_id, template_id, created_at) VALUES ($1, $2, $3)',
      [userId, templateId, at.toISOString()],
    );
    return row;
  });
}

export async function listTemplateDownloads(db: Db, userId: number, offset: number, limit: number) {
  const [rows, counts] = await Promise.all([
    db.query<TemplateDocRow & { download_id: number; downloaded_at: Date }>(
      `SELECT d.id AS download_id, d.created_at AS downloaded_at, ${DOC_COLUMNS}
         FROM template_downloads d JOIN templates t ON t.id = d.template_id
        WHERE d.user_id = $1 ORDER BY d.created_at DESC, d.id DESC LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    ),
    db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM template_downloads WHERE user_id = $1',
      [userId],
    ),
  ]);
  return { rows, total: counts[0]?.total ?? 0 };
}

/** Templates by id, in the order of `ids`; ids of deleted templates are skipped. */
export async function findTemplatesByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db.query<TemplateDocRow>(
    `SELECT ${DOC_COLUMNS} FROM templates t WHERE t.id = ANY($1::int[])`,
    [intArray(ids)],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface TagRow {
  id: number;
  name: string;
  class_id: number;
  class_name: string;
}

/** Tags with their class, classes and tags in display order; all classes when none are given. */
export function listTags(db: Db, classIds: readonly number[], keyword?: string) {
  const params: SqlParam[] = [];
  const clauses: string[] = [];
  if (classIds.length > 0) clauses.push(`c.id = ANY($${params.push(intArray(classIds))}::int[])`);
  if (keyword !== undefined) {
    clauses.push(`strpos(lower(g.name), lower($${params.push(keyword)})) > 0`);
  }
  return db.query<TagRow>(
    `SELECT g.id, g.name, c.id AS class_id, c.name AS class_name
       FROM template_tag_classes c JOIN template_tags g ON g.class_id = c.id
      ${clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : ''}
      ORDER BY c.sort, c.id, g.sort, g.id`,
    params,
  );
}
