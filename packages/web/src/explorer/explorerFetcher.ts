import { GraphQLError } from 'graphql';
import type { ExecutionResult } from 'graphql';
import { GRAPHQL_PATH } from '../app/apollo';
import { getToken } from '../accounts/session';

export interface ExplorerRequest {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/** Headers the bff needs: JSON, the CSRF-prevention header, and the stored session token. */
export function explorerHeaders(
  token: string | null,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    'apollo-require-preflight': 'true',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...extra,
  };
}

/** POSTs an explorer operation to /graphql as the logged-in user (if any). */
export async function explorerFetch(
  request: ExplorerRequest,
  extraHeaders: Record<string, string> = {},
  fetchImpl: typeof fetch = fetch,
): Promise<ExecutionResult> {
  const response = await fetchImpl(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: explorerHeaders(getToken(), extraHeaders),
    body: JSON.stringify(request),
  });
  const text = await response.text();
  try {
    return JSON.parse(text) as ExecutionResult;
  } catch {
    // A proxy error page or an empty body: show something readable instead of a parse error.
    return { errors: [new GraphQLError(`服务暂不可用（HTTP ${response.status}）`)] };
  }
}
