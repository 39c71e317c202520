// Reads an application's status and follows it to its screen: in-progress statuses are re-read
// with the table's backoff; a failed read is retried the same way when it may pass (network, 5xx).
// `reroute()` reads again (after an event, or from a screen that waits on the server); `version`
// is the last read's, for the next event (contract: POST .../events).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiApplicationStatus } from '../../../generated/types/api-application-status';
import type { ApiFailure } from '../../../core/contract/api-error';
import { decideAfterRead, pollDelayMs, rereadDelayMs, type StatusScreens } from '../../../core/status/screens';
import { ApiError } from '../../lib/api';
import { pollingBeforeAnswer, statusScreensFor } from './status-table';
import { readApplicationStatus } from '../../lib/application-events';

export type StatusRouteState =
  | { phase: 'loading' }
  | { phase: 'waiting'; status: string; product: string }
  | { phase: 'routed'; screen: string; status: string; product: string }
  | { phase: 'failed'; failure: ApiFailure | undefined };

type StatusAnswer = ApiApplicationStatus;

type Read = { ok: true; answer: StatusAnswer } | { ok: false; failure: ApiFailure | undefined };

/** `fresh` after a reroute (an event or a waiting screen asked): never the answer of the last 250 ms. */
async function readStatus(uuid: string, fresh: boolean): Promise<Read> {
  try {
    return { ok: true, answer: await readApplicationStatus(uuid, fresh) };
  } catch (e) {
    // Not an ApiError: fetch itself failed (offline, server restarting).
    return { ok: false, failure: e instanceof ApiError ? e.failure : undefined };
  }
}

const mayPass = (failure: ApiFailure | undefined) => !failure || failure.status >= 500;

/** The screen shown now and how many reads of its status there have been (the one that routed included). */
interface Shown {
  status: string;
  screen: string;
  reads: number;
}

/**
 * `current` is the page shown now (below the application): the table's overrides spare some pages
 * (a DECLINE decision does not move the applicant off the disclosures). Once a screen shows, a
 * status that is not in flight is read again until it changes or the table's tries are spent (spec
 * section 4), so a staff action or the pipeline moves the page on without a reload.
 */
export function useStatusRoute(uuid: string, current = ''): { state: StatusRouteState; version: () => number | undefined; reroute: () => void } {
  const [state, setState] = useState<StatusRouteState>({ phase: 'loading' });
  const [round, setRound] = useState(0);
  const version = useRef<number | undefined>(undefined);
  const page = useRef(current);
  useEffect(() => {
    page.current = current;
  }, [current]);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sleep = (ms: number) => new Promise((resolve) => (timer = setTimeout(resolve, ms)));
    void (async () => {
      let failures = 0;
      // The table of the application's product, once a status answer has named it.
      let table: StatusScreens | undefined;
      let shown: Shown | undefined;
      /** Reads the shown status again later, if it is read again at all. */
      const again = async (s: Shown): Promise<boolean> => {
        const wait = table && rereadDelayMs(table, s.status, ++s.reads);
        if (wait === undefined) return false;
        await sleep(wait);
        return true;
      };
      for (let attempt = 0; live; ) {
        const read = await readStatus(uuid, round > 0 || attempt > 0);
        if (!live) return;
        if (!read.ok) {
          // A failed re-read leaves the screen as it is; the next one may pass.
          if (shown) {
            if (mayPass(read.failure) && (await again(shown))) continue;
            return;
          }
          const polling = table?.polling ?? pollingBeforeAnswer;
          if (!mayPass(read.failure) || ++failures >= polling.maxTries) return setState({ phase: 'failed', failure: read.failure });
          await sleep(pollDelayMs(polling, failures - 1));
          continue;
        }
        const { status, product } = read.answer;
        table = statusScreensFor(product);
        const next = decideAfterRead(table, status, attempt++, read.answer.routing, page.current);
        if (shown && next.kind === 'route' && next.screen === shown.screen && status === shown.status) {
          if (await again(shown)) continue;
          return;
        }
        version.current = read.answer.version;
        if (next.kind === 'route') {
          // Spec section 4: an unrecognised status is logged, then shown the unknown screen.
          if (!next.known) console.warn(`application status ${status} led to no screen of its own; showing ${next.screen}`);
          setState({ phase: 'routed', screen: next.screen, status, product });
          shown = { status, screen: next.screen, reads: 1 };
          attempt = 0;
          if (await again(shown)) continue;
          return;
        }
        shown = undefined;
        setState({ phase: 'waiting', status, product });
        await sleep(next.delayMs);
      }
    })();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [uuid, round]);
  const reroute = useCallback(() => setRound((r) => r + 1), []);
  const currentVersion = useCallback(() => version.current, []);
  return { state, version: currentVersion, reroute };
}
