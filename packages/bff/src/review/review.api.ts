import type { ApiClient } from '../api/client.js';
import type { ApiData } from '../api/contract.js';
import { joinIds } from '../api/id-list.js';

// Wire shapes of the review console's calls, read from the api's schemas (api/contract.ts).
export type ReviewQueueItemDto = ApiData<'/client/review/pending', 'get'>['lists'][number];
export type ReviewEventDto = ApiData<'/client/review/history', 'get'>['lists'][number];
export type ActorDto = ReviewEventDto['actor'];

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
  return (await api.get('/client/review/history', { material_id: materialId })).lists;
}

export function getReviewLog(api: ApiClient, page: number, pageSize: number) {
  return api.get('/client/review/log', {
    cur_page: page,
    pageSize,
  });
}

export function approveMaterials(api: ApiClient, ids: readonly string[]) {
  return api.post('/client/review/pass', { ids: joinIds(ids, ',', 'ids') });
}

export function rejectMaterials(api: ApiClient, ids: readonly string[], reason: string) {
  return api.post('/client/review/reject', {
    ids: joinIds(ids, ',', 'ids'),
    reason,
  });
}
