import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { BffConfig } from '../config.js';
import type { ErrorCode } from '../errors.js';

/** A valid config for tests; nothing listens at its api URL unless a test says so. */
export function buildConfig(overrides: Partial<BffConfig> = {}): BffConfig {
  return {
    host: '127.0.0.1',
    port: 0,
    apiUrl: 'http://127.0.0.1:9/api/v1',
    webDist: join(tmpdir(), 'bff-no-web-dist'),
    upstreamTimeoutMs: 2000,
    introspection: true,
    explorer: true,
    logLevel: 'silent',
    // Tests send hundreds of requests from one address; the limit tests switch them on.
    rateLimitIpPerMinute: 0,
    rateLimitUserPerMinute: 0,
    redisUrl: undefined,
    shedEventLoopDelayMs: 0,
    pageDataTimeoutMs: 800,
    ...overrides,
  };
}

/** A throw-away WEB_DIST with the files a test names (path → content). */
export function buildWebDist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'bff-web-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

export interface GraphQLErrorBody {
  message: string;
  path?: (string | number)[];
  extensions: { code: ErrorCode; apiCode?: number; details?: Record<string, string[]> };
}

export interface GraphQLBody<TData> {
  data?: TData | null;
  errors?: GraphQLErrorBody[];
}

export interface ExecuteOptions {
  variables?: Record<string, unknown>;
  token?: string;
  extensions?: Record<string, unknown>;
}

/** POST /graphql through `inject`, as the web app sends it. */
export async function execute<TData = Record<string, unknown>>(
  app: FastifyInstance,
  query: string | undefined,
  { variables, token, extensions }: ExecuteOptions = {},
): Promise<GraphQLBody<TData> & { statusCode: number }> {
  const res = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    payload: { query, variables, extensions },
  });
  return { statusCode: res.statusCode, ...res.json<GraphQLBody<TData>>() };
}

/** The first error, after checking it has the code (and is not a masked internal error). */
export function expectError<TData>(body: GraphQLBody<TData>, code: ErrorCode): GraphQLErrorBody {
  const error = body.errors?.[0];
  expect(error?.extensions.code).not.toBe('INTERNAL_SERVER_ERROR');
  expect(error?.extensions.code).toBe(code);
  return error!;
}

export interface FakeApi {
  url: string;
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[];
  close(): Promise<void>;
}

/**
 * A real local HTTP server standing in for the api, for faults the real api cannot produce;
 * `port` brings one back where a closed one was.
 */
export async function startFakeApi(
  handler: (req: IncomingMessage, res: ServerResponse, body: string) => void,
  port = 0,
): Promise<FakeApi> {
  const requests: FakeApi['requests'] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/api/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** Sends an envelope the way the api does: HTTP status mirrors the code. */
export function sendEnvelope(res: ServerResponse, code: number, message: string, data: unknown) {
  res.writeHead(code, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ code, message, data }));
}
