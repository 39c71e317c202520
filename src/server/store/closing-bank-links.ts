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
