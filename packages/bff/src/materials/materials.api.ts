import type { MaterialSort } from '../generated/resolvers.js';
import type { ApiClient } from '../api/client.js';
import type { ApiData } from '../api/contract.js';
import { UpstreamError } from '../api/errors.js';
import { joinIds } from '../api/id-list.js';

// Wire shapes of the api's materials calls, read from its schemas (api/contract.ts); snake_case
// stops at this file and the mappers.
type SearchDto = ApiData<'/client/material/search', 'get'>;
type MaterialDetailDto = ApiData<'/client/material/detail', 'get'>['material_detail'][number];
type CollectedMaterialDto = ApiData<'/client/collection/getMaterials', 'get'>['list'][number];
/** A material as lists give it; the detail adds the rejection reason, favourites when. */
export type MaterialDto = SearchDto['list'][number] &
  Partial<Pick<MaterialDetailDto, 'reason'>> &
  Partial<Pick<CollectedMaterialDto, 'collected_at'>>;
export type TagDto = SearchDto['similar_tags'][number];
export type TagClassDto = ApiData<'/client/class/get', 'get'>['classList'][number];
export type ThemeDto = ApiData<'/client/theme/get', 'get'>['themes'][number];
export type DownloadRecordDto = ApiData<'/client/get_downloadLists', 'get'>['lists'][number];

export interface SearchParams {
  text?: string | null;
  imgType?: number | null;
  themeIds?: readonly string[] | null;
  sort?: MaterialSort;
  page: number;
  pageSize: number;
}

const SORT_VALUES = {
  FRESH: 'fresh',
  MAXDOWN: 'maxdown',
  COMPLEX: 'complex',
} as const satisfies Record<MaterialSort, string>;

function searchQuery(p: SearchParams) {
  return {
    text: p.text ?? undefined,
    img_type: p.imgType == null ? undefined : String(p.imgType),
    theme_arr: p.themeIds?.length ? joinIds(p.themeIds, '&', 'themeIds') : undefined,
    sort: p.sort && SORT_VALUES[p.sort],
    cur_page: p.page,
    pageSize: p.pageSize,
  };
}

/** Search as the viewer: the login variant marks favourites, guests use the no-login call. */
export function searchMaterials(api: ApiClient, loggedIn: boolean, p: SearchParams) {
  const path = loggedIn ? '/client/material/search' : '/noLogin/material/search';
  return api.get(path, searchQuery(p));
}

export function designerSearchMaterials(api: ApiClient, p: SearchParams) {
  return api.get('/designer/material/search', searchQuery(p));
}

export async function getMaterial(api: ApiClient, loggedIn: boolean, id: string) {
  const path = loggedIn ? '/client/material/detail' : '/noLogin/material/detail';
  const { material_detail } = await api.get(path, {
    material_id: id,
  });
  const [material] = material_detail;
  // The api answers an unknown or hidden id with 404 itself; an empty list breaks its contract.
  if (!material) throw new UpstreamError('unavailable', path, 'empty material_detail');
  return material;
}

export async function getSimilarMaterials(api: ApiClient, id: string, page: number) {
  const path = '/client/material/similar';
  return (await api.get(path, { id, cur_page: page })).materialList;
}

export async function getRecommendedMaterials(api: ApiClient) {
  return (await api.get('/client/material/recommend')).material;
}

export async function getRecommendedTags(api: ApiClient) {
  return (await api.get('/client/tag/recommend')).recTagList;
}

export async function getMaterialCategories(api: ApiClient) {
  return (await api.get('/client/material/categories')).list;
}

export async function getTagClasses(api: ApiClient, recommendedOnly: boolean) {
  const path = recommendedOnly ? '/client/class/getRecommend' : '/client/class/get';
  return (await api.get(path)).classList;
}

export async function getThemes(api: ApiClient, categoryId: string) {
  return (await api.get('/client/theme/get', { category_id: categoryId })).themes;
}

/** Records a download; the answer names the material. */
export function recordDownload(api: ApiClient, id: string) {
  return api.post('/client/create_downloadLists', { id });
}

export function getDownloads(api: ApiClient, page: number, pageSize: number) {
  return api.get('/client/get_downloadLists', {
    cur_page: page,
    pageSize,
  });
}
