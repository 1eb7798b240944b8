import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { isUnauthenticated } from '../shared/graphqlErrors';

export const GRAPHQL_PATH = '/graphql';

declare module '@apollo/client' {
  interface DefaultContext {
    // The operation shows its own failure message (the login form's warning, a list's 获取…失败),
    // so the error link does not toast for it. A dead session is still the link's: handlesErrors
    // never opts out of the 401 policy.
    handlesErrors?: boolean;
  }
}

export interface ApolloClientOptions {
  getToken: () => string | null;
  // spec platform-core §8: clear the local session and open the login dialog once.
  onUnauthenticated: () => void;
  // Any other error code: show the server's Chinese message.
  onError: (message: string) => void;
  uri?: string;
  fetch?: typeof fetch;
}

/** Adds `Authorization: Bearer <token>` when a token is stored. */
export function createAuthLink(getToken: () => string | null): ApolloLink {
  return new SetContextLink((prevContext) => {
    const token = getToken();
    if (!token) return {};
    const headers = (prevContext.headers ?? {}) as Record<string, string>;
    return { headers: { ...headers, Authorization: `Bearer ${token}` } };
  });
}

/** A dead session or a guest, as GraphQL (`UNAUTHENTICATED`) or a bare HTTP 401 from a proxy reports it. */
function isDeadSession(error: unknown): boolean {
  return isUnauthenticated(error) || (ServerError.is(error) && error.statusCode === 401);
}

/**
 * The one error policy of every operation: UNAUTHENTICATED to the login handler, always; any other
 * GraphQL error's message to a toast unless the operation shows its own.
 */
export function createErrorLink(
  options: Pick<ApolloClientOptions, 'onUnauthenticated' | 'onError'>,
): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    if (isDeadSession(error)) {
      options.onUnauthenticated();
      return;
    }
    if (operation.getContext().handlesErrors === true) return;
    if (CombinedGraphQLErrors.is(error)) {
      const first = error.errors[0];
      if (first?.message) options.onError(first.message);
    }
    // spec platform-core §8: other request failures are swallowed (loading flags clear).
  });
}

/** The app's client: auth → error → HTTP, with a normalised cache. */
export function createApolloClient(options: ApolloClientOptions): ApolloClient {
  const httpLink = new HttpLink({
    uri: options.uri ?? GRAPHQL_PATH,
    credentials: 'same-origin',
    // Apollo Server's CSRF prevention accepts JSON POSTs; the header also covers GET fallbacks.
    headers: { 'apollo-require-preflight': 'true' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return new ApolloClient({
    link: ApolloLink.from([createErrorLink(options), createAuthLink(options.getToken), httpLink]),
    cache: new InMemoryCache({
      typePolicies: {
        // Config and viewer are singletons: keep one entry however many components ask.
        Query: { fields: { clientConfig: { merge: true } } },
        ClientConfig: { keyFields: [] },
        UserPreferences: { merge: true },
      },
    }),
  });
}
