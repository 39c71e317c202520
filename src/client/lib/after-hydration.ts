// Work that waits for the step's form to be hydrated (what was typed before the script ran,
// ./typed-before-hydration.ts), and whether this render is the browser's own. The form calls the
// hooks: React hydrates a Suspense boundary's content after the root's own commit, and an input
// event on content not hydrated yet is lost.
import { startTransition, useEffect, useState } from 'react';

let pending: (() => void) | undefined;

/** Runs `task` once the step's form has been hydrated (after that commit). */
export function whenFormHydrated(task: () => void): void {
  pending = task;
}

export function useFormHydrated(): void {
  useEffect(() => {
    const task = pending;
    pending = undefined;
    // After the commit: an input event inside one is not rendered, and React restores the old value.
    if (task) queueMicrotask(task);
  }, []);
}

/**
 * False in the server's render and while the browser hydrates it, true once the page's script
 * handles events (and in every render the browser makes itself). A control that does nothing
 * without the script (Continue would submit the bare form into the URL) waits for it, disabled.
 * The change is a transition after the commit: an external store whose server value differs
 * (useSyncExternalStore) is redrawn at once, and drew the whole hydrated step again in one task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(browserRendered);
  useEffect(() => {
    browserRendered = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * True after this component's first commit, without marking the page hydrated. For the shell's
 * later parts (the bell, the banners): the shell hydrates before the step's lazily loaded form, and
 * useHydrated there would set the mark first, so the step's controls would hydrate as 'enabled'
 * over the server's disabled markup (React keeps the server's attribute): Continue stayed disabled.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}

// Whether the page has been hydrated: a control first drawn after that is enabled at once.
let browserRendered = false;

/**
 * A control disabled only until the page is hydrated keeps its enabled look (a split second on a
 * fast phone): no grey flash fading to the brand's colour when the script arrives.
 */
export const readyLookSx = {
  contained: { '&.Mui-disabled': { bgcolor: 'primary.main', color: 'primary.contrastText' } },
  text: { '&.Mui-disabled': { color: 'primary.main' } },
} as const;
