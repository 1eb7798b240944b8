// Every route's request schemas pass through here (route-policy.ts), so no route can forget a rule.

/**
 * The deepest JSON a field may carry. JSON.parse reads any depth, but the code that walks a value
 * (the template check, fill, structuredClone) recurses and ran out of stack at a few thousand
 * levels (issue 29); a template document is 7 deep, 9 inside a render's materials list.
 */
export const JSON_DEPTH_MAX = 32;

/** Whether `text`, read as JSON, nests arrays and objects deeper than `max` (strings skipped). */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

// Only text that a service may read as JSON (it starts as a list or an object) is scanned.
const looksLikeJson = (text: string) => /^\s*[[{]/u.test(text);

type Schema = Record<string, unknown>;

interface KeywordHost {
  addKeyword(definition: {
    keyword: string;
    schemaType: 'boolean';
    errors: boolean;
    validate: (enabled: boolean, data: unknown) => boolean;
  }): unknown;
}

/**
 * Ajv plugin (fastify's `ajv.plugins`) adding the keywords hardenInputSchema puts on every node.
 * Ajv's coercion turns "Infinity" and "1e309" into Infinity, and its number keywords (ranges, and
 * custom ones typed 'number') skip non-finite numbers, so `finite` is untyped to run after coercion.
 * NUL bytes are refused before they reach SQL, which PostgreSQL answers with an error. JSON text
 * nested over JSON_DEPTH_MAX is refused before any service parses it.
 */
export function inputKeywords<A extends KeywordHost>(ajv: A): A {
  ajv.addKeyword({
    keyword: 'finite',
    schemaType: 'boolean',
    errors: false,
    validate: (enabled, data) => !enabled || typeof data !== 'number' || Number.isFinite(data),
  });
  ajv.addKeyword({
    keyword: 'nulFree',
    schemaType: 'boolean',
    errors: false,
    validate: (enabled, data) => !enabled || typeof data !== 'string' || !data.includes('\u0000'),
  });
  ajv.addKeyword({
    keyword: 'shallowJson',
    schemaType: 'boolean',
    errors: false,
    validate: (enabled, data) =>
      !enabled ||
      typeof data !== 'string' ||
      !looksLikeJson(data) ||
      !jsonDeeperThan(data, JSON_DEPTH_MAX),
  });
  return ajv;
}

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const typesOf = (schema: Schema): unknown[] =>
  Array.isArray(schema.type) ? schema.type : [schema.type];

// Keywords whose value is one subschema, and those holding a list or a map of them.
const ONE = ['items', 'additionalProperties', 'not', 'contains', 'if', 'then', 'else'];
const LIST = ['anyOf', 'allOf', 'oneOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties'];

/**
 * A copy of a request schema in which every number must be finite, every string free of NUL and of
 * over-deep JSON, and a
 * property with a default is optional (Ajv fills it in; OpenAPI then shows it as optional).
 */
export function hardenInputSchema<T>(schema: T): T {
  if (!isSchema(schema)) return schema;
  const out: Schema = { ...schema };
  for (const key of ONE) if (isSchema(out[key])) out[key] = hardenInputSchema(out[key]);
  for (const key of LIST) {
    const list = out[key];
    if (Array.isArray(list)) out[key] = (list as unknown[]).map((item) => hardenInputSchema(item));
  }
  for (const key of MAP) {
    const map = out[key];
    if (isSchema(map)) {
      out[key] = Object.fromEntries(
        Object.entries(map).map(([name, sub]) => [name, hardenInputSchema(sub)]),
      );
    }
  }
  const types = typesOf(out);
  if (types.includes('integer') || types.includes('number')) out.finite = true;
  if (types.includes('string')) Object.assign(out, { nulFree: true, shallowJson: true });
  const properties = out.properties;
  if (Array.isArray(out.required) && isSchema(properties)) {
    out.required = (out.required as string[]).filter((name) => {
      const property = properties[name];
      return !(isSchema(property) && 'default' in property);
    });
  }
  return out as T;
}
