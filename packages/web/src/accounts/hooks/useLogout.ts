import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { LogoutDocument } from '@adstudio/schema/client';
import { clearSession } from '../session';

/** Navigates to `/` with a full reload; a seam for tests (jsdom cannot navigate). */
export function reloadToRoot(): void {
  window.location.assign('/');
}

/** spec platform-core §2: revoke, clear local storage, go to `/` and reload — even when the call fails. */
export function useLogout(reload: () => void = reloadToRoot): () => Promise<void> {
  const [logout] = useMutation(LogoutDocument, { context: { handlesErrors: true } });
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // A dead or revoked session is still a logged-out session.
    } finally {
      clearSession();
      reload();
    }
  }, [logout, reload]);
}
