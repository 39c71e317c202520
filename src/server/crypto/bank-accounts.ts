// Account and routing numbers at rest: sealed like the SSN (sensitive.ts), each bound to its
// application and field, so a seal copied to another row or column fails to open. Only the last
// four digits are kept in clear, and only they leave the server in any answer.
import { findBankAccount, findSealedNumbers, upsertBankAccount } from '../store/bank-accounts';
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
  saved: { applicationUuid: string; purpose: 'DISBURSE' | 'AUTOPAY'; account: Omit<StoredAccount, 'accountLast4' | 'routingLast4'>; sealed: ReturnType<typeof sealNumbers> },
): Promise<void> {
  const { applicationUuid, purpose, account, sealed } = saved;
  await upsertBankAccount(db, { applicationUuid, purpose, source: account.source, accountType: account.accountType, institution: account.institution ?? null, sealed });
}

/** The account for a purpose as it may be shown: last four digits only. */
export async function shownAccount(db: Queryable, applicationUuid: string, purpose: 'DISBURSE' | 'AUTOPAY'): Promise<StoredAccount | undefined> {
  const row = await findBankAccount(db, applicationUuid, purpose);
  if (!row) return undefined;
  return {
    source: row.source,
    accountType: row.accountType,
    ...(row.institution ? { institution: row.institution } : {}),
    accountLast4: row.accountLast4,
    ...(row.routingLast4 ? { routingLast4: row.routingLast4 } : {}),
  };
}

/** The full numbers of an account, opened only for the funding call. */
export async function openAccount(db: Queryable, cipher: SensitiveCipher, applicationUuid: string, purpose: 'DISBURSE' | 'AUTOPAY'): Promise<AccountNumbers | undefined> {
  const sealed = await findSealedNumbers(db, applicationUuid, purpose);
  return sealed && openNumbers(cipher, applicationUuid, sealed);
}
