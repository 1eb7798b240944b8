import { useSyncExternalStore } from 'react';

// Below Chakra's md breakpoint the desktop header's actions no longer fit on one line.
export const NARROW_SCREEN = '(max-width: 47.99em)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_SCREEN);
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}

/** True while the window is phone-narrow (a phone, or a desktop window made that small). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_SCREEN).matches,
    () => false,
  );
}
