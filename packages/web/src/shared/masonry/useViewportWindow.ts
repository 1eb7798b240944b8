import { useCallback, useSyncExternalStore } from 'react';

export interface ViewportWindow {
  top: number;
  bottom: number;
}

function subscribeWindow(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

const noSubscription = () => () => undefined;

/**
 * The part of `element` (in its own coordinates) that the window shows, widened by `overscan`
 * pixels each way. The scroll offset is snapped to `step` pixels, so scrolling re-renders the
 * grid once per step rather than once per scroll event. Without an element it neither listens nor
 * reads the window: those reads force a layout in every commit of a grid that is not windowed.
 */
export function useViewportWindow(
  element: HTMLElement | null,
  { overscan = 600, step = 200 }: { overscan?: number; step?: number } = {},
): ViewportWindow {
  const subscribe = element ? subscribeWindow : noSubscription;
  const getOffset = useCallback(() => {
    if (!element) return 0;
    return Math.floor(-element.getBoundingClientRect().top / step) * step;
  }, [element, step]);
  const getViewport = useCallback(() => (element ? window.innerHeight : 0), [element]);
  const offset = useSyncExternalStore(subscribe, getOffset, () => 0);
  const viewport = useSyncExternalStore(subscribe, getViewport, () => 800);
  return { top: offset - overscan, bottom: offset + viewport + step + overscan };
}
