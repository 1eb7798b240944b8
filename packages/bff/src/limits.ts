import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import {
  getNamedType,
  GraphQLError,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  type GraphQLCompositeType,
  type ASTNode,
  type GraphQLField,
  type GraphQLSchema,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';

export interface OperationLimits {
  /** Deepest chain of nested fields. */
  maxDepth: number;
  /** Aliased fields in the whole operation, fragments included. */
  maxAliases: number;
  /** Fields counted once each (heavy ones by HEAVY_FIELD_COST), a `pageSize` field's selection
   *  counted `pageSize` times. */
  maxCost: number;
}

// The largest page the product asks for is the theme list: 1,000 material cards in one page (spec
// platform-core §9), about 10,000; a limit above it and far below the 30,000 of an abusive query.
export const DEFAULT_LIMITS: OperationLimits = { maxDepth: 12, maxAliases: 30, maxCost: 12_000 };

/**
 * What a field that starts heavy work weighs, beyond a plain read (issue 29: four aliases of
 * smartProfile cost 4 and held the api 11 s). Relative to DEFAULT_LIMITS.maxCost: one smart
 * creation (nine designs ranked, filled and drawn) per request, at most two renders, exports,
 * saves (each draws the design) or cut-outs. Each alias or fragment spread of one counts again.
 */
export const HEAVY_FIELD_COST: Readonly<Record<string, number>> = {
  'Query.smartProfile': 10_000,
  'Mutation.renderTemplate': 5_000,
  'Mutation.exportDesign': 5_000,
  'Mutation.saveDesign': 5_000,
  'Mutation.submitTemplate': 5_000,
  'Mutation.cutoutImage': 5_000,
  // Face, subject and tone run the vision models like a cut-out does.
  'Query.imageFaces': 5_000,
  'Query.imageSubject': 5_000,
  'Mutation.adjustTone': 5_000,
  // An optional model call with a time-out fallback: lighter than drawing, far from free.
  'Query.smartTitles': 2_000,
};

// A pageSize variable the request does not give and whose definition has no default: the api's
// largest page, so the cost errs on the safe side.
const MAX_PAGE_SIZE = 100;

interface Measure {
  depth: number;
  aliases: number;
  cost: number;
}

const NOTHING: Measure = { depth: 0, aliases: 0, cost: 0 };

function refusal(message: string, nodes?: ASTNode) {
  return new GraphQLError(message, {
    nodes,
    // Apollo's own code for a document that fails validation: the client's fault, HTTP 400.
    extensions: { code: ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED, http: { status: 400 } },
  });
}

/**
 * The depth and alias limits as a validation rule: they depend on the document alone, so Apollo
 * checks them once per document and caches the verdict.
 */
export function operationLimitsRule(limits: OperationLimits): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const { depth, aliases } = measureOperation({
        schema: context.getSchema(),
        operation,
        fragment: (name) => context.getFragment(name),
      });
      if (depth > limits.maxDepth) {
        context.reportError(
          refusal(`查询嵌套 ${depth} 层，超过上限 ${limits.maxDepth} 层`, operation),
        );
      }
      if (aliases > limits.maxAliases) {
        context.reportError(
          refusal(`查询使用了 ${aliases} 个别名，超过上限 ${limits.maxAliases} 个`, operation),
        );
      }
      return false;
    },
  });
}

/**
 * The cost limit as a plugin: a page size usually comes in a variable, so the cost is only known
 * once the request's variable values are (after the cached validation).
 */
export function operationCostPlugin<T extends BaseContext>(
  limits: OperationLimits,
): ApolloServerPlugin<T> {
  return {
    requestDidStart: () =>
      Promise.resolve({
        didResolveOperation: ({ schema, document, operation, request }) => {
          // An unresolved operation is answered by the executor (compiled-executor.ts).
          if (!operation) return Promise.resolve();
          const fragments = new Map<string, FragmentDefinitionNode>();
          for (const definition of document.definitions) {
            if (definition.kind === Kind.FRAGMENT_DEFINITION) {
              fragments.set(definition.name.value, definition);
            }
          }
          const { cost } = measureOperation({
            schema,
            operation,
            fragment: (name) => fragments.get(name),
            variables: request.variables ?? {},
          });
          if (cost > limits.maxCost) {
            throw refusal(`查询开销 ${cost} 超过上限 ${limits.maxCost}`, operation);
          }
          return Promise.resolve();
        },
      }),
  };
}

