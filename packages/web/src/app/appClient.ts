import type { ApolloClient } from '@apollo/client';
import { openLoginForUnauthenticated } from '../accounts/loginPrompt';
import { clearSession, getToken } from '../accounts/session';
import { notify } from '../shared/toaster';
import { createApolloClient, type ApolloClientOptions } from './apollo';

/**
 * The web app's client with its one error policy: a dead session is cleared and the login dialog
 * opens once (spec platform-core §8); any other GraphQL error's Chinese message is a warning toast
 * unless the operation shows its own. Tests pass a transport; the app uses the defaults.
 */
export function createAppClient(transport: Pick<ApolloClientOptions, 'uri' | 'fetch'> = {}) {
  const client: ApolloClient = createApolloClient({
    ...transport,
    getToken,
    onUnauthenticated: () => {
      clearSession();
      // Data fetched under the dead session must not be shown to whoever logs in next.
      client.clearStore().catch(() => undefined);
      openLoginForUnauthenticated();
    },
    onError: (message) => {
      notify({ type: 'warning', title: message });
    },
  });
  return client;
}
