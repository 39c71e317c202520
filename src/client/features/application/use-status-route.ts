// Reads an application's status and follows it to its screen: in-progress statuses are re-read
// with the table's backoff; a failed read is retried the same way when it may pass (network, 5xx).
import { useEffect, useState } from 'react';
import type { ApiApplicationStatus } from '../../../generated/types/api-application-status';
import type { ApiFailure } from '../../../core/contract/api-error';
import { decideAfterRead, pollDelayMs } from '../../../core/status/screens';
import { ApiError, apiCall } from '../../lib/api';
import { applicationPaths, statusScreens } from './status-table';

export type StatusRouteState =
  | { phase: 'loading' }
  | { phase: 'waiting'; status: string }
  | { phase: 'routed'; screen: string }
  | { phase: 'failed'; failure: ApiFailure | undefined };

type Read = { ok: true; status: string } | { ok: false; failure: ApiFailure | undefined };

async function readStatus(uuid: string): Promise<Read> {
  try {
    return { ok: true, status: (await apiCall<ApiApplicationStatus>('GET', applicationPaths.status(uuid))).status };
  } catch (e) {
    // Not an ApiError: fetch itself failed (offline, server restarting).
    return { ok: false, failure: e instanceof ApiError ? e.failure : undefined };
  }
}

const mayPass = (failure: ApiFailure | undefined) => !failure || failure.status >= 500;

export function useStatusRoute(uuid: string): StatusRouteState {
  const [state, setState] = useState<StatusRouteState>({ phase: 'loading' });
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sleep = (ms: number) => new Promise((resolve) => (timer = setTimeout(resolve, ms)));
    void (async () => {
      let failures = 0;
      for (let attempt = 0; live; ) {
        const read = await readStatus(uuid);
        if (!live) return;
        if (!read.ok) {
          if (!mayPass(read.failure) || ++failures >= statusScreens.polling.maxTries) return setState({ phase: 'failed', failure: read.failure });
          await sleep(pollDelayMs(statusScreens.polling, failures - 1));
          continue;
        }
        const next = decideAfterRead(statusScreens, read.status, attempt++);
        if (next.kind === 'route') {
          // Spec section 4: an unrecognised status is logged, then shown the unknown screen.
          if (!next.known) console.warn(`application status ${read.status} led to no screen of its own; showing ${next.screen}`);
          return setState({ phase: 'routed', screen: next.screen });
        }
        setState({ phase: 'waiting', status: read.status });
        await sleep(next.delayMs);
      }
    })();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [uuid]);
  return state;
}
