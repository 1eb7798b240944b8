import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import type { Blocker } from 'react-router-dom';

/**
 * spec platform-core §2: leaving /uploadPage with unpublished files asks first. In-app navigation
 * is held by the router blocker (the page shows its dialog); closing or reloading the tab gets the
 * browser's own beforeunload prompt.
 */
export function useLeaveGuard(active: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // The browser shows its own wording; `message` is for the in-app dialog.
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active]);
  return blocker;
}
