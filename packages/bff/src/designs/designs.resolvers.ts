import type { Resolvers, TemplateReviewStatus } from '../generated/resolvers.js';
import { getTemplate } from '../templates/templates.api.js';
import { categoryOf } from '../templates/templates.mappers.js';
import {
  exportDesign,
  getDesignSession,
  getEditorFonts,
  getMyTemplate,
  getMyTemplates,
  getPendingTemplates,
  resizeDesign,
  reviewTemplate,
  saveResizedDesigns,
  saveDesign,
  saveDesignDraft,
  submitTemplate,
  type TemplateSubmissionDto,
} from './designs.api.js';
import { toResizeReport } from './designs.mappers.js';

const STATUS: Record<TemplateSubmissionDto['status'], TemplateReviewStatus> = {
  pending: 'PENDING',
  pass: 'PASS',
  reject: 'REJECT',
};

export const designsResolvers: Resolvers = {
  Query: {
    editorFonts: async (_parent, _args, { api }) =>
      (await getEditorFonts(api)).map(({ unicode_range, ...font }) => ({
        ...font,
        unicodeRange: unicode_range ?? null,
      })),
    design: async (_parent, args, { api }) => {
      const { design, draft } = await getDesignSession(api, args);
      return { template: design, draft };
    },
    resizeDesign: async (_parent, args, { api }) =>
      (await resizeDesign(api, args)).map((r) => ({
        width: r.width,
        height: r.height,
        document: r.synthetic,
        report: toResizeReport(r.report),
      })),
    myTemplateSubmissions: async (_parent, args, { api }) => {
      const { lists, total } = await getMyTemplates(api, args.page, args.pageSize);
      return { items: lists, total, page: args.page, pageSize: args.pageSize };
    },
    myTemplateSubmission: (_parent, { id }, { api }) => getMyTemplate(api, id),
    pendingTemplates: async (_parent, args, { api }) => {
      const { lists, total } = await getPendingTemplates(api, args.page, args.pageSize);
      return { items: lists, total, page: args.page, pageSize: args.pageSize };
    },
  },
  Mutation: {
    saveDesign: (_parent, args, { api }) => saveDesign(api, args),
    saveDesignDraft: (_parent, args, { api }) => saveDesignDraft(api, args),
    exportDesign: async (_parent, { id, format }, { api }) => {
      const done = await exportDesign(api, id, format);
      // The template with its new download count, so cached views of it update.
      const template = await getTemplate(api, String(done.template_id));
      return { ...done, format, template };
    },
    saveResizedDesigns: async (_parent, args, { api }) =>
      (await saveResizedDesigns(api, args)).map((s) => ({ report: toResizeReport(s.report), template: s.design })),
    submitTemplate: (_parent, args, { api }) => submitTemplate(api, args),
    reviewTemplate: (_parent, { id, pass, reason }, { api }) =>
      reviewTemplate(api, id, pass, reason),
  },
  DesignDraft: {
    templateId: (d) => String(d.template_id),
    document: (d) => d.synthetic,
    updatedAt: (d) => d.updated_at,
  },
  TemplateSubmission: {
    id: (s) => String(s.id),
    previewUrl: (s) => s.path,
    category: (s) => categoryOf(s.category),
    tagIds: (s) => s.tag_ids.map(String),
    status: (s) => STATUS[s.status],
    authorName: (s) => s.author.name,
    lint: (s) => s.lint.map((i) => ({ layerKey: i.layer_key, message: i.message })),
    template: (s, _args, { loaders }) =>
      s.template_id === null ? null : loaders.templateDetail.load(String(s.template_id)),
    createdAt: (s) => s.created_at,
    reviewedAt: (s) => s.reviewed_at,
    // Only one submission asked for (myTemplateSubmission) carries its document.
    document: (s) => ('synthetic' in s && typeof s.synthetic === 'string' ? s.synthetic : null),
  },
};
