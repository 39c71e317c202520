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
  if (engaged) return;
  engaged = true;
  for (const type of EVENTS) document.removeEventListener(type, engage, true);
  for (const task of [...waiting]) task();
  waiting.clear();
}

function listen(): void {
  if (engaged || waiting.size > 0) return;
  for (const type of EVENTS) document.addEventListener(type, engage, true);
}

/** Runs `task` once the applicant has started on the page (at once if they have). */
export function whenEngaged(task: () => void): void {
  if (engaged) return task();
  listen();
  waiting.add(task);
}

function subscribe(changed: () => void): () => void {
  whenEngaged(changed);
  return () => waiting.delete(changed);
}

/** True once the applicant has started on the page; false in the server's render. */
export function useEngaged(): boolean {
  return useSyncExternalStore(subscribe, () => engaged, () => false);
}
