import type { Resolvers } from '../generated/resolvers.js';
import type { ApiClient } from '../api/client.js';
import {
  deleteDesign,
  downloadTemplate,
  getDesignRecords,
  getScenarioTagClasses,
  getScenarioTagsWithKeyword,
  getTemplate,
  getTemplateDownloads,
  getTemplateFilters,
  getTemplatesByTags,
  searchTemplates,
} from './templates.api.js';
import { categoryOf, toTagClass, type TemplateMapper } from './templates.mappers.js';

const page = (
  { templateList, total }: { templateList: TemplateMapper[]; total: number },
  args: { page: number; pageSize: number },
) => ({ items: templateList, total, page: args.page, pageSize: args.pageSize });

// Mutations answer with the whole template, so Apollo's normalised cache updates every view.
const fresh = (api: ApiClient, id: string) => getTemplate(api, id);

export const templatesResolvers: Resolvers = {
  Query: {
    templateFilters: async (_parent, _args, { api }) =>
      (await getTemplateFilters(api)).tagClassify.map((c) => ({
        id: String(c.id),
        category: categoryOf(c.id),
        name: c.name,
        tagClasses: c.tagClass.map(toTagClass),
      })),
    templates: async (_parent, args, { api }) => page(await searchTemplates(api, args), args),
    template: (_parent, { id }, { api }) => getTemplate(api, id),
    templatesByTags: async (_parent, args, { api }) =>
      page(await getTemplatesByTags(api, args.tagIds, args.page, args.pageSize), args),
    scenarioTagClasses: async (_parent, { classIds, scene }, { api }) =>
      (await getScenarioTagClasses(api, classIds, scene)).map(toTagClass),
    scenarioTagsWithKeyword: async (_parent, { classIds, keyword }, { api }) =>
      (await getScenarioTagsWithKeyword(api, classIds, keyword)).map(toTagClass),
    templateDownloads: async (_parent, { page: p, pageSize }, { api }) => {
      const { lists, total } = await getTemplateDownloads(api, p, pageSize);
      return {
        items: lists.map((d) => ({
          id: String(d.id),
          downloadedAt: d.created_at,
          template: d.template,
        })),
        total,
        page: p,
        pageSize,
      };
    },
    designRecords: async (_parent, args, { api }) => page(await getDesignRecords(api, args), args),
  },
  Mutation: {
    downloadTemplate: async (_parent, { id }, { api }) => {
      await downloadTemplate(api, id);
      return fresh(api, id);
    },
    deleteDesign: async (_parent, { id }, { api }) => String((await deleteDesign(api, id)).id),
  },
  Template: {
    id: (t) => String(t.id),
    code: (t) => t.template_id,
    previewUrl: (t) => t.path,
    category: (t) => categoryOf(t.category),
    tags: (t) =>
      t.tags.map((g) => ({ id: String(g.id), name: g.name, classId: String(g.classId) })),
    layoutFamily: (t) => t.layout_family,
    isCollected: (t) => t.is_collection === 1,
    isDesign: (t) => t.owner_id !== null,
    createdAt: (t) => t.created_at,
    document: (t) => t.synthetic,
    sampleContent: (t) => JSON.stringify(t.replaceObj),
  },
};
