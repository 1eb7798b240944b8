import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authUser, requireUser } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { BEARER_AUTH, envelopeOf } from '../http/schemas.js';
import {
  CutoutQuery,
  CutoutResult,
  MainInfoBody,
  MainInfoResult,
  RoleInfoBody,
  RoleInfoResult,
  ToneQuery,
  ToneResult,
} from './vision.schema.js';
import * as vision from './vision.service.js';

const tags = ['vision'];

export const visionRoutes: FastifyPluginAsyncTypebox = (app) => {
  const { db, storage, photosDir, config, vision: queue, imageFacts } = app.deps;
  const deps = {
    db,
    storage,
    photosDir,
    vision: queue,
    enabled: config.vision.enabled,
    imageFacts,
  };

  app.get(
    '/client/img/cutout',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '一键抠图：人物主图去背景，返回透明 PNG 的地址',
        security: BEARER_AUTH,
        querystring: CutoutQuery,
        response: envelopeOf(CutoutResult),
      },
    },
    async (request) => ok(await vision.cutout(deps, authUser(request).id, request.query.path)),
  );

  app.get(
    '/client/img/adjustTone',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '调色：把 changeImg 的色调向 baseImg 靠拢一半（Lab 颜色迁移）',
        security: BEARER_AUTH,
        querystring: ToneQuery,
        response: envelopeOf(ToneResult),
      },
    },
    async (request) =>
      ok(
        await vision.adjustTone(
          deps,
          authUser(request).id,
          request.query.baseImg,
          request.query.changeImg,
        ),
      ),
  );

  app.post(
    '/client/getRoleInfo',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '人脸位置与角度（yaw/pitch/roll，度），用于人物在模板中的摆放',
        security: BEARER_AUTH,
        body: RoleInfoBody,
        response: envelopeOf(RoleInfoResult),
      },
    },
    async (request) => ok(await vision.roleInfo(deps, authUser(request).id, request.body)),
  );

  app.post(
    '/client/re_getMainInfo',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '图片主体位置：人物范围，没有人物时取最大的人脸',
        security: BEARER_AUTH,
        body: MainInfoBody,
        response: envelopeOf(MainInfoResult),
      },
    },
    async (request) => ok(await vision.mainInfo(deps, authUser(request).id, request.body.imgUrl)),
  );
  return Promise.resolve();
};
