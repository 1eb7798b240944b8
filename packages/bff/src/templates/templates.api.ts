import { CATEGORY_OFFICIAL, CATEGORY_POSTER, type Category } from '@adstudio/domain';
import type { TemplateCategory, TemplateSort } from '../generated/resolvers.js';
import type { ApiClient } from '../api/client.js';
import { passThrough, type ApiData } from '../api/contract.js';
import { dayRangeParam } from '../api/day-range.js';
import { jsonIdsIfAny, singleId } from '../api/id-list.js';

// Wire shapes of the api's template calls (spec create-and-write §7), read from the api's schemas
// (api/contract.ts); snake_case stops at this file and templates.mappers.ts.
export type TemplatePageDto = ApiData<'/client/template', 'get'>;
export type TemplateDto = TemplatePageDto['templateList'][number];
export type TemplateDetailDto = ApiData<'/client/composeTemplate/templateInfo', 'get'>;
export type TagClassDto = ApiData<'/client/composeTemplate/tagClass', 'get'>[number];

// Literal values, so each use is checked against the api's closed lists (api/contract.ts); the
// category ids are the domain's.
export const CATEGORY_ID = {
  OFFICIAL: CATEGORY_OFFICIAL,
  POSTER: CATEGORY_POSTER,
} as const satisfies Record<TemplateCategory, Category>;
const SORT = {
  COMPLEX: 'complex',
  FRESH: 'fresh',
  MAXDOWN: 'maxdown',
} as const satisfies Record<TemplateSort, string>;

export function getTemplateFilters(api: ApiClient) {
  return api.get('/client/template/getFilter');
}

export interface TemplateSearch {
  category?: TemplateCategory | null;
  tagIds?: readonly string[] | null;
  sort?: TemplateSort | null;
  mine?: boolean | null;
  page: number;
  pageSize: number;
}

export function searchTemplates(api: ApiClient, q: TemplateSearch) {
  return api.get('/client/template', {
    cur_page: q.page,
    page_size: q.pageSize,
    tags: jsonIdsIfAny(q.tagIds),
    tagClassIds: q.category ? singleId(CATEGORY_ID[q.category]) : undefined,
    self: q.mine ? 1 : 0,
    sort: q.sort ? SORT[q.sort] : undefined,
  });
}

export function getTemplate(api: ApiClient, id: string) {
  return api.get('/client/composeTemplate/templateInfo', { templateId: id });
}

export function getTemplatesByTags(
  api: ApiClient,
  tagIds: readonly string[],
  page: number,
  pageSize: number,
) {
  return api.get('/client/composeTemplate/templateList', {
    tagId: jsonIdsIfAny(tagIds),
    page,
    pageSize,
  });
}

export function getScenarioTagClasses(
  api: ApiClient,
  classIds: readonly string[] | null | undefined,
  scene: string | null | undefined,
) {
  return api.get('/client/composeTemplate/tagClass', {
    tag_class_ids: jsonIdsIfAny(classIds),
    scene: scene == null ? undefined : passThrough(scene),
  });
}

export function getScenarioTagsWithKeyword(
  api: ApiClient,
  classIds: readonly string[] | null | undefined,
  keyword: string,
) {
  return api.get('/client/composeTemplate/tagClassHaveKey', {
    tag_class_ids: jsonIdsIfAny(classIds),
    key_word: keyword,
  });
}

export function getTemplateDownloads(api: ApiClient, page: number, pageSize: number) {
  return api.get('/client/get_downloadTemplateLists', { cur_page: page, pageSize });
}

export interface DesignSearch {
  tagIds?: readonly string[] | null;
  everyone?: boolean | null;
  startDate?: string | null;
  endDate?: string | null;
  keyword?: string | null;
  page: number;
  pageSize: number;
}

export function getDesignRecords(api: ApiClient, q: DesignSearch) {
  return api.get('/client/template/designRecords', {
    cur_page: q.page,
    page_size: q.pageSize,
    tagId: jsonIdsIfAny(q.tagIds),
    self: q.everyone ? 0 : 1,
    createTimeVO: dayRangeParam(q.startDate, q.endDate),
    ...(q.keyword && { keyword: q.keyword }),
  });
}

export function downloadTemplate(api: ApiClient, id: string) {
  return api.post('/client/template/download', {
    template_id: id,
  });
}

export function deleteDesign(api: ApiClient, id: string) {
  return api.delete('/client/template', { id });
}