interface MeasureInput {
  schema: GraphQLSchema;
  operation: OperationDefinitionNode;
  fragment: (name: string) => FragmentDefinitionNode | null | undefined;
  /** The request's variable values; without them a variable page size counts its default. */
  variables?: Record<string, unknown>;
}

export function measureOperation({
  schema,
  operation,
  fragment: fragmentNamed,
  variables = {},
}: MeasureInput): Measure {
  const variableDefaults = new Map<string, number>();
  for (const definition of operation.variableDefinitions ?? []) {
    const value = definition.defaultValue;
    if (value?.kind === Kind.INT)
      variableDefaults.set(definition.variable.name.value, Number(value.value));
  }
  // Each fragment is measured once, so a fragment spread many times cannot blow the walk up.
  const fragments = new Map<string, Measure>();

  const measureFragment = (name: string): Measure => {
    const known = fragments.get(name);
    if (known) return known;
    // A cycle is reported by graphql's NoFragmentCyclesRule; count it as nothing here.
    fragments.set(name, NOTHING);
    const fragment = fragmentNamed(name);
    const type = fragment && schema.getType(fragment.typeCondition.name.value);
    const measure =
      fragment && isCompositeType(type) ? measureSelections(fragment.selectionSet, type) : NOTHING;
    fragments.set(name, measure);
    return measure;
  };

  const variablePageSize = (name: string) => {
    const given = variables[name];
    // A value that is not a number fails variable coercion later; count the largest page meanwhile.
    if (given !== undefined && given !== null) {
      return typeof given === 'number' && Number.isFinite(given) ? given : MAX_PAGE_SIZE;
    }
    return variableDefaults.get(name);
  };

  const pageSizeOf = (node: FieldNode, field: GraphQLField<unknown, unknown> | undefined) => {
    const value = node.arguments?.find((a) => a.name.value === 'pageSize')?.value;
    let size: number | undefined;
    if (value?.kind === Kind.INT) size = Number(value.value);
    else if (value?.kind === Kind.VARIABLE) size = variablePageSize(value.name.value);
    if (size === undefined) {
      const fallback = field?.args.find((a) => a.name === 'pageSize')?.defaultValue;
      size = typeof fallback === 'number' ? fallback : value ? MAX_PAGE_SIZE : 1;
    }
    // A negative page size must not make the rest of the query cheaper.
    return Math.max(0, size);
  };

  const measureSelections = (set: SelectionSetNode, parent: GraphQLCompositeType): Measure => {
    const total = { ...NOTHING };
    for (const selection of set.selections) {
      let inner: Measure;
      if (selection.kind === Kind.FIELD && selection.name.value.startsWith('__')) {
        // Introspection has its own switch and costs nothing here, but every alias counts: 900
        // aliased __typename fields are 900 answers to build.
        inner = { ...NOTHING, aliases: selection.alias ? 1 : 0 };
      } else if (selection.kind === Kind.FIELD) {
        const field =
          isObjectType(parent) || isInterfaceType(parent)
            ? parent.getFields()[selection.name.value]
            : undefined;
        const type = field && getNamedType(field.type);
        const child =
          selection.selectionSet && isCompositeType(type)
            ? measureSelections(selection.selectionSet, type)
            : NOTHING;
        const weight = HEAVY_FIELD_COST[`${parent.name}.${selection.name.value}`] ?? 1;
        inner = {
          depth: child.depth + 1,
          aliases: child.aliases + (selection.alias ? 1 : 0),
          cost: weight + pageSizeOf(selection, field) * child.cost,
        };
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition && schema.getType(selection.typeCondition.name.value);
        inner = measureSelections(selection.selectionSet, isCompositeType(type) ? type : parent);
      } else {
        inner = measureFragment(selection.name.value);
      }
      total.depth = Math.max(total.depth, inner.depth);
      total.aliases += inner.aliases;
      total.cost += inner.cost;
    }
    return total;
  };

  const root = schema.getRootType(operation.operation);
  return root ? measureSelections(operation.selectionSet, root) : NOTHING;
}

/** graphql's parser stops past this many tokens (the full introspection query has ~190). */
export const MAX_TOKENS = 3000;
