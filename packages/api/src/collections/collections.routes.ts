import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authUser, requireUser } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { BEARER_AUTH, envelopeOf } from '../http/schemas.js';
import {
  CollectBody,
  CollectedMaterials,
  CollectedMaterialsQuery,
  CollectResult,
} from './collections.schema.js';
import { cancelCollect, collect, collectedMaterials } from './collections.service.js';

const tags = ['collections'];

export const collectionsRoutes: FastifyPluginAsyncTypebox = (app) => {
  const deps = app.deps;

  app.post(
    '/client/collection/collect',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '收藏（重复收藏不报错）',
        security: BEARER_AUTH,
        body: CollectBody,
        response: envelopeOf(CollectResult),
      },
    },
    async (request) => {
      const { id, collectType } = request.body;
      return ok(await collect(deps, authUser(request).id, collectType, id));
    },
  );

  app.post(
    '/client/collection/cancelCollect',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '取消收藏（未收藏也成功）',
        security: BEARER_AUTH,
        body: CollectBody,
        response: envelopeOf(CollectResult),
      },
    },
    async (request) => {
      const { id, collectType } = request.body;
      return ok(await cancelCollect(deps, authUser(request).id, collectType, id));
    },
  );

  app.get(
    '/client/collection/getMaterials',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '我收藏的素材',
        security: BEARER_AUTH,
        querystring: CollectedMaterialsQuery,
        response: envelopeOf(CollectedMaterials),
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return ok(await collectedMaterials(deps, authUser(request).id, page, pageSize));
    },
  );
  return Promise.resolve();
};
