// The closing clock: rescission, recording, funding and the eNotary's hours read the time from
// here, never from Date directly. It is the server's clock (`now`, injected, as everywhere) plus an
// application's offset, which only the sandbox moves (POST /sandbox/applications/{uuid}/clock), so
// tests and demos pass a three-day rescission in a second instead of waiting. Production refuses
// sandboxes, so there every offset is 0.
import type { Queryable } from './store/db';

export interface ClosingClock {
  /** The application's closing time now. */
  now(db: Queryable, applicationUuid: string): Promise<Date>;
  /** Moves the application's clock forward (sandbox only; never back). */
  advance(db: Queryable, applicationUuid: string, ms: number): Promise<Date>;
}

export function createClosingClock(now: () => Date): ClosingClock {
  const offsetOf = async (db: Queryable, uuid: string) => {
    const { rows } = await db.query<{ offset_ms: string | number }>('select offset_ms from closing_clock_offsets where application_uuid = $1', [uuid]);
    return rows[0] ? Number(rows[0].offset_ms) : 0;
  };
  return {
    async now(db, uuid) {
      return new Date(now().getTime() + (await offsetOf(db, uuid)));
    },
    async advance(db, uuid, ms) {
      if (!(ms >= 0)) throw new Error('the closing clock only moves forward');
      await db.query(
        `insert into closing_clock_offsets (application_uuid, offset_ms) values ($1, $2)
         on conflict (application_uuid) do update set offset_ms = closing_clock_offsets.offset_ms + excluded.offset_ms`,
        [uuid, Math.round(ms)],
      );
      return new Date(now().getTime() + (await offsetOf(db, uuid)));
    },
  };
}
