// One full-screen loader at a time: a page's loader fading out and the next screen's, or a screen's
// and its lazily loaded part's, would otherwise stack two covers and two spinners. Each loader that
// wants to show joins a queue; the first one in it draws, the others wait their turn.
import { useEffect, useState, useSyncExternalStore } from 'react';

let queue: symbol[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const first = () => queue[0];

/** True when this loader, wanting to show, is the one that draws. */
export function useLoaderTurn(wanted: boolean): boolean {
  const [id] = useState(() => Symbol('loader'));
  useEffect(() => {
    if (!wanted) return;
    queue = [...queue, id];
    notify();
    return () => {
      queue = queue.filter((q) => q !== id);
      notify();
    };
  }, [wanted, id]);
  return useSyncExternalStore(subscribe, first, first) === id;
}

const anyShown = () => queue.length > 0;

/** True while any full-screen loader shows: a screen's own spinner stays hidden under it (one loader at a time, issue 31). */
export const useFullScreenLoaderShown = (): boolean => useSyncExternalStore(subscribe, anyShown, anyShown);
