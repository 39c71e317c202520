// The SSN at rest: sealed in applications.ssn_encrypted, bound to its application (a seal copied
// to another application fails to open). Only the last four digits go anywhere else.
import { setSsnEncrypted } from '../store/applications';
import type { Queryable } from '../store/db';
import { last4, type SensitiveCipher } from './sensitive';

/** Seals and stores the SSN of an application; returns its last four digits (answers.social.ssnLast4). */
export async function saveSsn(db: Queryable, cipher: SensitiveCipher, applicationUuid: string, ssn: string): Promise<string> {
  const digits = ssn.replace(/\D/g, '');
  await setSsnEncrypted(db, applicationUuid, cipher.encrypt(digits, applicationUuid));
  return last4(digits);
}
