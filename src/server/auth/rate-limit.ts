// Fixed-window rate limits kept in the database, so every server process on one PostgreSQL shares
// them (an in-memory counter would let each process grant its own allowance). A subject already
// over its limit is also remembered in memory until its window ends: a flood past the limit is
// refused without a database write per request (a refusal is a refusal in every process).
import type { FastifyRequest } from 'fastify';
import type { Db } from '../store/db';
import { AppError } from '../errors';

export interface Limit {
  /** Names the limit in its keys, e.g. "login-ip". */
  name: string;
  max: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit on `subject`; throws RATE_LIMITED (429 with Retry-After) past the limit. Answers the hits so far. */
  hit(limit: Limit, subject: string): Promise<number>;
}

// Bounds the memory of refused subjects (a flood from many addresses); oldest entries go first.
const MAX_REFUSED = 10_000;

export function createRateLimiter(db: Db, now: () => Date = () => new Date(), maxOverrides: Record<string, number> = {}): RateLimiter {
  const refusedUntil = new Map<string, number>();
  const refuse = (untilMs: number, nowMs: number): never => {
    const retryAfter = Math.max(1, Math.ceil((untilMs - nowMs) / 1000));
    throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(retryAfter) } });
  };
  return {
    async hit(limit, subject) {
      const max = maxOverrides[limit.name] ?? limit.max;
      const key = `${limit.name}:${subject}`;
      const nowMs = now().getTime();
      const until = refusedUntil.get(key);
      if (until !== undefined && until > nowMs) refuse(until, nowMs);
      const windowMs = limit.windowSeconds * 1000;
      const windowStart = Math.floor(nowMs / windowMs) * windowMs;
      const { rows } = await db.query<{ hits: number }>(
        `insert into rate_limits (key, window_start, hits) values ($1, $2, 1)
         on conflict (key, window_start) do update set hits = rate_limits.hits + 1
         returning hits`,
        [key, new Date(windowStart).toISOString()],
      );
      const hits = Number(rows[0]!.hits);
      if (hits > max) {
        if (refusedUntil.size >= MAX_REFUSED) refusedUntil.delete(refusedUntil.keys().next().value!);
        refusedUntil.set(key, windowStart + windowMs);
        refuse(windowStart + windowMs, nowMs);
      }
      return hits;
    },
  };
}

/** An onRequest hook counting each request against `limit` per client address, before the body is read. */
export function limitPerAddress(limiter: RateLimiter, limit: Limit) {
  return async (request: FastifyRequest): Promise<void> => {
    await limiter.hit(limit, request.ip);
  };
}

/** Drops windows older than a day; run by the job queue's maintenance schedule. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.query("delete from rate_limits where window_start < now() - interval '1 day'");
}
