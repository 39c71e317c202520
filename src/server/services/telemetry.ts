// Telemetry (spec section 7): a session per browser tab, then the journey's events. The start events
// of the registration submit order (heloc-register-start, helocStarted, appStarted) land here, so a
// lender can count starts and completions per organisation without a third-party script.
import { randomUUID } from 'node:crypto';
import type { Limit } from '../auth/rate-limit';
import type { Db } from '../store/db';
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
  await db.query(
    `insert into telemetry_sessions (session_key, context, organization_code, details, tracker_id) values ($1, $2, $3, $4, $5)
     on conflict (session_key) do nothing`,
    [sessionKey, context, orgCode, JSON.stringify(details), trackerId ?? null],
  );
  return { sessionKey };
}

export async function recordEvent(db: Db, event: ApiTelemetryEventRequest): Promise<void> {
  const { rows } = await db.query('select 1 from telemetry_sessions where session_key = $1', [event.sessionKey]);
  if (rows.length === 0) throw new AppError('NOT_FOUND');
  await db.query(
    `insert into telemetry_events (session_key, name, event_type, product_type, application_uuid, properties, tracker_id)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [event.sessionKey, event.name, event.eventType, event.productType, event.applicationUuid ?? null, JSON.stringify(event.properties ?? {}), event.trackerId ?? null],
  );
}
