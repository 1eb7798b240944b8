import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authUser, requireUser } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { ApiError } from '../http/errors.js';
import { BEARER_AUTH, envelopeOf } from '../http/schemas.js';
import { PACKS_DIR, shippedPacks } from './game.packs.js';
import {
  AllGameListQuery,
  CaptureBody,
  CaptureResult,
  FindMaterialsQuery,
  FindTemplateNewQuery,
  FindTemplateQuery,
  GameList,
  GameTemplatePage,
  MaterialPage,
  PackFileParams,
} from './game.schema.js';
import * as game from './game.service.js';

const tags = ['game'];

/** The game and appliance forms' calls (spec create-and-write §2, §7), over the shipped packs. */
export const gameRoutes: FastifyPluginAsyncTypebox = (app) => {
  const set = shippedPacks();

  app.get(
    '/client/game/allGameList',
    {
      schema: {
        tags,
        summary: '游戏列表（家电为 kind=appliance）：每个游戏的表单选项、规则、重置规则与步骤',
        querystring: AllGameListQuery,
        response: envelopeOf(GameList),
      },
    },
    (request) => Promise.resolve(ok(game.allGameList(set, request.query))),
  );

  app.get(
    '/client/material/findMaterials',
    {
      schema: {
        tags,
        summary: '游戏与家电的素材（人物图、场景图、小图），按标签筛选',
        querystring: FindMaterialsQuery,
        response: envelopeOf(MaterialPage),
      },
    },
    (request) => Promise.resolve(ok(game.findMaterials(set, request.query))),
  );

  app.get(
    '/client/material/findTemplate',
    {
      schema: {
        tags,
        summary: '放入所选人物、场景与主标题的游戏模板（风格501 单人、风格503 双人）',
        querystring: FindTemplateQuery,
        response: envelopeOf(GameTemplatePage),
      },
    },
    (request) => Promise.resolve(ok(game.findTemplate(set, request.query))),
  );

  app.get(
    '/client/material/findTemplateNew',
    {
      schema: {
        tags,
        summary: '按格式与风格找模板（风格501、风格503、风格1301 家电），放入主标题',
        querystring: FindTemplateNewQuery,
        response: envelopeOf(GameTemplatePage),
      },
    },
    (request) => Promise.resolve(ok(game.findTemplateNew(set, request.query))),
  );

  app.post(
    '/render/getGameCapture',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          '诺亚之心小图横幅：场景、主标题与 200×200 小图互不重叠地拼成 1080x460（场景更大时 1300x554），保存为我的作品',
        security: BEARER_AUTH,
        body: CaptureBody,
        response: envelopeOf(CaptureResult),
      },
    },
    async (request) => {
      const user = authUser(request);
      if (request.body.id !== undefined && request.body.id !== user.id) {
        throw new ApiError('forbidden');
      }
      const { db, clock, storage, renderQueue } = app.deps;
      return ok(
        await game.gameCapture(
          { db, clock, storage, renderQueue },
          set,
          user.id,
          request.body.backAndLabel,
        ),
      );
    },
  );

  // The packs' art (演示素材), public like the template previews.
  app.get(
    '/files/packs/:slug/:file',
    { schema: { tags, summary: '游戏与家电素材图片', params: PackFileParams } },
    (request, reply) => {
      const { slug, file } = request.params;
      const path = join(PACKS_DIR, slug, file);
      if (!existsSync(path)) throw new ApiError('fileNotFound');
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(path));
    },
  );
  return Promise.resolve();
};
