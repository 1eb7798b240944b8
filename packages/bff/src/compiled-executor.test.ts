import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  buildSchema,
  execute,
  getIntrospectionQuery,
  parse,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { compiledExecutionGateway, compiledExecutor } from './compiled-executor.js';
import { createSchema } from './schema.js';

class Refused extends Error {}

// A small schema with the shapes the real one uses: lists, nullable and non-null fields, arguments,
// interfaces resolved by __typename, and resolvers that throw or reject.
function testSchema(): GraphQLSchema {
  const schema = buildSchema(`
    interface Node { id: ID! }
    type Tag implements Node { id: ID! name: String! }
    type Item implements Node { id: ID! title: String tags: [Tag!]! score(times: Int = 1): Int! }
    type Page { items: [Item!]! total: Int! }
    type Query {
      page(size: Int!, text: String): Page!
      node(id: ID!): Node
      broken: Item
      brokenLater: Item
    }
  `);
  const items = Array.from({ length: 3 }, (_, i) => ({
    id: String(i + 1),
    title: i === 1 ? null : `素材${i + 1}`,
    tags: [{ id: `t${i}`, name: `标签${i}`, __typename: 'Tag' }],
    __typename: 'Item',
  }));
  const query = schema.getQueryType()!.getFields();
  query.page!.resolve = (_, args: { size: number; text?: string }) => ({
    items: items.slice(0, args.size),
    total: items.length,
  });
  query.node!.resolve = (_, args: { id: string }) => items.find((i) => i.id === args.id) ?? null;
  query.broken!.resolve = () => {
    throw new Refused('不允许');
  };
  query.brokenLater!.resolve = () => Promise.reject(new Refused('稍后不允许'));
  const item = schema.getType('Item') as GraphQLObjectType;
  item.getFields().score!.resolve = (_, args: { times: number }) => 10 * args.times;
  (schema.getType('Node') as GraphQLInterfaceType).resolveType = (v: { __typename: string }) =>
    v.__typename;
  return schema;
}

const OPERATION = `
  query Search($size: Int!, $withTags: Boolean!) {
    page(size: $size) {
      total
      items { ...Fields first: score second: score(times: 3) tags @include(if: $withTags) { id name } }
    }
    node(id: "3") { id __typename ... on Item { title } }
    missing: node(id: "9") { id }
  }
  fragment Fields on Item { id title }
`;

type ExecutorInput = Parameters<ReturnType<typeof compiledExecutor>>[0];

/** Runs `source` as Apollo would hand it to the executor: parsed, with its first operation. */
async function runCompiled(schema: GraphQLSchema, source: string, variables = {}) {
  const document = parse(source);
  const input = {
    document,
    operation: document.definitions[0],
    operationName: null,
    request: { variables },
    context: {},
  };
  return compiledExecutor(schema)(input as unknown as ExecutorInput);
}

describe('compiledExecutor', () => {
  const schema = testSchema();

  it('answers exactly what graphql-js answers: fragments, aliases, arguments, @include, nulls', async () => {
    for (const variables of [
      { size: 2, withTags: true },
      { size: 3, withTags: false },
    ]) {
      const expected = await execute({
        schema,
        document: parse(OPERATION),
        variableValues: variables,
      });
      expect(await runCompiled(schema, OPERATION, variables)).toEqual(expected);
    }
  });

  it('introspects the real schema exactly as graphql-js does (the explorer relies on it)', async () => {
    const real = createSchema();
    const expected = await execute({ schema: real, document: parse(getIntrospectionQuery()) });
    expect(await runCompiled(real, getIntrospectionQuery())).toEqual(expected);
  });

  it('uses the default of a non-null variable left out, as graphql-js does', async () => {
    const source = 'query ($size: Int! = 2) { page(size: $size) { total } }';
    const expected = await execute({ schema, document: parse(source), variableValues: {} });
    expect(expected.errors).toBeUndefined();
    expect(await runCompiled(schema, source, {})).toEqual(expected);
  });

  it('reports bad variables the way graphql-js does, before running anything', async () => {
    const result = await runCompiled(schema, OPERATION, { size: 'two', withTags: true });
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(/^Variable "\$size" got invalid value "two"/);
    expect(result.errors?.[0]?.nodes?.[0]?.kind).toBe('VariableDefinition');
  });

  it('keeps path, locations, an extensions object and the cause of resolver errors', async () => {
    const result = await runCompiled(schema, '{ broken { id } brokenLater { id } }');
    expect(result.data).toEqual({ broken: null, brokenLater: null });
    const [first, second] = result.errors ?? [];
    expect(first?.path).toEqual(['broken']);
    expect(first?.locations).toEqual([{ line: 1, column: 3 }]);
    expect(first?.extensions).toEqual({});
    expect(unwrapResolverError(first)).toBeInstanceOf(Refused);
    expect(second?.path).toEqual(['brokenLater']);
    expect((unwrapResolverError(second) as Error).message).toBe('稍后不允许');
  });
});

describe('compiledExecutionGateway in Apollo Server', () => {
  it('runs operations and hands resolver errors to formatError with their cause', async () => {
    const seen: unknown[] = [];
    const server = new ApolloServer({
      gateway: compiledExecutionGateway(testSchema()),
      formatError: (formatted, error) => {
        seen.push(unwrapResolverError(error));
        return formatted;
      },
    });
    await server.start();
    try {
      const ok = await server.executeOperation({
        query: OPERATION,
        variables: { size: 1, withTags: true },
      });
      expect(ok.body.kind === 'single' && ok.body.singleResult.data).toMatchObject({
        page: { total: 3, items: [{ id: '1', title: '素材1', first: 10, second: 30 }] },
      });
      const failed = await server.executeOperation({ query: '{ broken { id } }' });
      expect(failed.body.kind === 'single' && failed.body.singleResult.errors).toEqual([
        expect.objectContaining({ message: '不允许', path: ['broken'] }),
      ]);
      expect(seen).toEqual([expect.any(Refused)]);
    } finally {
      await server.stop();
    }
  });
});
