// Loan originators and referrals of the lead portal (spec sections 3, 5 and 7), and the rule a
// referred application must meet: its property state among the originator's licensed states.
import { notFound } from '../errors';
import type { LoanOriginator } from '../providers/types';

/** The value, or the uniform 404 when the lookup found nothing. */
export function orNotFound<T>(value: T | undefined): T {
  if (value === undefined) throw notFound();
  return value;
}

/**
 * Spec section 5: a referred property state outside the originator's licensed states is refused
 * (LOAN_OFFICER_NOT_LICENSED), but only when the originator enforces it.
 */
export function isReferralStateAllowed(
  originator: Pick<LoanOriginator, 'enforceLicensedStatesForReferral'>,
  licensedStates: readonly string[],
  state: string,
): boolean {
  return !originator.enforceLicensedStatesForReferral || licensedStates.includes(state);
}
