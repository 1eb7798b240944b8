import type { ApiClient } from '../api/client.js';
import type { WordHitDto } from '../wordcheck/wordcheck.api.js';

// Wire shapes of the api's headline calls (docs/quick-write-contract.md); snake_case stops at
// this file and titles.mappers.ts.
export interface TitleDto {
  id: number;
  content: string;
  reading: number;
  source: string;
  isCollect: 0 | 1;
  tags: { id: number; name: string }[];
  highlight: [number, number][];
}

export interface TagGroupDto {
  id: number;
  name: string;
  children: { id: number; name: string }[];
}

export interface SmartTitleDto {
  content: string;
  style: string;
  generator: string;
  flags: WordHitDto[];
}

export interface SmartTitleResultDto {
  titleList: SmartTitleDto[];
  total: number;
  note: string;
  timeout: boolean;
}

// 原创标题 and 10W+标题 are two calls of the same shape.
const SEARCH_PATH = { ORIGINAL: '/client/title/get', TEN_W_PLUS: '/client/get_title' } as const;
export type Library = keyof typeof SEARCH_PATH;

const IS_ORIGINAL = { ORIGINAL: 1, TEN_W_PLUS: 0 } as const;

export interface TitleSearch {
  library: Library;
  keyword?: string | null;
  tagIds?: readonly string[] | null;
  page: number;
  pageSize: number;
}

export function searchTitles(api: ApiClient, q: TitleSearch) {
  return api.get<{ list: TitleDto[]; total: number }>(SEARCH_PATH[q.library], {
    page: q.page,
    pageSize: q.pageSize,
    // JSON arrays: a keyword may hold commas, and tag ids stay one parameter.
    key_word: q.keyword == null ? undefined : JSON.stringify([q.keyword]),
    tagId: q.tagIds?.length ? JSON.stringify(q.tagIds) : undefined,
  });
}

export function getTitleFilters(api: ApiClient, library: Library | null | undefined) {
  return api.get<{ tagClassify: TagGroupDto[] }>('/client/title/getFilter', {
    isOriginal: library ? IS_ORIGINAL[library] : undefined,
  });
}

export function getChildTags(api: ApiClient, tagId: string) {
  return api.get<{ list: { id: number; name: string }[] }>('/client/title/getChildTag', {
    tagId,
  });
}

export function getTitlesByIds(api: ApiClient, ids: readonly string[]) {
  return api.get<{ list: TitleDto[] }>('/client/title/byIds', { ids: ids.join(',') });
}

export function getCollectedTitles(
  api: ApiClient,
  library: Library | null | undefined,
  page: number,
  pageSize: number,
) {
  return api.get<{ list: TitleDto[]; total: number }>('/client/collection/getTitle', {
    isOriginal: library ? IS_ORIGINAL[library] : undefined,
    page,
    pageSize,
  });
}

export interface SmartTitleRequest {
  keyword: string;
  style?: string | null;
  count: number;
  industry?: string | null;
}

export function getSmartTitles(api: ApiClient, r: SmartTitleRequest) {
  return api.get<SmartTitleResultDto>('/client/get_smart_title', {
    key_word: r.keyword,
    style: r.style ?? undefined,
    num: r.count,
    industry: r.industry ?? undefined,
  });
}

export function getSmartTitleStyles(api: ApiClient) {
  return api.get<{ list: { id: string; label: string }[] }>('/client/title/smartStyles');
}
