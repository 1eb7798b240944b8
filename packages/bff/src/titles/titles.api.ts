import type { ApiClient } from '../api/client.js';
import type { ApiData } from '../api/contract.js';
import { jsonIds, jsonIdsIfAny, joinIds } from '../api/id-list.js';

// Wire shapes of the api's headline calls (docs/quick-write-contract.md), read from its schemas
// (api/contract.ts); snake_case stops at this file and titles.mappers.ts.
export type TitleDto = ApiData<'/client/title/get', 'get'>['list'][number];
export type TagGroupDto = ApiData<'/client/title/getFilter', 'get'>['tagClassify'][number];
export type SmartTitleResultDto = ApiData<'/client/get_smart_title', 'get'>;
export type SmartTitleDto = SmartTitleResultDto['titleList'][number];

// 原创标题 and 10W+标题 are two calls of the same shape.
const SEARCH_PATH = { ORIGINAL: '/client/title/get', TEN_W_PLUS: '/client/get_title' } as const;
export type Library = keyof typeof SEARCH_PATH;

const IS_ORIGINAL = { ORIGINAL: 1, TEN_W_PLUS: 0 } as const;

/** The api's isOriginal parameter: one library, or both when none is given. */
export const isOriginalOf = (library: Library | null | undefined) =>
  library ? IS_ORIGINAL[library] : undefined;

export interface TitleSearch {
  library: Library;
  keyword?: string | null;
  tagIds?: readonly string[] | null;
  page: number;
  pageSize: number;
}

export function searchTitles(api: ApiClient, q: TitleSearch) {
  return api.get(SEARCH_PATH[q.library], {
    page: q.page,
    pageSize: q.pageSize,
    // JSON arrays: a keyword may hold commas, and tag ids stay one parameter.
    key_word: q.keyword == null ? undefined : jsonIds([q.keyword]),
    tagId: jsonIdsIfAny(q.tagIds),
  });
}

export function getTitleFilters(api: ApiClient, library: Library | null | undefined) {
  return api.get('/client/title/getFilter', {
    isOriginal: isOriginalOf(library),
  });
}

export function getChildTags(api: ApiClient, tagId: string) {
  return api.get('/client/title/getChildTag', {
    tagId,
  });
}

export function getTitlesByIds(api: ApiClient, ids: readonly string[]) {
  return api.get('/client/title/byIds', { ids: joinIds(ids, ',', 'ids') });
}

export function getTitle(api: ApiClient, id: string) {
  return api.get('/client/title/info', { id });
}

export interface SmartTitleRequest {
  keyword: string;
  style?: string | null;
  count: number;
  industry?: string | null;
}

export function getSmartTitles(api: ApiClient, r: SmartTitleRequest) {
  return api.get('/client/get_smart_title', {
    key_word: r.keyword,
    style: r.style ?? undefined,
    num: r.count,
    industry: r.industry ?? undefined,
  });
}

export function getSmartTitleStyles(api: ApiClient) {
  return api.get('/client/title/smartStyles');
}
