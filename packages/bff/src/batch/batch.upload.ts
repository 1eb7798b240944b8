// 批量生成's two uploads (issue 33) on the bff's origin: the sheet (POST /api/v1/client/batch/create
// ?name=…) and the zip of pictures (POST /api/v1/client/batch/images?batch_id=…) are raw bytes, too
// large for a GraphQL body, so they stream to the api's routes of the same path unparsed, with
// the caller's token; the api's envelope (its Chinese message) comes back as it is.
import { API_ERRORS } from '@adstudio/domain';
import type { FastifyInstance } from 'fastify';
import { registerRawUploads, type FileProxyOptions } from '../files.js';

const PATHS = ['/client/batch/create', '/client/batch/images'] as const;

export function registerBatchUploads(app: FastifyInstance, options: FileProxyOptions) {
  return registerRawUploads(
    app,
    options,
    PATHS.map((path) => ({
      url: `/api/v1${path}`,
      methods: ['POST'],
      // The route is fixed; only its query string (name, batch_id) is passed on.
      target: (req) => {
        const queryAt = req.url.indexOf('?');
        return path + (queryAt === -1 ? '' : req.url.slice(queryAt));
      },
      passHeaders: ['authorization'],
      failure: API_ERRORS.unavailable.message,
      // A 50 MB zip over a slow line; the api refuses anything larger by its own limits.
      timeoutMs: 180_000,
    })),
  );
}
