import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * The value of the last committed render, for callbacks and effects that must not re-subscribe
 * when it changes (commands, font loading). Written after the commit, not during render: a render
 * React throws away must not leave its props behind.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
