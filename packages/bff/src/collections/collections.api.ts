import { COLLECT_TYPE, type CollectKind } from '@adstudio/domain';
import type { ApiClient } from '../api/client.js';
import { isOriginalOf, type Library } from '../titles/titles.api.js';


export function collect(api: ApiClient, kind: CollectKind, id: string) {
  return api.post('/client/collection/collect', { id, collectType: COLLECT_TYPE[kind] });
}

export function cancelCollect(api: ApiClient, kind: CollectKind, id: string) {
  return api.post('/client/collection/cancelCollect', {
    id,
    collectType: COLLECT_TYPE[kind],
  });
}

export function getCollectedMaterials(api: ApiClient, page: number, pageSize: number) {
  return api.get('/client/collection/getMaterials', {
    page,
    pageSize,
  });
}

export function getCollectedTitles(
  api: ApiClient,
  library: Library | null | undefined,
  page: number,
  pageSize: number,
) {
  return api.get('/client/collection/getTitle', {
    isOriginal: isOriginalOf(library),
    page,
    pageSize,
  });
}

export function getCollectedCopyCards(api: ApiClient, page: number, pageSize: number) {
  return api.get('/client/collection/getCopyCard', { page, pageSize });
}

export function getCollectedTemplates(api: ApiClient, page: number, pageSize: number) {
  return api.get('/client/collection/getTemplate', { page, pageSize });
}
