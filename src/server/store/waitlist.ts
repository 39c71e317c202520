// The wait list's entries, as the schema-checked request holds them.
import type { Queryable } from './db';

export async function insertWaitlistEntry(db: Queryable, entry: { uuid: string; organizationCode: string; entry: unknown }): Promise<void> {
  await db.query('insert into waitlist_entries (uuid, organization_code, entry) values ($1, $2, $3)', [entry.uuid, entry.organizationCode, JSON.stringify(entry.entry)]);
}
