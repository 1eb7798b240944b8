import { API_ERRORS } from '@adstudio/domain';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope.js';
import { ApiError } from './errors.js';
import { JSON_DEPTH_MAX } from './input-schema.js';

// Fastify's own errors for unreadable requests; they are the client's fault, not ours.
const MALFORMED_REQUEST = new Set([
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_INVALID_TYPE',
]);

function toApiError(err: FastifyError): ApiError {
  if (err instanceof ApiError) return err;
  if (err.validation) {
    const first = err.validation[0];
    const missing = first?.params.missingProperty;
    const field =
      (typeof missing === 'string' ? missing : first?.instancePath.replace(/^\//, '')) ||
      (err.validationContext ?? 'body');
    if (first?.keyword === 'shallowJson') {
      return new ApiError('jsonTooDeep', { field, limit: JSON_DEPTH_MAX });
    }
    return ApiError.invalidField(field);
  }
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413) {
    return new ApiError('payloadTooLarge');
  }
  if (MALFORMED_REQUEST.has(err.code) || err instanceof SyntaxError) {
    return new ApiError('badRequest');
  }
  return new ApiError('internal');
}

/**
 * Fastify's frameworkErrors: failures its router meets before any route (a path segment over
 * maxParamLength, a URL that does not decode) get the same envelope.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const apiError =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new ApiError('urlTooLong')
      : new ApiError('badRequest');
  void reply.status(apiError.code).send(fail(apiError.code, apiError.message));
}

/** One handler for every failure: a catalogue envelope, HTTP status mirroring its code, no stack. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const apiError = toApiError(err);
    if (apiError.code >= 500) request.log.error({ err }, 'request failed');
    return reply
      .status(apiError.code)
      .send(fail(apiError.code, apiError.message, apiError.details));
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send(fail(API_ERRORS.routeNotFound.code, API_ERRORS.routeNotFound.message)),
  );
}

/**
 * Fastify's clientErrorHandler: requests Node refuses before fastify sees them (a request line or
 * headers over MAX_HEADER_BYTES, garbage on the socket) still get an envelope, not Node's bare reply.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const entry = err.code === 'HPE_HEADER_OVERFLOW' ? API_ERRORS.headersTooLarge : API_ERRORS.badRequest;
  const body = JSON.stringify(fail(entry.code, entry.message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${entry.code} ${STATUS_CODES[entry.code] ?? ''}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
