// 批量生成 (issue 33) on /api/v1: the sheet and the image zip arrive as raw bytes (each read with
// its own cap, so a 50 MB sheet gets its own Chinese message rather than a generic 413); the rest
// are forms. Result files are public links signed for their owner (an <a download> sends no token).
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { authUser, requireUser } from '../http/auth.js';
import { ok } from '../http/envelope.js';
import { ApiError, type ErrorName } from '../http/errors.js';
import { BEARER_AUTH, envelopeOf } from '../http/schemas.js';
import { previewStore } from '../render/render.previews.js';
import { nodeMeasurer } from '@adstudio/render/node';
import { storedImageFacts } from '../smart/smart.images.js';
import { rankPoolOf } from '../smart/smart.rank.pool.js';
import { BATCH_SHEET_MAX_BYTES, BATCH_ZIP_MAX_BYTES } from './batch.constants.js';
import { createBatchFlow } from './batch.flow.js';
import { BatchRunner } from './batch.runner.js';
import {
  BATCH_LIMITS_DOC,
  BatchIdBody,
  BatchIdQuery,
  BatchInfo,
  BatchList,
  CreatedBatch,
  CreateQuery,
  Item,
  ItemsQuery,
  ListQuery,
  MappingBody,
  PreflightReport,
  ResultParams,
  Sample,
  Slot,
  SlotsQuery,
} from './batch.schema.js';
import * as batch from './batch.service.js';

const tags = ['batch'];

// Without UPLOAD_SECRET, result links are keyed by this process (as smart previews are).
const PROCESS_SECRET = randomBytes(32).toString('hex');

