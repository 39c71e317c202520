// A callback of one identity that always calls the latest function it was given: memoized
// children (the step form, rjsf's Form) are not drawn again only because a closure is new.
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useLatest<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
