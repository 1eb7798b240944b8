import type { FastifyInstance } from 'fastify';
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
];

/**
 * Material images live behind the api (`/api/v1/files/...`); the web app loads them from its own
 * origin, so the bff streams them through unchanged (status, caching headers, body).
 */
export function registerFileProxy(app: FastifyInstance, options: FileProxyOptions): void {
  const base = options.apiUrl.replace(/\/+$/, '');
  app.get('/api/v1/files/*', async (req, reply) => {
    const target = base + req.url.slice('/api/v1'.length);
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
