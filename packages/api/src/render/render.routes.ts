import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authUser, requireUser } from '../http/auth.js';
import { callerGone } from '../http/caller.js';
import { ok } from '../http/envelope.js';
import { ApiError } from '../http/errors.js';
import { BEARER_AUTH, envelopeOf } from '../http/schemas.js';
import type { RecordType } from './render.constants.js';
import {
  HistoryList,
  PreviewParams,
  RecordIdBody,
  RecordQueryBody,
  RenderBody,
  RenderResult,
} from './render.schema.js';
import { previewDrawer } from './render.previews.js';
import * as render from './render.service.js';

const tags = ['render'];

// spec create-and-write §7: the "render host" is the api itself (/api/v1/render/...).
const RENDER_PATHS: Record<RecordType, { path: string; summary: string }> = {
  banner: { path: '/render/renderClient', summary: '渲染新媒体首图并保存为我的作品' },
  poster: { path: '/render/posterRenderClient', summary: '渲染海报并保存为我的作品' },
};

export const renderRoutes: FastifyPluginAsyncTypebox = (app) => {
  const { db, clock, storage, wordcheck } = app.deps;

  for (const [kind, { path, summary }] of Object.entries(RENDER_PATHS) as [
    RecordType,
    (typeof RENDER_PATHS)[RecordType],
  ][]) {
    app.post(
      path,
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary,
          security: BEARER_AUTH,
          body: RenderBody,
          response: envelopeOf(RenderResult),
        },
      },
      async (request, reply) => {
        const user = authUser(request);
        // The spec sends the user id; the token decides, and another user's id is refused.
        if (request.body.id !== undefined && request.body.id !== user.id) {
          throw new ApiError('forbidden');
        }
        const deps = { db, clock, storage, renderQueue: app.deps.renderQueue };
        const { materials, request_id: requestId } = request.body;
        const gone = callerGone(reply);
        const designs = await render.renderTemplate(deps, user.id, kind, materials, gone, requestId);
        // The copy goes through the word checker on the server too (issue 27 item 6).
        return ok(await render.withCopyCheck(wordcheck, designs));
      },
    );
  }

  app.post(
    '/client/getModelCreateRecord',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '作图历史（按时间范围，每页 9 个）',
        security: BEARER_AUTH,
        body: RecordQueryBody,
        response: envelopeOf(HistoryList),
      },
    },
    async (request) =>
      ok(await render.creationRecords({ db, clock, wordcheck }, authUser(request).id, request.body)),
  );

  app.post(
    '/client/deleteModelCreateRecord',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '删除作图记录',
        security: BEARER_AUTH,
        body: RecordIdBody,
        response: envelopeOf(Type.Object({ id: Type.Integer() })),
      },
    },
    async (request) =>
      ok(await render.deleteCreationRecord({ db }, authUser(request).id, request.body.id)),
  );

  const preview = previewDrawer(app);
  app.get(
    '/files/previews/:file',
    {
      schema: {
        tags,
        summary: '智能创作的成品预览图（JPEG，首次请求时绘制）',
        description:
          '公开：卡片以 <img> 加载，浏览器不带令牌；文件名是 getSmartProfile 只交给本人的 128 位摘要。',
        params: PreviewParams,
      },
    },
    async (request, reply) =>
      reply
        .type('image/jpeg')
        // The name is the content: a browser keeps it; shared caches do not (it is one user's).
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(await preview.image(request.params.file)),
  );
  return Promise.resolve();
};
