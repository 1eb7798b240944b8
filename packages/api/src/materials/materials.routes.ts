import { createReadStream } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authUser, requireRole, requireUser } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { ApiError } from '../http/errors.js';
import { BEARER_AUTH, envelopeOf } from '../http/schemas.js';
import { MATERIAL_CATEGORIES } from './materials.constants.js';
import {
  CategoryListResult,
  ClassListResult,
  DetailQuery,
  DetailResult,
  DownloadBody,
  DownloadList,
  DownloadListQuery,
  DownloadResult,
  FileParams,
  FileQuery,
  RecommendResult,
  RecTagResult,
  SearchQuery,
  SearchResult,
  SimilarQuery,
  SimilarResult,
  ThemeQuery,
  ThemeResult,
} from './materials.schema.js';
import { findOriginal, MIME_BY_EXT, thumbnail } from './materials.files.js';
import { findThemes } from './materials.repo.js';
import {
  detail,
  download,
  downloadHistory,
  recommend,
  recommendedTags,
  search,
  similar,
  tagClasses,
} from './materials.service.js';

const tags = ['materials'];

// The catalogue calls (tags, classes, themes, recommendations, similar images) carry no personal
// data and the home and detail pages show them to guests (spec platform-core §6), so they are
// public; favourite state needs the login variants.
export const materialsRoutes: FastifyPluginAsyncTypebox = (app) => {
  const deps = app.deps;

  app.get(
    '/client/tag/recommend',
    { schema: { tags, summary: '推荐标签', response: envelopeOf(RecTagResult) } },
    async () => ok(await recommendedTags(deps)),
  );

  // The one list the web's category strip and upload form show and the api accepts.
  app.get(
    '/client/material/categories',
    { schema: { tags, summary: '图片分类条', response: envelopeOf(CategoryListResult) } },
    () => ok({ list: [...MATERIAL_CATEGORIES] }),
  );

  app.get(
    '/client/class/getRecommend',
    { schema: { tags, summary: '推荐标签分类', response: envelopeOf(ClassListResult) } },
    async () => ok(await tagClasses(deps, true)),
  );

  app.get(
    '/client/class/get',
    {
      schema: {
        tags,
        summary: '标签分类（类型分类在前）及其子分类和标签',
        response: envelopeOf(ClassListResult),
      },
    },
    async () => ok(await tagClasses(deps, false)),
  );

  app.get(
    '/client/material/recommend',
    { schema: { tags, summary: '推荐素材', response: envelopeOf(RecommendResult) } },
    async () => ok(await recommend(deps, undefined)),
  );

  app.get(
    '/client/material/search',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '搜索素材（登录，带收藏状态）',
        security: BEARER_AUTH,
        querystring: SearchQuery,
        response: envelopeOf(SearchResult),
      },
    },
    async (request) => ok(await search(deps, request.query, authUser(request).id)),
  );

  app.get(
    '/noLogin/material/search',
    {
      schema: {
        tags,
        summary: '搜索素材（游客）',
        querystring: SearchQuery,
        response: envelopeOf(SearchResult),
      },
    },
    async (request) => ok(await search(deps, request.query, undefined)),
  );

  app.get(
    '/designer/material/search',
    {
      preHandler: [requireUser, requireRole('designer', 'admin')],
      schema: {
        tags,
        summary: '设计师端搜索素材',
        security: BEARER_AUTH,
        querystring: SearchQuery,
        response: envelopeOf(SearchResult),
      },
    },
    async (request) => ok(await search(deps, request.query, authUser(request).id)),
  );

  app.get(
    '/client/theme/get',
    {
      schema: {
        tags,
        summary: '类别下的主题',
        querystring: ThemeQuery,
        response: envelopeOf(ThemeResult),
      },
    },
    async (request) => ok({ themes: await findThemes(deps.db, request.query.category_id) }),
  );

  app.get(
    '/client/material/detail',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '素材详情（登录，带收藏状态）',
        security: BEARER_AUTH,
        querystring: DetailQuery,
        response: envelopeOf(DetailResult),
      },
    },
    async (request) => ok(await detail(deps, request.query.material_id, authUser(request).id)),
  );

  app.get(
    '/noLogin/material/detail',
    {
      schema: {
        tags,
        summary: '素材详情（游客）',
        querystring: DetailQuery,
        response: envelopeOf(DetailResult),
      },
    },
    async (request) => ok(await detail(deps, request.query.material_id, undefined)),
  );

  app.get(
    '/client/material/similar',
    {
      schema: {
        tags,
        summary: '相似素材（每页 20，按共同标签）',
        querystring: SimilarQuery,
        response: envelopeOf(SimilarResult),
      },
    },
    async (request) => ok(await similar(deps, request.query.id, request.query.cur_page, undefined)),
  );

  app.post(
    '/client/create_downloadLists',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '记录一次下载并计数',
        security: BEARER_AUTH,
        body: DownloadBody,
        response: envelopeOf(DownloadResult),
      },
    },
    async (request) => ok(await download(deps, authUser(request).id, request.body.id)),
  );

  app.get(
    '/client/get_downloadLists',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '我的下载记录',
        security: BEARER_AUTH,
        querystring: DownloadListQuery,
        response: envelopeOf(DownloadList),
      },
    },
    async (request) => {
      const { cur_page, pageSize } = request.query;
      return ok(await downloadHistory(deps, authUser(request).id, cur_page, pageSize));
    },
  );
  // Images: a file name is content-stable (a new upload gets a new name), so browsers and proxies
  // may keep every variant for a year.
  app.get(
    '/files/materials/:file',
    {
      schema: {
        tags,
        summary: '素材图片：原图、按宽/高缩放的缩略图，或作为附件下载',
        description: '公开：游客浏览的素材库页面以 <img> 加载这些图片。',
        params: FileParams,
        querystring: FileQuery,
      },
    },
    async (request, reply) => {
      const original = findOriginal(deps.photosDir, request.params.file);
      if (!original) throw new ApiError('fileNotFound');
      const { width, height, download } = request.query;
      const path =
        width || height
          ? await thumbnail(original, join(deps.config.dataDir, 'cache'), { width, height })
          : original;
      if (download) {
        reply.header('content-disposition', `attachment; filename="${request.params.file}"`);
      }
      return reply
        .type(MIME_BY_EXT[extname(path).toLowerCase()] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(path));
    },
  );

  return Promise.resolve();
};
