// For a screen that waits on the server without being a waiting status (review-app/signdocs): reads
// the status every `everyMs` and calls `onChange` once its version differs from `since`, the version
// the page routed on (a new status, or the same status with new facts: waiting on the flood
// certificate), so the page follows it to its next screen. The baseline is the page's version, not
// this screen's own first read: a status that moved on while the screen's code was loading would
// otherwise become the baseline and the screen would wait forever. Without one, the first read is
// the baseline. Read failures are ignored here; the next read tries again.
import { useEffect } from 'react';
import { readApplicationStatus } from '../application-events';

/** How often a waiting screen reads: the table's longest polling wait (flows/heloc/status-screens.json polling.maxDelayMs). */
export const STATUS_REREAD_MS = 5000;

export function useStatusChange(uuid: string, since: number | undefined, onChange: (() => void) | undefined, everyMs: number = STATUS_REREAD_MS): void {
  useEffect(() => {
    let first = since;
    let live = true;
    const read = async () => {
      try {
        const { version } = await readApplicationStatus(uuid);
        if (!live) return;
        if (first === undefined) first = version;
        else if (version !== first) onChange?.();
      } catch {
        // Offline or the server restarting: the next read tries again.
      }
    };
    void read();
    const timer = setInterval(() => void read(), everyMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
    // onChange is the page's stable reroute; a new one restarts the reads, which is harmless.
  }, [uuid, since, everyMs, onChange]);
}
