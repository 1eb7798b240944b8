import { useCallback, useState } from 'react';

/**
 * A ref for an element, the element once mounted, and its content width: null until measured,
 * then kept current with a ResizeObserver. The first measurement is taken as the element attaches
 * (before the first paint, so nothing laid out for a guessed width is ever shown); after that the
 * width is read only in the observer's callback, where layout is already done. Reading it during
 * render would force a layout inside every commit.
 */
export function useMeasuredElement<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback((node: T | null) => {
    if (!node) return undefined;
    setElement(node);
    setWidth(node.clientWidth);
    const observer = new ResizeObserver(() => {
      setWidth(node.clientWidth);
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      setElement(null);
    };
  }, []);
  return { ref, element, width };
}
