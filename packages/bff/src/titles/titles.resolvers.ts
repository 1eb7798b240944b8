import type { Resolvers } from '../generated/resolvers.js';
import {
  getChildTags,
  getSmartTitles,
  getSmartTitleStyles,
  getTitleFilters,
  searchTitles,
} from './titles.api.js';
import { toSmartTitles, toTitleHit } from './titles.mappers.js';

const toTag = (t: { id: number; name: string }) => ({ id: String(t.id), name: t.name });

export const titlesResolvers: Resolvers = {
  Query: {
    titleFilters: async (_parent, { library }, { api }) =>
      (await getTitleFilters(api, library)).tagClassify.map((g) => ({
        id: String(g.id),
        name: g.name,
        children: g.children.map(toTag),
      })),
    titleChildTags: async (_parent, { tagId }, { api }) =>
      (await getChildTags(api, tagId)).list.map(toTag),
    searchTitles: async (_parent, args, { api }) => {
      const { list, total } = await searchTitles(api, args);
      return { items: list.map(toTitleHit), total, page: args.page, pageSize: args.pageSize };
    },
    smartTitles: async (_parent, args, { api }) => toSmartTitles(await getSmartTitles(api, args)),
    smartTitleStyles: async (_parent, _args, { api }) => (await getSmartTitleStyles(api)).list,
  },
};
