import {
  getNamedType,
  GraphQLError,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  type GraphQLCompositeType,
  type GraphQLField,
  type FieldNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export interface OperationLimits {
  /** Deepest chain of nested fields. */
  maxDepth: number;
  /** Aliased fields in the whole operation, fragments included. */
  maxAliases: number;
  /** Fields counted once each, a `pageSize` field's selection counted `pageSize` times. */
  maxCost: number;
}

export const DEFAULT_LIMITS: OperationLimits = { maxDepth: 12, maxAliases: 30, maxCost: 5000 };

// A pageSize given by a variable is unknown while validating (documents are validated once and
// cached); assume the largest page the api serves.
const MAX_PAGE_SIZE = 100;

interface Measure {
  depth: number;
  aliases: number;
  cost: number;
}

const NOTHING: Measure = { depth: 0, aliases: 0, cost: 0 };

/** One validation rule enforcing depth, alias and cost limits on every operation. */
export function operationLimitsRule(limits: OperationLimits): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const { depth, aliases, cost } = measureOperation(context, operation);
      const report = (message: string) => {
        context.reportError(new GraphQLError(message, { nodes: [operation] }));
      };
      if (depth > limits.maxDepth) report(`查询嵌套 ${depth} 层，超过上限 ${limits.maxDepth} 层`);
      if (aliases > limits.maxAliases) {
        report(`查询使用了 ${aliases} 个别名，超过上限 ${limits.maxAliases} 个`);
      }
      if (cost > limits.maxCost) report(`查询开销 ${cost} 超过上限 ${limits.maxCost}`);
      return false;
    },
  });
}

function measureOperation(context: ValidationContext, operation: OperationDefinitionNode): Measure {
  const schema = context.getSchema();
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
    const fragment = context.getFragment(name);
    const type = fragment && schema.getType(fragment.typeCondition.name.value);
    const measure =
      fragment && isCompositeType(type) ? measureSelections(fragment.selectionSet, type) : NOTHING;
    fragments.set(name, measure);
    return measure;
  };

  const pageSizeOf = (node: FieldNode, field: GraphQLField<unknown, unknown> | undefined) => {
    const value = node.arguments?.find((a) => a.name.value === 'pageSize')?.value;
    if (value?.kind === Kind.INT) return Number(value.value);
    if (value?.kind === Kind.VARIABLE)
      return variableDefaults.get(value.name.value) ?? MAX_PAGE_SIZE;
    const fallback = field?.args.find((a) => a.name === 'pageSize')?.defaultValue;
    return typeof fallback === 'number' ? fallback : 1;
  };

  const measureSelections = (set: SelectionSetNode, parent: GraphQLCompositeType): Measure => {
    const total = { ...NOTHING };
    for (const selection of set.selections) {
      let inner: Measure;
      if (selection.kind === Kind.FIELD) {
        // Introspection and __typename are the explorer's business; introspection has its own switch.
        if (selection.name.value.startsWith('__')) continue;
        const field =
          isObjectType(parent) || isInterfaceType(parent)
            ? parent.getFields()[selection.name.value]
            : undefined;
        const type = field && getNamedType(field.type);
        const child =
          selection.selectionSet && isCompositeType(type)
            ? measureSelections(selection.selectionSet, type)
            : NOTHING;
        inner = {
          depth: child.depth + 1,
          aliases: child.aliases + (selection.alias ? 1 : 0),
          cost: 1 + pageSizeOf(selection, field) * child.cost,
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
