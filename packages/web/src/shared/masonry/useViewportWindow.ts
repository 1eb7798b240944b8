import { useMemo, useSyncExternalStore } from 'react';

export interface ViewportWindow {
  top: number;
  bottom: number;
}

interface Scroll {
  /** How far the window has scrolled past the element's top, snapped to the step. */
  offset: number;
  viewport: number;
}

interface WindowStore {
  subscribe: (onChange: () => void) => () => void;
  getScroll: () => Scroll;
}

/**
 * The element's scroll offset and the window's height, read from the page only when the window
 * scrolls or resizes and once in the frame after the grid is first watched, never while React
 * renders or commits: a read then forces a layout of the whole page inside that task.
 */
function watchWindow(element: HTMLElement, step: number): WindowStore {
  // A page opens at its top, where the grid is at or below the fold: offset 0 shows at least
  // what is visible, and the first read corrects it for a page restored further down. The screen's
  // height is at least the window's and, unlike window.innerHeight, costs no layout to know.
  let scroll: Scroll = { offset: 0, viewport: window.screen.height };
  const read = () => {
    const offset = Math.floor(-element.getBoundingClientRect().top / step) * step;
    const viewport = window.innerHeight;
    if (offset === scroll.offset && viewport === scroll.viewport) return false;
    scroll = { offset, viewport };
    return true;
  };
  return {
    subscribe: (onChange) => {
      const update = () => {
        if (read()) onChange();
      };
      window.addEventListener('scroll', update, { passive: true });
      window.addEventListener('resize', update);
      // Not at once: a grid first watched in a synchronous commit would read it inside that task.
      const first = requestAnimationFrame(update);
      return () => {
        cancelAnimationFrame(first);
        window.removeEventListener('scroll', update);
        window.removeEventListener('resize', update);
      };
    },
    getScroll: () => scroll,
  };
}

const NO_SCROLL: Scroll = { offset: 0, viewport: 0 };
const unwatched: WindowStore = { subscribe: () => () => undefined, getScroll: () => NO_SCROLL };

/**
 * The part of `element` (in its own coordinates) that the window shows, widened by `overscan`
 * pixels each way. The scroll offset is snapped to `step` pixels, so scrolling re-renders the
 * grid once per step rather than once per scroll event. Without an element it neither listens nor
 * reads the window.
 */
export function useViewportWindow(
  element: HTMLElement | null,
  { overscan = 600, step = 200 }: { overscan?: number; step?: number } = {},
): ViewportWindow {
  const store = useMemo(() => (element ? watchWindow(element, step) : unwatched), [element, step]);
  const { offset, viewport } = useSyncExternalStore(store.subscribe, store.getScroll);
  return { top: offset - overscan, bottom: offset + viewport + step + overscan };
}
