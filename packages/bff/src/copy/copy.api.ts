import type { CopyKind } from '../generated/resolvers.js';
import type { ApiClient } from '../api/client.js';
import type { ApiData } from '../api/contract.js';
import { jsonIds, jsonIdsIfAny, joinIds } from '../api/id-list.js';

// Wire shapes of the api's copy calls (docs/quick-write-contract.md "Copy"), read from its schemas
// (api/contract.ts); snake_case stops at this file and copy.mappers.ts.
export type CardList = ApiData<'/client/copy/copyList', 'get'>;
/** A card as lists give it; copyList adds same_poem. */
export type CopyCardDto = Omit<CardList['list'][number], 'same_poem'> &
  Partial<Pick<CardList['list'][number], 'same_poem'>>;

const BELONG_TO: Record<CopyKind, CopyCardDto['belong_to']> = {
  CLASSIC: 'classic_copy',
  ORIGINAL: 'original_copy',
};

export interface CopySearch {
  kind?: CopyKind | null;
  keyword?: string | null;
  tagIds?: readonly string[] | null;
  lines?: number | null;
  poemOf?: string | null;
  page: number;
  pageSize: number;
}

export function getCopyTags(api: ApiClient, classId: string) {
  return api.get('/client/copy/copyTags', { tag_class_id: classId });
}

export function searchCopy(api: ApiClient, q: CopySearch) {
  return api.get('/client/copy/copyList', {
    page: q.page,
    pageSize: q.pageSize,
    belong_to: q.kind ? BELONG_TO[q.kind] : undefined,
    // JSON arrays: a keyword may hold commas.
    key_word: q.keyword == null ? undefined : jsonIds([q.keyword]),
    tags: jsonIdsIfAny(q.tagIds),
    line: q.lines ?? undefined,
    poem: q.poemOf ?? undefined,
  });
}

export async function changeCopyCard(
  api: ApiClient,
  lines: number,
  tagIds: readonly string[] | null | undefined,
) {
  const [card] = await api.get('/client/copy/changeCopyCard', {
    num: lines,
    tags: jsonIdsIfAny(tagIds),
  });
  return card ?? null;
}

export function getRelatedCopy(api: ApiClient, keyword: string, page: number, pageSize: number) {
  return api.get('/client/copy/correlative', { key_word: keyword, page, pageSize });
}

export function getSuggestedTitles(api: ApiClient, count: number, textLength?: number | null) {
  return api.get('/client/composeTemplate/getTitle', {
    number: count,
    text_length: textLength ?? undefined,
  });
}

export function getCopyCardsByIds(api: ApiClient, ids: readonly string[]) {
  return api.get('/client/copy/byIds', { ids: joinIds(ids, ',', 'ids') });
}

export function useCopyCard(api: ApiClient, id: string) {
  return api.post('/client/copy/useNum', { id });
}

export function getCopyCard(api: ApiClient, id: string) {
  return api.get('/client/copy/info', { id });
}
