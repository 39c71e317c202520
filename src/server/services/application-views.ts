// How an application is shown over the API (schemas/api/heloc-application, application-status).
import type { ApiHelocApplication } from '../../generated/types/api-heloc-application';
import type { ApiApplicationStatus } from '../../generated/types/api-application-status';
import { allowedEvents, kindOf, transitionDefs, type StatusMachine } from '../../core/status/machine';
import type { ApplicationRecord } from './application-records';
import type { GuardInputs } from './guard-inputs';
import { isCrypto } from '../../core/product/registry';
import { repoProducts } from '../products';
import { hasRescission } from './application-parts';
import { getTotalAmountFromDraw } from '../../core/offer/draw';
import { roundToCents } from '../../core/offer/money';
import { PROPERTY_CONDITIONS, type PropertyCondition } from '../providers/application-types';

type Facts = Record<string, unknown>;
const flag = (facts: Facts, name: string) => facts[name] === true;
const text = (facts: Facts, name: string, fallback: string) => (typeof facts[name] === 'string' ? (facts[name] as string) : fallback);

/** `machine`: the application's product's (its terminal statuses end the checklist). */
export function toApiApplication(record: ApplicationRecord, machine: StatusMachine): ApiHelocApplication {
  const { street1, street2, city, state, zip } = record.request.propertyRequest;
  const { facts } = record;
  const decision = uwDecisionOf(record);
  const selected = (facts.selectedOffer ?? null) as ApiHelocApplication['selectedOffer'];
  return {
    uuid: record.uuid,
    loanNumber: record.loanNumber,
    active: record.active,
    activeForAppStart: record.active,
    isInquiry: false,
    isCrypto: isCrypto(repoProducts(), record.product),
    product: record.product,
    status: {
      status: record.status,
      checklistStatus: checklistStatusOf(machine, record.status),
      waitingOnFloodCert: flag(facts, 'waitingOnFloodCert'),
      bpo: text(facts, 'bpo', record.offerSet?.status?.bpo ?? 'UNKNOWN_BPO_STATUS'),
      uwDecision: decision,
      uwSubDecision: record.offerSet?.subDecision ?? null,
      primaryParticipantAcceptComplete: flag(facts, 'primaryParticipantAcceptComplete'),
      manualNotary: flag(facts, 'manualNotary'),
      rightOfRescission: hasRescission(record),
      condition: null,
    },
    rate: selected?.rate ?? null,
    rateType: selected ? 'VARIABLE' : null,
    paymentMethod: facts.paymentMethod === 'AUTOPAY' || facts.paymentMethod === 'MANUAL' ? facts.paymentMethod : null,
    amount: selected?.amount ?? null,
    uwCalculatedDrawAmount: drawTotalOf(selected, record.offerSet?.ofeeMaxThreshold),
    term: selected?.term ?? null,
    adjustedHomeAmount: typeof facts.propertyValue === 'number' ? facts.propertyValue : null,
    estimatedEquity: typeof facts.propertyValue === 'number' && typeof facts.lienBalance === 'number' ? facts.propertyValue - facts.lienBalance : null,
    property: { address: { street1, ...(street2 ? { street2 } : {}), city, state, zip }, state, ...propertyConditionOf(facts) },
    organizationCode: record.organizationCode,
    referrer: record.request.referrerId ? { referrerUuid: record.request.referrerId } : null,
    auditFields: { createdDate: record.createdAt },
    selectedOffer: selected,
    liens: Array.isArray(facts.liens) ? (facts.liens as ApiHelocApplication['liens']) : [],
    ...declineFacts(record, decision),
  };
}

/**
 * Spec section 4's active-application rule reads the checklist: COMPLETE once the application has
 * ended (a terminal status of its machine: funded, declined, closed, cancelled), when nothing is
 * left for anyone to do; INCOMPLETE while a step, the applicant or the lender still has one.
 */
export function checklistStatusOf(machine: StatusMachine, status: string): 'COMPLETE' | 'INCOMPLETE' {
  return kindOf(machine, status) === 'terminal' ? 'COMPLETE' : 'INCOMPLETE';
}

/**
 * What underwriting draws for the chosen offer: the amount plus its origination fee, capped at the
 * offer set's ofeeMaxThreshold (spec section 9's draw total); null until an offer is chosen.
 */
