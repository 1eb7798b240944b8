import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { optionalUser, requireUser } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { BEARER_AUTH, envelopeOf } from '../http/schemas.js';
import { COPY_PAGE_SIZE_DEFAULT } from './copy.constants.js';
import {
  ChangeCopyCardQuery,
  CopyCard,
  CopyCardList,
  CopyCardsById,
  CopyIdQuery,
  CopyIdsQuery,
  CopyListQuery,
  CopyTagsQuery,
  CopyTagsResult,
  CorrelativeQuery,
  SuggestedTitlesQuery,
  SuggestedTitlesResult,
  UseNumBody,
  UseNumResult,
} from './copy.schema.js';
import * as copy from './copy.service.js';

const tags = ['copy'];

// Guests browse and search copy (spec create-and-write §6); counting uses needs login (favourites: collections).
export const copyRoutes: FastifyPluginAsyncTypebox = (app) => {
  const deps = { db: app.deps.db };

  app.get(
    '/client/copy/copyTags',
    {
      schema: {
        tags,
        summary: '文案标签分类（每类一个筛选）',
        querystring: CopyTagsQuery,
        response: envelopeOf(CopyTagsResult),
      },
    },
    async (request) => ok(await copy.copyTags(deps, request.query.tag_class_id)),
  );

  app.get(
    '/client/copy/copyList',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: '文案卡片检索（关键字、标签、行数、经典/原创，每页 20 条）',
        querystring: CopyListQuery,
        response: envelopeOf(CopyCardList),
      },
    },
    async (request) => {
      const q = request.query;
      const raw = {
        ...q,
        page: q.page ?? q.cur_page ?? 1,
        pageSize: q.pageSize ?? q.page_size ?? COPY_PAGE_SIZE_DEFAULT,
      };
      return ok(await copy.searchCopy(deps, raw, request.authUser?.id));
    },
  );

  app.get(
    '/client/copy/info',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: '按 id 取一张文案卡片（404 文案不存在）',
        querystring: CopyIdQuery,
        response: envelopeOf(CopyCard),
      },
    },
    async (request) => ok(await copy.cardById(deps, request.query.id, request.authUser?.id)),
  );

  app.get(
    '/client/copy/byIds',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: '按 id 取文案卡片（最多 20 个，按给定顺序）',
        querystring: CopyIdsQuery,
        response: envelopeOf(CopyCardsById),
      },
    },
    async (request) => ok(await copy.cardsByIds(deps, request.query.ids, request.authUser?.id)),
  );

  app.get(
    '/client/copy/changeCopyCard',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: '换一组文案：随机一张指定行数、带全部标签的文案卡片',
        querystring: ChangeCopyCardQuery,
        response: envelopeOf(Type.Array(CopyCard)),
      },
    },
    async (request) => ok(await copy.changeCopyCard(deps, request.query, request.authUser?.id)),
  );

  app.get(
    '/client/copy/correlative',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: '相关文案：与关键字任一词相关，命中词多者在前',
        querystring: CorrelativeQuery,
        response: envelopeOf(CopyCardList),
      },
    },
    async (request) => ok(await copy.relatedCopy(deps, request.query, request.authUser?.id)),
  );

  app.post(
    '/client/copy/useNum',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '记录一次文案使用',
        security: BEARER_AUTH,
        body: UseNumBody,
        response: envelopeOf(UseNumResult),
      },
    },
    async (request) => ok(await copy.useCopyCard(deps, request.body.id)),
  );

  app.get(
    '/client/composeTemplate/getTitle',
    {
      schema: {
        tags,
        summary: '推荐标题（原创文案的主标题与副标题）',
        querystring: SuggestedTitlesQuery,
        response: envelopeOf(SuggestedTitlesResult),
      },
    },
    async (request) =>
      ok(await copy.suggestedTitles(deps, request.query.number, request.query.text_length)),
  );

  return Promise.resolve();
};
