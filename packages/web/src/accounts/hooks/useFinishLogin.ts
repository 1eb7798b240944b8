import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { STRINGS } from '../../shared/strings';
import { notify } from '../../shared/toaster';
import { closeLogin, getLoginPrompt } from '../loginPrompt';

/** After a login: close the prompt, refetch per-user data, follow the blocked navigation if any. */
export function useFinishLogin(fallbackHref: string | null = null): () => void {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(() => {
    const target = getLoginPrompt().pendingHref ?? fallbackHref;
    closeLogin();
    notify({ type: 'success', title: STRINGS.loginSuccess });
    // Guest-shaped results (favourite flags, viewer) must not survive into the session.
    client.resetStore().catch(() => undefined);
    if (target) void navigate(target);
  }, [client, navigate, fallbackHref]);
}
