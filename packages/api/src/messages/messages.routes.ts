import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authUser, requireUser } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { BEARER_AUTH, envelopeOf } from '../http/schemas.js';
import {
  MessageList,
  MessageListQuery,
  ReadBody,
  ReadResult,
  UnreadCount,
} from './messages.schema.js';
import { myMessages, readMessages, unreadCount } from './messages.service.js';

const tags = ['messages'];

// 消息管理 (spec platform-core §2 account menu): only ever the caller's own messages.
export const messagesRoutes: FastifyPluginAsyncTypebox = (app) => {
  const deps = app.deps;

  app.get(
    '/client/message/list',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '我的消息（最新在前）',
        security: BEARER_AUTH,
        querystring: MessageListQuery,
        response: envelopeOf(MessageList),
      },
    },
    async (request) => {
      const { cur_page, pageSize } = request.query;
      return ok(await myMessages(deps, authUser(request).id, cur_page, pageSize));
    },
  );

  app.get(
    '/client/message/unreadCount',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '未读消息数',
        security: BEARER_AUTH,
        response: envelopeOf(UnreadCount),
      },
    },
    async (request) => ok(await unreadCount(deps, authUser(request).id)),
  );

  app.post(
    '/client/message/read',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '标记已读（他人的消息 id 不受影响）',
        security: BEARER_AUTH,
        body: ReadBody,
        response: envelopeOf(ReadResult),
      },
    },
    async (request) => ok(await readMessages(deps, authUser(request).id, request.body.ids)),
  );
  return Promise.resolve();
};
