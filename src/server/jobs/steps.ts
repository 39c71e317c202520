// The pipeline's steps (src/core/status/steps.ts names them and their outcomes). Each calls one
// provider adapter or one pure rule and returns its outcome with the facts it learned; provider
// calls carry an idempotency key, so a step retried after a crash pulls credit once.
import type { Org } from '../orgs';
import type { OfferSet } from '../../generated/types/offer-set';
import { assessEligibility, type EligibilityFacts } from '../../core/eligibility/assess';
import { plainDateIso, todayIso } from '../../core/logic/dates';
import { priceOffers } from '../../core/offer/pricing';
import type { StepName } from '../../core/status/steps';
import type { Providers } from '../providers/types';
import type { ApplicationRecord } from '../services/application-records';
import type { Queryable } from '../store/db';

export interface StepResult {
  outcome: string;
  /** Learned facts, merged into the application's facts. */
  facts?: Record<string, unknown>;
  offerSet?: OfferSet;
  /** What the step saw, kept in pipeline_steps for the record. */
  detail?: unknown;
}

export interface StepRunners {
  run(step: StepName, application: ApplicationRecord, idempotencyKey: string): Promise<StepResult>;
}

export interface StepDeps {
  db: Queryable;
  providers: Providers;
  brandOf(orgCode: string): Org;
  now: () => Date;
}

function propertyAddress(application: ApplicationRecord) {
  const { street1, street2, city, state, zip } = application.request.propertyRequest;
  return { street1, ...(street2 ? { street2 } : {}), city, state, zip };
}

function eligibilityFacts(application: ApplicationRecord): EligibilityFacts {
  const { facts, request } = application;
  return {
    state: request.propertyRequest.state,
    dob: plainDateIso(request.profileRequest.dob),
    propertyValue: Number(facts.propertyValue),
    lienBalance: Number(facts.lienBalance ?? 0),
    creditScore: Number(facts.creditScore),
    annualIncome: request.income.incomePrimary + (request.income.incomeOther ?? 0),
    monthlyDebt: Number(facts.monthlyDebt ?? 0),
    ...(typeof facts.lastTransferDate === 'string' ? { lastTransferDate: facts.lastTransferDate } : {}),
    ...(typeof facts.lastHelocOpenedDate === 'string' ? { lastHelocOpenedDate: facts.lastHelocOpenedDate } : {}),
  };
}

export function createStepRunners(deps: StepDeps): StepRunners {
  const { providers } = deps;
  const steps: Record<StepName, (application: ApplicationRecord, key: string) => Promise<StepResult>> = {
    async softCredit(application, idempotencyKey) {
      // Consent gate (catalogue V8): no stored SOFT_CREDIT consent, no pull. The job fails and
      // is retried; the create route refuses applications without it, so this guards bugs.
      const consent = await deps.db.query(
        "select 1 from consents where application_uuid = $1 and consent_type = 'SOFT_CREDIT' and opt_in",
        [application.uuid],
      );
      if (consent.rows.length === 0) throw new Error(`application ${application.uuid} has no SOFT_CREDIT consent`);
      const { name, dob } = application.request.profileRequest;
      const report = await providers.credit.softPull({
        idempotencyKey,
        applicant: { firstName: name.firstName, lastName: name.lastName, dob: plainDateIso(dob) },
        address: propertyAddress(application),
      });
      const { outcome, ...facts } = report;
      return { outcome, facts, detail: { outcome } };
    },
    async propertySearch(application, idempotencyKey) {
      const result = await providers.property.search({ idempotencyKey, address: propertyAddress(application) });
      const facts = result.property ? { propertyId: result.property.propertyId, lastTransferDate: result.property.lastTransferDate } : {};
      return { outcome: result.outcome, facts, detail: { outcome: result.outcome } };
    },
    async valuation(application, idempotencyKey) {
      const result = await providers.valuation.estimate({
        idempotencyKey,
        propertyId: String(application.facts.propertyId),
        address: propertyAddress(application),
      });
      return { outcome: result.outcome, facts: result.value !== undefined ? { propertyValue: result.value } : {}, detail: result };
    },
    async eligibility(application) {
      const { lending } = deps.brandOf(application.organizationCode);
      // The organisation's age rule (62 for an age-restricted variant) applies to its product.
      const facts = { ...eligibilityFacts(application), ageRule: lending.ageRule };
      const verdict = assessEligibility({ ...lending.eligibility, ...lending.pricing }, facts, todayIso(deps.now()));
      const decision = verdict.eligible ? {} : { uwDecision: 'DECLINE', ineligibleReasons: verdict.reasons };
      return { outcome: verdict.eligible ? 'ELIGIBLE' : 'INELIGIBLE', facts: decision, detail: verdict };
    },
    async pricing(application) {
      const { pricing } = deps.brandOf(application.organizationCode).lending;
      const offerSet = priceOffers(pricing, eligibilityFacts(application));
      const priced = offerSet.offers.length > 0;
      return {
        outcome: priced ? 'OFFERS' : 'NO_OFFERS',
        ...(priced ? { offerSet } : { facts: { uwDecision: 'DECLINE' } }),
        detail: { offers: offerSet.offers.length, decision: offerSet.decision },
      };
    },
  };
  return { run: (step, application, key) => steps[step](application, key) };
}
