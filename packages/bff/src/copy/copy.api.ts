import type { CopyKind } from '@adstudio/schema/server';
import type { ApiClient } from '../api/client.js';

// Wire shapes of the api's copy calls (docs/quick-write-contract.md "Copy"); snake_case stops at
// this file and copy.mappers.ts.
export interface CopyCardDto {
  id: number;
  belong_to: 'classic_copy' | 'original_copy';
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
  is_collection: 0 | 1;
  tags: { id: number; name: string }[];
  /** copyList only. */
  same_poem?: number;
}

interface CardList {
  list: CopyCardDto[];
  total: number;
}

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
  return api.get<{ tagList: { id: number; name: string; tags: { id: number; name: string }[] }[] }>(
    '/client/copy/copyTags',
    { tag_class_id: classId },
  );
}

export function searchCopy(api: ApiClient, q: CopySearch) {
  return api.get<CardList>('/client/copy/copyList', {
    page: q.page,
    pageSize: q.pageSize,
    belong_to: q.kind ? BELONG_TO[q.kind] : undefined,
    // JSON arrays: a keyword may hold commas.
    key_word: q.keyword == null ? undefined : JSON.stringify([q.keyword]),
    tags: q.tagIds?.length ? JSON.stringify(q.tagIds) : undefined,
    line: q.lines ?? undefined,
    poem: q.poemOf ?? undefined,
  });
}

export async function changeCopyCard(
  api: ApiClient,
  lines: number,
  tagIds: readonly string[] | null | undefined,
) {
  const [card] = await api.get<CopyCardDto[]>('/client/copy/changeCopyCard', {
    num: lines,
    tags: tagIds?.length ? JSON.stringify(tagIds) : undefined,
  });
  return card ?? null;
}

export function getRelatedCopy(api: ApiClient, keyword: string, page: number, pageSize: number) {
  return api.get<CardList>('/client/copy/correlative', { key_word: keyword, page, pageSize });
}

export function getSuggestedTitles(api: ApiClient, count: number, textLength?: number | null) {
  return api.get<{ main_title: string; subtitle_one: string }[]>(
    '/client/composeTemplate/getTitle',
    { number: count, text_length: textLength ?? undefined },
  );
}

export function getCollectedCopy(api: ApiClient, page: number, pageSize: number) {
  return api.get<CardList>('/client/collection/getCopyCard', { page, pageSize });
}

export function getCopyCardsByIds(api: ApiClient, ids: readonly string[]) {
  return api.get<{ list: CopyCardDto[] }>('/client/copy/byIds', { ids: ids.join(',') });
}

export function useCopyCard(api: ApiClient, id: string) {
  return api.post<{ id: number; use_num: number }>('/client/copy/useNum', { id });
}