/** The request's raw bytes, refused with `tooLarge` past `max` (counted as they arrive). */
async function rawBytes(request: FastifyRequest, max: number, tooLarge: ErrorName) {
  const body = (request.body as Readable | undefined) ?? request.raw;
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > max) throw new ApiError(tooLarge);
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > max) throw new ApiError(tooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export const batchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock, storage, wordcheck, renderQueue, photosDir, imageFacts, config } = app.deps;
  // With REDIS_URL the rows are a BullMQ flow the worker service drains (batch.flow.ts).
  const { redisUrl } = config.render;
  const runner = redisUrl
    ? createBatchFlow(redisUrl)
    : new BatchRunner({ db, clock, storage, renderQueue });
  app.addHook('onClose', () => runner.close());
  // Rows a stopped api left behind go on once this one is ready (not before its routes exist).
  app.addHook('onReady', async () => {
    await runner.resume();
  });
  const facts = storedImageFacts({ db, storage, photosDir }, imageFacts);
  const previews = previewStore(app);
  const deps: batch.BatchDeps = {
    db,
    clock,
    storage,
    renderQueue,
    wordcheck,
    facts,
    runner,
    previews,
    secret: config.storage.uploadSecret || PROCESS_SECRET,
    // 每行智能推荐 ranks on smart creation's worker pool, never on the event loop.
    smart: { db, images: facts, measurer: nodeMeasurer, ranker: rankPoolOf(app).rank, previews },
  };
  const userOf = (request: FastifyRequest) => authUser(request).id;

  // The uploads: raw bytes, no body parser of the api's own.
  await app.register((scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => {
      done(null, payload);
    });
    scope.post(
      '/client/batch/create',
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary: '批量生成：上传表格（CSV 或 XLSX，请求体为文件原始字节），第一行为列名',
          description: BATCH_LIMITS_DOC.sheet,
          security: BEARER_AUTH,
          querystring: CreateQuery,
          response: envelopeOf(CreatedBatch),
        },
      },
      async (request) => {
        const bytes = await rawBytes(request, BATCH_SHEET_MAX_BYTES, 'batchSheetTooLarge');
        return ok(
          await batch.createBatch(
            deps,
            userOf(request),
            (request.query as Static<typeof CreateQuery>).name,
            bytes,
          ),
        );
      },
    );
    scope.post(
      '/client/batch/images',
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary: '批量生成：上传图片压缩包（ZIP，请求体为文件原始字节），表格里按文件名引用',
          description: BATCH_LIMITS_DOC.images,
          security: BEARER_AUTH,
          querystring: BatchIdQuery,
          response: envelopeOf(BatchInfo),
        },
      },
      async (request) => {
        const bytes = await rawBytes(request, BATCH_ZIP_MAX_BYTES, 'batchZipTooLarge');
        return ok(
          await batch.addImages(
            deps,
            userOf(request),
            (request.query as Static<typeof BatchIdQuery>).batch_id,
            bytes,
          ),
        );
      },
    );
    return Promise.resolve();
  });

  app.get(
    '/client/batch/slots',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '批量生成：模板里可以对应的位置',
        security: BEARER_AUTH,
        querystring: SlotsQuery,
        response: envelopeOf(Type.Array(Slot)),
      },
    },
    async (request) =>
      ok(await batch.templateSlots(db, userOf(request), request.query.template_id)),
  );

  app.get(
    '/client/batch/smart-fields',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '批量生成：每行智能推荐时可以对应的位置（智能创作的文案和图片）',
        security: BEARER_AUTH,
        response: envelopeOf(Type.Array(Slot)),
      },
    },
    () => ok(batch.smartFields()),
  );

  app.post(
    '/client/batch/mapping',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          '批量生成：选择模板（或使用场景，每行智能推荐），把表格的列对应到模板（或智能创作）的位置',
        security: BEARER_AUTH,
        body: MappingBody,
        response: envelopeOf(BatchInfo),
      },
    },
    async (request) => {
      const { batch_id, template_id, tag_id, is_check, mapping } = request.body;
      const scenario = tag_id?.trim();
      if (template_id !== undefined && scenario) throw new ApiError('batchTemplateAndScenario');
      const design =
        template_id !== undefined
          ? { templateId: template_id }
          : scenario
            ? { scenario, isCheck: is_check }
            : undefined;
      if (!design) throw new ApiError('batchNoTemplateOrScenario');
      return ok(await batch.setMapping(deps, userOf(request), batch_id, design, mapping));
    },
  );

  app.post(
    '/client/batch/preflight',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '批量生成：生成前逐行检查（文字放不下、禁用词、敏感词、图片、版权、人脸裁切）',
        security: BEARER_AUTH,
        body: BatchIdBody,
        response: envelopeOf(PreflightReport),
      },
    },
    async (request) => ok(await batch.preflight(deps, userOf(request), request.body.batch_id)),
  );

  app.get(
    '/client/batch/samples',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '批量生成：前三行填入模板后的文档（页面据此画出预览）',
        security: BEARER_AUTH,
        querystring: BatchIdQuery,
        response: envelopeOf(Type.Array(Sample)),
      },
    },
    async (request) => ok(await batch.samples(deps, userOf(request), request.query.batch_id)),
  );

  for (const [path, summary, run] of [
    ['/client/batch/start', '批量生成：开始生成（检查通过的行）', batch.start],
    ['/client/batch/retry', '批量生成：只重试失败的行', batch.retryFailed],
  ] as const) {
    app.post(
      path,
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary,
          security: BEARER_AUTH,
          body: BatchIdBody,
          response: envelopeOf(BatchInfo),
        },
      },
      async (request) => ok(await run(deps, userOf(request), request.body.batch_id)),
    );
  }

  app.get(
    '/client/batch/info',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '批量生成：进度（总数、完成、失败、拦下、预计剩余时间）',
        security: BEARER_AUTH,
        querystring: BatchIdQuery,
        response: envelopeOf(BatchInfo),
      },
    },
    async (request) => ok(await batch.progress(deps, userOf(request), request.query.batch_id)),
  );

  app.get(
    '/client/batch/items',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '批量生成：每一行的结果',
        security: BEARER_AUTH,
        querystring: ItemsQuery,
        response: envelopeOf(Type.Array(Item)),
      },
    },
    async (request) => {
      const { batch_id, cur_page, page_size } = request.query;
      return ok(
        await batch.items(deps, userOf(request), batch_id, (cur_page - 1) * page_size, page_size),
      );
    },
  );

  app.get(
    '/client/batch/list',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: '批量生成：我的批量任务（创作记录里每批一条）',
        security: BEARER_AUTH,
        querystring: ListQuery,
        response: envelopeOf(BatchList),
      },
    },
    async (request) => {
      const { cur_page, page_size } = request.query;
      return ok(await batch.list(deps, userOf(request), (cur_page - 1) * page_size, page_size));
    },
  );

  app.get(
    '/files/batch/:sig/:file',
    {
      schema: {
        tags,
        summary: '批量生成的结果：results.zip、manifest.csv、manifest.json、proof.png',
        description: '公开：地址里的签名只交给任务的主人。任务完成后才能下载。',
        params: ResultParams,
      },
    },
    async (request, reply) => {
      const file = await batch.result(deps, request.params.sig, request.params.file);
      return reply
        .type(file.type)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `attachment; filename="batch.${request.params.file.split('.').pop() ?? 'bin'}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .send(file.bytes);
    },
  );
};
