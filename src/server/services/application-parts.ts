// What the pipeline's steps and the services both read off an application record (pure): the
// applicant and property a provider call is about, the stated income, a flow's answers, whether the
// home has the right of rescission, and a check's verification status.
import { plainDateIso } from '../../core/logic/dates';
import type { Address, Applicant, IdentityCheckOutcome, VerificationStatus } from '../providers/types';
import type { ApplicationRecord } from './application-records';

export function propertyAddress(application: ApplicationRecord): Address {
  const { street1, street2, city, state, zip } = application.request.propertyRequest;
  return { street1, ...(street2 ? { street2 } : {}), city, state, zip };
}

/** The property's address on one line, as documents and mails write it ('100 Main St, Springfield, CA 94105'). */
export function propertyAddressLine(application: ApplicationRecord): string {
  const a = application.request.propertyRequest;
  return [a.street1, a.street2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ');
}

/** The applicant's full name, as on the application. */
export function applicantName(application: ApplicationRecord): string {
  const name = application.request.profileRequest.name;
  return [name.firstName, name.middleName, name.lastName, name.suffix].filter(Boolean).join(' ');
}

export function applicantOf(application: ApplicationRecord): Applicant {
  const { name, dob } = application.request.profileRequest;
  return { firstName: name.firstName, lastName: name.lastName, dob: plainDateIso(dob) };
}

/** Yearly income the applicant stated at pre-qualification (0 when the product's registration asks none). */
export function statedIncome(application: Pick<ApplicationRecord, 'request'>): number {
  const { incomePrimary = 0, incomeOther } = application.request.income ?? {};
  return incomePrimary + (incomeOther ?? 0);
}

/**
 * The submitted answers of a flow, or of an event validated by an API schema (kept under the
 * schema's id, e.g. 'api-link-income'); {} when none were submitted.
 */
export function answersOf(application: ApplicationRecord, id: string): Record<string, unknown> {
  return application.answers[id] ?? {};
}

/** Pure: a principal dwelling (occupancy HOME) has the right of rescission; a second home or an investment property has none. */
export function hasRescission(application: Pick<ApplicationRecord, 'request'>): boolean {
  return occupancyOf(application) === 'HOME';
}

export function occupancyOf(application: Pick<ApplicationRecord, 'request'>): string | undefined {
  return (application.request.propertyRequest as { occupancyType?: string }).occupancyType;
}

/** Pure: spec section 3's Verification status of a check; a PIN that did not match waits on a reviewer. */
export function verificationStatus(outcome: IdentityCheckOutcome): VerificationStatus {
  return outcome === 'PIN_REVIEW' ? 'PENDING_REVIEW' : outcome;
}
