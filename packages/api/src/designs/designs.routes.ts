import { createReadStream, existsSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authUser, requireRole, requireUser } from '../http/auth.js';
import { callerGone } from '../http/caller.js';
import { ok } from '../http/envelope.js';
import { ApiError } from '../http/errors.js';
import { BEARER_AUTH, envelopeOf } from '../http/schemas.js';
import { MIME_BY_EXT } from '../materials/materials.files.js';
import { TEMPLATE_ASSETS_DIR } from '../render/render.textures.js';
import { TemplateDetail } from '../templates/templates.schema.js';
import {
  AssetParams,
  DesignInfo,
  EditorFont,
  FontFileParams,
  Draft,
  DraftBody,
  ExportBody,
  ExportResult,
  InfoQuery,
  ResizeBody,
  ResizeResult,
  ResizeSaveBody,
  ResizeSaved,
  ReviewBody,
  SaveBody,
  Submission,
  SubmissionDetail,
  SubmissionPage,
  SubmissionDetailQuery,
  SubmissionQuery,
  SubmitBody,
} from './designs.schema.js';
import { editorFonts, FONT_MIME, fontFile } from './designs.fonts.js';
import { resizeDesign, saveResizedDesigns } from './designs.resize.js';
import * as designs from './designs.service.js';

const tags = ['designs'];
// spec create-and-write §8: the editor opens with userType designer for designers; admins too.
const designerOnly = [requireUser, requireRole('designer', 'admin')];
const reviewerOnly = [requireUser, requireRole('reviewer', 'admin')];

// The online editor's calls (issue 15): a user's designs, drafts and exports; a designer's
// templates and their review.
export const designsRoutes: FastifyPluginAsyncTypebox = (app) => {
  const { db, clock, storage, renderQueue } = app.deps;
  const deps = { db, clock, storage, renderQueue };

  app.post(
    '/client/design/save',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '保存作品：从模板新建，或更新自己的作品（服务端重绘，记入作图记录）',
        security: BEARER_AUTH,
        body: SaveBody,
        response: envelopeOf(TemplateDetail),
      },
    },
    async (request, reply) =>
      ok(await designs.saveDesign(deps, authUser(request).id, request.body, callerGone(reply))),
  );

  app.post(
    '/client/design/draft',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '自动保存草稿（每个作品或模板只留最新一份）',
        security: BEARER_AUTH,
        body: DraftBody,
        response: envelopeOf(Draft),
      },
    },
    async (request) => ok(await designs.saveDraft(deps, authUser(request).id, request.body)),
  );

  app.get(
    '/client/design/info',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '编辑器打开的作品或模板，及比它更新的草稿',
        security: BEARER_AUTH,
        querystring: InfoQuery,
        response: envelopeOf(DesignInfo),
      },
    },
    async (request) => ok(await designs.designInfo(deps, authUser(request).id, request.query)),
  );

  app.post(
    '/client/design/export',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '导出作品为 PNG、JPEG 或 PDF（服务端绘制，记入我的下载）',
        security: BEARER_AUTH,
        body: ExportBody,
        response: envelopeOf(ExportResult),
      },
    },
    async (request) => ok(await designs.exportDesign(deps, authUser(request).id, request.body)),
  );

  app.post(
    '/client/design/resize',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          '调整尺寸：作品或模板在其他画布尺寸下的文档与适配报告（移动、缩小、换行、隐藏、放不下的文字），不保存',
        security: BEARER_AUTH,
        body: ResizeBody,
        response: envelopeOf(Type.Array(ResizeResult)),
      },
    },
    async (request) => ok(await resizeDesign(deps, authUser(request).id, request.body)),
  );

  app.post(
    '/client/design/resize/save',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '调整尺寸并把每个尺寸存为一个新作品（原作品与其草稿不变）',
        security: BEARER_AUTH,
        body: ResizeSaveBody,
        response: envelopeOf(Type.Array(ResizeSaved)),
      },
    },
    async (request, reply) =>
      ok(await saveResizedDesigns(deps, authUser(request).id, request.body, callerGone(reply))),
  );

  app.post(
    '/client/composeTemplate/addMaterial',
    {
      preHandler: designerOnly,
      schema: {
        tags,
        summary: '设计师提交模板（检查通过后待审核）',
        security: BEARER_AUTH,
        body: SubmitBody,
        response: envelopeOf(Submission),
      },
    },
    async (request) => ok(await designs.submitTemplate(deps, authUser(request).id, request.body)),
  );

  app.get(
    '/client/composeTemplate/mine',
    {
      preHandler: designerOnly,
      schema: {
        tags,
        summary: '我的模板：本人提交的模板（最新在前），含待审核、已通过、未通过及原因',
        security: BEARER_AUTH,
        querystring: SubmissionQuery,
        response: envelopeOf(SubmissionPage),
      },
    },
    async (request) =>
      ok(
        await designs.mySubmissions(
          deps,
          authUser(request).id,
          request.query.cur_page,
          request.query.page_size,
        ),
      ),
  );

  app.get(
    '/client/composeTemplate/mine/detail',
    {
      preHandler: designerOnly,
      schema: {
        tags,
        summary: '我的模板：本人提交的一个模板及其文档（重新编辑未通过的模板）',
        security: BEARER_AUTH,
        querystring: SubmissionDetailQuery,
        response: envelopeOf(SubmissionDetail),
      },
    },
    async (request) =>
      ok(await designs.mySubmission(deps, authUser(request).id, request.query.id)),
  );

  app.get(
    '/admin/template/pending',
    {
      preHandler: reviewerOnly,
      schema: {
        tags,
        summary: '待审核的设计师模板（最早提交在前）',
        security: BEARER_AUTH,
        querystring: SubmissionQuery,
        response: envelopeOf(SubmissionPage),
      },
    },
    async (request) =>
      ok(await designs.pendingSubmissions(deps, request.query.cur_page, request.query.page_size)),
  );

  app.post(
    '/admin/template/review',
    {
      preHandler: reviewerOnly,
      schema: {
        tags,
        summary: '审核设计师模板：通过后进入模板中心',
        security: BEARER_AUTH,
        body: ReviewBody,
        response: envelopeOf(Submission),
      },
    },
    async (request) => ok(await designs.reviewSubmission(deps, authUser(request).id, request.body)),
  );
  // Public like the template previews: the editor page loads them with FontFace, without a token.
  app.get(
    '/client/design/fonts',
    {
      schema: {
        tags,
        summary: '编辑器的授权字体（与服务端绘制所用的文件相同）',
        response: envelopeOf(Type.Array(EditorFont)),
      },
    },
    () => ok(editorFonts()),
  );

  app.get(
    '/files/fonts/:file',
    {
      schema: {
        tags,
        summary: '授权字体文件',
        params: FontFileParams,
      },
    },
    (request, reply) => {
      const file = fontFile(request.params.file);
      if (!file) throw new ApiError('fileNotFound');
      return reply
        .type(FONT_MIME[extname(file)] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file));
    },
  );
  // The library's own art (asset:// in template documents), for the editor to draw as the server
  // does; public like the template previews.
  app.get(
    '/files/template-assets/*',
    { schema: { tags, summary: '模板自带的图片（asset://）', params: AssetParams } },
    (request, reply) => {
      const file = normalize(join(TEMPLATE_ASSETS_DIR, request.params['*']));
      if (!file.startsWith(TEMPLATE_ASSETS_DIR) || !existsSync(file)) {
        throw new ApiError('fileNotFound');
      }
      return reply
        .type(MIME_BY_EXT[extname(file)] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file));
    },
  );
  return Promise.resolve();
};
