import { createReadStream } from 'node:fs';
import { extname, join } from 'node:path';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authUser, optionalUser, requireUser } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { ApiError } from '../http/errors.js';
import { BEARER_AUTH, envelopeOf } from '../http/schemas.js';
import { findOriginal, MIME_BY_EXT, thumbnail } from '../materials/materials.files.js';
import { FileParams, FileQuery } from '../materials/materials.schema.js';
import { DEMO_TEMPLATES_DIR } from './templates.files.js';
import {
  DesignRecordsQuery,
  DownloadBody,
  DownloadList,
  DownloadListQuery,
  DownloadResult,
  FilterResult,
  SmartBatchQuery,
  TagClass,
  TagClassKeyQuery,
  TagClassQuery,
  TemplateDetail,
  TemplateIdBody,
  TemplateInfoQuery,
  TemplateListQuery,
  TemplatePage,
} from './templates.schema.js';
import * as templates from './templates.service.js';

const tags = ['templates'];

// Guests browse the template centre and its filters (spec create-and-write §6); favourites,
// downloads and designs need login.
export const templatesRoutes: FastifyPluginAsyncTypebox = (app) => {
  const deps = { db: app.deps.db, clock: app.deps.clock };

  app.get(
    '/client/template/getFilter',
    {
      schema: {
        tags,
        summary: '模板中心筛选项：每个分类的行业、主题、风格',
        response: envelopeOf(FilterResult),
      },
    },
    async () => ok(await templates.templateFilters(deps)),
  );

  app.get(
    '/client/template',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: '模板中心（分类、标签、排序，每页 40 个；self=1 我的作品）',
        querystring: TemplateListQuery,
        response: envelopeOf(TemplatePage),
      },
    },
    async (request) =>
      ok(await templates.templateCentre(deps, request.query, request.authUser?.id)),
  );

  app.delete(
    '/client/template',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '删除自己的作品',
        security: BEARER_AUTH,
        querystring: TemplateIdBody,
        response: envelopeOf(Type.Object({ id: Type.Integer() })),
      },
    },
    async (request) =>
      ok(await templates.deleteDesign(deps, authUser(request).id, request.query.id)),
  );

  app.get(
    '/client/template/designRecords',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '作图记录：我的作品（每页 40 个；设计师与管理员 self=0 看全部）',
        security: BEARER_AUTH,
        querystring: DesignRecordsQuery,
        response: envelopeOf(TemplatePage),
      },
    },
    async (request) => ok(await templates.designRecords(deps, request.query, authUser(request))),
  );

  app.post(
    '/client/template/download',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '下载模板（记入我的下载，下载数加一）',
        security: BEARER_AUTH,
        body: DownloadBody,
        response: envelopeOf(DownloadResult),
      },
    },
    async (request) =>
      ok(await templates.downloadTemplate(deps, authUser(request).id, request.body.template_id)),
  );

  app.get(
    '/client/get_downloadTemplateLists',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '我下载的模板（最近在前，每页 10 个）',
        security: BEARER_AUTH,
        querystring: DownloadListQuery,
        response: envelopeOf(DownloadList),
      },
    },
    async (request) => {
      const { cur_page, pageSize } = request.query;
      return ok(await templates.templateDownloads(deps, authUser(request).id, cur_page, pageSize));
    },
  );

  app.get(
    '/client/composeTemplate/tagClass',
    {
      schema: {
        tags,
        summary: '使用场景的标签分类（按分类 id，或场景 海报 / 单子）',
        querystring: TagClassQuery,
        response: envelopeOf(Type.Array(TagClass)),
      },
    },
    async (request) => ok(await templates.tagClasses(deps, request.query)),
  );

  app.get(
    '/client/composeTemplate/tagClassHaveKey',
    {
      schema: {
        tags,
        summary: '标签分类中名称含关键字的标签',
        querystring: TagClassKeyQuery,
        response: envelopeOf(Type.Array(TagClass)),
      },
    },
    async (request) =>
      ok(
        await templates.tagClassesWithKey(
          deps,
          request.query.tag_class_ids,
          request.query.key_word,
        ),
      ),
  );

  app.get(
    '/client/composeTemplate/templateList',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: '带全部给定标签的模板（每批 16 个）',
        querystring: SmartBatchQuery,
        response: envelopeOf(TemplatePage),
      },
    },
    async (request) => ok(await templates.smartBatch(deps, request.query, request.authUser?.id)),
  );

  app.get(
    '/client/composeTemplate/templateInfo',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: '模板详情（含模板文档 synthetic 与示例 replaceObj）',
        querystring: TemplateInfoQuery,
        response: envelopeOf(TemplateDetail),
      },
    },
    async (request) =>
      ok(await templates.templateInfo(deps, request.query.templateId, request.authUser?.id)),
  );
  // Previews of the library: content-stable names (a regenerated template gets a new file), so
  // browsers may keep them; widths serve the centre's masonry.
  app.get(
    '/files/templates/:file',
    {
      schema: {
        tags,
        summary: '模板预览图：原图或按宽/高缩放的缩略图',
        params: FileParams,
        querystring: FileQuery,
      },
    },
    async (request, reply) => {
      const original = findOriginal(DEMO_TEMPLATES_DIR, request.params.file);
      if (!original) throw new ApiError('fileNotFound');
      const { width, height } = request.query;
      const path =
        width || height
          ? await thumbnail(original, join(app.deps.config.dataDir, 'cache', 'templates'), {
              width,
              height,
            })
          : original;
      return reply
        .type(MIME_BY_EXT[extname(path).toLowerCase()] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(path));
    },
  );
  return Promise.resolve();
};
