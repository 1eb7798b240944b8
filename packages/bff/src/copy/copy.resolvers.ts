import type { Resolvers } from '@adstudio/schema/server';
import type { ApiClient } from '../api/client.js';
import { ApiError } from '../api/errors.js';
import { cancelCollect, collect } from '../collections/collections.api.js';
import {
  changeCopyCard,
  getCollectedCopy,
  getCopyCardsByIds,
  getCopyTags,
  getRelatedCopy,
  getSuggestedTitles,
  searchCopy,
  useCopyCard,
} from './copy.api.js';
import { toCopyCard } from './copy.mappers.js';

const toTag = (t: { id: number; name: string }) => ({ id: String(t.id), name: t.name });

// Mutations answer with the whole card, so Apollo's normalised cache updates every view.
async function cardById(api: ApiClient, id: string) {
  const [card] = (await getCopyCardsByIds(api, [id])).list;
  if (!card) throw new ApiError(404, '文案不存在', '/client/copy/byIds');
  return toCopyCard(card);
}

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
    collectedCopyCards: async (_parent, { page, pageSize }, { api }) => {
      const { list, total } = await getCollectedCopy(api, page, pageSize);
      return { items: list.map(toCopyCard), total, page, pageSize };
    },
  },
  Mutation: {
    collectCopyCard: async (_parent, { id }, { api }) => {
      await collect(api, 'copyCard', id);
      return cardById(api, id);
    },
    uncollectCopyCard: async (_parent, { id }, { api }) => {
      await cancelCollect(api, 'copyCard', id);
      return cardById(api, id);
    },
    useCopyCard: async (_parent, { id }, { api }) => {
      await useCopyCard(api, id);
      return cardById(api, id);
    },
  },
};
