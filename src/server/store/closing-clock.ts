// The closing clock's per-application offsets (closing_clock_offsets), which only the sandbox
// moves (src/server/closing-clock.ts).
import type { Queryable } from './db';

/** The application's offset in ms; 0 when it was never moved. */
export async function closingClockOffset(db: Queryable, applicationUuid: string): Promise<number> {
  const { rows } = await db.query<{ offset_ms: string | number }>('select offset_ms from closing_clock_offsets where application_uuid = $1', [applicationUuid]);
  return rows[0] ? Number(rows[0].offset_ms) : 0;
}

/** Adds `ms` (whole) to the application's offset. */
export async function addClosingClockOffset(db: Queryable, applicationUuid: string, ms: number): Promise<void> {
  await db.query(
    `insert into closing_clock_offsets (application_uuid, offset_ms) values ($1, $2)
     on conflict (application_uuid) do update set offset_ms = closing_clock_offsets.offset_ms + excluded.offset_ms`,
    [applicationUuid, ms],
  );
}
