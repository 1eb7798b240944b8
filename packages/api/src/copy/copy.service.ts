import { COLLECT_TYPE_COPY_CARD } from '../collections/collections.constants.js';
import { findCollectedIds } from '../collections/collections.repo.js';
import type { Db } from '../db/db.js';
import { ApiError } from '../http/errors.js';
import { parseKeywordTerms } from '../search/keyword.js';
import { parseIdList, parseTextList, withoutNone } from '../search/list-param.js';
import { COPY_CLASS_ALIASES, type BelongTo } from './copy.constants.js';
import * as repo from './copy.repo.js';

export interface CopyDeps {
  db: Db;
}

export interface RawCopySearch {
  page: number;
  pageSize: number;
  tags?: string[] | undefined;
  key_word?: string[] | undefined;
  line?: number | undefined;
  belong_to?: BelongTo | undefined;
  poem?: number | undefined;
}

const tagIdsOf = (raw: readonly string[] | undefined) => parseIdList(raw?.map(withoutNone), 'tags');

async function present(db: Db, rows: readonly repo.CopyCardRow[], viewerId: number | undefined) {
  const ids = rows.map((r) => r.id);
  const [tags, collected] = await Promise.all([
    repo.tagsOfCards(db, ids),
    viewerId === undefined
      ? Promise.resolve(new Set<number>())
      : findCollectedIds(db, viewerId, COLLECT_TYPE_COPY_CARD, ids),
  ]);
  return rows.map((r) => ({
    ...r,
    is_collection: collected.has(r.id) ? (1 as const) : (0 as const),
    tags: tags.get(r.id) ?? [],
  }));
}

/** Filter classes with their tags for a copy class (111, 112, 137, 143). */
export async function copyTags({ db }: CopyDeps, classId: number) {
  const roots = COPY_CLASS_ALIASES[classId];
  if (!roots) throw ApiError.invalidField('tag_class_id');
  const all = await repo.loadCopyTags(db);
  const classes = all.filter((t) => t.parent_id !== null && roots.includes(t.parent_id));
  return {
    tagList: classes.map((c) => ({
      id: c.id,
      name: c.name,
      tags: all.filter((t) => t.parent_id === c.id).map((t) => ({ id: t.id, name: t.name })),
    })),
  };
}

export async function searchCopy(deps: CopyDeps, raw: RawCopySearch, viewerId: number | undefined) {
  const terms = parseKeywordTerms(parseTextList(raw.key_word));
  const query = {
    terms,
    tagIds: tagIdsOf(raw.tags),
    line: raw.line,
    belongTo: raw.belong_to,
    poem: raw.poem,
  };
  const { rows, total } = await repo.searchCopyCards(
    deps.db,
    query,
    (raw.page - 1) * raw.pageSize,
    raw.pageSize,
  );
  return { list: await present(deps.db, rows, viewerId), total };
}

export async function relatedCopy(
  deps: CopyDeps,
  raw: { key_word: string; page: number; pageSize: number },
  viewerId: number | undefined,
) {
  const terms = parseKeywordTerms([raw.key_word]);
  const { rows, total } = await repo.relatedCopyCards(
    deps.db,
    terms,
    (raw.page - 1) * raw.pageSize,
    raw.pageSize,
  );
  return { list: await present(deps.db, rows, viewerId), total };
}

/** 换一组文案: one card with `num` title lines carrying every tag, or none. */
export async function changeCopyCard(
  deps: CopyDeps,
  raw: { num: number; tags?: string | undefined },
  viewerId: number | undefined,
) {
  const row = await repo.randomCopyCard(deps.db, {
    terms: [],
    tagIds: tagIdsOf(raw.tags === undefined ? undefined : [raw.tags]),
    line: raw.num,
  });
  return row ? await present(deps.db, [row], viewerId) : [];
}

/** Cards by id in the order of `ids`, with tags and the viewer's favourites; missing ids skipped. */
export async function presentCards(db: Db, ids: readonly number[], viewerId: number | undefined) {
  const rows = await repo.findCopyCards(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return present(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
    viewerId,
  );
}

export async function cardById(deps: CopyDeps, id: number, viewerId: number | undefined) {
  const [card] = await presentCards(deps.db, [id], viewerId);
  if (!card) throw new ApiError('copyCardNotFound');
  return card;
}

export async function cardsByIds(deps: CopyDeps, raw: string[], viewerId: number | undefined) {
  return { list: await presentCards(deps.db, parseIdList(raw, 'ids'), viewerId) };
}

export async function useCopyCard({ db }: CopyDeps, id: number) {
  const row = await repo.addUse(db, id);
  if (!row) throw new ApiError('copyCardNotFound');
  return row;
}

export async function suggestedTitles({ db }: CopyDeps, count: number, maxLength?: number) {
  return repo.randomTitlePairs(db, count, maxLength);
}
