// PSD import (issue 32 item 2) on the bff's origin: POST /api/v1/client/composeTemplate/importPsd
// is a multipart form of up to 100 MB, too large for a GraphQL body, so it streams to the api's
// route of the same path unparsed (the form's boundary kept), with the caller's token; the
// browser sees real upload progress, and the api's envelope (its Chinese message) comes back as is.
import { API_ERRORS } from '@adstudio/domain';
import type { FastifyInstance } from 'fastify';
import { registerRawUploads, type FileProxyOptions } from '../files.js';

const PATH = '/client/composeTemplate/importPsd';

export function registerPsdImport(app: FastifyInstance, options: FileProxyOptions) {
  return registerRawUploads(app, options, [
    {
      url: `/api/v1${PATH}`,
      methods: ['POST'],
      target: () => PATH,
      passHeaders: ['authorization'],
      failure: API_ERRORS.unavailable.message,
      // 100 MB over a slow line, then the import's decoding and preview.
      timeoutMs: 300_000,
    },
  ]);
}
