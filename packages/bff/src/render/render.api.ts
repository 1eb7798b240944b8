import type { RenderKind } from '../generated/resolvers.js';
import type { ApiClient } from '../api/client.js';
import type { ApiData } from '../api/contract.js';
import type { RoutePath } from '../api/contract.js';
import { dayRangeParam } from '../api/day-range.js';

// Wire shapes of the render and creation-record calls (spec create-and-write §7), from the api's
// schemas (api/contract.ts).
export type CreationRecordDto = ApiData<
  '/client/getModelCreateRecord',
  'post'
>['historyLists'][number];

const RENDER_PATH = {
  BANNER: '/render/renderClient',
  POSTER: '/render/posterRenderClient',
} as const satisfies Record<RenderKind, RoutePath<'post'>>;
export const RECORD_TYPE: Record<RenderKind, CreationRecordDto['record_type']> = {
  BANNER: 'banner',
  POSTER: 'poster',
};

/**
 * materials is the spec's JSON list of one template; the token says whose render it is, the
 * request id which render it is (a retry of it saves nothing new).
 */
export function renderTemplate(
  api: ApiClient,
  kind: RenderKind,
  template: string,
  requestId?: string | null,
) {
  return api.post(RENDER_PATH[kind], { materials: `[${template}]`, request_id: requestId });
}

export interface RecordSearch {
  kind?: RenderKind | null;
  startDate?: string | null;
  endDate?: string | null;
  page: number;
  pageSize: number;
}

export function getCreationRecords(api: ApiClient, q: RecordSearch) {
  return api.post('/client/getModelCreateRecord', {
    recordType: q.kind ? RECORD_TYPE[q.kind] : 'all',
    createTimeVO: dayRangeParam(q.startDate, q.endDate),
    cur_page: q.page,
    page_size: q.pageSize,
  });
}

export function deleteCreationRecord(api: ApiClient, id: string) {
  return api.post('/client/deleteModelCreateRecord', { id });
}
