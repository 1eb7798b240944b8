// A form field that carries JSON (the spec's `data`, `tagId`, `links` …): parsed and checked against
// a schema in one step, so a service receives typed values and never sniffs shapes by hand.
import type { Static, TSchema } from 'typebox';
import Value from 'typebox/value';
import { ApiError } from './errors.js';

/**
 * The field's JSON as the schema's type, or 400 请求参数不正确 naming the field (or, for an object,
 * the first property at fault, e.g. `tags`).
 */
export function parseJsonField<T extends TSchema>(
  schema: T,
  raw: string,
  field: string,
): Static<T> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw ApiError.invalidField(field);
  }
  if (!Value.Check(schema, value)) {
    const [first] = Value.Errors(schema, value);
    const at = first?.instancePath.split('/').findLast((part) => part && !/^\d+$/.test(part));
    throw ApiError.invalidField(at ?? field);
  }
  return value;
}
