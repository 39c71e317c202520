// Fixed-window rate limits kept in the database, so every server process on one PostgreSQL shares
// them (an in-memory counter would let each process grant its own allowance). A subject already
// over its limit is also remembered in memory until its window ends: a flood past the limit is
// refused without a database write per request (a refusal is a refusal in every process).
import type { FastifyRequest } from 'fastify';
import type { Db } from '../store/db';
import { addHit, hitsIn, pruneOldWindows } from '../store/rate-limits';
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
  /** Counts one hit on `subject` without refusing: a ceiling that changes how a request is answered, not whether. */
  count(limit: Limit, subject: string): Promise<number>;
  /** Whether `subject` has passed `limit` in the current window (RATE_LIMITS applied), counting nothing. */
  passed(limit: Limit, subject: string): Promise<boolean>;
}

// Bounds the memory of refused subjects (a flood from many addresses); oldest entries go first.
const MAX_REFUSED = 10_000;

export function createRateLimiter(db: Db, now: () => Date = () => new Date(), maxOverrides: Record<string, number> = {}): RateLimiter {
  const refusedUntil = new Map<string, number>();
  const refuse = (untilMs: number, nowMs: number): never => {
    const retryAfter = Math.max(1, Math.ceil((untilMs - nowMs) / 1000));
    throw new AppError('RATE_LIMITED', { headers: { 'retry-after': String(retryAfter) } });
  };
  const windowOf = (limit: Limit, nowMs: number) => {
    const windowMs = limit.windowSeconds * 1000;
    const windowStart = Math.floor(nowMs / windowMs) * windowMs;
    return { windowMs, windowStart, key: new Date(windowStart).toISOString() };
  };
  const add = (key: string, windowStart: string): Promise<number> => addHit(db, key, windowStart);
  const maxOf = (limit: Limit) => maxOverrides[limit.name] ?? limit.max;
  return {
    async count(limit, subject) {
      return add(`${limit.name}:${subject}`, windowOf(limit, now().getTime()).key);
    },
    async passed(limit, subject) {
      return (await hitsIn(db, `${limit.name}:${subject}`, windowOf(limit, now().getTime()).key)) >= maxOf(limit);
    },
    async hit(limit, subject) {
      const max = maxOf(limit);
      const key = `${limit.name}:${subject}`;
      const nowMs = now().getTime();
      const until = refusedUntil.get(key);
      if (until !== undefined && until > nowMs) refuse(until, nowMs);
      const { windowMs, windowStart, key: windowKey } = windowOf(limit, nowMs);
      const hits = await add(key, windowKey);
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
  await pruneOldWindows(db);
}
