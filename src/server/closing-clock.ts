// The closing clock: rescission, recording, funding and the eNotary's hours read the time from
// here, never from Date directly. It is the server's clock (`now`, injected, as everywhere) plus an
// application's offset, which only the sandbox moves (POST /sandbox/applications/{uuid}/clock), so
// tests and demos pass a three-day rescission in a second instead of waiting. Production refuses
// sandboxes, so there every offset is 0.
import type { Queryable } from './store/db';
import { addClosingClockOffset, closingClockOffset } from './store/closing-clock';

export interface ClosingClock {
  /** The application's closing time now. */
  now(db: Queryable, applicationUuid: string): Promise<Date>;
  /** Moves the application's clock forward (sandbox only; never back). */
  advance(db: Queryable, applicationUuid: string, ms: number): Promise<Date>;
}

export function createClosingClock(now: () => Date): ClosingClock {
  const offsetOf = (db: Queryable, uuid: string) => closingClockOffset(db, uuid);
  return {
    async now(db, uuid) {
      return new Date(now().getTime() + (await offsetOf(db, uuid)));
    },
    async advance(db, uuid, ms) {
      if (!(ms >= 0)) throw new Error('the closing clock only moves forward');
      await addClosingClockOffset(db, uuid, Math.round(ms));
      return new Date(now().getTime() + (await offsetOf(db, uuid)));
    },
  };
}
