import { API_ERRORS } from '@adstudio/domain';
// ErrorCode straight from the generated SDL types, not ../errors.ts: that file imports this one.
import type { ErrorCode } from '../generated/resolvers.js';

/** The api answered with an envelope whose code is not 200; message is the api's Chinese message. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly path: string,
    /** The envelope's data on a failure, e.g. { incomplete: [ids] } of a submission. */
    readonly details: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type UpstreamFailure = 'timeout' | 'unavailable';

/** The api could not be asked or gave no usable answer (timeout, refused, 5xx page, bad envelope). */
export class UpstreamError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    readonly path: string,
    readonly detail: string,
  ) {
    super(UPSTREAM_MESSAGES[failure]);
    this.name = 'UpstreamError';
  }
}

const UPSTREAM_MESSAGES: Record<UpstreamFailure, string> = {
  timeout: '服务响应超时，请稍后再试',
  unavailable: API_ERRORS.unavailable.message,
};

// BRIEF §3: the HTTP status mirrors the envelope code, so the code alone decides the GraphQL code.
const CODE_BY_API_CODE: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  // A value so long that the URL the bff sends it on is refused (请求地址过长, 请求头过大): the
  // client's input, like any other refused parameter.
  414: 'BAD_USER_INPUT',
  429: 'RATE_LIMITED',
  431: 'BAD_USER_INPUT',
};

const CODE_BY_FAILURE: Record<UpstreamFailure, ErrorCode> = {
  timeout: 'UPSTREAM_TIMEOUT',
  unavailable: 'UPSTREAM_UNAVAILABLE',
};

// REST parameter names whose GraphQL argument is not simply their camelCase form: everywhere, and
// per REST path where the same REST name stands for another argument (num is lines on one call and
// count on another).
const ARGUMENT_NAMES: Partial<Record<string, string>> = {
  cur_page: 'page',
  theme_arr: 'themeIds',
  key_word: 'keyword',
  material_id: 'id',
  template_id: 'id',
};
const ARGUMENT_NAMES_BY_PATH: Partial<Record<string, Partial<Record<string, string>>>> = {
  '/client/review/history': { material_id: 'materialId' },
  '/client/material/resubmit': { material_id: 'fileId' },
  '/client/material/uploadV2': { file_id: 'fileId' },
  '/client/copy/copyList': { line: 'lines', tags: 'tagIds', belong_to: 'kind', poem: 'poemOf' },
  '/client/copy/changeCopyCard': { num: 'lines', tags: 'tagIds' },
  '/client/composeTemplate/getTitle': { number: 'count' },
  '/client/get_smart_title': { num: 'count' },
  '/client/title/get': { tagId: 'tagIds' },
  '/client/get_title': { tagId: 'tagIds' },
  '/client/composeTemplate/templateList': { tagId: 'tagIds' },
  '/client/composeTemplate/getSmartProfile': { tagId: 'tagIds' },
  '/client/template/designRecords': { tagId: 'tagIds', createTimeVO: 'startDate' },
  '/client/template': { tags: 'tagIds', tagClassIds: 'category' },
};

// The api names the REST parameter it refused (请求参数不正确：cur_page); a GraphQL client knows
// the argument (page), so only the name changes and the api's message stays its own.
function withArgumentNames(message: string, path: string): string {
  const names = { ...ARGUMENT_NAMES, ...ARGUMENT_NAMES_BY_PATH[path] };
  return message.replace(
    /(?<![A-Za-z0-9_])[A-Za-z][A-Za-z0-9_]*(?![A-Za-z0-9_])/g,
    (name) =>
      names[name] ??
      (/^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/.test(name)
        ? name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())
        : name),
  );
}

export interface MappedError {
  message: string;
  extensions: { code: ErrorCode; apiCode?: number; details?: Record<string, unknown> };
}

// What the api says about which items failed (docs/uploads-contract.md); ids become GraphQL ids.
function detailsOf(data: unknown): Record<string, unknown> | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (Array.isArray(value) && value.every((v) => typeof v === 'number')) {
      out[key] = value.map(String);
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * The one table from upstream failures to GraphQL error codes; undefined for an api code the
 * contract does not know, which the caller must treat as an unknown error.
 */
export function mapUpstreamError(err: ApiError | UpstreamError): MappedError | undefined {
  if (err instanceof UpstreamError) {
    return { message: err.message, extensions: { code: CODE_BY_FAILURE[err.failure] } };
  }
  const code = err.code >= 500 ? 'UPSTREAM_UNAVAILABLE' : CODE_BY_API_CODE[err.code];
  const details = detailsOf(err.details);
  return (
    code && {
      message: err.code === 400 ? withArgumentNames(err.message, err.path) : err.message,
      extensions: { code, apiCode: err.code, ...(details && { details }) },
    }
  );
}
