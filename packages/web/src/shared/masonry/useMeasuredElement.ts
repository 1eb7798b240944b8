import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * A ref for an element, the element once mounted, and its content width: null until measured,
 * then kept current with a ResizeObserver. The width is read only in the observer's callback,
 * which the browser calls once layout is done and before the frame is painted: read as the element
 * attaches, it forced a layout of the whole new page inside React's commit, one long task with it
 * on a phone. The first width is applied at once (flushSync), so the frame that shows the element
 * already shows what was laid out for it, never a guessed width or an empty container.
 */
export function useMeasuredElement<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback((node: T | null) => {
    if (!node) return undefined;
    setElement(node);
    const observer = new ResizeObserver(([entry]) => {
      const measured = entry?.contentRect.width ?? node.clientWidth;
      flushSync(() => {
        setWidth(measured);
      });
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      setElement(null);
    };
  }, []);
  return { ref, element, width };
}
