// When the full-screen loader shows and hides (spec sections 4 and 9): it shows as soon as work
// starts, and once shown stays at least MIN_VISIBLE_MS; it hides HIDE_DELAY_MS after the work ends
// (whichever is later), so a quick load does not flash and a chain of loads does not flicker.
export const MIN_VISIBLE_MS = 1000;
export const HIDE_DELAY_MS = 300;
/** Spec section 9's default animation: the loader's bar fills over this long (LoaderAnimation). */
export const ANIMATION_MS = 67_000;

export interface LoaderTiming {
  /** Work is going on (true) or has ended (false); call on every change. */
  setBusy(busy: boolean): void;
  dispose(): void;
}

export function createLoaderTiming(onVisible: (visible: boolean) => void, now: () => number = Date.now): LoaderTiming {
  let visible = false;
  let shownAt = 0;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const cancelHide = () => {
    clearTimeout(hideTimer);
    hideTimer = undefined;
  };
  return {
    setBusy(busy) {
      if (busy) {
        // Work started again before the loader went away: it simply stays.
        cancelHide();
        if (!visible) {
          visible = true;
          shownAt = now();
          onVisible(true);
        }
        return;
      }
      if (!visible || hideTimer) return;
      const wait = Math.max(HIDE_DELAY_MS, shownAt + MIN_VISIBLE_MS - now());
      hideTimer = setTimeout(() => {
        hideTimer = undefined;
        visible = false;
        onVisible(false);
      }, wait);
    },
    dispose: cancelHide,
  };
}
