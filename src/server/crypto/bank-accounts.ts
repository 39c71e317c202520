// Account and routing numbers at rest: sealed like the SSN (sensitive.ts), each bound to its
// application and field, so a seal copied to another row or column fails to open. Only the last
// four digits are kept in clear, and only they leave the server in any answer.
import type { Queryable } from '../store/db';
import { last4, type SensitiveCipher } from './sensitive';

export interface AccountNumbers {
  accountNumber: string;
  routingNumber?: string;
}

export interface StoredAccount {
  source: 'LINKED' | 'TYPED';
  accountType: string;
  institution?: string;
  accountLast4: string;
  routingLast4?: string;
}

const context = (applicationUuid: string, field: 'account' | 'routing') => `${applicationUuid}:${field}`;

export function sealNumbers(cipher: SensitiveCipher, applicationUuid: string, numbers: AccountNumbers) {
  return {
    accountNumberEncrypted: cipher.encrypt(numbers.accountNumber, context(applicationUuid, 'account')),
    routingNumberEncrypted: numbers.routingNumber ? cipher.encrypt(numbers.routingNumber, context(applicationUuid, 'routing')) : null,
    accountLast4: last4(numbers.accountNumber),
    routingLast4: numbers.routingNumber ? last4(numbers.routingNumber) : null,
  };
}

export function openNumbers(cipher: SensitiveCipher, applicationUuid: string, sealed: { accountNumberEncrypted: string; routingNumberEncrypted: string | null }): AccountNumbers {
  return {
    accountNumber: cipher.decrypt(sealed.accountNumberEncrypted, context(applicationUuid, 'account')),
    ...(sealed.routingNumberEncrypted ? { routingNumber: cipher.decrypt(sealed.routingNumberEncrypted, context(applicationUuid, 'routing')) } : {}),
  };
}

/** Stores (or replaces) the application's account for a purpose, sealed. */
export async function saveAccount(
  db: Queryable,
  applicationUuid: string,
  purpose: 'DISBURSE' | 'AUTOPAY',
  account: Omit<StoredAccount, 'accountLast4' | 'routingLast4'>,
  sealed: ReturnType<typeof sealNumbers>,
): Promise<void> {
  await db.query(
    `insert into bank_accounts (application_uuid, purpose, source, account_type, institution, account_number_encrypted, routing_number_encrypted, account_last4, routing_last4)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (application_uuid, purpose) do update set source = excluded.source, account_type = excluded.account_type, institution = excluded.institution,
       account_number_encrypted = excluded.account_number_encrypted, routing_number_encrypted = excluded.routing_number_encrypted,
       account_last4 = excluded.account_last4, routing_last4 = excluded.routing_last4, created_at = now()`,
    [applicationUuid, purpose, account.source, account.accountType, account.institution ?? null, sealed.accountNumberEncrypted, sealed.routingNumberEncrypted, sealed.accountLast4, sealed.routingLast4],
  );
}

/** The account for a purpose as it may be shown: last four digits only. */
export async function shownAccount(db: Queryable, applicationUuid: string, purpose: 'DISBURSE' | 'AUTOPAY'): Promise<StoredAccount | undefined> {
  const { rows } = await db.query<{ source: 'LINKED' | 'TYPED'; account_type: string; institution: string | null; account_last4: string; routing_last4: string | null }>(
    'select source, account_type, institution, account_last4, routing_last4 from bank_accounts where application_uuid = $1 and purpose = $2',
    [applicationUuid, purpose],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    source: row.source,
    accountType: row.account_type,
    ...(row.institution ? { institution: row.institution } : {}),
    accountLast4: row.account_last4,
    ...(row.routing_last4 ? { routingLast4: row.routing_last4 } : {}),
  };
}

/** The full numbers of an account, opened only for the funding call. */
export async function openAccount(db: Queryable, cipher: SensitiveCipher, applicationUuid: string, purpose: 'DISBURSE' | 'AUTOPAY'): Promise<AccountNumbers | undefined> {
  const { rows } = await db.query<{ account_number_encrypted: string; routing_number_encrypted: string | null }>(
    'select account_number_encrypted, routing_number_encrypted from bank_accounts where application_uuid = $1 and purpose = $2',
    [applicationUuid, purpose],
  );
  const row = rows[0];
  return row && openNumbers(cipher, applicationUuid, { accountNumberEncrypted: row.account_number_encrypted, routingNumberEncrypted: row.routing_number_encrypted });
}
