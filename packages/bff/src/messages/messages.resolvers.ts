import type { Resolvers } from '../generated/resolvers.js';
import { ApiError } from '../api/errors.js';
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
    markMessagesRead: (_parent, { ids }, { api }) => {
      // An empty list is a mistake of the caller, not a request to mark everything.
      if (ids?.length === 0) throw new ApiError(400, '请求参数不正确：ids', '/client/message/read');
      return markRead(api, ids ?? null);
    },
  },
  Message: {
    kind: (m) => (m.kind === 'review_pass' ? 'REVIEW_PASS' : 'REVIEW_REJECT'),
    materialId: (m) => m.material_id,
    isRead: (m) => m.is_read === 1,
    createdAt: (m) => m.created_at,
  },
};
