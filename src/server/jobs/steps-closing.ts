// The steps toward closing: the identity documents checked, a broker price opinion where no AVM
// valued the home, and the closing documents (which wait on the flood certificate).
import type { BpoResult, IdentityDocumentRef } from '../providers/types';
import type { ApplicationRecord } from '../services/application-records';
import { answersOf, applicantOf, propertyAddress, type Runner, type StepDeps } from './steps-common';
import { verificationStatus } from '../services/application-parts';

// SUBMIT_IDENTITY_DOCUMENTS's answers (the document type and its uploads), kept under the event's schema id.
export const ID_DOCUMENT_ANSWERS = 'api-submit-identity-documents';
export const ESTIMATE_VALUE_ANSWERS = 'estimate-value';

/** The front and (for two-sided documents) back the applicant uploaded, checked to be theirs. */
async function identityDocuments(deps: StepDeps, application: ApplicationRecord): Promise<IdentityDocumentRef[]> {
  const answers = answersOf(application, ID_DOCUMENT_ANSWERS);
  const sides: [unknown, IdentityDocumentRef['side']][] = [
    [answers.frontDocumentId, 'FRONT'],
    [answers.backDocumentId, 'BACK'],
  ];
  const named = sides.filter((entry): entry is [string, IdentityDocumentRef['side']] => typeof entry[0] === 'string');
  if (!deps.documentsOf) return named.map(([documentId, side]) => ({ documentId, side }));
  const own = new Map((await deps.documentsOf(deps.db, application.uuid)).map((d) => [d.uuid, d]));
  return named.filter(([id]) => own.has(id)).map(([documentId, side]) => ({ documentId, side, contentType: own.get(documentId)!.contentType }));
}

/**
 * Pure: spec section 3's BPO status of an order. A value completes the BPO and values the home; an
 * order still out or held is processing; without a value the status is unknown and a person follows up.
 */
export function bpoFacts(result: BpoResult): Record<string, unknown> {
  // The property details card shows the condition the valuer saw (spec section 2).
  if (result.outcome === 'VALUE') return { bpo: 'BPO_COMPLETE', bpoValue: result.value, propertyValue: result.value, ...(result.condition ? { propertyCondition: result.condition } : {}) };
  return { bpo: result.outcome === 'NO_VALUE' ? 'UNKNOWN_BPO_STATUS' : 'BPO_PROCESSING' };
}

export function closingRunners(deps: StepDeps): Record<'identityCheck' | 'bpo' | 'closingDocuments', Runner> {
  return {
    async identityCheck(application, idempotencyKey) {
      const documentType = answersOf(application, ID_DOCUMENT_ANSWERS).documentType;
      const result = await deps.providers.identity.check({
        idempotencyKey,
        applicationUuid: application.uuid,
        applicant: applicantOf(application),
        documentType: typeof documentType === 'string' ? documentType : '',
        documents: await identityDocuments(deps, application),
      });
      return { outcome: result.outcome, facts: { identityVerification: verificationStatus(result.outcome) }, detail: result };
    },
    async bpo(application, idempotencyKey) {
      const estimate = Number(answersOf(application, ESTIMATE_VALUE_ANSWERS).estimatedValue);
      const result = await deps.providers.bpo.order({
        idempotencyKey,
        applicationUuid: application.uuid,
        address: propertyAddress(application),
        ...(Number.isFinite(estimate) && estimate > 0 ? { estimatedValue: estimate } : {}),
      });
      return { outcome: result.outcome, facts: bpoFacts(result), detail: result };
    },
    async closingDocuments(application, idempotencyKey) {
      const result = await deps.providers.closing.prepare({
        idempotencyKey,
        applicationUuid: application.uuid,
        applicant: applicantOf(application),
        address: propertyAddress(application),
      });
      // The status answer's routing.waitingOnFloodCert: error/flood-cert instead of review-app/signdocs.
      // The other holds are outcomes of their own: the machine moves to the review status.
      return { outcome: result.outcome, facts: { waitingOnFloodCert: result.outcome === 'FLOOD_CERT_PENDING' }, detail: result };
    },
  };
}
