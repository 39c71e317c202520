// While the loader covers the page: the page does not scroll (it would move content nobody can see
// or reach), the main landmark is marked aria-busy (its content is being replaced), and the app is
// inert, so Tab cannot reach a control hidden under the cover. Previous values come back
// afterwards, and focus goes to the page's heading if the cover had kept it from landing there.
import { useEffect } from 'react';

export function usePageLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { style } = document.documentElement;
    const previous = style.overflow;
    style.overflow = 'hidden';
    const main = document.querySelector('main');
    main?.setAttribute('aria-busy', 'true');
    const app = document.getElementById('root');
    const wasInert = app?.inert ?? false;
    if (app) app.inert = true;
    return () => {
      style.overflow = previous;
      main?.removeAttribute('aria-busy');
      if (app) app.inert = wasInert;
      const active = document.activeElement;
      if (!active || active === document.body) document.querySelector<HTMLElement>('main h1[tabindex="-1"]')?.focus();
    };
  }, [locked]);
}
