import { nodeMeasurer } from '@adstudio/render/node';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authUser, requireUser } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { ApiError } from '../http/errors.js';
import { previewStore } from '../render/render.previews.js';
import { BEARER_AUTH, envelopeOf } from '../http/schemas.js';
import { isEmptyJsonList } from '../search/list-param.js';
import { storedImageFacts } from './smart.images.js';
import { SmartProfileBody, SmartProfileResult } from './smart.schema.js';
import { rankPoolOf } from './smart.rank.pool.js';
import { smartProfile } from './smart.service.js';

// Smart creation needs login (spec create-and-write §6: smartGenerate, smartPoster, smartSingle).
export const smartRoutes: FastifyPluginAsyncTypebox = (app) => {
  const { db, storage, photosDir, imageFacts, wordcheck } = app.deps;
  // The ranking lays out every template: on its own threads, never on the event loop.
  const pool = rankPoolOf(app);
  const deps = {
    db,
    wordcheck,
    measurer: nodeMeasurer,
    ranker: pool.rank,
    images: storedImageFacts({ db, storage, photosDir }, imageFacts),
    previews: previewStore(app),
  };

  app.post(
    '/client/composeTemplate/getSmartProfile',
    {
      preHandler: requireUser,
      schema: {
        tags: ['templates'],
        summary: '智能创作：按使用场景、文案和图片推荐并填好模板，每个结果附推荐理由与提醒',
        security: BEARER_AUTH,
        body: SmartProfileBody,
        response: envelopeOf(SmartProfileResult),
      },
    },
    async (request) => {
      // 生成更多 with no ids left is the client's end of the list, not a request for an empty page.
      if (isEmptyJsonList(request.body.templateIds)) throw new ApiError('idEmpty');
      return ok(await smartProfile(deps, request.body, authUser(request).id));
    },
  );
  return Promise.resolve();
};
