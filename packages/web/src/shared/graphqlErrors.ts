import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { openLoginForUnauthenticated } from '../accounts/loginPrompt';
import { clearSession } from '../accounts/session';

/**
 * For operations sent with `handlesErrors` (they show their own failure message): a dead session
 * still gets the spec's 401 handling (platform-core §8: clear, open the login dialog once).
 * Returns true when it was that.
 */
export function handleUnauthenticated(error: unknown): boolean {
  const dead = isUnauthenticated(error);
  if (dead) {
    clearSession();
    openLoginForUnauthenticated();
  }
  return dead;
}

/** The api's 401 (a guest, or a session that ended) as GraphQL reports it. */
export function isUnauthenticated(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED')
  );
}

/** The api's 404 (a material, theme or record that does not exist) as GraphQL reports it. */
export function isNotFound(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((e) => e.extensions?.['code'] === 'NOT_FOUND')
  );
}
