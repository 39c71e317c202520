// Telemetry sessions (one per browser tab) and their events.
import type { Queryable } from './db';

export interface NewTelemetrySession {
  sessionKey: string;
  context: string;
  organizationCode: string;
  details: Record<string, unknown>;
  trackerId: string | null;
}

/** A known key is kept (a reload of the same tab): its first details stay. */
export async function insertTelemetrySession(db: Queryable, session: NewTelemetrySession): Promise<void> {
  await db.query(
    `insert into telemetry_sessions (session_key, context, organization_code, details, tracker_id) values ($1, $2, $3, $4, $5)
     on conflict (session_key) do nothing`,
    [session.sessionKey, session.context, session.organizationCode, JSON.stringify(session.details), session.trackerId],
  );
}

export async function telemetrySessionExists(db: Queryable, sessionKey: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from telemetry_sessions where session_key = $1', [sessionKey]);
  return rows.length > 0;
}

export interface NewTelemetryEvent {
  sessionKey: string;
  name: string;
  eventType: string;
  productType: string;
  applicationUuid: string | null;
  properties: Record<string, unknown>;
  trackerId: string | null;
}

export async function insertTelemetryEvent(db: Queryable, event: NewTelemetryEvent): Promise<void> {
  await db.query(
    `insert into telemetry_events (session_key, name, event_type, product_type, application_uuid, properties, tracker_id)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [event.sessionKey, event.name, event.eventType, event.productType, event.applicationUuid, JSON.stringify(event.properties), event.trackerId],
  );
}
