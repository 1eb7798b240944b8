import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';

export const GRAPHQL_PATH = '/graphql';

declare module '@apollo/client' {
  interface DefaultContext {
    // The operation deals with its own failures (the login form's warning, logout reloading
    // anyway), so the error link neither toasts nor opens the login dialog for it.
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

function errorCode(extensions: Record<string, unknown> | undefined): string | undefined {
  const code = extensions?.['code'];
  return typeof code === 'string' ? code : undefined;
}

/** Routes errors by `extensions.code`: UNAUTHENTICATED to the login handler, others to a toast. */
export function createErrorLink(
  options: Pick<ApolloClientOptions, 'onUnauthenticated' | 'onError'>,
): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    if (operation.getContext().handlesErrors === true) return;
    if (CombinedGraphQLErrors.is(error)) {
      if (error.errors.some((e) => errorCode(e.extensions) === 'UNAUTHENTICATED')) {
        options.onUnauthenticated();
        return;
      }
      const first = error.errors[0];
      if (first?.message) options.onError(first.message);
      return;
    }
    // A proxy or the server may answer a revoked token with a bare HTTP 401.
    if (ServerError.is(error) && error.statusCode === 401) {
      options.onUnauthenticated();
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
