// Fixed-window counters (rate_limits), shared by every server process on one database.
import type { Queryable } from './db';

/** Counts one hit in the window; answers the window's hits so far. */
export async function addHit(db: Queryable, key: string, windowStart: string): Promise<number> {
  const { rows } = await db.query<{ hits: number }>(
    `insert into rate_limits (key, window_start, hits) values ($1, $2, 1)
       on conflict (key, window_start) do update set hits = rate_limits.hits + 1
       returning hits`,
    [key, windowStart],
  );
  return Number(rows[0]!.hits);
}

/** The window's hits, counting nothing. */
export async function hitsIn(db: Queryable, key: string, windowStart: string): Promise<number> {
  const { rows } = await db.query<{ hits: number }>('select hits from rate_limits where key = $1 and window_start = $2', [key, windowStart]);
  return Number(rows[0]?.hits ?? 0);
}

/** Drops windows older than a day. */
export async function pruneOldWindows(db: Queryable): Promise<void> {
  await db.query("delete from rate_limits where window_start < now() - interval '1 day'");
}
