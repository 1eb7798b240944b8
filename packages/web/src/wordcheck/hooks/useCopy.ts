import { useCallback } from 'react';
import { notify } from '../../shared/toaster';
import { WORDCHECK_STRINGS as S } from '../wordcheck.strings';

/** Copies text to the clipboard and says so. */
export function useCopy() {
  return useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify({ type: 'success', title: S.copied });
    } catch {
      notify({ type: 'error', title: S.copyFailed });
    }
  }, []);
}
