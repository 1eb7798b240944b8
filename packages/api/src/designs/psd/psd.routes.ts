// PSD import on /api/v1 (issue 32 item 2): a multipart form with the PSD in `file`. The stream
// stops at PSD_MAX_BYTES (a 300 MB PSD is refused after 100 MB, never held whole), and the header is
// checked before ag-psd decodes anything (psd.header.ts).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authUser, requireRole, requireUser } from '../../http/auth.js';
import { callerGone } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { ApiError } from '../../http/errors.js';
import { BEARER_AUTH, envelopeOf } from '../../http/schemas.js';
import { PSD_BROKEN_REASONS, PSD_MAX_BYTES } from './psd.constants.js';
import { PsdImportForm, PsdImportResult } from './psd.schema.js';
import { createPsdPool } from './psd.pool.js';
import { importPsd } from './psd.service.js';

const LIMIT_MB = PSD_MAX_BYTES / 1024 / 1024;
// The multipart envelope around the file (boundaries, part headers) is a few hundred bytes.
const FORM_OVERHEAD_BYTES = 64 * 1024;

const tooLarge = () => new ApiError('psdTooLarge', { limit: LIMIT_MB });

// @fastify/multipart's own failures as the catalogue's: too large, not a form, more than one file.
function multipartError(err: unknown): unknown {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return ApiError.invalidField('file');
  if (
    typeof code === 'string' &&
    /^FST_(PARTS|FILES|FIELDS)_LIMIT$|^FST_MP_PREMATURE_CLOSE$|^FST_PROTO_VIOLATION$/u.test(code)
  )
    return ApiError.invalidField('file');
  return err;
}

export const psdRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock, storage, renderQueue } = app.deps;
  const psdPool = createPsdPool();
  app.addHook('onClose', () => psdPool.close());
  await app.register(multipart, {
    limits: { fileSize: PSD_MAX_BYTES, files: 1, fields: 4, parts: 5 },
  });
  app.post(
    '/client/composeTemplate/importPsd',
    {
      preHandler: [requireUser, requireRole('designer', 'admin')],
      schema: {
        tags: ['designs'],
        summary: `设计师导入 PSD（multipart/form-data，文件字段 file，最大 ${LIMIT_MB}MB）：文字图层成文字、图片图层成图片、组保留，按图层名设插槽；存为本人作品，在编辑器里继续编辑`,
        security: BEARER_AUTH,
        consumes: ['multipart/form-data'],
        body: PsdImportForm,
        response: envelopeOf(PsdImportResult),
      },
    },
    async (request, reply) => {
      if (Number(request.headers['content-length'] ?? 0) > PSD_MAX_BYTES + FORM_OVERHEAD_BYTES)
        throw tooLarge();
      let file: { bytes: Buffer; name: string } | undefined;
      try {
        const part = await request.file();
        if (part) {
          file = { bytes: await part.toBuffer(), name: part.filename };
          // busboy marks the stream cut at the limit; the last chunk may already have been read.
          if (part.file.truncated) throw tooLarge();
        }
      } catch (err) {
        throw multipartError(err);
      }
      if (!file || file.bytes.length === 0)
        throw new ApiError('psdBroken', { reason: PSD_BROKEN_REASONS.empty });
      return ok(
        await importPsd(
          { db, clock, storage, renderQueue, psdPool },
          authUser(request).id,
          file,
          callerGone(reply),
        ),
      );
    },
  );
};
