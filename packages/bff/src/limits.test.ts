import { getOperationAST, Kind, parse, validate, type FragmentDefinitionNode } from 'graphql';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIMITS,
  HEAVY_FIELD_COST,
  measureOperation,
  operationLimitsRule,
} from './limits.js';
import { createSchema } from './schema.js';

const schema = createSchema();

function errorsOf(query: string, limits = DEFAULT_LIMITS): string[] {
  return validate(schema, parse(query), [operationLimitsRule(limits)]).map((e) => e.message);
}

function costOf(query: string, variables?: Record<string, unknown>, name?: string): number {
  const document = parse(query);
  const operation = getOperationAST(document, name);
  if (!operation) throw new Error('no operation');
  const fragment = (name: string) =>
    document.definitions.find(
      (d): d is FragmentDefinitionNode =>
        d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name,
    );
  return measureOperation({ schema, operation, fragment, variables }).cost;
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
    expect(costOf('{ users(pageSize: 20) { items { id } } }')).toBe(41);
  });

  it('counts the pageSize a request gives in its variables, over the definition’s default', () => {
    const query = 'query ($n: Int = 5) { users(pageSize: $n) { items { id } } }';
    expect(costOf(query)).toBe(11);
    expect(costOf(query, { n: 1000 })).toBe(2001);
    expect(costOf('query ($n: Int!) { users(pageSize: $n) { items { id } } }', { n: 50 })).toBe(
      101,
    );
    // Left out, the field's own default applies, as in graphql's execution.
    expect(costOf('query ($n: Int) { users(pageSize: $n) { items { id } } }')).toBe(
      costOf('{ users { items { id } } }'),
    );
    // A negative or non-numeric value cannot make the rest cheaper.
    expect(costOf(query, { n: -1000 })).toBe(1);
    expect(costOf(query, { n: 'x' })).toBe(201);
  });

  it('measures a fragment spread many times once, so a fragment bomb stays cheap to check', () => {
    const levels = Array.from(
      { length: 40 },
      (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
    ).join('\n');
    const query = `query { ...F0 } ${levels} fragment F40 on Query { health }`;
    const started = performance.now();
    expect(costOf(query)).toBeGreaterThan(5000);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('lets the theme page ask for its 1,000 material cards (spec platform-core §9)', () => {
    const card = readFileSync(
      new URL('../../web/src/materials/components/MaterialCard.graphql', import.meta.url),
      'utf8',
    );
    const page = `query ($n: Int!) { searchMaterials(themeIds: ["1"], pageSize: $n) { total totalCapped items { ...MaterialCard_material } } } ${card}`;
    const cost = costOf(page, { n: 1000 });
    expect(cost).toBeGreaterThan(5000);
    expect(cost).toBeLessThanOrEqual(DEFAULT_LIMITS.maxCost);
  });

  it('counts aliased __typename fields toward the alias limit', () => {
    const aliases = Array.from({ length: 900 }, (_, i) => `t${i}: __typename`).join(' ');
    expect(errorsOf(`{ ${aliases} }`)).toEqual(['查询使用了 900 个别名，超过上限 30 个']);
  });

  it('leaves introspection to its own switch', () => {
    const query =
      '{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }';
    expect(errorsOf(query, { ...DEFAULT_LIMITS, maxDepth: 2 })).toEqual([]);
  });
});

// Issue 29 item 1: four aliases of smartProfile sharing one variable cost 4 + their selections,
// and held the api for 11 s; each heavy call now weighs what its work costs the servers.
describe('heavy calls in the cost', () => {
  const web = (path: string) =>
    readFileSync(new URL(`../../web/src/${path}`, import.meta.url), 'utf8');
  const SMART = web('smart/components/TemplateChoice.graphql').replace(/^#.*$/gm, '');
  // The web's smartProfile call, to repeat under aliases.
  const smartVariables = SMART.slice(SMART.indexOf('('), SMART.indexOf('{'));
  const smartField = SMART.slice(SMART.indexOf('smartProfile('), SMART.lastIndexOf('}'));

  it.each([
    ['smart/components/TemplateChoice.graphql', 'SmartProfile'],
    ['editor/OnlineEditorPage.graphql', 'SaveDesign'],
    ['editor/OnlineEditorPage.graphql', 'ExportDesign'],
    ['editor/OnlineEditorPage.graphql', 'SubmitTemplate'],
    ['uploads/ownImage/useOwnImage.graphql', 'CutoutImage'],
  ])('lets the web’s %s %s through, weighed as heavy', (path, name) => {
    const cost = costOf(web(path), {}, name);
    expect(cost).toBeGreaterThan(1000);
    expect(cost).toBeLessThanOrEqual(DEFAULT_LIMITS.maxCost);
  });

  it('refuses a second smartProfile, as an alias or through a fragment spread twice', () => {
    const one = costOf(`query ${smartVariables} { ${smartField} }`);
    expect(one).toBeGreaterThan(HEAVY_FIELD_COST['Query.smartProfile'] ?? Infinity);
    expect(one).toBeLessThanOrEqual(DEFAULT_LIMITS.maxCost);
    const aliased = `query ${smartVariables} { a: ${smartField} b: ${smartField} }`;
    expect(costOf(aliased)).toBeGreaterThan(DEFAULT_LIMITS.maxCost);
    const spread = `query ${smartVariables} { ...S ...S } fragment S on Query { ${smartField} }`;
    expect(costOf(spread)).toBeGreaterThan(DEFAULT_LIMITS.maxCost);
  });

  it('lets two renders through in one request and refuses a third', () => {
    const render = 'renderTemplate(template: $t) { imageUrl template { id name } }';
    const renders = (n: number) =>
      `mutation ($t: String!) { ${Array.from({ length: n }, (_, i) => `r${i}: ${render}`).join(' ')} }`;
    expect(costOf(renders(2))).toBeLessThanOrEqual(DEFAULT_LIMITS.maxCost);
    expect(costOf(renders(3))).toBeGreaterThan(DEFAULT_LIMITS.maxCost);
  });
});
