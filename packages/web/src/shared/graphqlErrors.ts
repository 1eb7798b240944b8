import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The api's 401 (a guest, or a session that ended) as GraphQL reports it. The Apollo link has already
 * cleared the session and opened the login dialog (app/apollo.ts); a caller only holds back its own
 * failure message.
 */
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
