// The pipeline's steps (src/core/status/steps.ts names them and their outcomes). Each calls one
// provider adapter or one pure rule and returns its outcome with the facts it learned; provider
// calls carry an idempotency key, so a step retried after a crash pulls credit once.
import { requireProductSettings } from '../../core/brand/product-settings';
import { plainDateIso, todayIso } from '../../core/logic/dates';
import type { StepName } from '../../core/status/steps';
import { strategiesOf } from '../../core/product/registry';
import { repoProducts } from '../products';
import { resolveEligibilityStrategy, resolvePricingStrategy, type StrategyEligibilityFacts } from '../../core/strategies/registry';
import { occupancyOf, statedIncome } from '../services/application-parts';
import type { ApplicationRecord } from '../services/application-records';
import { closingRunners } from './steps-closing';
import { signingRunners } from './steps-signing';
import { applicantOf, propertyAddress, requireSoftCreditConsent, type Runner, type StepDeps, type StepResult } from './steps-common';
import { creditRunners } from './steps-credit';
import { fundingRunners } from './steps-funding';
import { incomeRunners } from './steps-income';

export type { DocumentMeta, StepDeps, StepResult } from './steps-common';

export interface StepRunners {
  run(step: StepName, application: ApplicationRecord, idempotencyKey: string): Promise<StepResult>;
}

/** A number the pipeline stored as a fact, or undefined when it has not learned it. */
const factNumber = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/**
 * Every fact any strategy reads; each strategy takes what it needs. The rent is the lease's when
 * one was read, else the valuation's estimate (flows/dscr/README.md).
 */
function eligibilityFacts(application: ApplicationRecord): StrategyEligibilityFacts {
  const { facts, request } = application;
  const rental = {
    monthlyRent: factNumber(facts.leaseMonthlyRent) ?? factNumber(facts.rentEstimate),
    monthlyTaxes: factNumber(facts.monthlyTaxes),
    monthlyInsurance: factNumber(facts.monthlyInsurance),
    monthlyDues: factNumber(facts.monthlyDues),
  };
  const occupancyType = occupancyOf(application);
  return {
    ...(occupancyType !== undefined ? { occupancyType } : {}),
    rental: Object.fromEntries(Object.entries(rental).filter(([, v]) => v !== undefined)),
    state: request.propertyRequest.state,
    dob: plainDateIso(request.profileRequest.dob),
    propertyValue: Number(facts.propertyValue),
    lienBalance: Number(facts.lienBalance ?? 0),
    creditScore: Number(facts.creditScore),
    annualIncome: statedIncome(application),
    monthlyDebt: Number(facts.monthlyDebt ?? 0),
    ...(typeof facts.lastTransferDate === 'string' ? { lastTransferDate: facts.lastTransferDate } : {}),
    ...(typeof facts.lastHelocOpenedDate === 'string' ? { lastHelocOpenedDate: facts.lastHelocOpenedDate } : {}),
  };
}

/**
 * Pure: offers priced, none, or priced on a file the bureau says supports the line only on the
 * applicant's assets (asset depletion): the offers are kept for after an underwriter's review.
 */
export function pricingOutcome(priced: boolean, facts: Record<string, unknown>): 'OFFERS' | 'NO_OFFERS' | 'ASSETS' {
  if (!priced) return 'NO_OFFERS';
  return facts.assetDepletion === true ? 'ASSETS' : 'OFFERS';
}

export function createStepRunners(deps: StepDeps): StepRunners {
  const { providers } = deps;
  const steps: Record<StepName, Runner> = {
    ...creditRunners(deps),
    ...incomeRunners(deps),
    ...closingRunners(deps),
    ...fundingRunners(deps),
    ...signingRunners(deps),
    async softCredit(application, idempotencyKey) {
      // The create route refuses applications without the consent, so this guards bugs.
      await requireSoftCreditConsent(deps.db, application.uuid);
      const report = await providers.credit.softPull({
        idempotencyKey,
        applicationUuid: application.uuid,
        applicant: applicantOf(application),
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
      // The rent estimate is a DSCR line's rent when there is no lease (flows/dscr/README.md).
      const facts = {
        ...(result.value !== undefined ? { propertyValue: result.value } : {}),
        ...(result.rentEstimate !== undefined ? { rentEstimate: result.rentEstimate } : {}),
      };
      return { outcome: result.outcome, facts, detail: result };
    },
    async eligibility(application) {
      const org = deps.brandOf(application.organizationCode);
      // The organisation's age rule for the application's product (62 for an age-restricted variant).
      const { pricing, ageRule } = requireProductSettings(org.products, application.product, org.orgCode);
      const facts = { ...eligibilityFacts(application), ageRule };
      const strategy = resolveEligibilityStrategy(strategiesOf(deps.products ?? repoProducts(), application.product).eligibility);
      const verdict = strategy.assess({ ...org.lending.eligibility, ...pricing }, facts, todayIso(deps.now()));
      const decision = verdict.eligible ? {} : { uwDecision: 'DECLINE', ineligibleReasons: verdict.reasons };
      return { outcome: verdict.eligible ? 'ELIGIBLE' : 'INELIGIBLE', facts: decision, detail: verdict };
    },
    async pricing(application) {
      const org = deps.brandOf(application.organizationCode);
      const { pricing } = requireProductSettings(org.products, application.product, org.orgCode);
      const flags = (await deps.flagsOf?.(application)) ?? {};
      const offerSet = resolvePricingStrategy(strategiesOf(deps.products ?? repoProducts(), application.product).pricing).price(pricing, eligibilityFacts(application), flags);
      const priced = offerSet.offers.length > 0;
      return {
        outcome: pricingOutcome(priced, application.facts),
        ...(priced ? { offerSet } : { facts: { uwDecision: 'DECLINE' } }),
        detail: { offers: offerSet.offers.length, decision: offerSet.decision },
      };
    },
  };
  return { run: (step, application, key) => steps[step](application, key) };
}
