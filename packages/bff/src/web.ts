import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { basename, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { parse as parseCookies } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_COOKIE } from '@adstudio/schema/page-data';
import { sendRefusal } from './http-errors.js';
import type { PageDataGate } from './rate-limits.js';
import {
  encodeForBrowser,
  loadPageData,
  PAGE_CHUNKS_FILE,
  readPageChunks,
  sharedGuestAnswers,
  withPageData,
  type ExecuteAsGuest,
} from './page-data.js';

export interface WebAppOptions {
  /** The built web app (index.html, explorer.html, assets/). */
  webDist: string;
  /** Serve the GraphiQL page at /graphiql. */
  explorer: boolean;
  /** Runs the operations of a page that is sent with its first screen's data (page-data.ts). */
  executeAsGuest?: ExecuteAsGuest;
  /** Whether this request may have its page's data (the per-IP limit); else the plain page. */
  pageDataGate?: PageDataGate;
  /** How long a page waits for its data (config PAGE_DATA_TIMEOUT_MS); 0 sends none. */
  pageDataTimeoutMs?: number;
}

// Vite puts a content hash in every file name under assets/, so they never change.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Pages and unhashed files must be revalidated, or a deploy would keep serving stale asset names.
const REVALIDATE = 'no-cache';

const NOT_BUILT_NOTICE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>创意营销平台</title></head>
<body><h1>网页尚未构建</h1>
<p>GraphQL 接口 /graphql 已可用。请先构建网页：<code>pnpm --filter @adstudio/web build</code>，
或用 WEB_DIST 指向构建好的目录。</p></body></html>`;

/** Serves the built web app: assets, the SPA fallback for page routes, and /graphiql. */
export async function registerWebApp(
  app: FastifyInstance,
  { webDist, explorer, executeAsGuest, pageDataGate, pageDataTimeoutMs = 0 }: WebAppOptions,
) {
  const assetsDir = join(webDist, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: webDist,
    // The web build writes .br and .gz beside each asset; a browser gets the smallest it accepts.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      // One URL, several encodings: a shared cache must key on what the browser accepts.
      res.setHeader('vary', 'Accept-Encoding');
    },
    // The explorer page exists only at /graphiql, where its switch applies.
    allowedPath: (pathName, _root, request) =>
      basename(pathName) !== 'explorer.html' || request.routeOptions.url === '/graphiql',
  });

  // Files are looked up per request, so building the web app needs no bff restart.
  const sendPage = (reply: FastifyReply, file: string) =>
    existsSync(join(webDist, file))
      ? reply.sendFile(file)
      : reply
          .header('cache-control', REVALIDATE)
          .type('text/html; charset=utf-8')
          .send(NOT_BUILT_NOTICE);

  app.get('/graphiql', (_request, reply) => {
    if (explorer) return sendPage(reply, 'explorer.html');
    reply.callNotFound();
    return reply;
  });

  const readBuild = builtPage(webDist);
  const guestAnswers = executeAsGuest && sharedGuestAnswers(executeAsGuest);

  // A page whose first screen is known is sent with that data; any other page, or one whose data
  // is not ready in time, is the plain index.html and asks for its data itself.
  const sendAppPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [path = '', query = ''] = request.url.split('?', 2);
    // A HEAD gets the headers of the plain page: nothing is asked of the api for a body not sent.
    // Nor for a signed-in browser, which would throw a guest's first screen away.
    const wanted =
      pageDataTimeoutMs > 0 &&
      request.method === 'GET' &&
      !isSignedIn(request) &&
      (!pageDataGate || (await pageDataGate(request)));
    const build = wanted ? await readBuild() : null;
    const data =
      build && guestAnswers
        ? await loadPageData(path, new URLSearchParams(query), guestAnswers, pageDataTimeoutMs)
        : null;
    if (!build || !data) return sendPage(reply, 'index.html');
    const chunks = Object.hasOwn(build.chunks, path) ? (build.chunks[path] ?? []) : [];
    const html = withPageData(build.html, data, chunks);
    const { body, encoding } = encodeForBrowser(html, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .header('cache-control', REVALIDATE)
      .header('vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(body);
  };

  app.setNotFoundHandler((request, reply) =>
    isPageRequest(request)
      ? sendAppPage(request, reply)
      : sendRefusal(request, reply, { statusCode: 404, code: 'NOT_FOUND', message: '页面不存在' }),
  );
}

interface BuiltPage {
  html: string;
  /** page-chunks.json: each first-screen page's route code. */
  chunks: Record<string, string[]>;
}

/**
 * The built index.html and its page-chunks.json, read again only when a build has replaced one of
 * them (so building the web app still needs no bff restart); null while the app is not built.
 */
function builtPage(webDist: string): () => Promise<BuiltPage | null> {
  const index = join(webDist, 'index.html');
  let cached: { stamp: string; page: BuiltPage } | null = null;
  const mtime = (file: string) =>
    stat(file).then(
      (s) => s.mtimeMs,
      () => null,
    );
  return async () => {
    const [indexTime, chunksTime] = await Promise.all([
      mtime(index),
      mtime(join(webDist, PAGE_CHUNKS_FILE)),
    ]);
    if (indexTime === null) return null;
    const stamp = `${indexTime}:${chunksTime}`;
    if (cached?.stamp !== stamp) {
      const [html, chunks] = await Promise.all([readFile(index, 'utf8'), readPageChunks(webDist)]);
      cached = { stamp, page: { html, chunks } };
    }
    return cached.page;
  };
}

const isSignedIn = (request: FastifyRequest) =>
  parseCookies(request.headers.cookie ?? '')[SIGNED_IN_COOKIE] === '1';

// A browser navigating to a client-side route: a GET whose path is neither an API nor a file, from
// a client that takes HTML. Link-preview bots and curl send `*/*` or no Accept at all.
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '*/*';
  if (!accept.includes('text/html') && !accept.includes('*/*')) return false;
  const path = request.url.split('?')[0] ?? '';
  if (/^\/(graphql|graphiql|api)(\/|$)/.test(path) || path.startsWith('/assets/')) return false;
  return !basename(path).includes('.');
}
