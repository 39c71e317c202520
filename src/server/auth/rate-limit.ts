// Fixed-window rate limits kept in the database, so every server process on one PostgreSQL shares
// them (an in-memory counter would let each process grant its own allowance).
import type { Db } from '../store/db';
import { AppError } from '../errors';

export interface Limit {
  /** Names the limit in its keys, e.g. "login-ip". */
  name: string;
  max: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit on `subject`; throws RATE_LIMITED (429 with Retry-After) past the limit. */
  hit(limit: Limit, subject: string): Promise<void>;
}

export function createRateLimiter(db: Db, now: () => Date = () => new Date(), maxOverrides: Record<string, number> = {}): RateLimiter {
  return {
    async hit(limit, subject) {
      const max = maxOverrides[limit.name] ?? limit.max;
      const nowMs = now().getTime();
      const windowMs = limit.windowSeconds * 1000;
      const windowStart = Math.floor(nowMs / windowMs) * windowMs;
      const { rows } = await db.query<{ hits: number }>(
        `insert into rate_limits (key, window_start, hits) values ($1, $2, 1)
         on conflict (key, window_start) do update set hits = rate_limits.hits + 1
         returning hits`,
        [`${limit.name}:${subject}`, new Date(windowStart).toISOString()],
      );
      if (Number(rows[0]!.hits) > max) {
        const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - nowMs) / 1000));
        throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(retryAfter) } });
      }
    },
  };
}

/** Drops windows older than a day; run by the job queue's maintenance schedule. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.query("delete from rate_limits where window_start < now() - interval '1 day'");
}
