// Broker accounts (broker_accounts: an agent identity linked to its loan originator on one brand)
// and their referrals (broker_referrals), with the applications those became.
import type { ApiReferral } from '../../generated/types/api-referral';
import type { Queryable } from './db';

/** Kept as the table's columns: the broker routes read it under these names. */
export interface BrokerRow {
  identity_uuid: string;
  organization_code: string;
  loan_originator_uuid: string;
}

export async function insertBrokerAccount(db: Queryable, broker: { identityUuid: string; organizationCode: string; loanOriginatorUuid: string }): Promise<void> {
  await db.query('insert into broker_accounts (identity_uuid, organization_code, loan_originator_uuid) values ($1, $2, $3)', [
    broker.identityUuid,
    broker.organizationCode,
    broker.loanOriginatorUuid,
  ]);
}

/** The broker an identity is on a brand, or undefined (not a broker, or another brand's). */
export async function findBroker(db: Queryable, identityUuid: string, organizationCode: string): Promise<BrokerRow | undefined> {
  const { rows } = await db.query<BrokerRow>('select * from broker_accounts where identity_uuid = $1 and organization_code = $2', [identityUuid, organizationCode]);
  return rows[0];
}

export async function insertReferral(db: Queryable, broker: BrokerRow, referral: ApiReferral): Promise<void> {
  await db.query(
    'insert into broker_referrals (uuid, broker_identity_uuid, organization_code, loan_originator_uuid, referral) values ($1, $2, $3, $4, $5)',
    [referral.uuid, broker.identity_uuid, broker.organization_code, broker.loan_originator_uuid, JSON.stringify(referral)],
  );
}

/** Whether a referral was made for this originator on this brand. */
export async function isReferralOf(db: Queryable, referralUuid: string, loanOriginatorUuid: string, organizationCode: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from broker_referrals where uuid = $1 and loan_originator_uuid = $2 and organization_code = $3', [
    referralUuid,
    loanOriginatorUuid,
    organizationCode,
  ]);
  return rows.length > 0;
}

export interface ReferredApplication {
  loanNumber: string;
  status: string;
  product: string;
  /** ISO time. */
  updatedAt: string;
  referralUuid: string;
  request: { profileRequest?: { name?: { firstName?: string; lastName?: string } }; propertyRequest?: { state?: string } };
}

/** The applications this broker's referrals became, on its brand, newest change first (at most 200). */
export async function referredApplicationsOf(db: Queryable, broker: BrokerRow): Promise<ReferredApplication[]> {
  const { rows } = await db.query<{ loan_number: string | number; status: string; product: string; updated_at: Date | string; referral_uuid: string; request: ReferredApplication['request'] }>(
    `select a.loan_number, a.status, a.product, a.updated_at, a.request, r.uuid as referral_uuid
       from applications a join broker_referrals r on r.uuid = a.referral_uuid
      where r.broker_identity_uuid = $1 and a.organization_code = $2
      order by a.updated_at desc limit 200`,
    [broker.identity_uuid, broker.organization_code],
  );
  return rows.map((row) => ({
    loanNumber: String(row.loan_number),
    status: row.status,
    product: row.product,
    updatedAt: new Date(row.updated_at).toISOString(),
    referralUuid: row.referral_uuid,
    request: row.request,
  }));
}

/** A referral and whether an application records it. */
export async function findReferral(db: Queryable, uuid: string): Promise<{ referral: ApiReferral; applied: boolean } | undefined> {
  const { rows } = await db.query<{ referral: ApiReferral; applied: boolean }>(
    'select r.referral, exists (select 1 from applications a where a.referral_uuid = r.uuid) as applied from broker_referrals r where r.uuid = $1',
    [uuid],
  );
  return rows[0];
}
