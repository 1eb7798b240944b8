import type { Resolvers } from '@adstudio/schema/server';
import type { ApiClient } from '../api/client.js';
import { ApiError } from '../api/errors.js';
import { cancelCollect, collect } from '../collections/collections.api.js';
import {
  getChildTags,
  getCollectedTitles,
  getSmartTitles,
  getSmartTitleStyles,
  getTitleFilters,
  getTitlesByIds,
  searchTitles,
} from './titles.api.js';
import { toSmartTitles, toTitle, toTitleHit } from './titles.mappers.js';

const toTag = (t: { id: number; name: string }) => ({ id: String(t.id), name: t.name });

// Collect mutations answer with the whole title, so Apollo's normalised cache updates every view.
async function titleById(api: ApiClient, id: string) {
  const [title] = (await getTitlesByIds(api, [id])).list;
  if (!title) throw new ApiError(404, '标题不存在', '/client/title/byIds');
  return toTitle(title);
}

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
    collectedTitles: async (_parent, { library, page, pageSize }, { api }) => {
      const { list, total } = await getCollectedTitles(api, library, page, pageSize);
      return { items: list.map(toTitle), total, page, pageSize };
    },
  },
  Mutation: {
    collectTitle: async (_parent, { id }, { api }) => {
      await collect(api, 'title', id);
      return titleById(api, id);
    },
    uncollectTitle: async (_parent, { id }, { api }) => {
      await cancelCollect(api, 'title', id);
      return titleById(api, id);
    },
  },
};
