// Access tokens on /graphql (issue 33 item 5): before a tool's operation runs, the api checks the
// token (revoked or expired: UNAUTHENTICATED at once), logs the operation under its name and
// refuses it whole when the token lacks a scope it needs (FORBIDDEN) or is over its per-token
// limit (RATE_LIMITED). The operation's api calls then carry the use id, so the api logs each
// operation once, and still checks each call's own scope.
import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { ApiError } from '../api/errors.js';
import type { Context } from '../context.js';
import { useAccessToken } from './tokens.api.js';

// The api tells tokens from login sessions by this prefix (api tokens.constants.ts); a session
// needs no check here.
const ACCESS_TOKEN_PREFIX = 'adt_';
// The header the api reads the use id from (api tokens.constants.ts ACCESS_TOKEN_USE_HEADER).
const USE_HEADER = 'x-access-token-use';
const LABEL_MAX = 200;

// The root fields of batch.graphql: the batch scope alone follows a batch from upload to download
// (the api's routes under /client/batch/ ask the same, tokens.scopes.ts).
export const BATCH_QUERIES: ReadonlySet<string> = new Set([
  'batch',
  'batches',
  'batchItems',
  'batchSlots',
  'batchSmartFields',
  'batchSamples',
]);
export const BATCH_MUTATIONS: ReadonlySet<string> = new Set([
  'mapBatch',
  'preflightBatch',
  'startBatch',
  'retryBatch',
]);

/** The root field names of an operation, through its fragments. */
export function rootFields(operation: OperationDefinitionNode, document: DocumentNode): string[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  }
  const names = new Set<string>();
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) names.add(s.name.value);
      else if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet);
      else if (!seen.has(s.name.value)) {
        seen.add(s.name.value);
        const fragment = fragments.get(s.name.value);
        if (fragment) walk(fragment.selectionSet);
      }
    }
  };
  walk(operation.selectionSet);
  return [...names];
}

/**
 * What the operation needs, in the api's form: comma-separated groups, every group needed, any
 * scope of a group (`read|batch,create`). Queries read, mutations create, batch fields need batch.
 */
export function operationNeeds(kind: OperationTypeNode, fields: string[]) {
  const groups = new Set<string>();
  for (const field of fields) {
    if (field.startsWith('__') && field !== '__schema' && field !== '__type') continue;
    if (kind === OperationTypeNode.MUTATION)
      groups.add(BATCH_MUTATIONS.has(field) ? 'batch' : 'create');
    else groups.add(BATCH_QUERIES.has(field) ? 'read|batch' : 'read');
  }
  // Only __typename: nothing is read, any live token may ask.
  return groups.size === 0 ? 'read|create|batch' : [...groups].join(',');
}

/** The plugin that checks and logs every operation sent with an access token. */
export function accessTokenPlugin(): ApolloServerPlugin<Context> {
  return {
    requestDidStart: () =>
      Promise.resolve({
        didResolveOperation: async ({ contextValue, operation, document, operationName }) => {
          if (!operation || !contextValue.token?.startsWith(ACCESS_TOKEN_PREFIX)) return;
          const fields = rootFields(operation, document);
          const label =
            `${operation.operation} ${operationName ?? '(未命名)'} { ${fields.join(' ')} }`.slice(
              0,
              LABEL_MAX,
            );
          try {
            const { use_id } = await useAccessToken(
              contextValue.api,
              label,
              operationNeeds(operation.operation, fields),
            );
            contextValue.apiHeaders[USE_HEADER] = use_id;
          } catch (err) {
            // Refused before any resolver: the whole request fails, with the api's status (401,
            // 403, 429) and formatError's mapping of the api's error (errors.ts).
            throw new GraphQLError(err instanceof Error ? err.message : String(err), {
              originalError: err instanceof Error ? err : undefined,
              extensions: { http: { status: err instanceof ApiError ? err.code : 503 } },
            });
          }
        },
      }),
  };
}