function drawTotalOf(selected: ApiHelocApplication['selectedOffer'], maxFee: number | undefined): number | null {
  if (!selected) return null;
  return roundToCents(getTotalAmountFromDraw(selected.amount, selected.originationFee, maxFee));
}

/** The condition a valuation reported (facts.propertyCondition), when it is one of spec section 3's. */
function propertyConditionOf(facts: Facts): { condition?: PropertyCondition } {
  const condition = PROPERTY_CONDITIONS.find((c) => c === facts.propertyCondition);
  return condition ? { condition } : {};
}

/** The underwriting decision: the eligibility or pricing step's (facts.uwDecision), else the offer set's. */
export function uwDecisionOf(record: ApplicationRecord): string | null {
  return typeof record.facts.uwDecision === 'string' ? record.facts.uwDecision : (record.offerSet?.decision ?? null);
}

/**
 * What the adverse-action notice needs (Reg B 1002.9, FCRA 615(a)): the eligibility step's reason
 * codes, or LINE_BELOW_MINIMUM when it passed but pricing found no line (it keeps no offer set then),
 * and the credit score the decision used. Nothing while the application is not declined.
 */
export function declineFacts(record: ApplicationRecord, decision: string | null): Pick<ApiHelocApplication, 'declineReasons' | 'creditScore'> {
  if (decision !== 'DECLINE' && record.status !== 'DECLINED') return { declineReasons: [], creditScore: null };
  const { ineligibleReasons, creditScore } = record.facts;
  const codes = Array.isArray(ineligibleReasons) ? ineligibleReasons.filter((r): r is string => typeof r === 'string') : [];
  return {
    declineReasons: codes.length > 0 ? codes : record.offerSet ? [] : ['LINE_BELOW_MINIMUM'],
    creditScore: typeof creditScore === 'number' ? creditScore : null,
  };
}

// Overall progress (spec section 4): pre-qualification running, waiting on the applicant, or done.
const progressOf = { 'in-progress': 'INITIAL', stable: 'IN_PROGRESS', terminal: 'COMPLETE' } as const;

/** Whether the events of a status depend on the time (a guard on the closing clock, such as the eNotary's hours). */
export function readsClock(machine: StatusMachine, status: string): boolean {
  return Object.keys(machine.states[status]?.on ?? {}).some((event) => transitionDefs(machine, status, event).some((d) => d.guard === 'withinEnotaryHours'));
}

/**
 * `now` is the application's closing clock, needed when readsClock says so. `held`: a condition of a
 * known category is open (store/conditions.ts): a stable status then takes no applicant event and
 * the page routes to the conditions (routing.condition); the pipeline's steps are not held.
 * `inputs`: the flags and stated employment the guards read (services/guard-inputs.ts).
 */
export function toApiStatus(machine: StatusMachine, record: ApplicationRecord, now?: Date, held = false, inputs: GuardInputs = {}): ApiApplicationStatus {
  const kind = kindOf(machine, record.status) ?? 'stable';
  const condition = held && kind === 'stable';
  const { facts } = record;
  const decision = uwDecisionOf(record);
  return {
    uuid: record.uuid,
    status: record.status,
    version: record.version,
    product: record.product,
    polled: kind === 'in-progress',
    terminal: kind === 'terminal',
    progress: progressOf[kind],
    events: condition ? [] : allowedEvents(machine, record.status, { ...inputs, facts, offerSet: record.offerSet, product: record.product, isCrypto: isCrypto(repoProducts(), record.product), ...(now ? { now } : {}) }),
    routing: {
      bpo: text(facts, 'bpo', record.offerSet?.status?.bpo ?? 'UNKNOWN_BPO_STATUS'),
      propertyState: record.request.propertyRequest.state,
      waitingOnFloodCert: flag(facts, 'waitingOnFloodCert'),
      manualNotary: flag(facts, 'manualNotary'),
      primaryParticipantAcceptComplete: flag(facts, 'primaryParticipantAcceptComplete'),
      isCrypto: isCrypto(repoProducts(), record.product),
      hasRoutingNumber: flag(facts, 'hasRoutingNumber'),
      condition,
      ...(typeof facts.identityVerification === 'string' ? { identityVerification: facts.identityVerification } : {}),
      ...(decision !== null ? { uwDecision: decision } : {}),
    },
    updatedAt: record.updatedAt,
  };
}
