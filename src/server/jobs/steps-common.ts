// What every step runner shares: its dependencies, its result, and how an application's
// applicant and property read as a provider request.
import type { ProductRegistry } from '../../core/product/registry';
import type { OfferSet } from '../../generated/types/offer-set';
import type { ClosingClock } from '../closing-clock';
import type { SensitiveCipher } from '../crypto/sensitive';
import type { Org } from '../orgs';
import type { Providers } from '../providers/types';
import type { ApplicationRecord } from '../services/application-records';
import type { Queryable } from '../store/db';
import { hasConsent, sealedSsn } from '../store/jobs';

export interface StepResult {
  outcome: string;
  /** Learned facts, merged into the application's facts. */
  facts?: Record<string, unknown>;
  offerSet?: OfferSet;
  /** What the step saw, kept in pipeline_steps for the record. */
  detail?: unknown;
}

/** An uploaded document's metadata, as the documents service lists it (contract: Documents). */
export interface DocumentMeta {
  uuid: string;
  documentType: string;
  contentType: string;
  size: number;
}

export interface StepDeps {
  db: Queryable;
  providers: Providers;
  brandOf(orgCode: string): Org;
  now: () => Date;
  /** The application's closing time (rescission, recording, funding); the sandbox moves it forward. */
  closingClock: ClosingClock;
  /** Opens the SSN sealed in applications.ssn_encrypted. */
  sensitive: SensitiveCipher;
  /** The application's uploaded documents (the documents service's `documentsOf`); without it, ids pass unchecked. */
  documentsOf?: (db: Queryable, applicationUuid: string) => Promise<DocumentMeta[]>;
  /** The copy tree (copy/en) the generated documents are written from. */
  copy?: Record<string, unknown>;
  /** The status machine of a product: its id and content hash are the documents' flow version; it names the closing documents. */
  machineOf?: (product: string) => { id: string; closingDocuments?: readonly ClosingKind[] } | undefined;
  /** The products (their manifests name the pricing and eligibility strategies); the repository's own when absent. */
  products?: ProductRegistry;
  /** An application's flags as its pricing reads them (its override, else its brand's); none when absent. */
  flagsOf?: (application: ApplicationRecord) => Promise<Record<string, boolean>>;
}

import type { ClosingKind } from '../documents/closing-pdfs';

// What a step reads off the record is shared with the services (they may not import jobs/).
export { answersOf, applicantOf, propertyAddress, statedIncome } from '../services/application-parts';

export type Runner = (application: ApplicationRecord, idempotencyKey: string) => Promise<StepResult>;

/** Consent gate (catalogue V8): no stored consent of this type, no pull; the job fails and is retried. */
export async function requireConsent(db: Queryable, applicationUuid: string, type: 'SOFT_CREDIT' | 'HARD_CREDIT'): Promise<void> {
  if (!(await hasConsent(db, applicationUuid, type))) throw new Error(`application ${applicationUuid} has no ${type} consent`);
}

export const requireSoftCreditConsent = (db: Queryable, applicationUuid: string) => requireConsent(db, applicationUuid, 'SOFT_CREDIT');

/** The applicant's SSN, opened from its seal (bound to the application), or undefined when none was given. */
export async function storedSsn(deps: StepDeps, applicationUuid: string): Promise<string | undefined> {
  const sealed = await sealedSsn(deps.db, applicationUuid);
  return sealed ? deps.sensitive.decrypt(sealed, applicationUuid) : undefined;
}
