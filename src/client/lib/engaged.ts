// Whether the applicant has started on the page: a first tap, key or input anywhere in it (not a
// focus: the page's heading takes focus when it appears, lib/PageHeading.tsx). Work
// done only for later steps (their widgets and validators fetched, their forms drawn ahead,
// hidden) waits for it: a visitor who only reads costs no more than the page, and the page's load
// is the first step's alone (the steps drawn ahead were most of the main thread's long tasks after
// the first paint). Once started, it stays started for the life of the page.
import { useSyncExternalStore } from 'react';

const EVENTS = ['pointerdown', 'keydown', 'input'] as const;
let engaged = false;
const waiting = new Set<() => void>();

function engage(): void {
  engaged = true;
  for (const type of EVENTS) removeEventListener(type, engage, true);
  for (const task of waiting) task();
  waiting.clear();
}

/** Runs `task` once the applicant has started on the page (at once if they have); answers a cancel. */
export function whenEngaged(task: () => void): () => void {
  if (engaged) task();
  else {
    if (!waiting.size) for (const type of EVENTS) addEventListener(type, engage, true);
    waiting.add(task);
  }
  return () => waiting.delete(task);
}

/** True once the applicant has started on the page; false in the server's render. */
export function useEngaged(): boolean {
  return useSyncExternalStore(whenEngaged, () => engaged, () => false);
}
