import type { Db } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { highlightSpans } from '../search/highlight.js';
import { parseKeywordTerms } from '../search/keyword.js';
import { parseIdList, parseTextList } from '../search/list-param.js';
import type { TitleQuery } from './search-index/index.js';
import type { LiveTitleIndex } from './search-index/refresh.js';
import { TAG_ORIGINAL, TAG_TEN_W, TOP_TAGS } from './titles.constants.js';
import { findTitlePage, searchTitlesSql } from './titles.repo.js';
import { loadTitleTags } from './titles.tags.js';

export interface TitlesDeps {
  db: Db;
  /** Absent (SEARCH_INDEX=off) or still building: search runs in SQL. */
  titleIndex?: LiveTitleIndex | undefined;
}

export interface RawTitleSearch {
  page: number;
  pageSize: number;
  tagId?: string[] | undefined;
  key_word?: string[] | undefined;
}

// isOriginal 1 → 原创标题 only, 0 → 10W+标题 only.
export const libraryOf = (isOriginal: number | undefined) =>
  isOriginal === undefined ? undefined : isOriginal === 1 ? TAG_ORIGINAL : TAG_TEN_W;

/** Titles by id in the given order, with tags, highlights of `terms` and the viewer's favourites. */
export async function presentTitles(
  db: Db,
  ids: readonly number[],
  terms: readonly string[],
  viewerId: number | undefined,
) {
  if (ids.length === 0) return [];
  const [rows, tree] = await Promise.all([findTitlePage(db, ids, viewerId), loadTitleTags(db)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { tag_ids, collected, ...title } = row;
    return [
      {
        ...title,
        isCollect: collected ? (1 as const) : (0 as const),
        tags: tree.refsOf(tag_ids),
        highlight: highlightSpans(row.content, terms),
      },
    ];
  });
}

/** The tag groups of the filter bar (one group with isOriginal). */
export async function titleFilters({ db }: TitlesDeps, isOriginal: number | undefined) {
  const tree = await loadTitleTags(db);
  const only = libraryOf(isOriginal);
  const tops = TOP_TAGS.filter((id) => only === undefined || id === only);
  return {
    tagClassify: tops.map((id) => ({
      id,
      name: tree.get(id)?.name ?? '',
      children: tree.childrenOf(id).map((t) => ({ id: t.id, name: t.name })),
    })),
  };
}

export async function childTags({ db }: TitlesDeps, tagId: number) {
  const tree = await loadTitleTags(db);
  if (!tree.get(tagId)) throw new ApiError('titleTagNotFound');
  return { list: tree.childrenOf(tagId).map((t) => ({ id: t.id, name: t.name })) };
}

/**
 * A page of one library (`library` unless a tagId names the other top tag): every keyword term
 * and every tag must match; reading desc, id desc.
 */
export async function searchTitles(
  deps: TitlesDeps,
  raw: RawTitleSearch,
  library: number,
  viewerId: number | undefined,
) {
  const terms = parseKeywordTerms(parseTextList(raw.key_word));
  const tagIds = parseIdList(raw.tagId, 'tagId');
  const tree = await loadTitleTags(deps.db);
  if (!tagIds.every((id) => tree.get(id))) throw ApiError.invalidField('tagId');
  if (!tagIds.some((id) => TOP_TAGS.includes(id))) tagIds.unshift(library);
  const q: TitleQuery = { terms, tagIds, page: raw.page, pageSize: raw.pageSize };
  const hits = (await deps.titleIndex?.search(q)) ?? (await searchTitlesSql(deps.db, q));
  return { list: await presentTitles(deps.db, hits.ids, terms, viewerId), total: hits.total };
}

/** Titles by id (at most 20, in the given order; unknown ids are left out), for the GraphQL loaders. */
export async function titleById({ db }: TitlesDeps, id: number, viewerId: number | undefined) {
  const [title] = await presentTitles(db, [id], [], viewerId);
  if (!title) throw new ApiError('titleNotFound');
  return title;
}

export async function titlesByIds(
  { db }: TitlesDeps,
  rawIds: readonly string[] | undefined,
  viewerId: number | undefined,
) {
  return { list: await presentTitles(db, parseIdList(rawIds, 'ids'), [], viewerId) };
}
