// While the loader covers the page: the page does not scroll (it would move content nobody can see
// or reach) and the main landmark is marked aria-busy (its content is being replaced). Previous
// values come back afterwards.
import { useEffect } from 'react';

export function usePageLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { style } = document.documentElement;
    const previous = style.overflow;
    style.overflow = 'hidden';
    const main = document.querySelector('main');
    main?.setAttribute('aria-busy', 'true');
    return () => {
      style.overflow = previous;
      main?.removeAttribute('aria-busy');
    };
  }, [locked]);
}
