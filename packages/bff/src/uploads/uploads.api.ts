import type { CopyrightStatus, ReviewStatus, UploadPurpose } from '../generated/resolvers.js';
import type { ApiClient } from '../api/client.js';
import type { ApiData } from '../api/contract.js';
import type { RoutePath } from '../api/contract.js';

// Wire shapes of the api's upload calls, read from its schemas (api/contract.ts); snake_case stops at
// this file and the mappers.
export type UploadGrantDto = ApiData<'/client/file/uploadGrant', 'post'>;
export type RegisteredFileDto = ApiData<'/client/file/uploadFile', 'post'>;
export type UploadRecordDto = ApiData<'/client/get_uploadLists', 'get'>['lists'][number];
export type ReviewStatusDto = UploadRecordDto['status'];

export const STATUS_BY_DTO: Record<ReviewStatusDto, ReviewStatus> = {
  wait: 'PENDING',
  pass: 'PASSED',
  reject: 'REJECTED',
};
const LIST_BY_STATUS = {
  PENDING: '/client/userFeedback_wait',
  PASSED: '/client/userFeedback_pass',
  REJECTED: '/client/userFeedback_reject',
} as const satisfies Record<ReviewStatus, RoutePath<'get'>>;
const PURPOSES = { MATERIAL: 'material', USER_IMAGE: 'image' } as const satisfies Record<
  UploadPurpose,
  string
>;
export const COPYRIGHT_CODES: Record<CopyrightStatus, number> = {
  ORIGINAL: 0,
  KNOWN_SOURCE: 1,
  UNKNOWN_SOURCE: 2,
};

export function requestUploadGrant(api: ApiClient, purpose: UploadPurpose) {
  return api.post('/client/file/uploadGrant', { purpose: PURPOSES[purpose] });
}

export function registerUpload(api: ApiClient, objectKey: string, fileName: string | null) {
  return api.post('/client/file/uploadFile', {
    path: objectKey,
    name: fileName ?? undefined,
  });
}

export interface SubmissionInput {
  fileId: string;
  tags: readonly string[];
  category: string;
  copyrightStatus: CopyrightStatus;
  copyrightName?: string | null;
  copyrightUrl?: string | null;
  title?: string | null;
}

// The id goes as the client's string (the api reads digits in a string too), for the api to judge.
function submissionItem(s: SubmissionInput, idField: 'file_id' | 'material_id') {
  return {
    [idField]: s.fileId,
    tags: s.tags,
    category: s.category,
    copyright_status: COPYRIGHT_CODES[s.copyrightStatus],
    copyright_name: s.copyrightName ?? '',
    copyright_url: s.copyrightUrl ?? '',
    ...(s.title ? { title: s.title } : {}),
  };
}

export function publishMaterials(api: ApiClient, items: readonly SubmissionInput[]) {
  const materialList = items.map((s) => submissionItem(s, 'file_id'));
  return api.post('/client/material/uploadV2', {
    data: JSON.stringify({ materialList }),
  });
}

export function resubmitMaterial(api: ApiClient, submission: SubmissionInput) {
  return api.post('/client/material/resubmit', {
    data: JSON.stringify(submissionItem(submission, 'material_id')),
  });
}

export function getMyUploads(
  api: ApiClient,
  status: ReviewStatus | null | undefined,
  page: number,
  pageSize: number,
) {
  const path = status ? LIST_BY_STATUS[status] : '/client/get_uploadLists';
  return api.get(path, { cur_page: page, pageSize });
}

export function getUploadCounts(api: ApiClient) {
  return api.get('/client/upload/counts');
}
