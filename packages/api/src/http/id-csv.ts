import { ApiError } from './errors.js';

// A row id as text: what the bff forwards from GraphQL untouched, so Number()'s leniency
// ('1e3', '0x10') must not turn a caller's typo into another row's id.
const DIGITS = /^\d{1,10}$/;
const isRowId = (s: string) => DIGITS.test(s) && Number(s) >= 1 && Number(s) <= 2_147_483_647;

/**
 * Comma-separated row ids (spec: review and message bulk calls), distinct, in order; an empty,
 * malformed or out-of-range item, or more than `max` of them, → 400 naming `field`.
 */
export function parseIdCsv(raw: string, field: string, max: number): number[] {
  const ids = raw.split(',').map((s) => s.trim());
  if (ids.length > max || !ids.every(isRowId)) {
    throw ApiError.invalidField(field);
  }
  return [...new Set(ids.map(Number))];
}
