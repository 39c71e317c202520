// Telemetry (spec section 7): a session per browser tab, then the journey's events. The start events
// of the registration submit order (heloc-register-start, helocStarted, appStarted) land here, so a
// lender can count starts and completions per organisation without a third-party script.
import { randomUUID } from 'node:crypto';
import type { Limit } from '../auth/rate-limit';
import type { Db } from '../store/db';
import { insertTelemetryEvent, insertTelemetrySession, telemetrySessionExists } from '../store/telemetry';
import { AppError } from '../errors';
import type { ApiTelemetryEventRequest } from '../../generated/types/api-telemetry-event-request';
import type { ApiTelemetrySessionRequest } from '../../generated/types/api-telemetry-session-request';
import type { ApiTelemetrySessionResponse } from '../../generated/types/api-telemetry-session-response';

// No account guards these doors: the client address bounds what one machine can write.
export const TELEMETRY_LIMIT = { name: 'telemetry-ip', max: 600, windowSeconds: 600 } satisfies Limit;

export async function openSession(db: Db, context: string, orgCode: string, request: ApiTelemetrySessionRequest): Promise<ApiTelemetrySessionResponse> {
  const { sessionKey = randomUUID(), trackerId, ...details } = request;
  // A known key is kept (a reload of the same tab); its first details stay. The schema has already
  // refused any property it does not name, so `details` holds no free text.
  await insertTelemetrySession(db, { sessionKey, context, organizationCode: orgCode, details, trackerId: trackerId ?? null });
  return { sessionKey };
}

export async function recordEvent(db: Db, event: ApiTelemetryEventRequest): Promise<void> {
  if (!(await telemetrySessionExists(db, event.sessionKey))) throw new AppError('NOT_FOUND');
  await insertTelemetryEvent(db, {
    sessionKey: event.sessionKey,
    name: event.name,
    eventType: event.eventType,
    productType: event.productType,
    applicationUuid: event.applicationUuid ?? null,
    properties: event.properties ?? {},
    trackerId: event.trackerId ?? null,
  });
}
