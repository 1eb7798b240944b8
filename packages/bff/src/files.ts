import { API_ERRORS } from '@adstudio/domain';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { request, type Dispatcher } from 'undici';

export interface FileProxyOptions {
  /** e.g. http://127.0.0.1:3001/api/v1 */
  apiUrl: string;
  timeoutMs: number;
  dispatcher?: Dispatcher | undefined;
}

// What a browser or proxy needs to cache, show or save the image.
const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'content-disposition',
  'x-content-type-options',
  // The api's CSP keeps an SVG or HTML file from running script on our origin (BRIEF §6).
  'content-security-policy',
];

const BAD_PATH_MESSAGE = '文件路径不正确';

/**
 * The proxied path under `prefix`, decoded, split on both slashes and re-encoded segment by
 * segment, so `..`, `%2e%2e`, backslashes and `//` can never reach another api route; undefined
 * for a path that tries to leave `prefix` or does not decode.
 */
export function confinedPath(url: string, prefix: string): string | undefined {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  if (!path.startsWith(prefix)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path.slice(prefix.length));
  } catch {
    return undefined;
  }
  const segments = decoded.split(/[/\\]+/).filter((segment) => segment !== '');
  if (segments.length === 0 || segments.some((s) => s === '.' || s === '..' || s.includes('\0'))) {
    return undefined;
  }
  return prefix + segments.map(encodeURIComponent).join('/') + query;
}

/**
 * Material images live behind the api (`/api/v1/files/...`); the web app loads them from its own
 * origin, so the bff streams them through unchanged (status, caching headers, body).
 */
export function registerFileProxy(app: FastifyInstance, options: FileProxyOptions): void {
  const base = options.apiUrl.replace(/\/+$/, '');
  app.get('/api/v1/files/*', async (req, reply) => {
    const path = confinedPath(req.url, '/api/v1/files/');
    if (path === undefined) {
      return reply.status(400).send({ code: 400, message: BAD_PATH_MESSAGE, data: null });
    }
    const target = base + path.slice('/api/v1'.length);
    try {
      const res = await request(target, {
        method: 'GET',
        signal: AbortSignal.timeout(options.timeoutMs),
        dispatcher: options.dispatcher,
      });
      for (const name of PASSED_HEADERS) {
        const value = res.headers[name];
        if (value !== undefined) reply.header(name, value);
      }
      return await reply.status(res.statusCode).send(res.body);
    } catch (err) {
      req.log.warn({ err, target }, 'file proxy failed');
      return reply
        .status(503)
        .send({ code: 503, message: '服务暂时不可用，请稍后再试', data: null });
    }
  });
}

// Uploads bigger than this are refused by the api anyway (10 MB materials); the proxy only keeps a
// hostile client from streaming forever. Generous, because the api answers with the spec message.
const UPLOAD_TIMEOUT_MS = 120_000;

/** A route whose raw request body streams to the api unparsed, its answer coming back as it is. */
export interface RawUpload {
  url: string;
  methods: ('PUT' | 'POST')[];
  /** The api URL below /api/v1 for this request, or undefined to refuse it (400). */
  target(req: FastifyRequest): string | undefined;
  /** Request headers passed on besides the body's type and length (e.g. the caller's token). */
  passHeaders?: readonly string[];
  /** The envelope's message when the api cannot be reached. */
  failure: string;
  timeoutMs?: number;
}

/** Registers `uploads` in a scope that parses no body: each streams its bytes to the api. */
export async function registerRawUploads(
  app: FastifyInstance,
  options: FileProxyOptions,
  uploads: readonly RawUpload[],
): Promise<void> {
  const base = options.apiUrl.replace(/\/+$/, '');
  await app.register((scope, _opts, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, next) => {
      next(null, payload);
    });
    for (const upload of uploads) {
      scope.route({
        method: upload.methods,
        url: upload.url,
        handler: async (req, reply) => {
          const path = upload.target(req);
          if (path === undefined) {
            return reply.status(400).send({ code: 400, message: BAD_PATH_MESSAGE, data: null });
          }
          const target = base + path;
          const length = req.headers['content-length'];
          const passed: Record<string, string> = {};
          for (const name of upload.passHeaders ?? []) {
            const value = req.headers[name];
            if (typeof value === 'string') passed[name] = value;
          }
          try {
            const res = await request(target, {
              method: req.method === 'POST' ? 'POST' : 'PUT',
              body: (req.body as Readable | undefined) ?? req.raw,
              headers: {
                'content-type': req.headers['content-type'] ?? 'application/octet-stream',
                ...(length && { 'content-length': length }),
                ...passed,
              },
              signal: AbortSignal.timeout(
                Math.max(options.timeoutMs, upload.timeoutMs ?? UPLOAD_TIMEOUT_MS),
              ),
              dispatcher: options.dispatcher,
            });
            reply.header('content-type', res.headers['content-type'] ?? 'application/json');
            return await reply.status(res.statusCode).send(res.body);
          } catch (err) {
            req.log.warn({ err, target }, 'upload proxy failed');
            return reply.status(503).send({ code: 503, message: upload.failure, data: null });
          }
        },
      });
    }
    done();
  });
}

/**
 * The local storage driver's presigned upload URLs point at `/api/v1/storage/...` on the page's
 * own origin, so the browser's upload progress is real; the bytes are streamed to the api
 * unparsed, and its answer comes back as it is.
 */
export async function registerStorageProxy(
  app: FastifyInstance,
  options: FileProxyOptions,
): Promise<void> {
  await registerRawUploads(app, options, [
    {
      url: '/api/v1/storage/*',
      methods: ['PUT', 'POST'],
      target: (req) => confinedPath(req.url, '/api/v1/storage/')?.slice('/api/v1'.length),
      failure: API_ERRORS.uploadStorageFailed.message,
    },
  ]);
}
