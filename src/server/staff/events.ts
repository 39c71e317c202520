// A staff decision (a review approved or rejected, a parked step run again) is a staff event
// through applyEvent, as every other source's: refused unless the status takes it, at the version
// the member saw, recorded in application_events with the member's id, notified and its effects
// queued in the same transaction. Never a status written directly.
import { transitionDef, type StatusMachine } from '../../core/status/machine';
import { CLEAR_REVIEW, CREDIT_FAILED, DECLINE, REJECT_REVIEW, REQUEST_NAV_BPO_ESTIMATE, REQUEST_RESI_EVAL_ESTIMATE, RETRY_PROVIDER_STEP, type EventName } from '../../generated/events';
import type { AppContext } from '../app-context';
import { applyEvent } from '../events/apply-event';
import type { ApplicationRecord } from '../services/application-records';

/**
 * The console's review decisions and the staff events they send; retry runs a parked step again
 * now. decline and creditFailed end the application (error/decline, error/credit); navBpo and
 * resiEval send a held valuation out as another kind, which first asks the applicant's estimate.
 * Each shows only where the status takes its event.
 */
export const REVIEW_EVENTS = {
  approve: CLEAR_REVIEW,
  reject: REJECT_REVIEW,
  retry: RETRY_PROVIDER_STEP,
  decline: DECLINE,
  creditFailed: CREDIT_FAILED,
  navBpo: REQUEST_NAV_BPO_ESTIMATE,
  resiEval: REQUEST_RESI_EVAL_ESTIMATE,
} as const satisfies Record<string, EventName>;
export type ReviewDecision = keyof typeof REVIEW_EVENTS;

/** The decisions the status takes now. */
export function reviewDecisions(machine: StatusMachine, status: string): ReviewDecision[] {
  return (Object.keys(REVIEW_EVENTS) as ReviewDecision[]).filter((d) => transitionDef(machine, status, REVIEW_EVENTS[d]) !== undefined);
}

/** The status the staff event led to. */
export async function applyStaffEvent(ctx: AppContext, record: ApplicationRecord, event: EventName, options: { version: number; staffUuid: string }): Promise<string> {
  const applied = await applyEvent(ctx, { record, event, sender: { kind: 'staff', uuid: options.staffUuid }, version: options.version });
  return applied.status;
}
