import { UnsendableArgument } from '../errors.js';

/**
 * A list of ids as one REST parameter (spec: 1&2 for themes, 1,2 for bulk calls). Each id goes to
 * the api as it is, for the api to judge; only an id holding the separator is refused here, as it
 * would reach the api as several ids.
 */
export function joinIds(ids: readonly string[], separator: string, argument: string): string {
  if (ids.some((id) => id.includes(separator))) throw new UnsendableArgument(argument);
  return ids.join(separator);
}
