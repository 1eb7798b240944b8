import type { RenderKind } from '@adstudio/schema/server';
import type { ApiClient } from '../api/client.js';
import type { TemplateDetailDto } from '../templates/templates.api.js';

// Wire shapes of the render and creation-record calls (spec create-and-write §7).
export interface CreationRecordDto {
  id: number;
  path: string;
  record_type: 'banner' | 'poster';
  template_id: number | null;
  width: number;
  height: number;
  created_at: string;
}

const RENDER_PATH: Record<RenderKind, string> = {
  BANNER: '/render/renderClient',
  POSTER: '/render/posterRenderClient',
};
export const RECORD_TYPE: Record<RenderKind, CreationRecordDto['record_type']> = {
  BANNER: 'banner',
  POSTER: 'poster',
};

/** materials is the spec's JSON list of one template; the token says whose render it is. */
export function renderTemplate(api: ApiClient, kind: RenderKind, template: string) {
  return api.post<TemplateDetailDto[]>(RENDER_PATH[kind], { materials: `[${template}]` });
}

export interface RecordSearch {
  kind?: RenderKind | null;
  startDate?: string | null;
  endDate?: string | null;
  page: number;
  pageSize: number;
}

export function getCreationRecords(api: ApiClient, q: RecordSearch) {
  return api.post<{ historyLists: CreationRecordDto[]; total: number }>(
    '/client/getModelCreateRecord',
    {
      recordType: q.kind ? RECORD_TYPE[q.kind] : 'all',
      createTimeVO: JSON.stringify({
        ...(q.startDate && { startTime: q.startDate }),
        ...(q.endDate && { endTime: q.endDate }),
      }),
      cur_page: q.page,
      page_size: q.pageSize,
    },
  );
}

export function deleteCreationRecord(api: ApiClient, id: string) {
  return api.post<{ id: number }>('/client/deleteModelCreateRecord', { id });
}
