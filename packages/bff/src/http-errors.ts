import { API_ERRORS } from '@adstudio/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { GENERIC_ERROR_MESSAGE, type ErrorCode } from './errors.js';

/** A refusal the bff makes before Apollo or a route runs (rate limit, overload, bad body). */
export class RequestRefusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'RequestRefusal';
  }
}

export const RATE_LIMITED_MESSAGE = '请求过于频繁，请稍后再试';
export const OVERLOADED_MESSAGE = '服务繁忙，请稍后再试';

// Fastify's own refusals of a request it could not even read; their English text never leaves.
const REFUSALS: Partial<Record<string, { code: ErrorCode; message: string }>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: '请求体过大' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'BAD_USER_INPUT',
    message: '不支持的请求类型，GraphQL 请求请以 application/json 发送',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_USER_INPUT', message: '请求体不是合法的 JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_USER_INPUT', message: '请求体不是合法的 JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_USER_INPUT', message: '请求体长度不正确' },
  FST_ERR_BAD_URL: { code: 'BAD_USER_INPUT', message: '请求地址不正确' },
};

export const isGraphQLPath = (url: string) => /^\/graphql(?:[/?]|$)/.test(url);

interface Refusal {
  statusCode: number;
  code: ErrorCode;
  message: string;
}

// `{errors:[…extensions.code]}` on /graphql (BRIEF §4), the `{code,message,data}` envelope on
// every other route (BRIEF §3).
const refusalBody = (url: string, { statusCode, code, message }: Refusal) =>
  isGraphQLPath(url)
    ? { errors: [{ message, extensions: { code } }] }
    : { code: statusCode, message, data: null };

/** Answers a refused request in the shape its caller reads. */
export function sendRefusal(request: FastifyRequest, reply: FastifyReply, refusal: Refusal) {
  return reply
    .status(refusal.statusCode)
    .type('application/json; charset=utf-8')
    .send(refusalBody(request.url, refusal));
}

/** A request line and headers together: Node's default, which the web app's GET queries stay under. */
export const MAX_HEADER_BYTES = 16 * 1024;

// Node's HTTP parser refuses a request line and headers over MAX_HEADER_BYTES before fastify sees
// the request; Node's own answer is a bare English 431.
const CLIENT_REFUSALS: Partial<Record<string, Refusal>> = {
  HPE_HEADER_OVERFLOW: {
    statusCode: 431,
    code: 'BAD_USER_INPUT',
    message: API_ERRORS.headersTooLarge.message,
  },
};
const UNREADABLE_REQUEST: Refusal = {
  statusCode: 400,
  code: 'BAD_USER_INPUT',
  message: '请求不正确',
};

/**
 * Fastify's clientErrorHandler: a request Node could not read still gets a Chinese answer in its
 * caller's shape, judged from the request line at the start of the bytes Node refused.
 */
export function clientErrorHandler(
  err: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = (err.code && CLIENT_REFUSALS[err.code]) || UNREADABLE_REQUEST;
  // Node hands over the bytes it refused (fastify's types describe their JSON form).
  const requestLine = Buffer.isBuffer(err.rawPacket)
    ? err.rawPacket.subarray(0, 256).toString('latin1')
    : '';
  const url = /^[A-Z]+ (\S+)/.exec(requestLine)?.[1] ?? '';
  const body = JSON.stringify(refusalBody(url, refusal));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${refusal.statusCode} ${STATUS_CODES[refusal.statusCode] ?? ''}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** Fastify's error handler for everything outside Apollo's own answers. */
export function handleHttpError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof RequestRefusal) return sendRefusal(request, reply, error);
  const known = error.code ? REFUSALS[error.code] : undefined;
  const status = error.statusCode ?? 500;
  if (known) return sendRefusal(request, reply, { statusCode: status, ...known });
  if (status >= 400 && status < 500) {
    return sendRefusal(request, reply, {
      statusCode: status,
      code: 'BAD_USER_INPUT',
      message: '请求不正确',
    });
  }
  request.log.error({ err: error }, '请求出现未预期的错误');
  return sendRefusal(request, reply, {
    statusCode: 500,
    code: 'INTERNAL_SERVER_ERROR',
    message: GENERIC_ERROR_MESSAGE,
  });
}
