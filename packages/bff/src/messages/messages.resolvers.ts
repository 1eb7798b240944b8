import type { Resolvers } from '../generated/resolvers.js';
import { getMessages, getUnreadCount, markRead } from './messages.api.js';

export const messagesResolvers: Resolvers = {
  Query: {
    myMessages: async (_parent, { page, pageSize }, { api }) => {
      const { lists, total, unread } = await getMessages(api, page, pageSize);
      return { items: lists, total, unread, page, pageSize };
    },
    unreadMessageCount: (_parent, _args, { api }) => getUnreadCount(api),
  },
  Mutation: {
    // An empty list goes to the api as an empty ids, which it refuses: not a request for all.
    markMessagesRead: (_parent, { ids }, { api }) => markRead(api, ids ?? null),
  },
  Message: {
    kind: (m) => (m.kind === 'review_pass' ? 'REVIEW_PASS' : 'REVIEW_REJECT'),
    materialId: (m) => m.material_id,
    isRead: (m) => m.is_read === 1,
    createdAt: (m) => m.created_at,
  },
};
