import { useSyncExternalStore } from 'react';

// The page's one-line notices (server messages, the login hint): the Apollo links report here,
// outside React, and the page shows the latest.
let current: string | null = null;
const listeners = new Set<() => void>();

export function showNotice(message: string | null): void {
  current = message;
  for (const listener of listeners) listener();
}

export function useNotice(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
