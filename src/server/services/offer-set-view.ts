// The offer set as the offers route answers it (spec section 3): the stored set with the parts
// pricing does not know, read now: the closing costs under the lender's switches, the ways the
// product verifies this applicant's income, and the consents the applicant gave.
import type { OfferSet } from '../../generated/types/offer-set';
import { COMPANY_COVERS_APPRAISAL_FLAG } from '../../core/flags/resolve';
import { completeOfferSet, incomeRequestRecords, OFFER_SET_CONSENTS, offerCosts } from '../../core/offer/offer-set-parts';
import type { AppContext } from '../app-context';
import { optedInConsentTypes } from '../store/consents';
import type { ApplicationRecord } from './application-records';
import { guardInputs } from './guard-inputs';

export async function toApiOfferSet(ctx: Pick<AppContext, 'db' | 'flags' | 'orgs' | 'products'>, record: ApplicationRecord, offerSet: OfferSet): Promise<OfferSet> {
  const { flags = {}, employmentType } = await guardInputs(ctx, record);
  return completeOfferSet(offerSet, {
    costs: offerCosts(offerSet, { appraisalCovered: flags[COMPANY_COVERS_APPRAISAL_FLAG] === true }),
    incomeRequestRecords: incomeRequestRecords(ctx.products.get(record.product), { flags, ...(employmentType !== undefined ? { employmentType } : {}) }),
    consents: await optedInConsentTypes(ctx.db, record.uuid, OFFER_SET_CONSENTS),
  });
}
