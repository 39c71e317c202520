// The health check's probe: the cheapest statement that needs the database to answer.
import type { Queryable } from './db';

/** Throws when the database does not answer. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('select 1');
}
