import { Type } from '@fastify/type-provider-typebox';
import { pageNumber } from '../http/schemas.js';

export const MessageListQuery = Type.Object({
  cur_page: pageNumber,
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
});

export const Message = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('review_pass'), Type.Literal('review_reject')]),
  title: Type.String(),
  content: Type.String(),
  material_id: Type.Union([Type.Integer(), Type.Null()]),
  is_read: Type.Union([Type.Literal(0), Type.Literal(1)]),
  created_at: Type.String({ format: 'date-time' }),
});

export const MessageList = Type.Object({
  lists: Type.Array(Message),
  total: Type.Integer(),
  unread: Type.Integer(),
});

export const UnreadCount = Type.Object({ count: Type.Integer() });

export const ReadBody = Type.Object({
  ids: Type.String({ minLength: 1, maxLength: 1200, description: '逗号分隔的消息 id，或 all' }),
});
export const ReadResult = Type.Object({ ids: Type.Array(Type.Integer()), unread: Type.Integer() });
