import type { Db } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { COLLECT_TYPE_MATERIAL } from '../collections/collections.constants.js';
import { findCollectedIds } from '../collections/collections.repo.js';
import {
  RECOMMEND_COUNT,
  RECOMMENDED_TAG_COUNT,
  SIMILAR_PAGE_SIZE,
} from './materials.constants.js';
import { presentMaterial, presentMaterialDetail } from './materials.presenter.js';
import {
  findMaterial,
  findMaterialsByIds,
  findRecommended,
  findRecommendedTags,
  findSimilar,
  findTagClasses,
  findTagsOf,
  listDownloads,
  recordDownload,
  searchMaterials,
  type MaterialRow,
} from './materials.repo.js';
import { parseSearchQuery, type RawSearchQuery, type SearchCriteria } from './materials.search.js';
import type { LiveSearchIndex } from './search-index/refresh.js';

export interface MaterialsDeps {
  db: Db;
  clock: () => Date;
  /** Absent (SEARCH_INDEX=off) or still building: search runs in SQL. */
  searchIndex?: LiveSearchIndex | undefined;
}

// Tags of the rows and, for a logged-in viewer, which of them are favourites.
function findDecorations(db: Db, ids: readonly number[], viewerId: number | undefined) {
  return Promise.all([
    findTagsOf(db, ids),
    viewerId === undefined
      ? Promise.resolve(undefined)
      : findCollectedIds(db, viewerId, COLLECT_TYPE_MATERIAL, ids),
  ]);
}

function present(
  rows: readonly MaterialRow[],
  [tags, collected]: Awaited<ReturnType<typeof findDecorations>>,
) {
  return rows.map((row) =>
    presentMaterial(
      row,
      tags.get(row.id) ?? [],
      collected ? (collected.has(row.id) ? 1 : 0) : null,
    ),
  );
}

/** Rows → wire shape with tags and, for a logged-in viewer, favourite state. */
export async function presentMaterials(
  db: Db,
  rows: readonly MaterialRow[],
  viewerId: number | undefined,
) {
  return present(
    rows,
    await findDecorations(
      db,
      rows.map((r) => r.id),
      viewerId,
    ),
  );
}

// The index answers with ids, an exact total and similar_tags over every match; the rows, their
// tags and favourite state then come from SQL by id, all at once (the ids are known up front), so
// what a page shows is never older than the database.
async function findSearchPage(
  deps: MaterialsDeps,
  criteria: SearchCriteria,
  now: Date,
  viewerId: number | undefined,
) {
  const hit = await deps.searchIndex?.search(criteria, now);
  if (!hit) {
    const found = await searchMaterials(deps.db, criteria, now);
    return { ...found, list: await presentMaterials(deps.db, found.rows, viewerId) };
  }
  const [rows, decorations] = await Promise.all([
    findMaterialsByIds(deps.db, hit.ids),
    findDecorations(deps.db, hit.ids, viewerId),
  ]);
  const list = present(rows, decorations);
  return { list, total: hit.total, capped: false, similarTags: hit.similarTags };
}

export async function search(
  deps: MaterialsDeps,
  query: RawSearchQuery,
  viewerId: number | undefined,
) {
  const criteria = parseSearchQuery(query);
  const page = await findSearchPage(deps, criteria, deps.clock(), viewerId);
  return {
    list: page.list,
    similar_tags: page.similarTags,
    total: page.total,
    total_capped: page.capped,
  };
}

// Rejected and pending materials are visible only to their uploader.
function visibleTo(row: MaterialRow | undefined, viewerId: number | undefined) {
  return row && (row.status === 'pass' || (viewerId !== undefined && row.uploader_id === viewerId));
}

export async function detail({ db }: MaterialsDeps, id: number, viewerId: number | undefined) {
  const row = await findMaterial(db, id);
  if (!row || !visibleTo(row, viewerId)) throw new ApiError('materialNotFound');
  const [tags, collected] = await Promise.all([
    findTagsOf(db, [id]),
    viewerId === undefined
      ? Promise.resolve(undefined)
      : findCollectedIds(db, viewerId, COLLECT_TYPE_MATERIAL, [id]),
  ]);
  const isCollect = collected ? (collected.has(id) ? 1 : 0) : null;
  return { material_detail: [presentMaterialDetail(row, tags.get(id) ?? [], isCollect)] };
}

export async function similar(
  { db }: MaterialsDeps,
  id: number,
  page: number,
  viewerId: number | undefined,
) {
  const row = await findMaterial(db, id);
  if (!row || !visibleTo(row, viewerId)) throw new ApiError('materialNotFound');
  // spec platform-core §9: 20 per page; ranked by shared tags, perceptual hash and colour.
  const rows = await findSimilar(db, id, (page - 1) * SIMILAR_PAGE_SIZE, SIMILAR_PAGE_SIZE);
  return { materialList: await presentMaterials(db, rows, viewerId) };
}

export async function recommend({ db }: MaterialsDeps, viewerId: number | undefined) {
  const rows = await findRecommended(db, RECOMMEND_COUNT);
  return { material: await presentMaterials(db, rows, viewerId) };
}

export async function recommendedTags({ db }: MaterialsDeps) {
  return { recTagList: await findRecommendedTags(db, RECOMMENDED_TAG_COUNT) };
}

interface SubClass {
  id: number;
  name: string;
  tags: { id: number; name: string }[];
}
interface TagClass {
  id: number;
  name: string;
  kind: string;
  subTagClassList: SubClass[];
}

export async function tagClasses({ db }: MaterialsDeps, recommendedOnly: boolean) {
  const rows = await findTagClasses(db, recommendedOnly);
  const classes = new Map<number, TagClass>();
  const subs = new Map<number, SubClass>();
  for (const r of rows) {
    let cls = classes.get(r.class_id);
    if (!cls) {
      cls = { id: r.class_id, name: r.class_name, kind: r.kind, subTagClassList: [] };
      classes.set(r.class_id, cls);
    }
    if (r.sub_id === null || r.sub_name === null) continue;
    let sub = subs.get(r.sub_id);
    if (!sub) {
      sub = { id: r.sub_id, name: r.sub_name, tags: [] };
      subs.set(r.sub_id, sub);
      cls.subTagClassList.push(sub);
    }
    if (r.tag_id !== null && r.tag_name !== null) sub.tags.push({ id: r.tag_id, name: r.tag_name });
  }
  return { classList: [...classes.values()] };
}

export async function download({ db, clock }: MaterialsDeps, userId: number, materialId: number) {
  const result = await recordDownload(db, userId, materialId, clock());
  if (!result) throw new ApiError('materialNotFound');
  return result;
}

export async function downloadHistory(
  { db }: MaterialsDeps,
  userId: number,
  page: number,
  pageSize: number,
) {
  const { rows, total } = await listDownloads(db, userId, (page - 1) * pageSize, pageSize);
  const tags = await findTagsOf(
    db,
    rows.map((r) => r.material_id),
  );
  return {
    lists: rows.map((r) => ({
      id: r.id,
      material_id: r.material_id,
      path: r.path,
      title: r.title,
      tags: (tags.get(r.material_id) ?? []).map(({ name }) => ({ name })),
      created_at: r.created_at.toISOString(),
    })),
    total,
  };
}
