import type { TemplateCategory, TemplateSort } from '@adstudio/schema/server';
import type { ApiClient } from '../api/client.js';

// Wire shapes of the api's template calls (spec create-and-write §7); snake_case stops at this file
// and templates.mappers.ts.
export interface TemplateDto {
  id: number;
  template_id: string;
  name: string;
  path: string;
  width: number;
  height: number;
  category: number;
  tags: { id: number; name: string; classId: number }[];
  layout_family: string;
  downloads: number;
  is_collection: 0 | 1;
  owner_id: number | null;
  created_at: string;
}

export interface TemplateDetailDto extends TemplateDto {
  synthetic: string;
  replaceObj: Record<string, unknown>;
}

export interface TagClassDto {
  id: number;
  name: string;
  tags: { id: number; name: string }[];
}

interface TemplatePageDto {
  templateList: TemplateDto[];
  total: number;
}

export const CATEGORY_ID: Record<TemplateCategory, number> = { OFFICIAL: 120, POSTER: 121 };
const SORT: Record<TemplateSort, string> = {
  COMPLEX: 'complex',
  FRESH: 'fresh',
  MAXDOWN: 'maxdown',
};

const ids = (list: readonly string[] | null | undefined) =>
  list?.length ? JSON.stringify(list) : undefined;

export function getTemplateFilters(api: ApiClient) {
  return api.get<{ tagClassify: { id: number; name: string; tagClass: TagClassDto[] }[] }>(
    '/client/template/getFilter',
  );
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
  return api.get<TemplatePageDto>('/client/template', {
    cur_page: q.page,
    page_size: q.pageSize,
    tags: ids(q.tagIds),
    tagClassIds: q.category ? CATEGORY_ID[q.category] : undefined,
    self: q.mine ? 1 : 0,
    sort: q.sort ? SORT[q.sort] : undefined,
  });
}

export function getTemplate(api: ApiClient, id: string) {
  return api.get<TemplateDetailDto>('/client/composeTemplate/templateInfo', { templateId: id });
}

export function getTemplatesByTags(
  api: ApiClient,
  tagIds: readonly string[],
  page: number,
  pageSize: number,
) {
  return api.get<TemplatePageDto>('/client/composeTemplate/templateList', {
    tagId: ids(tagIds),
    page,
    pageSize,
  });
}

export function getScenarioTagClasses(
  api: ApiClient,
  classIds: readonly string[] | null | undefined,
  scene: string | null | undefined,
) {
  return api.get<TagClassDto[]>('/client/composeTemplate/tagClass', {
    tag_class_ids: ids(classIds),
    scene: scene ?? undefined,
  });
}

export function getScenarioTagsWithKeyword(
  api: ApiClient,
  classIds: readonly string[] | null | undefined,
  keyword: string,
) {
  return api.get<TagClassDto[]>('/client/composeTemplate/tagClassHaveKey', {
    tag_class_ids: ids(classIds),
    key_word: keyword,
  });
}

export function getCollectedTemplates(api: ApiClient, page: number, pageSize: number) {
  return api.get<TemplatePageDto>('/client/collection/getTemplate', { page, pageSize });
}

export function getTemplateDownloads(api: ApiClient, page: number, pageSize: number) {
  return api.get<{
    lists: { id: number; created_at: string; template: TemplateDto }[];
    total: number;
  }>('/client/get_downloadTemplateLists', { cur_page: page, pageSize });
}

export function getDesignRecords(
  api: ApiClient,
  tagIds: readonly string[] | null | undefined,
  everyone: boolean,
  page: number,
  pageSize: number,
) {
  return api.get<TemplatePageDto>('/client/template/designRecords', {
    cur_page: page,
    page_size: pageSize,
    tagId: ids(tagIds),
    self: everyone ? 0 : 1,
  });
}

export function downloadTemplate(api: ApiClient, id: string) {
  return api.post<{ id: number; path: string; downloads: number }>('/client/template/download', {
    template_id: id,
  });
}

export function deleteDesign(api: ApiClient, id: string) {
  return api.delete<{ id: number }>('/client/template', { id });
}
