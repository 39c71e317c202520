// The data-encryption keys: DATA_ENCRYPTION_KEY when configured (required in production, checked
// by config.ts); otherwise one random key kept in the database, as the session-token key is, so
// values sealed before a restart still open after it.
import { randomBytes } from 'node:crypto';
import type { Db } from '../store/db';
import { createSensitiveCipher, KEY_BYTES, parseKeys, type SensitiveCipher } from './sensitive';

export async function loadSensitiveCipher(db: Pick<Db, 'query'>, configured?: string): Promise<SensitiveCipher> {
  if (configured) return createSensitiveCipher(parseKeys(configured));
  const fresh = randomBytes(KEY_BYTES).toString('base64');
  // Two processes starting together must agree on one key: insert once, then read what won.
  await db.query("insert into app_secrets (name, value) values ('data-encryption-key', $1) on conflict (name) do nothing", [fresh]);
  const { rows } = await db.query<{ value: string }>("select value from app_secrets where name = 'data-encryption-key'");
  return createSensitiveCipher(parseKeys(rows[0]!.value));
}
