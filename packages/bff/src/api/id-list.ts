import { UnsendableArgument } from '../errors.js';
import type { ListText } from './contract.js';

/**
 * A list of ids as one REST parameter (spec: 1&2 for themes, 1,2 for bulk calls). Each id goes to
 * the api as it is, for the api to judge; only an id holding the separator is refused here, as it
 * would reach the api as several ids.
 */
export function joinIds(
  ids: readonly string[],
  separator: string,
  argument: string,
): ListText<string> {
  if (ids.some((id) => id.includes(separator))) throw new UnsendableArgument(argument);
  return ids.join(separator) as ListText<string>;
}

/** One id where the api declares a list: sent bare, which the api's schema reads as a list of one. */
export function singleId(id: string | number): ListText<string> {
  return String(id) as ListText<string>;
}

/**
 * A list of ids as the JSON text the api reads (spec: tagId=["1","2"]): the one place a list
 * parameter is encoded. `numbers` sends each all-digit id as a JSON number (material_arr=[1,2]);
 * any other id goes as it is, for the api to refuse by name.
 */
export function jsonIds(ids: readonly string[]): ListText<string>;
export function jsonIds(ids: readonly string[], as: 'numbers'): ListText<number>;
export function jsonIds(ids: readonly string[], as?: 'numbers'): ListText<string | number> {
  const items = as === 'numbers' ? ids.map((id) => (/^\d+$/u.test(id) ? Number(id) : id)) : ids;
  return JSON.stringify(items) as ListText<string | number>;
}

/** jsonIds, or undefined (the parameter left out: no filter) for an absent or empty list. */
export function jsonIdsIfAny(
  ids: readonly string[] | null | undefined,
): ListText<string> | undefined {
  return ids?.length ? jsonIds(ids) : undefined;
}
