// Telemetry (spec section 7): one session per tab (its key kept in sessionStorage, the session call
// retried up to 3 times), then events sent with keepalive. Telemetry never stops a journey: a
// failure is dropped, not shown.
import type { ApiTelemetryEventRequest } from '../../generated/types/api-telemetry-event-request';
import type { ApiTelemetrySessionResponse } from '../../generated/types/api-telemetry-session-response';
import { apiCall } from './api';
import { apiRoutes } from '../../core/contract/routes';

const SESSION_KEY = 'telemetry-session-key';
const LIB_VERSION = '2.2.24';
const SESSION_ATTEMPTS = 3;
const CONTEXT = 'web';

let opening: Promise<string> | undefined;

async function openSession(): Promise<string> {
  const known = sessionStorage.getItem(SESSION_KEY) ?? undefined;
  const body = {
    platform: 'WEB',
    libVersion: LIB_VERSION,
    referrer: document.referrer.slice(0, 2048),
    queryParams: Object.fromEntries([...new URLSearchParams(location.search)].slice(0, 30).map(([k, v]) => [k, v.slice(0, 512)])),
    screen: { width: screen.width, height: screen.height },
    window: { width: innerWidth, height: innerHeight },
    ...(known ? { sessionKey: known } : {}),
  };
  for (let attempt = 1; ; attempt++) {
    try {
      const { sessionKey } = await apiCall<ApiTelemetrySessionResponse>('POST', apiRoutes.telemetrySession.path({ context: CONTEXT }), { body });
      sessionStorage.setItem(SESSION_KEY, sessionKey);
      return sessionKey;
    } catch (error) {
      if (attempt >= SESSION_ATTEMPTS) throw error;
    }
  }
}

export type TelemetryEvent = Omit<ApiTelemetryEventRequest, 'sessionKey' | 'eventType'>;

/** Sends an event; resolves when sent or dropped (never rejects). */
export async function track(event: TelemetryEvent): Promise<void> {
  try {
    opening ??= openSession();
    const sessionKey = await opening;
    await apiCall('POST', apiRoutes.telemetryEvent.path({ context: CONTEXT }), { body: { ...event, sessionKey, eventType: 'WEB' }, keepalive: true });
  } catch {
    opening = undefined;
  }
}

/** Sends an event once per tab (e.g. the registration start, however often the step is shown). */
export function trackOnce(event: TelemetryEvent): void {
  const marker = `telemetry-sent:${event.name}`;
  if (sessionStorage.getItem(marker)) return;
  sessionStorage.setItem(marker, '1');
  void track(event);
}
