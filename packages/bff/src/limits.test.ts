import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, operationLimitsRule } from './limits.js';
import { createSchema } from './schema.js';

const schema = createSchema();

function errorsOf(query: string, limits = DEFAULT_LIMITS): string[] {
  return validate(schema, parse(query), [operationLimitsRule(limits)]).map((e) => e.message);
}

// The accounts schema is shallow, so depth tests use a tight limit rather than a deep query.
const USERS_PAGE = `{ users(pageSize: 20) { total items { id name department { id name } } } }`;

describe(operationLimitsRule.name, () => {
  it('accepts an ordinary page query', () => {
    expect(errorsOf(USERS_PAGE)).toEqual([]);
  });

  it('rejects an operation nested deeper than the limit, fragments included', () => {
    const query = `
      query { users { items { ...Dept } } }
      fragment Dept on User { department { id } }`;
    expect(errorsOf(query, { ...DEFAULT_LIMITS, maxDepth: 4 })).toEqual([]);
    expect(errorsOf(query, { ...DEFAULT_LIMITS, maxDepth: 3 })).toEqual([
      '查询嵌套 4 层，超过上限 3 层',
    ]);
  });

  it('counts aliases across fragments and their spreads', () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `h${i}: health`).join(' ');
    const query = `query { ...Many ...Many } fragment Many on Query { ${aliases} }`;
    expect(errorsOf(query)).toEqual(['查询使用了 32 个别名，超过上限 30 个']);
  });

  it('multiplies the cost of a paged selection by its pageSize', () => {
    // 1 (users) + 20 × (1 items + 1 id) = 41
    expect(
      errorsOf('{ users(pageSize: 20) { items { id } } }', { ...DEFAULT_LIMITS, maxCost: 41 }),
    ).toEqual([]);
    expect(
      errorsOf('{ users(pageSize: 20) { items { id } } }', { ...DEFAULT_LIMITS, maxCost: 40 }),
    ).toEqual(['查询开销 41 超过上限 40']);
  });

  it('uses the schema default when pageSize is left out and the largest page for a variable', () => {
    const limits = { ...DEFAULT_LIMITS, maxCost: 100 };
    expect(errorsOf('{ users { items { id } } }', limits)).toEqual([]);
    expect(errorsOf('query ($n: Int!) { users(pageSize: $n) { items { id } } }', limits)).toEqual([
      '查询开销 201 超过上限 100',
    ]);
    expect(
      errorsOf('query ($n: Int! = 5) { users(pageSize: $n) { items { id } } }', limits),
    ).toEqual([]);
  });

  it('measures a fragment spread many times once, so a fragment bomb stays cheap to check', () => {
    const levels = Array.from(
      { length: 40 },
      (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
    ).join('\n');
    const query = `query { ...F0 } ${levels} fragment F40 on Query { health }`;
    const started = performance.now();
    expect(errorsOf(query)[0]).toMatch(/^查询开销 \d+(\.\d+)?(e\+\d+)? 超过上限 5000$/);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('leaves introspection to its own switch', () => {
    const query =
      '{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }';
    expect(errorsOf(query, { ...DEFAULT_LIMITS, maxDepth: 2 })).toEqual([]);
  });
});
