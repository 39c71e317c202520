// The parts of an offer set that pricing alone does not know (spec section 3, Offer set): the
// closing costs, the ways income will be verified and the consents given. The server adds them when
// it answers the offers (routes/application.ts), from the lender's switches as they are now and the
// applicant's records, so the set agrees with the screens and with what the events accept.
import type { OfferSet } from '../../generated/types/offer-set';
import type { ProductManifest } from '../product/registry';
import { isTruthy } from '../logic';
import { closingCostFacts } from './compare';
import offerSetSchema from '../../../schemas/entities/offer-set.schema.json' with { type: 'json' };

type Cost = OfferSet['costs'][number];
type IncomeRequestRecord = OfferSet['incomeRequestRecords'][number];
type OfferConsent = OfferSet['consents'][number];

/** The consent types an offer set lists: its schema's, in its order. */
export const OFFER_SET_CONSENTS = offerSetSchema.properties.consents.items.properties.type.enum as ReadonlyArray<OfferConsent['type']>;

const cost = (feeType: string, amount: number, jsCriteria?: Cost['jsCriteria']): Cost => ({
  feeType,
  borrowerPaidAmount: amount,
  totalPaidByBorrower: amount,
  ...(jsCriteria !== undefined ? { jsCriteria } : {}),
});

/**
 * The third-party costs of closing, each at its highest estimate (spec section 9's disclosure
 * facts), with the json-logic rule of when it applies on `{ line, manualNotary }`: the appraisal
 * above $400,000 of line (nothing to the applicant when the lender pays it: company-covers-appraisal),
 * the recording taxes up to the set's maxRecordingTax, a manual notarization when one is chosen.
 */
export function offerCosts(offerSet: Pick<OfferSet, 'maxRecordingTax'>, { appraisalCovered }: { appraisalCovered: boolean }): Cost[] {
  const f = closingCostFacts;
  return [
    cost('AVM', f.avm),
    cost('APPRAISAL', appraisalCovered ? 0 : f.appraisal.max, { '>': [{ var: 'line' }, f.appraisal.requiredAbove] }),
    cost('RECORDING_FEES', f.recordingFees.max),
    cost('RECORDING_TAXES', offerSet.maxRecordingTax),
    cost('MANUAL_NOTARY', f.notary, { var: 'manualNotary' }),
  ];
}

/** What the income rules of a product's manifest read: the lender's switches and the stated employment. */
export interface IncomeRequestFacts {
  flags: Readonly<Record<string, boolean>>;
  employmentType?: string;
}

/**
 * The ways income is verified: the first of the manifest's `incomeRequests` whose `when` holds
 * (json-logic on { context: { flags, employmentType } }), as one record; none for a product that
 * verifies no personal income (no incomeRequests, or no employment stated).
 */
export function incomeRequestRecords(manifest: Pick<ProductManifest, 'incomeRequests'> | undefined, facts: IncomeRequestFacts): IncomeRequestRecord[] {
  if (facts.employmentType === undefined) return [];
  const context = { flags: facts.flags, employmentType: facts.employmentType };
  const rule = manifest?.incomeRequests?.find((r) => r.when === undefined || isTruthy(r.when, { context }));
  return rule ? [{ methods: [...rule.methods], verificationMethod: rule.verificationMethod }] : [];
}

/** The offer set as answered: the stored one with its costs, income records and consents filled. */
export function completeOfferSet(offerSet: OfferSet, parts: { costs: Cost[]; incomeRequestRecords: IncomeRequestRecord[]; consents: OfferConsent['type'][] }): OfferSet {
  return { ...offerSet, costs: parts.costs, incomeRequestRecords: parts.incomeRequestRecords, consents: parts.consents.map((type) => ({ type })) };
}
