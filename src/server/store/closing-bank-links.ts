// A bank-data link of the closing (bank_links): its accounts are kept sealed (the caller seals
// them; only last fours are plain), until the applicant picks the disbursement account.
import type { Queryable } from './db';

export interface NewBankLink {
  linkId: string;
  applicationUuid: string;
  institution: string;
  /** The linked accounts, their numbers sealed (services/event-actions.ts's LinkAccountRow). */
  accounts: readonly object[];
}

export async function insertBankLink(db: Queryable, link: NewBankLink): Promise<void> {
  await db.query('insert into bank_links (link_id, application_uuid, institution, accounts) values ($1, $2, $3, $4::jsonb)', [
    link.linkId,
    link.applicationUuid,
    link.institution,
    JSON.stringify(link.accounts),
  ]);
}

export interface StoredBankLink {
  linkId: string;
  institution: string;
  accounts: Array<{ accountId: string; name: string; accountType: string; accountLast4: string }>;
}

/** The application's latest link, so bank/disburse shows its accounts again after a reload. */
export async function latestBankLink(db: Queryable, applicationUuid: string): Promise<StoredBankLink | undefined> {
  const { rows } = await db.query<{ link_id: string; institution: string; accounts: StoredBankLink['accounts'] }>(
    'select link_id, institution, accounts from bank_links where application_uuid = $1 order by created_at desc limit 1',
    [applicationUuid],
  );
  const row = rows[0];
  return row && { linkId: row.link_id, institution: row.institution, accounts: row.accounts };
}
