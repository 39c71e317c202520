// Secrets generated once and kept in the database (app_secrets) when none is configured: two
// processes starting together must agree on one, so it is inserted once and what won is read.
import type { Queryable } from './db';

// The statements as they were written for each secret (the name is part of the text, not a parameter).
const statements = {
  jwt: {
    insert: "insert into app_secrets (name, value) values ('jwt', $1) on conflict (name) do nothing",
    select: "select value from app_secrets where name = 'jwt'",
  },
  'data-encryption-key': {
    insert: "insert into app_secrets (name, value) values ('data-encryption-key', $1) on conflict (name) do nothing",
    select: "select value from app_secrets where name = 'data-encryption-key'",
  },
} as const;

/** The secret named `name`, with `fresh` stored first if there was none. */
export async function ensureSecret(db: Pick<Queryable, 'query'>, name: keyof typeof statements, fresh: string): Promise<string> {
  await db.query(statements[name].insert, [fresh]);
  const { rows } = await db.query<{ value: string }>(statements[name].select);
  return rows[0]!.value;
}
