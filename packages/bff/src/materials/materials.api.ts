import type { MaterialSort } from '@adstudio/schema/server';
import type { ApiClient } from '../api/client.js';
import { ApiError } from '../api/errors.js';

// Wire shapes of the api's materials calls (packages/api/src/materials/materials.schema.ts);
// snake_case stops at this file and the mappers.
export interface TagDto {
  id: number;
  name: string;
}

export interface MaterialDto {
  id: number;
  path: string;
  name: string;
  title: string;
  created_at: string;
  width: number;
  height: number;
  file_size: number;
  format: string;
  copyright: string;
  category: string;
  download_count: number;
  tags: TagDto[];
  isCollect: 0 | 1 | null;
  reason?: string | null;
}

export interface TagClassDto {
  id: number;
  name: string;
  kind: string;
  subTagClassList: { id: number; name: string; tags: TagDto[] }[];
}

export interface ThemeDto {
  id: number;
  name: string;
  category_id: number;
  cover: string;
}

export interface DownloadRecordDto {
  id: number;
  material_id: number;
  path: string;
  tags: { name: string }[];
  created_at: string;
}

export interface SearchParams {
  text?: string | null;
  imgType?: number | null;
  themeIds?: readonly string[] | null;
  sort?: MaterialSort;
  page: number;
  pageSize: number;
}

interface SearchDto {
  list: MaterialDto[];
  similar_tags: TagDto[];
  total: number;
  total_capped: boolean;
}

const SORT_VALUES: Record<MaterialSort, string> = {
  FRESH: 'fresh',
  MAXDOWN: 'maxdown',
  COMPLEX: 'complex',
};

// The api says the same, but a keyword thousands of characters long would not even fit in the
// request line the bff sends it on (the server answers 431 before the api sees it).
const KEYWORD_MAX_CHARS = 100;

function searchQuery(path: string, p: SearchParams) {
  if (p.text && p.text.length > KEYWORD_MAX_CHARS) {
    throw new ApiError(400, `关键词过长，请不要超过${KEYWORD_MAX_CHARS}个字`, path);
  }
  // Ids travel joined by '&' (spec theme_arr): one holding '&' would smuggle in others.
  if (p.themeIds?.some((id) => !/^\d{1,9}$/.test(id))) {
    throw new ApiError(400, '请求参数不正确：themeIds', path);
  }
  return {
    text: p.text ?? undefined,
    img_type: p.imgType ?? undefined,
    theme_arr: p.themeIds?.length ? p.themeIds.join('&') : undefined,
    sort: p.sort && SORT_VALUES[p.sort],
    cur_page: p.page,
    pageSize: p.pageSize,
  };
}

/** Search as the viewer: the login variant marks favourites, guests use the no-login call. */
export function searchMaterials(api: ApiClient, loggedIn: boolean, p: SearchParams) {
  const path = loggedIn ? '/client/material/search' : '/noLogin/material/search';
  return api.get<SearchDto>(path, searchQuery(path, p));
}

export function designerSearchMaterials(api: ApiClient, p: SearchParams) {
  const path = '/designer/material/search';
  return api.get<{ list: MaterialDto[]; total: number; total_capped: boolean }>(
    path,
    searchQuery(path, p),
  );
}

export async function getMaterial(api: ApiClient, loggedIn: boolean, id: string) {
  const path = loggedIn ? '/client/material/detail' : '/noLogin/material/detail';
  const { material_detail } = await api.get<{ material_detail: MaterialDto[] }>(path, {
    material_id: id,
  });
  const material = material_detail[0];
  if (!material) throw new ApiError(404, '素材不存在', path);
  return material;
}

export async function getSimilarMaterials(api: ApiClient, id: string, page: number) {
  const path = '/client/material/similar';
  return (await api.get<{ materialList: MaterialDto[] }>(path, { id, cur_page: page }))
    .materialList;
}

export async function getRecommendedMaterials(api: ApiClient) {
  return (await api.get<{ material: MaterialDto[] }>('/client/material/recommend')).material;
}

export async function getRecommendedTags(api: ApiClient) {
  return (await api.get<{ recTagList: TagDto[] }>('/client/tag/recommend')).recTagList;
}

export async function getTagClasses(api: ApiClient, recommendedOnly: boolean) {
  const path = recommendedOnly ? '/client/class/getRecommend' : '/client/class/get';
  return (await api.get<{ classList: TagClassDto[] }>(path)).classList;
}

export async function getThemes(api: ApiClient, categoryId: string) {
  return (await api.get<{ themes: ThemeDto[] }>('/client/theme/get', { category_id: categoryId }))
    .themes;
}

/** Records a download; the answer names the material. */
export function recordDownload(api: ApiClient, id: string) {
  return api.post<{ id: number }>('/client/create_downloadLists', { id });
}

export function getDownloads(api: ApiClient, page: number, pageSize: number) {
  return api.get<{ lists: DownloadRecordDto[]; total: number }>('/client/get_downloadLists', {
    cur_page: page,
    pageSize,
  });
}
