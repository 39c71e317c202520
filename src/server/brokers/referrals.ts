// A broker's referrals and the applications they became (issue 16, deliverable 3). A referral
// stores spec section 3's Referral fields and answers a registration link prefilled from them (the
// compact prefill form of src/core/prefill) carrying the referrer (the broker's loan originator)
// and the referral's id; the application created from it records the referral, so the broker's
// dashboard lists it. Read-only: nothing here acts on an application.
import { randomUUID } from 'node:crypto';
import { REFERRAL_PARAM } from '../../core/contract/broker-routes';
import { isUuid } from '../../core/contract/ids';
import { defaultProductOf } from '../../core/product/offered';
import { isCrypto } from '../../core/product/registry';
import { repoProducts } from '../products';
import { packPrefill } from '../../core/prefill/codec';
import type { ApiBrokerApplications } from '../../generated/types/api-broker-applications';
import type { ApiBrokerReferralRequest } from '../../generated/types/api-broker-referral-request';
import type { ApiReferral } from '../../generated/types/api-referral';
import type { AppContext } from '../app-context';
import { AppError } from '../errors';
import { isReferralStateAllowed, orNotFound } from '../services/leads';
import type { Queryable } from '../store/db';
import type { ReferralRecord } from '../providers/types';
import { findReferral, insertReferral, referredApplicationsOf, type BrokerRow } from '../store/brokers';

export { isReferralOf } from '../store/brokers';

/** The registration flow's page: where a referred homeowner starts. */
function registrationBase(ctx: Pick<AppContext, 'flows' | 'orgs'>, orgCode: string): string {
  // The registration of the brand's default product (its first offered): another product's entry
  // (DSCR's, say) is not where a broker's referral of a homeowner lands.
  const product = defaultProductOf(ctx.orgs.require(orgCode).manifest);
  const flow = [...ctx.flows.values()].find((f) => f.product === product && f.submitAction === 'register-and-apply' && f.basePath);
  if (!flow?.basePath) throw new Error(`no registration flow with a base path for ${product}`);
  return flow.basePath;
}

/** The registration path with the referrer, the referral and the prefilled name and property address. */
export function registrationPath(base: string, referral: ApiReferral, loanOriginatorUuid: string): string {
  const { firstName, lastName, suffix, street1, street2, city, state, zip } = referral;
  const query = packPrefill({
    name: { firstName, lastName, ...(suffix ? { suffix } : {}) },
    propertyAddress: { street1, ...(street2 ? { street2 } : {}), city, state, zip },
  });
  query.set('referrer', loanOriginatorUuid);
  query.set(REFERRAL_PARAM, referral.uuid);
  return `${base}?${query.toString()}`;
}

/**
 * Stores a referral. Spec section 5: a property state outside the originator's licensed states is
 * refused, when the originator enforces them (the same rule registration applies at create).
 */
export async function createReferral(ctx: AppContext, broker: BrokerRow, body: ApiBrokerReferralRequest): Promise<{ referral: ApiReferral; path: string }> {
  const lo = broker.loan_originator_uuid;
  const originator = orNotFound(await ctx.leads.getLoanOriginator(lo, broker.organization_code));
  const states = (await ctx.leads.getLicensedStates(lo, broker.organization_code)) ?? [];
  if (body.state && !isReferralStateAllowed(originator, states, body.state)) throw new AppError('LOAN_OFFICER_NOT_LICENSED');
  const fields = Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'string' && v.trim() !== '').map(([k, v]) => [k, (v as string).trim()]));
  const referral = { ...fields, uuid: randomUUID(), loanOriginatorUuid: lo } as ApiReferral;
  await insertReferral(ctx.db, broker, referral);
  return { referral, path: registrationPath(registrationBase(ctx, broker.organization_code), referral, lo) };
}

/** The applications this broker's referrals became, on its brand, newest change first. */
export async function referredApplications(db: Queryable, broker: BrokerRow): Promise<ApiBrokerApplications> {
  const rows = await referredApplicationsOf(db, broker);
  return rows.map((row) => {
    const name = row.request.profileRequest?.name;
    return {
      loanNumber: row.loanNumber,
      borrowerName: [name?.firstName, name?.lastName].filter(Boolean).join(' '),
      propertyState: row.request.propertyRequest?.state ?? '',
      status: { status: row.status },
      isCrypto: isCrypto(repoProducts(), row.product),
      updatedAt: row.updatedAt,
      referralUuid: row.referralUuid,
    };
  });
}

/**
 * A broker's referral as the lead portal answers one (spec section 7: GET referrals/{uuid} and its
 * status): APPLIED once an application records it, else OPEN. Undefined for anything else.
 */
export async function findBrokerReferral(db: Queryable, uuid: string): Promise<ReferralRecord | undefined> {
  if (!isUuid(uuid)) return undefined;
  const row = await findReferral(db, uuid);
  return row ? { status: row.applied ? 'APPLIED' : 'OPEN', referral: row.referral } : undefined;
}
