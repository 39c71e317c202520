// A screen loaded on demand whose code fails to load (a new deploy removed the old chunk, a network
// blip): the page reloads, up to RELOAD_LIMIT more times in this tab, then the error surfaces to
// the error boundary (spec sections 8 and 9). The count lives in sessionStorage across reloads and
// starts over once a screen loads.
import { lazy, type ComponentType } from 'react';

export const RELOAD_LIMIT = 5;
export const RELOAD_COUNT_KEY = 'screen-load-reloads';

// The three messages browsers give for a failed dynamic import (Chromium, Firefox, Safari).
const LOAD_FAILURE = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

function reloads(): number {
  return Number(sessionStorage.getItem(RELOAD_COUNT_KEY) ?? 0) || 0;
}

/** A page or screen component loaded on demand, with the reloads above on a failed load. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own lazy() bound
export function lazyWithReload<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  return lazy(async (): Promise<{ default: C }> => {
    try {
      const module = await load();
      sessionStorage.removeItem(RELOAD_COUNT_KEY);
      return module;
    } catch (error) {
      const count = reloads();
      if (!(error instanceof Error) || !LOAD_FAILURE.test(error.message) || count >= RELOAD_LIMIT) throw error;
      sessionStorage.setItem(RELOAD_COUNT_KEY, String(count + 1));
      window.location.reload();
      // The page is going away: never settle, so nothing renders in between.
      return new Promise<never>(() => {});
    }
  });
}
