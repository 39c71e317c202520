// The credit steps after pre-qualification: the soft pull again with the SSN (credit/social) or
// after a frozen file (credit/error), and the hard pull whose tradelines become the liens.
import { last4 } from '../crypto/sensitive';
import type { CreditReport, HardCreditReport } from '../providers/types';
import type { ApplicationRecord } from '../services/application-records';
import { applicantOf, propertyAddress, requireConsent, requireSoftCreditConsent, storedSsn, type Runner, type StepDeps, type StepResult } from './steps-common';

/** The facts of a matched soft pull (eligibility and pricing read them). */
function creditFacts(report: CreditReport): Record<string, unknown> {
  const { outcome: _outcome, ...facts } = report;
  return facts;
}

async function softPull(deps: StepDeps, application: ApplicationRecord, idempotencyKey: string, ssn: string | undefined) {
  await requireSoftCreditConsent(deps.db, application.uuid);
  return deps.providers.credit.softPull({
    idempotencyKey,
    applicationUuid: application.uuid,
    applicant: { ...applicantOf(application), ...(ssn ? { ssn, ssnLast4: last4(ssn) } : {}) },
    address: propertyAddress(application),
  });
}

/** Pure: a pull with the SSN that still finds no file is "no match with SSN". */
export function withSsnOutcome(report: CreditReport): 'MATCH' | 'NO_MATCH_SSN' | 'FROZEN' {
  return report.outcome === 'NO_MATCH' ? 'NO_MATCH_SSN' : report.outcome;
}

/**
 * Pure: a retried pull either finds the file open or still cannot read it. A bureau that now finds
 * no file at all is reported as still frozen (the applicant is asked to check the freeze again);
 * the bureau's own answer stays in the step's detail.
 */
export function retryOutcome(report: CreditReport): 'MATCH' | 'FROZEN' {
  return report.outcome === 'MATCH' ? 'MATCH' : 'FROZEN';
}

/**
 * Pure: what the hard pull means for the application, the worst first. A lien pre-qualification did
 * not see changes the line's lien position, so the offer no longer holds: the applicant requalifies.
 */
export function hardCreditOutcome(report: HardCreditReport): 'CLEAR' | 'LIENS' | 'DELINQUENT' | 'FROZEN' | 'REQUALIFY' {
  if (report.outcome === 'FROZEN') return 'FROZEN';
  if (report.lienPositionChanged === true) return 'REQUALIFY';
  if (report.delinquent) return 'DELINQUENT';
  return (report.liabilities ?? []).length > 0 ? 'LIENS' : 'CLEAR';
}

export function creditRunners(deps: StepDeps): Record<'softCreditWithSsn' | 'softCreditRetry' | 'hardCredit', Runner> {
  return {
    async softCreditWithSsn(application, idempotencyKey): Promise<StepResult> {
      const ssn = await storedSsn(deps, application.uuid);
      // SUBMIT_SSN stores it before this status is entered: without it the step cannot run.
      if (!ssn) throw new Error(`application ${application.uuid} has no SSN for softCreditWithSsn`);
      const report = await softPull(deps, application, idempotencyKey, ssn);
      const outcome = withSsnOutcome(report);
      const facts = { ...(outcome === 'MATCH' ? creditFacts(report) : {}), ssnLast4: last4(ssn) };
      return { outcome, facts, detail: { outcome: report.outcome } };
    },
    async softCreditRetry(application, idempotencyKey) {
      // The SSN, when the applicant gave one before the file was found frozen.
      const report = await softPull(deps, application, idempotencyKey, await storedSsn(deps, application.uuid));
      const outcome = retryOutcome(report);
      return { outcome, facts: outcome === 'MATCH' ? creditFacts(report) : {}, detail: { outcome: report.outcome } };
    },
    async hardCredit(application, idempotencyKey) {
      // The machine proves the consent comes first; this guards a bug or a hand-edited row.
      await requireConsent(deps.db, application.uuid, 'HARD_CREDIT');
      const ssn = await storedSsn(deps, application.uuid);
      const report = await deps.providers.hardCredit.hardPull({
        idempotencyKey,
        applicationUuid: application.uuid,
        applicant: { ...applicantOf(application), ...(ssn ? { ssn, ssnLast4: last4(ssn) } : {}) },
        address: propertyAddress(application),
      });
      const outcome = hardCreditOutcome(report);
      if (report.outcome === 'FROZEN') return { outcome, facts: {}, detail: { outcome: report.outcome } };
      const liens = (report.liabilities ?? []).map((liability) => ({ ...liability, payOff: { status: 'NOT_REQUESTED' } }));
      return {
        outcome,
        facts: { liens, hardCreditScore: report.creditScore, delinquent: report.delinquent ?? false },
        detail: { outcome: report.outcome, delinquent: report.delinquent ?? false, liabilities: liens.length },
      };
    },
  };
}
