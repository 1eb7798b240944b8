import { API_ERRORS } from '@adstudio/domain';
import type { ErrorCode } from './generated/resolvers.js';
import { ApolloServerErrorCode, unwrapResolverError } from '@apollo/server/errors';
import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ApiError, mapUpstreamError, UpstreamError } from './api/errors.js';
import { translate } from './graphql-messages.js';

/** The closed set of `extensions.code` values (BRIEF §4), generated from the SDL's `ErrorCode`. */
export type { ErrorCode };

export const GENERIC_ERROR_MESSAGE = API_ERRORS.internal.message;

/**
 * An argument the bff cannot put on the wire as the client meant it (an id holding its list's
 * separator): the api never sees it, so the refusal is the bff's, in its own words.
 */
export class UnsendableArgument extends Error {
  constructor(readonly argument: string) {
    super(`${argument} 中有无法作为单个 id 发送的值`);
    this.name = 'UnsendableArgument';
  }
}

const BAD_INPUT_PREFIX = '参数不正确：';

// Apollo rejects these before any resolver runs: the request itself is wrong, so they become
// BAD_USER_INPUT with graphql's detail after a Chinese lead-in.
const REQUEST_ERROR_PREFIXES: Partial<Record<string, string>> = {
  [ApolloServerErrorCode.GRAPHQL_PARSE_FAILED]: 'GraphQL 语法错误：',
  [ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED]: 'GraphQL 查询不合法：',
  [ApolloServerErrorCode.BAD_USER_INPUT]: BAD_INPUT_PREFIX,
  [ApolloServerErrorCode.BAD_REQUEST]: '请求不正确：',
  [ApolloServerErrorCode.OPERATION_RESOLUTION_FAILURE]: '请求不正确：',
  // Apollo Client's persisted-query link matches these messages verbatim to re-send the query.
  [ApolloServerErrorCode.PERSISTED_QUERY_NOT_FOUND]: '',
  [ApolloServerErrorCode.PERSISTED_QUERY_NOT_SUPPORTED]: '',
};

// Some of Apollo's refusals (a bad persisted-query version or hash) carry only an HTTP 4xx status,
// no code (Apollo would fill in INTERNAL_SERVER_ERROR).
function requestErrorCode(error: unknown): string | undefined {
  if (!(error instanceof GraphQLError) || error.extensions.code !== undefined) return undefined;
  const status = (error.extensions.http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500
    ? ApolloServerErrorCode.BAD_REQUEST
    : undefined;
}

/**
 * Apollo `formatError`: upstream errors through the one table, request errors as BAD_USER_INPUT,
 * everything else masked as INTERNAL_SERVER_ERROR and logged with the original error.
 */
export function createFormatError(log: FastifyBaseLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const unwrapped = unwrapResolverError(error);
    // A plugin's refusal before any resolver (the access-token check) arrives wrapped, without a
    // path: its upstream cause is mapped like a resolver's.
    const cause = unwrapped instanceof GraphQLError ? unwrapped.originalError : undefined;
    const original =
      cause instanceof ApiError || cause instanceof UpstreamError ? cause : unwrapped;
    if (original instanceof ApiError || original instanceof UpstreamError) {
      const mapped = mapUpstreamError(original);
      if (mapped) return { ...formatted, ...mapped };
    }
    if (original instanceof UnsendableArgument) {
      return {
        ...formatted,
        message: BAD_INPUT_PREFIX + original.message,
        extensions: { code: 'BAD_USER_INPUT' satisfies ErrorCode },
      };
    }
    const code = requestErrorCode(original) ?? formatted.extensions?.code;
    const prefix = typeof code === 'string' ? REQUEST_ERROR_PREFIXES[code] : undefined;
    // A resolver error always has a path; only Apollo's own request checks come without one.
    if (prefix !== undefined && formatted.path === undefined) {
      return {
        ...formatted,
        // An empty prefix marks a message clients match verbatim: it stays graphql's.
        message: prefix === '' ? formatted.message : prefix + translate(formatted.message),
        extensions: { code: 'BAD_USER_INPUT' satisfies ErrorCode },
      };
    }
    log.error({ err: original, path: formatted.path }, 'GraphQL 请求出现未预期的错误');
    return {
      message: GENERIC_ERROR_MESSAGE,
      ...(formatted.locations && { locations: formatted.locations }),
      ...(formatted.path && { path: formatted.path }),
      extensions: { code: 'INTERNAL_SERVER_ERROR' satisfies ErrorCode },
    };
  };
}
