// The steps after the note is signed: the notary's documents, the eNotary session's result, the
// manual notary's visit, then the accounts set, the right of rescission (principal dwelling only),
// recording, the funding gate and funding. Time is the application's closing clock (injected;
// the sandbox moves it), and recording and funding run only on banking business days
// (src/core/calendar). Funding calls the settlement provider with the step's idempotency key, so a
// retried or restarted job funds once, and pays the draw where the recorded disbursement account
// says: a bank account, or a crypto-backed line's exchange account (src/core/bank/draw-destination).
import { isBankingBusinessDay, rescissionEndsAt, zonedDate } from '../../core/calendar/business-days';
import { openAccount } from '../crypto/bank-accounts';
import type { DrawDestination, NotaryLocation } from '../providers/closing-types';
import { EXCHANGE_CURRENCY, recordedDestination } from '../../core/bank/draw-destination';
import type { ApplicationRecord } from '../services/application-records';
import { answersOf, applicantOf, propertyAddress, type Runner, type StepDeps } from './steps-common';
import { hasRescission, occupancyOf } from '../services/application-parts';

export const COMPLETE_ENOTARY_ANSWERS = 'api-complete-enotary';

type FundingStep = 'notaryDocuments' | 'enotarySession' | 'manualNotary' | 'accountsReady' | 'rescissionStart' | 'rescission' | 'recording' | 'fundable' | 'funding';

/** Pure: whether funding may go ahead at `now`: any rescission over, and a banking business day. */
export function mayFund(facts: Record<string, unknown>, now: Date): boolean {
  const rescission = facts.rescission as { endsAt?: string } | undefined;
  if (facts.rescissionRequired === true && !(rescission?.endsAt && new Date(rescission.endsAt).getTime() <= now.getTime())) return false;
  return isBankingBusinessDay(zonedDate(now));
}

export function fundingRunners(deps: StepDeps): Record<FundingStep, Runner> {
  const clockOf = (application: ApplicationRecord) => deps.closingClock.now(deps.db, application.uuid);
  return {
    async notaryDocuments(application, idempotencyKey) {
      const result = await deps.providers.notary.prepare({ idempotencyKey, applicationUuid: application.uuid, applicant: applicantOf(application), state: application.request.propertyRequest.state });
      return { outcome: result.outcome, detail: result };
    },
    async enotarySession(application, idempotencyKey) {
      // Checked against api-complete-enotary when the event was sent (location included).
      const answers = answersOf(application, COMPLETE_ENOTARY_ANSWERS) as { sessionId?: string; quizAnswers?: Record<string, string>; location: NotaryLocation };
      const result = await deps.providers.notary.completeSession({
        idempotencyKey,
        applicationUuid: application.uuid,
        applicant: applicantOf(application),
        sessionId: String(answers.sessionId ?? ''),
        quizAnswers: answers.quizAnswers ?? {},
        location: answers.location,
      });
      const now = await clockOf(application);
      return { outcome: result.outcome, facts: result.outcome === 'SIGNED' ? { deedSignedAt: now.toISOString(), notarisedBy: 'ENOTARY' } : {}, detail: result };
    },
    async manualNotary(application, idempotencyKey) {
      const reservation = application.facts.notaryReservation as { slotId: string; startsAt: string } | undefined;
      if (!reservation) return { outcome: 'MISSED', detail: { reason: 'no reservation' } };
      const now = await clockOf(application);
      const result = await deps.providers.notary.manualStatus({
        idempotencyKey,
        applicationUuid: application.uuid,
        applicant: applicantOf(application),
        slotId: reservation.slotId,
        startsAt: reservation.startsAt,
        now: now.toISOString(),
      });
      return { outcome: result.outcome, facts: result.outcome === 'SIGNED' ? { deedSignedAt: now.toISOString(), notarisedBy: 'MANUAL' } : {}, detail: result };
    },
    async accountsReady(application) {
      const required = hasRescission(application);
      return { outcome: required ? 'RESCISSION' : 'NO_RESCISSION', facts: { rescissionRequired: required }, detail: { occupancyType: occupancyOf(application) } };
    },
    async rescissionStart(application) {
      // Reg Z 1026.15: from consummation (the deed signed before the notary).
      const signedAt = typeof application.facts.deedSignedAt === 'string' ? new Date(application.facts.deedSignedAt) : await clockOf(application);
      const { lastDay, endsAt } = rescissionEndsAt(signedAt);
      const rescission = { lastDay, endsAt: endsAt.toISOString() };
      return { outcome: 'STARTED', facts: { rescission }, detail: rescission };
    },
    async rescission(application) {
      const now = await clockOf(application);
      const endsAt = (application.facts.rescission as { endsAt?: string } | undefined)?.endsAt;
      const ended = endsAt !== undefined && new Date(endsAt).getTime() <= now.getTime();
      return { outcome: ended ? 'ENDED' : 'RUNNING', detail: { now: now.toISOString(), endsAt } };
    },
    async recording(application, idempotencyKey) {
      const now = await clockOf(application);
      if (!isBankingBusinessDay(zonedDate(now))) return { outcome: 'WAIT', detail: { now: now.toISOString(), reason: 'not a banking business day' } };
      const result = await deps.providers.settlement.record({ idempotencyKey, applicationUuid: application.uuid, address: propertyAddress(application) });
      return { outcome: result.outcome, facts: result.instrumentNumber ? { recordedAt: now.toISOString(), instrumentNumber: result.instrumentNumber } : {}, detail: result };
    },
    async fundable(application) {
      const now = await clockOf(application);
      return { outcome: mayFund(application.facts, now) ? 'READY' : 'WAIT', detail: { now: now.toISOString() } };
    },
    async funding(application, idempotencyKey) {
      const now = await clockOf(application);
      // Checked again here: no funding before the rescission has ended, whatever came before.
      if (!mayFund(application.facts, now)) return { outcome: 'WAIT', detail: { now: now.toISOString() } };
      const amount = Number((application.facts.selectedOffer as { amount?: number } | undefined)?.amount ?? 0);
      const destination = await drawDestination(deps, application);
      const result = await deps.providers.settlement.fund({ idempotencyKey, applicationUuid: application.uuid, address: propertyAddress(application), amount, destination });
      const funded = { amount: result.amount, fundedAt: now.toISOString(), referenceId: result.referenceId, destination: destination.kind };
      return { outcome: 'FUNDED', facts: { funded }, detail: { amount: result.amount, referenceId: result.referenceId, destination: destination.kind } };
    },
  };
}

/**
 * Where the draw goes, from the disbursement account the application recorded: the exchange
 * account (no numbers), or the bank account's full numbers, opened only for this call.
 */
async function drawDestination(deps: StepDeps, application: ApplicationRecord): Promise<DrawDestination> {
  if (recordedDestination(application.facts) === 'EXCHANGE_ACCOUNT') return { kind: 'EXCHANGE_ACCOUNT', currency: EXCHANGE_CURRENCY };
  const account = await openAccount(deps.db, deps.sensitive, application.uuid, 'DISBURSE');
  if (!account?.routingNumber) throw new Error(`application ${application.uuid} has no disbursement account to fund`);
  return { kind: 'BANK_ACCOUNT', routingNumber: account.routingNumber, accountNumber: account.accountNumber };
}
