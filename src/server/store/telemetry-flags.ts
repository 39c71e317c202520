// What the feature-flag routes read of telemetry (telemetry_sessions): a decision belongs to a
// telemetry session (spec section 8).
import type { Queryable } from './db';

export async function telemetrySessionExists(db: Queryable, sessionKey: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from telemetry_sessions where session_key = $1', [sessionKey]);
  return rows.length > 0;
}
