import type { Resolvers } from '../generated/resolvers.js';
import {
  changeCopyCard,
  getCopyCard,
  getCopyTags,
  getRelatedCopy,
  getSuggestedTitles,
  searchCopy,
  useCopyCard,
} from './copy.api.js';
import { toCopyCard } from './copy.mappers.js';

const toTag = (t: { id: number; name: string }) => ({ id: String(t.id), name: t.name });

export const copyResolvers: Resolvers = {
  Query: {
    copyTagClasses: async (_parent, { classId }, { api }) =>
      (await getCopyTags(api, classId)).tagList.map((c) => ({
        id: String(c.id),
        name: c.name,
        tags: c.tags.map(toTag),
      })),
    copyCards: async (_parent, args, { api }) => {
      const { list, total } = await searchCopy(api, args);
      return { items: list.map(toCopyCard), total, page: args.page, pageSize: args.pageSize };
    },
    changeCopyCard: async (_parent, { lines, tagIds }, { api }) => {
      const card = await changeCopyCard(api, lines, tagIds);
      return card && toCopyCard(card);
    },
    correlativeCopy: async (_parent, { keyword, page, pageSize }, { api }) => {
      const { list, total } = await getRelatedCopy(api, keyword, page, pageSize);
      return { items: list.map(toCopyCard), total, page, pageSize };
    },
    suggestedTitles: async (_parent, { count, textLength }, { api }) =>
      (await getSuggestedTitles(api, count, textLength)).map((t) => ({
        mainTitle: t.main_title,
        subtitleOne: t.subtitle_one,
      })),
  },
  Mutation: {
    // Answers with the whole card, so Apollo's normalised cache updates every view.
    useCopyCard: async (_parent, { id }, { api }) => {
      await useCopyCard(api, id);
      return toCopyCard(await getCopyCard(api, id));
    },
  },
};
