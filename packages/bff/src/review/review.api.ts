import type { ApiClient } from '../api/client.js';
import type { ApiData } from '../api/contract.js';
import { numericId } from '../uploads/uploads.api.js';

// Wire shapes of the review console's calls, read from the api's schemas (api/contract.ts).
export type ReviewQueueItemDto = ApiData<'/client/review/pending', 'get'>['lists'][number];
export type ReviewEventDto = ApiData<'/client/review/history', 'get'>['lists'][number];
export type ActorDto = ReviewEventDto['actor'];

const idList = (ids: readonly string[], path: string) =>
  ids.map((id) => numericId(id, path, 'ids')).join(',');

export function getReviewQueue(api: ApiClient, page: number, pageSize: number) {
  return api.get('/client/review/pending', {
    cur_page: page,
    pageSize,
  });
}

export async function getReviewReasons(api: ApiClient) {
  return (await api.get('/client/review/reasons')).reasons;
}

export async function getReviewHistory(api: ApiClient, materialId: string) {
  const path = '/client/review/history';
  const { lists } = await api.get(path, {
    material_id: numericId(materialId, path, 'materialId'),
  });
  return lists;
}

export function getReviewLog(api: ApiClient, page: number, pageSize: number) {
  return api.get('/client/review/log', {
    cur_page: page,
    pageSize,
  });
}

export function approveMaterials(api: ApiClient, ids: readonly string[]) {
  const path = '/client/review/pass';
  return api.post(path, { ids: idList(ids, path) });
}

export function rejectMaterials(api: ApiClient, ids: readonly string[], reason: string) {
  const path = '/client/review/reject';
  return api.post(path, {
    ids: idList(ids, path),
    reason,
  });
}
