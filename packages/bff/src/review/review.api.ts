import type { ApiClient } from '../api/client.js';
import { numericId, type ReviewStatusDto, type UploadRecordDto } from '../uploads/uploads.api.js';

// Wire shapes of the review console's calls (packages/api/src/review/review.schema.ts).

export interface ActorDto {
  id: number | null;
  name: string;
}

export interface ReviewQueueItemDto extends UploadRecordDto {
  uploader: ActorDto;
  submitted_at: string;
}

export interface ReviewEventDto {
  id: number;
  material_id: number;
  material_title: string;
  material_path: string;
  action: 'submit' | 'resubmit' | 'pass' | 'reject';
  reason: string | null;
  actor: ActorDto;
  created_at: string;
}

const idList = (ids: readonly string[], path: string) =>
  ids.map((id) => numericId(id, path, 'ids')).join(',');

export function getReviewQueue(api: ApiClient, page: number, pageSize: number) {
  return api.get<{ lists: ReviewQueueItemDto[]; total: number }>('/client/review/pending', {
    cur_page: page,
    pageSize,
  });
}

export async function getReviewReasons(api: ApiClient) {
  return (await api.get<{ reasons: string[] }>('/client/review/reasons')).reasons;
}

export async function getReviewHistory(api: ApiClient, materialId: string) {
  const path = '/client/review/history';
  const { lists } = await api.get<{ lists: ReviewEventDto[] }>(path, {
    material_id: numericId(materialId, path, 'materialId'),
  });
  return lists;
}

export function getReviewLog(api: ApiClient, page: number, pageSize: number) {
  return api.get<{ lists: ReviewEventDto[]; total: number }>('/client/review/log', {
    cur_page: page,
    pageSize,
  });
}

export function approveMaterials(api: ApiClient, ids: readonly string[]) {
  const path = '/client/review/pass';
  return api.post<{ ids: number[]; status: ReviewStatusDto }>(path, { ids: idList(ids, path) });
}

export function rejectMaterials(api: ApiClient, ids: readonly string[], reason: string) {
  const path = '/client/review/reject';
  return api.post<{ ids: number[]; status: ReviewStatusDto }>(path, {
    ids: idList(ids, path),
    reason,
  });
}
