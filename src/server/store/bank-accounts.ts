// Bank accounts at rest (bank_accounts: one per application and purpose, numbers sealed, the last
// four digits in clear) and the links a bank-data provider answered (bank_links).
import type { Queryable } from './db';

export type AccountPurpose = 'DISBURSE' | 'AUTOPAY';

export interface SealedNumbers {
  accountNumberEncrypted: string;
  routingNumberEncrypted: string | null;
  accountLast4: string;
  routingLast4: string | null;
}

export interface BankAccountRecord {
  source: 'LINKED' | 'TYPED';
  accountType: string;
  institution: string | null;
  accountLast4: string;
  routingLast4: string | null;
}

/** Stores (or replaces) the application's account for a purpose. */
export async function upsertBankAccount(
  db: Queryable,
  account: { applicationUuid: string; purpose: AccountPurpose; source: 'LINKED' | 'TYPED'; accountType: string; institution: string | null; sealed: SealedNumbers },
): Promise<void> {
  const { sealed } = account;
  await db.query(
    `insert into bank_accounts (application_uuid, purpose, source, account_type, institution, account_number_encrypted, routing_number_encrypted, account_last4, routing_last4)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (application_uuid, purpose) do update set source = excluded.source, account_type = excluded.account_type, institution = excluded.institution,
       account_number_encrypted = excluded.account_number_encrypted, routing_number_encrypted = excluded.routing_number_encrypted,
       account_last4 = excluded.account_last4, routing_last4 = excluded.routing_last4, created_at = now()`,
    [account.applicationUuid, account.purpose, account.source, account.accountType, account.institution, sealed.accountNumberEncrypted, sealed.routingNumberEncrypted, sealed.accountLast4, sealed.routingLast4],
  );
}

/** Automatic payments come from the disbursement account: its copy as AUTOPAY, unless one exists. */
export async function copyDisburseToAutopay(db: Queryable, applicationUuid: string): Promise<void> {
  await db.query(
    `insert into bank_accounts (application_uuid, purpose, source, account_type, institution, account_number_encrypted, routing_number_encrypted, account_last4, routing_last4)
         select application_uuid, 'AUTOPAY', source, account_type, institution, account_number_encrypted, routing_number_encrypted, account_last4, routing_last4
         from bank_accounts where application_uuid = $1 and purpose = 'DISBURSE'
         on conflict (application_uuid, purpose) do nothing`,
    [applicationUuid],
  );
}

/** The account for a purpose without its sealed numbers. */
export async function findBankAccount(db: Queryable, applicationUuid: string, purpose: AccountPurpose): Promise<BankAccountRecord | undefined> {
  const { rows } = await db.query<{ source: 'LINKED' | 'TYPED'; account_type: string; institution: string | null; account_last4: string; routing_last4: string | null }>(
    'select source, account_type, institution, account_last4, routing_last4 from bank_accounts where application_uuid = $1 and purpose = $2',
    [applicationUuid, purpose],
  );
  const row = rows[0];
  return row && { source: row.source, accountType: row.account_type, institution: row.institution, accountLast4: row.account_last4, routingLast4: row.routing_last4 };
}

/** The sealed numbers of the account for a purpose. */
export async function findSealedNumbers(db: Queryable, applicationUuid: string, purpose: AccountPurpose): Promise<Pick<SealedNumbers, 'accountNumberEncrypted' | 'routingNumberEncrypted'> | undefined> {
  const { rows } = await db.query<{ account_number_encrypted: string; routing_number_encrypted: string | null }>(
    'select account_number_encrypted, routing_number_encrypted from bank_accounts where application_uuid = $1 and purpose = $2',
    [applicationUuid, purpose],
  );
  const row = rows[0];
  return row && { accountNumberEncrypted: row.account_number_encrypted, routingNumberEncrypted: row.routing_number_encrypted };
}

/** A linked account as bank_links keeps it: sealed numbers and the last four digits. */
export interface LinkAccountRow {
  accountId: string;
  name: string;
  accountType: string;
  accountLast4: string;
  routingLast4?: string;
  accountNumberEncrypted: string;
  routingNumberEncrypted?: string;
}

export interface BankLink {
  institution: string;
  accounts: LinkAccountRow[];
}

/** A link of this application (another application's link id finds nothing). */
export async function findBankLink(db: Queryable, linkId: string, applicationUuid: string): Promise<BankLink | undefined> {
  const { rows } = await db.query<BankLink>('select institution, accounts from bank_links where link_id = $1 and application_uuid = $2', [linkId, applicationUuid]);
  return rows[0];
}
