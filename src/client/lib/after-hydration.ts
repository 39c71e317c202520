// Work that waits for the step's form to be hydrated (what was typed before the script ran,
// ./typed-before-hydration.ts). The form calls the hook: React hydrates a Suspense boundary's content
// after the root's own commit, and an input event on content not hydrated yet is lost.
import { useEffect } from 'react';

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
