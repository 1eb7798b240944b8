import { createReadStream } from 'node:fs';
import { extname, join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authUser, requireUser } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { ApiError } from '../http/errors.js';
import { BEARER_AUTH, envelopeOf } from '../http/schemas.js';
import { MIME_BY_EXT, thumbnail } from '../materials/materials.files.js';
import { FileQuery } from '../materials/materials.schema.js';
import {
  GrantBody,
  GrantResult,
  PublishBody,
  PublishResult,
  RegisterBody,
  RegisterResult,
  ResubmitBody,
  ResubmitResult,
  StorageParams,
  StorageQuery,
  StorageResult,
  UploadCounts,
  UploadFileParams,
  UploadList,
  UploadListQuery,
} from './uploads.schema.js';
import {
  createGrant,
  myUploadCounts,
  myUploads,
  publishMaterials,
  receiveUpload,
  registerUpload,
  resubmit,
} from './uploads.service.js';
import { LocalStorage } from './uploads.local.js';

const tags = ['uploads'];

// An SVG original never renders as a document of our origin: a download, sandboxed, no sniffing
// (BRIEF §6); pages show its rasterised thumbnails or load it through <img>, which runs nothing.
const SVG_HEADERS = {
  'content-disposition': 'attachment',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

export const uploadsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps;

  app.post(
    '/client/file/uploadGrant',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '上传授权：返回短时有效的直传地址（本地预签名 PUT 或 OSS 签名策略）和对象键',
        security: BEARER_AUTH,
        body: GrantBody,
        response: envelopeOf(GrantResult),
      },
    },
    async (request) => ok(await createGrant(deps, authUser(request).id, request.body.purpose)),
  );

  // The local driver's storage endpoint. The bytes arrive raw (PUT, or POST for clients that
  // cannot PUT), so this scope parses no body: the handler streams it with its own size cap.
  if (deps.storage instanceof LocalStorage) {
    await app.register((scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, payload, done) => {
        done(null, payload);
      });
      for (const method of ['PUT', 'POST'] as const) {
        scope.route({
          method,
          url: '/storage/user_upload/:userId/:name',
          schema: {
            tags,
            summary: '本地存储直传（预签名地址，请求体为文件原始字节）',
            description:
              '不用令牌：地址中的签名（sig、expires、max）即授权，只能写入授予的那个对象。',
            params: StorageParams,
            querystring: StorageQuery,
            response: envelopeOf(StorageResult),
          },
          handler: async (request) => {
            const { userId, name } = request.params as { userId: string; name: string };
            const body = (request.body as Readable | undefined) ?? request.raw;
            return ok(
              await receiveUpload(
                deps,
                `user_upload/${userId}/${name}`,
                request.query as { expires: number; max: number; sig: string },
                body,
              ),
            );
          },
        });
      }
      return Promise.resolve();
    });
  }

  app.post(
    '/client/file/uploadFile',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '登记已上传的文件：格式、宽高、大小均从文件读取',
        security: BEARER_AUTH,
        body: RegisterBody,
        response: envelopeOf(RegisterResult),
      },
    },
    async (request) => {
      const { path, name, format, fileFormat } = request.body;
      const claims = [name, format, fileFormat].filter((c): c is string => !!c?.trim());
      return ok(await registerUpload(deps, authUser(request).id, path, claims));
    },
  );

  app.post(
    '/client/material/uploadV2',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '发布素材（materialList 全部成功或全部不发布），进入待审核',
        security: BEARER_AUTH,
        body: PublishBody,
        response: envelopeOf(PublishResult),
      },
    },
    async (request) => ok(await publishMaterials(deps, authUser(request).id, request.body.data)),
  );

  app.post(
    '/client/material/resubmit',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '修改未通过的素材并重新提交审核',
        security: BEARER_AUTH,
        body: ResubmitBody,
        response: envelopeOf(ResubmitResult),
      },
    },
    async (request) => ok(await resubmit(deps, authUser(request).id, request.body.data)),
  );

  const lists = [
    ['/client/get_uploadLists', '我的上传（全部状态）', undefined],
    ['/client/userFeedback_wait', '我的上传：待审核', 'wait'],
    ['/client/userFeedback_pass', '我的上传：已通过', 'pass'],
    ['/client/userFeedback_reject', '我的上传：未通过（含拒绝原因）', 'reject'],
  ] as const;
  for (const [url, summary, status] of lists) {
    app.get(
      url,
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary,
          security: BEARER_AUTH,
          querystring: UploadListQuery,
          response: envelopeOf(UploadList),
        },
      },
      async (request) => {
        const { cur_page, pageSize } = request.query;
        return ok(await myUploads(deps, authUser(request).id, status, cur_page, pageSize));
      },
    );
  }

  app.get(
    '/client/upload/counts',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '我的上传各状态数量（标签页上的数字）',
        security: BEARER_AUTH,
        response: envelopeOf(UploadCounts),
      },
    },
    async (request) => ok(await myUploadCounts(deps, authUser(request).id)),
  );

  // Stored uploads (local driver). Names are 128-bit random and content-stable.
  app.get(
    '/files/user_upload/:userId/:file',
    {
      schema: {
        tags,
        summary: '上传的图片：原图、缩略图（SVG 缩略图为 PNG）或附件下载',
        description: '公开：审核页、我的上传和已发布素材都以 <img> 加载，浏览器不带令牌。',
        params: UploadFileParams,
        querystring: FileQuery,
      },
    },
    async (request, reply) => {
      const storage = deps.storage;
      const key = `user_upload/${request.params.userId}/${request.params.file}`;
      const original = storage instanceof LocalStorage ? storage.file(key) : undefined;
      if (!original) throw new ApiError('fileNotFound');
      const { width, height, download } = request.query;
      const path =
        width || height
          ? await thumbnail(original, join(deps.config.dataDir, 'cache'), { width, height })
          : original;
      const ext = extname(path).toLowerCase();
      if (ext === '.svg') reply.headers(SVG_HEADERS);
      else if (download) {
        reply.header('content-disposition', `attachment; filename="${request.params.file}"`);
      }
      return reply
        .type(MIME_BY_EXT[ext] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(path));
    },
  );
};
