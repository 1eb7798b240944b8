import type { Resolvers } from '../generated/resolvers.js';
import { deleteCreationRecord, getCreationRecords, renderTemplate } from './render.api.js';

export const renderResolvers: Resolvers = {
  Query: {
    creationRecords: async (_parent, args, { api }) => {
      const { historyLists, total } = await getCreationRecords(api, args);
      return { items: historyLists, total, page: args.page, pageSize: args.pageSize };
    },
  },
  Mutation: {
    renderTemplate: async (_parent, { kind, template, requestId }, { api }) => {
      const [design] = await renderTemplate(api, kind, template, requestId);
      // The api answers a list whose first item is the design; an empty one is a bug, masked.
      if (!design) throw new Error('render answered an empty list');
      return {
        template: design,
        imageUrl: design.path,
        warnings: design.warnings,
        bannedWords: design.banned_words,
      };
    },
    deleteCreationRecord: async (_parent, { id }, { api }) =>
      String((await deleteCreationRecord(api, id)).id),
  },
  CreationRecord: {
    id: (r) => String(r.id),
    kind: (r) => (r.record_type === 'banner' ? 'BANNER' : 'POSTER'),
    imageUrl: (r) => r.path,
    createdAt: (r) => r.created_at,
    templateId: (r) => (r.template_id === null ? null : String(r.template_id)),
    bannedWords: (r) => r.banned_words,
  },
};
