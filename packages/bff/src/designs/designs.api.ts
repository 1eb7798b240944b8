import type { ExportFormat, TemplateCategory } from '../generated/resolvers.js';
import type { ApiClient } from '../api/client.js';
import type { ApiData } from '../api/contract.js';
import { jsonIdsIfAny } from '../api/id-list.js';
import { CATEGORY_ID } from '../templates/templates.api.js';

// Wire shapes of the editor's calls (issue 15), read from the api's schemas (api/contract.ts);
// snake_case stops here and in designs.mappers.ts.
export type DesignDraftDto = ApiData<'/client/design/draft', 'post'>;
export type TemplateSubmissionDto = ApiData<'/client/composeTemplate/addMaterial', 'post'>;
export type ResizeReportDto = ApiData<'/client/design/resize', 'post'>[number]['report'];

export const EXPORT_FORMAT = {
  PNG: 'png',
  JPEG: 'jpeg',
  PDF: 'pdf',
} as const satisfies Record<ExportFormat, string>;

/** The editor's target: the viewer's design (id) or the template it opened (templateId). */
export interface DesignTarget {
  id?: string | null;
  templateId?: string | null;
}

const target = (t: DesignTarget) => ({
  id: t.id ?? undefined,
  templateId: t.templateId ?? undefined,
});

export function getEditorFonts(api: ApiClient) {
  return api.get('/client/design/fonts');
}

export function getDesignSession(api: ApiClient, t: DesignTarget) {
  return api.get('/client/design/info', target(t));
}

export function saveDesign(
  api: ApiClient,
  t: DesignTarget & { blank?: boolean | null; name?: string | null; document: string },
) {
  return api.post('/client/design/save', {
    ...target(t),
    blank: t.blank ?? undefined,
    name: t.name ?? undefined,
    synthetic: t.document,
  });
}

export function saveDesignDraft(api: ApiClient, t: DesignTarget & { document: string }) {
  return api.post('/client/design/draft', { ...target(t), synthetic: t.document });
}

export function exportDesign(api: ApiClient, id: string, format: ExportFormat) {
  return api.post('/client/design/export', { id, format: EXPORT_FORMAT[format] });
}

export interface TemplateSubmissionInput {
  name: string;
  document: string;
  category: TemplateCategory;
  tagIds?: readonly string[] | null;
  /** A rejected submission sent again. */
  id?: string | null;
}

export function submitTemplate(api: ApiClient, s: TemplateSubmissionInput) {
  return api.post('/client/composeTemplate/addMaterial', {
    name: s.name,
    synthetic: s.document,
    category: CATEGORY_ID[s.category],
    tags: jsonIdsIfAny(s.tagIds),
    id: s.id ?? undefined,
  });
}

export function getMyTemplates(api: ApiClient, page: number, pageSize: number) {
  return api.get('/client/composeTemplate/mine', { cur_page: page, page_size: pageSize });
}

export function getMyTemplate(api: ApiClient, id: string) {
  return api.get('/client/composeTemplate/mine/detail', { id });
}

export function getPendingTemplates(api: ApiClient, page: number, pageSize: number) {
  return api.get('/admin/template/pending', { cur_page: page, page_size: pageSize });
}

export function reviewTemplate(
  api: ApiClient,
  id: string,
  pass: boolean,
  reason: string | null | undefined,
) {
  return api.post('/admin/template/review', {
    id,
    status: pass ? 'pass' : 'reject',
    reason: reason ?? undefined,
  });
}

/** A resize's source and sizes: the api takes the sizes as 750x1334,1823x2578. */
export interface ResizeRequest {
  id: string;
  sizes: readonly { width: number; height: number }[];
  document?: string | null;
}

const resizeFields = (r: ResizeRequest) => ({
  id: r.id,
  sizes: r.sizes.map((s) => `${s.width}x${s.height}`).join(','),
  synthetic: r.document ?? undefined,
});

export function resizeDesign(api: ApiClient, r: ResizeRequest) {
  return api.post('/client/design/resize', resizeFields(r));
}

export function saveResizedDesigns(api: ApiClient, r: ResizeRequest & { name?: string | null }) {
  return api.post('/client/design/resize/save', { ...resizeFields(r), name: r.name ?? undefined });
}
