import { useCallback, useSyncExternalStore } from 'react';

/** The content width of `element`, kept current with a ResizeObserver (0 until it is mounted). */
export function useElementWidth(element: HTMLElement | null): number {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!element) return () => undefined;
      const observer = new ResizeObserver(onChange);
      observer.observe(element);
      return () => {
        observer.disconnect();
      };
    },
    [element],
  );
  return useSyncExternalStore(
    subscribe,
    () => element?.clientWidth ?? 0,
    () => 0,
  );
}
