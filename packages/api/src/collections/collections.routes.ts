import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authUser, requireUser } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { BEARER_AUTH, envelopeOf } from '../http/schemas.js';
import { CopyCardList } from '../copy/copy.schema.js';
import { TemplatePage } from '../templates/templates.schema.js';
import { TitleList } from '../titles/titles.schema.js';
import {
  CollectBody,
  CollectedCopyQuery,
  CollectedMaterials,
  CollectedMaterialsQuery,
  CollectedTemplatesQuery,
  CollectedTitlesQuery,
  CollectResult,
  CopyCardBody,
  CopyCardToggle,
} from './collections.schema.js';
import {
  cancelCollect,
  collect,
  collectedCopyCards,
  collectedMaterials,
  collectedTemplates,
  collectedTitles,
  toggleCopyCard,
} from './collections.service.js';

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

  app.post(
    '/client/copy/copyCard',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '收藏或取消收藏文案卡片（切换）',
        security: BEARER_AUTH,
        body: CopyCardBody,
        response: envelopeOf(CopyCardToggle),
      },
    },
    async (request) =>
      ok(await toggleCopyCard(deps, authUser(request).id, request.body.copy_card_id)),
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
    async (request) => ok(await collectedMaterials(deps, authUser(request).id, request.query)),
  );

  app.get(
    '/client/collection/getTitle',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '我收藏的标题（最近收藏在前）',
        security: BEARER_AUTH,
        querystring: CollectedTitlesQuery,
        response: envelopeOf(TitleList),
      },
    },
    async (request) => ok(await collectedTitles(deps, authUser(request).id, request.query)),
  );

  app.get(
    '/client/collection/getCopyCard',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '我收藏的文案卡片（最近收藏在前，每页 10 条）',
        security: BEARER_AUTH,
        querystring: CollectedCopyQuery,
        response: envelopeOf(CopyCardList),
      },
    },
    async (request) => ok(await collectedCopyCards(deps, authUser(request).id, request.query)),
  );

  app.get(
    '/client/collection/getTemplate',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '我收藏的模板（最近收藏在前，每页 40 个）',
        security: BEARER_AUTH,
        querystring: CollectedTemplatesQuery,
        response: envelopeOf(TemplatePage),
      },
    },
    async (request) => ok(await collectedTemplates(deps, authUser(request).id, request.query)),
  );
  return Promise.resolve();
};
