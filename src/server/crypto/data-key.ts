// The data-encryption keys: DATA_ENCRYPTION_KEY when configured (required in production, checked
// by config.ts); otherwise one random key kept in the database, as the session-token key is, so
// values sealed before a restart still open after it.
import { randomBytes } from 'node:crypto';
import type { Db } from '../store/db';
import { ensureSecret } from '../store/secrets';
import { createSensitiveCipher, KEY_BYTES, parseKeys, type SensitiveCipher } from './sensitive';

export async function loadSensitiveCipher(db: Pick<Db, 'query'>, configured?: string): Promise<SensitiveCipher> {
  if (configured) return createSensitiveCipher(parseKeys(configured));
  const fresh = randomBytes(KEY_BYTES).toString('base64');
  // Two processes starting together must agree on one key: insert once, then read what won.
  return createSensitiveCipher(parseKeys(await ensureSecret(db, 'data-encryption-key', fresh)));
}
