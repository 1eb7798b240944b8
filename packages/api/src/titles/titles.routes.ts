import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { optionalUser } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { envelopeOf } from '../http/schemas.js';
import { TAG_ORIGINAL, TAG_TEN_W } from './titles.constants.js';
import {
  ChildTagQuery,
  ChildTagResult,
  FilterQuery,
  FilterResult,
  Title,
  TitleIdQuery,
  TitleIdsQuery,
  TitleList,
  TitleSearchQuery,
  TitlesById,
} from './titles.schema.js';
import { childTags, searchTitles, titleById, titleFilters, titlesByIds } from './titles.service.js';

const tags = ['titles'];

// Guests may browse and search; with a token isCollect reflects the caller.
export const titlesRoutes: FastifyPluginAsyncTypebox = (app) => {
  const deps = {
    db: app.deps.db,
    get titleIndex() {
      return app.deps.titleIndex;
    },
  };

  app.get(
    '/client/title/getFilter',
    {
      schema: {
        tags,
        summary: '标题库筛选标签（原创标题 266、10W+标题 267 及其分类）',
        querystring: FilterQuery,
        response: envelopeOf(FilterResult),
      },
    },
    async (request) => ok(await titleFilters(deps, request.query.isOriginal)),
  );

  app.get(
    '/client/title/getChildTag',
    {
      schema: {
        tags,
        summary: '标签的子标签',
        querystring: ChildTagQuery,
        response: envelopeOf(ChildTagResult),
      },
    },
    async (request) => ok(await childTags(deps, request.query.tagId)),
  );

  for (const [url, library, summary] of [
    ['/client/title/get', TAG_ORIGINAL, '原创标题（关键字、标签筛选，每页 20 条）'],
    ['/client/get_title', TAG_TEN_W, '10W+标题（关键字、标签筛选，每页 20 条）'],
  ] as const) {
    app.get(
      url,
      {
        preHandler: optionalUser,
        schema: {
          tags,
          summary,
          querystring: TitleSearchQuery,
          response: envelopeOf(TitleList),
        },
      },
      async (request) => ok(await searchTitles(deps, request.query, library, request.authUser?.id)),
    );
  }

  app.get(
    '/client/title/byIds',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: '按 id 取标题（最多 20 个，按给定顺序；不存在的略去）',
        querystring: TitleIdsQuery,
        response: envelopeOf(TitlesById),
      },
    },
    async (request) => ok(await titlesByIds(deps, request.query.ids, request.authUser?.id)),
  );

  app.get(
    '/client/title/info',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: '按 id 取一个标题（404 标题不存在）',
        querystring: TitleIdQuery,
        response: envelopeOf(Title),
      },
    },
    async (request) => ok(await titleById(deps, request.query.id, request.authUser?.id)),
  );

  return Promise.resolve();
};
