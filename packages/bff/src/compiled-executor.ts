import { ApolloServerErrorCode } from '@apollo/server/errors';
import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  getVariableValues,
  GraphQLError,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
  valueFromASTUntyped,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/**
 * Runs operations as functions compiled by graphql-jit instead of graphql-js's interpreter, which
 * was a quarter of the bff's CPU on a 20-item search page (BRIEF §7 overhead row). Apollo Server 5
 * has no executor option; a gateway that serves a fixed schema is its supported way to plug one in.
 */
export function compiledExecutionGateway(schema: GraphQLSchema): GatewayInterface {
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    load: () => Promise.resolve({ executor: compiledExecutor(schema) }),
    stop: () => Promise.resolve(),
  };
}

/**
 * Compiles each (document, operation) once. Apollo hands the same parsed document for the same
 * query text while its bounded document cache holds it, so keying weakly on the document bounds
 * this cache too: an operation dropped there is dropped here.
 */
export function compiledExecutor(schema: GraphQLSchema): GatewayExecutor {
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | ExecutionResult>>();
  const compile = (document: DocumentNode, operationName: string | null) => {
    let byOperation = compiled.get(document);
    if (!byOperation) {
      byOperation = new Map();
      compiled.set(document, byOperation);
    }
    const key = operationName ?? '';
    let query = byOperation.get(key);
    if (!query) {
      query = compileQuery(schema, document, operationName ?? undefined);
      byOperation.set(key, query);
    }
    return query;
  };
  return async ({ document, operation, operationName, request, context }) => {
    // Apollo leaves resolving the operation to a gateway, so an unknown or missing operationName
    // arrives here without one (despite the type): the client's mistake, answered as Apollo would.
    if (!(operation as typeof operation | undefined)) {
      const message = request.operationName
        ? `Unknown operation named "${request.operationName}".`
        : 'Must provide operation name if query contains multiple operations.';
      const extensions = {
        code: ApolloServerErrorCode.OPERATION_RESOLUTION_FAILURE,
        http: { status: 400 },
      };
      return { errors: [new GraphQLError(message, { extensions })] };
    }
    const variables = request.variables ?? {};
    // graphql-js checks the variables first: its errors point at the variable definition, which is
    // how Apollo recognises them as the client's fault (BAD_USER_INPUT, HTTP 400).
    const checked = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
    if (checked.errors) return { errors: checked.errors };
    const query = compile(document, operationName);
    // Not compiled: the errors graphql-js would report at execution (e.g. bad variable values).
    const result = isCompiledQuery(query)
      ? await query.query(undefined, context, withDefaults(operation, variables))
      : query;
    return result.errors ? { ...result, errors: result.errors.map(asGraphQLJsError) } : result;
  };
}

/**
 * graphql-jit refuses a missing non-null variable even when its definition has a default
 * (`$purpose: UploadPurpose! = MATERIAL`), which graphql-js accepts; give it the default itself.
 */
function withDefaults(
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): Record<string, unknown> {
  let filled = variables;
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (definition.defaultValue && variables[name] === undefined) {
      filled = { ...filled, [name]: valueFromASTUntyped(definition.defaultValue) };
    }
  }
  return filled;
}

/**
 * graphql-jit's errors leave `extensions` undefined where graphql-js gives `{}`, and Apollo reads
 * `extensions.code` while formatting, so it would mask every resolver error before formatError
 * maps it. Rebuild each as a graphql-js error, keeping message, path, locations and the cause.
 */
function asGraphQLJsError(
  error: Pick<GraphQLError, 'message' | 'path' | 'originalError' | 'extensions' | 'locations'>,
): GraphQLError {
  const rebuilt = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
  // graphql-js derives locations from AST nodes, which graphql-jit does not keep; copy them over.
  if (error.locations) {
    Object.defineProperty(rebuilt, 'locations', { value: error.locations, enumerable: true });
  }
  return rebuilt;
}
