import { ApiError, UpstreamError } from './errors.js';

/** The body of every /api/v1 response (BRIEF §3); code 200 is success. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** Whether an upstream body has the envelope shape at all. */
export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    'message' in body &&
    'data' in body &&
    Number.isInteger(body.code) &&
    typeof body.message === 'string'
  );
}

/**
 * The data of a successful envelope; `ApiError` for an api error, `UpstreamError` when the body
 * is not an envelope (a broken upstream is an outage to the caller, not a crash of ours).
 */
export function unwrap(body: unknown, path: string): unknown {
  if (!isEnvelope(body)) throw new UpstreamError('unavailable', path, 'malformed envelope');
  if (body.code !== 200) throw new ApiError(body.code, body.message, path, body.data);
  return body.data;
}
