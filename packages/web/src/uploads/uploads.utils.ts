import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** Reloads the page (spec §4: after a publish); a function so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}

/** The server's Chinese message of a failed operation, or `fallback`. */
export function graphqlMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? fallback;
  return fallback;
}

/** `extensions.details[key]` of a failed operation as strings (ids to flag). */
export function errorDetailIds(error: unknown, key: string): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const ids: string[] = [];
  for (const e of error.errors) {
    const details = e.extensions?.['details'];
    if (!details || typeof details !== 'object') continue;
    const list = (details as Record<string, unknown>)[key];
    if (Array.isArray(list)) ids.push(...list.map(String));
  }
  return ids;
}
