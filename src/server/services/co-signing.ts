// What an additional signer signs and has signed (issue 16): the closing documents of the latest
// generation that need a signature and whose kind an owner on title signs (flows/<product>/
// participants.json), each signature bound to the SHA-256 of the stored bytes the signer was shown,
// kept as append-only evidence (signing_evidence) beside the applicant's, with the signer's identity.
import { createHash } from 'node:crypto';
import { copyText } from '../../core/copy/resolve';
import type { AppContext } from '../app-context';
import { brandVersionOf } from '../documents/versions';
import { AppError } from '../errors';
import type { Org } from '../orgs';
import { insertEvidence, listClosingDocuments, signerConsentAt, storedConfirmationCode, type ClosingDocumentMeta } from '../store/closing-documents';
import { disclosureText } from '../events/action-input';
import type { Limit } from '../auth/rate-limit';
import type { Queryable } from '../store/db';
import { isUniqueViolation } from './identity';
import { additionalSigners, participantRules, setSignerVerification, type Participant } from './participants';
import { documentsOf } from '../store/documents';
import { verificationStatus } from './application-parts';
import { signatureTimes } from '../store/closing';
import type { VerificationStatus } from '../providers/application-types';

/** The documents an owner on title signs, of the application's latest generation. */
export async function coSignDocuments(db: Queryable, applicationUuid: string): Promise<ClosingDocumentMeta[]> {
  const kinds = participantRules.signsDocumentKinds;
  return (await listClosingDocuments(db, applicationUuid)).filter((d) => d.requiresSignature && kinds.includes(d.kind));
}

/** The E-SIGN consent document of the application's latest generation (the one whose code a co-signer types). */
export async function consentDocument(db: Queryable, applicationUuid: string): Promise<ClosingDocumentMeta | undefined> {
  return (await listClosingDocuments(db, applicationUuid)).find((d) => d.kind === participantRules.consentDocumentKind);
}

/** The documents a co-signer may open: those they sign, and the E-SIGN consent they give first. */
export async function coSignerReadable(db: Queryable, applicationUuid: string): Promise<ClosingDocumentMeta[]> {
  const consent = await consentDocument(db, applicationUuid);
  return [...(consent ? [consent] : []), ...(await coSignDocuments(db, applicationUuid))];
}

/** When the signer gave their own E-SIGN consent (ISO time), if they did. */
export const signerConsentedAt = (db: Queryable, participant: Participant): Promise<string | undefined> => signerConsentAt(db, participant.applicationUuid, participant.uuid);

/**
 * Wrong codes a co-signer may type a day (issue 31). The applicant's fifth wrong code makes the
 * documents again with a new code; a co-signer's must not (it would discard the applicant's
 * signatures), so past this their tries are refused (429) until the window ends: a six-digit code
 * cannot be guessed at five a day.
 */
export const SIGNER_CODE_LIMIT: Limit = { name: 'co-signer-esign-code', max: 5, windowSeconds: 86_400 };

export interface SignerConsentInput {
  participant: Participant;
  applicationStatus: string;
  confirmationCode: string;
  brand: Org;
  flowId: string;
  flowVersion: string;
  client: { ip: string; userAgent?: string };
}

/**
 * The co-signer's own E-SIGN consent (15 U.S.C. 7001(c)), given with the code printed in the
 * consent's PDF they opened: append-only evidence naming their identity and participant id, the
 * hash of the very texts shown, brand, locale, versions, time and client. Once only (a second
 * consent changes nothing); refused outside the statuses in which they sign.
 */
export async function consentAsSigner(ctx: Pick<AppContext, 'db' | 'copy' | 'now' | 'limiter'>, input: SignerConsentInput): Promise<{ consentedAt: string }> {
  const { participant } = input;
  if (!participantRules.signsInStatuses.includes(input.applicationStatus)) throw new AppError('EVENT_NOT_ALLOWED');
  const already = await signerConsentedAt(ctx.db, participant);
  if (already) return { consentedAt: already };
  const document = await consentDocument(ctx.db, participant.applicationUuid);
  const code = document ? await storedConfirmationCode(ctx.db, participant.applicationUuid, document.generation) : undefined;
  if (!code) throw new AppError('EVENT_NOT_ALLOWED');
  if (input.confirmationCode.trim() !== code) {
    await ctx.limiter.hit(SIGNER_CODE_LIMIT, participant.uuid);
    throw new AppError('ESIGN_CODE_MISMATCH');
  }
  const at = ctx.now().toISOString();
  const shown = disclosureText(ctx.copy, 'esignConsent') + disclosureText(ctx.copy, 'signerEsignConsent');
  try {
    await insertEvidence(ctx.db, participant.applicationUuid, participant.identityUuid!, {
      kind: 'ESIGN_CONSENT',
      documentUuid: document!.uuid,
      documentSha256: document!.sha256,
      textSha256: createHash('sha256').update(shown).digest('hex'),
      signatureName: null,
      organizationCode: input.brand.orgCode,
      brandVersion: brandVersionOf(input.brand.manifest),
      locale: 'en',
      flowId: input.flowId,
      flowVersion: input.flowVersion,
      at,
      clientIp: input.client.ip,
      userAgent: input.client.userAgent ?? null,
      participantUuid: participant.uuid,
    });
  } catch (error) {
    // Consented already (a double click): the first consent stands.
    if (!isUniqueViolation(error)) throw error;
    return { consentedAt: (await signerConsentedAt(ctx.db, participant)) ?? at };
  }
  return { consentedAt: at };
}

/** When `identityUuid` signed each document of the application (document uuid -> ISO time). */
export function signaturesBy(db: Queryable, applicationUuid: string, identityUuid: string): Promise<Map<string, string>> {
  return signatureTimes(db, applicationUuid, identityUuid);
}

/** Whether a signer signed every document an owner on title signs (an invitation not yet accepted: no). */
export async function hasSignedAll(db: Queryable, participant: Participant): Promise<boolean> {
  if (!participant.identityUuid) return false;
  const documents = await coSignDocuments(db, participant.applicationUuid);
  const signed = await signaturesBy(db, participant.applicationUuid, participant.identityUuid);
  return documents.length > 0 && documents.every((d) => signed.has(d.uuid));
}

/** For the e-sign vendor: each additional signer of the application and whether they signed it all. */
export async function additionalSignerStates(db: Queryable, applicationUuid: string): Promise<Array<{ participantUuid: string; signed: boolean }>> {
  const signers = await additionalSigners(db, applicationUuid);
  return Promise.all(signers.map(async (p) => ({ participantUuid: p.uuid, signed: await hasSignedAll(db, p) })));
}

export interface SignatureInput {
  participant: Participant;
  documentUuid: string;
  sha256: string;
  signatureName: string;
  brand: Org;
  flowId: string;
  flowVersion: string;
  client: { ip: string; userAgent?: string };
}

/** Records the signer's signature; refused unless the document is one they sign and the hash is its bytes'. */
export async function signAsSigner(ctx: Pick<AppContext, 'db' | 'copy' | 'now'>, input: SignatureInput & { applicationStatus: string }): Promise<void> {
  const { participant } = input;
  if (participant.identityVerification !== 'VERIFIED' || !participantRules.signsInStatuses.includes(input.applicationStatus)) throw new AppError('EVENT_NOT_ALLOWED');
  // Their own E-SIGN consent first (issue 31), as the applicant's comes before their signatures.
  if (!(await signerConsentedAt(ctx.db, participant))) throw new AppError('ESIGN_CONSENT_REQUIRED');
  const document = (await coSignDocuments(ctx.db, participant.applicationUuid)).find((d) => d.uuid === input.documentUuid);
  if (!document || document.sha256 !== input.sha256) throw new AppError('EVENT_NOT_ALLOWED');
  const statement = JSON.stringify(copyText(ctx.copy, 'signing.sign.statement', {}));
  try {
    await insertEvidence(ctx.db, participant.applicationUuid, participant.identityUuid!, {
      kind: 'SIGNATURE',
      documentUuid: document.uuid,
      documentSha256: document.sha256,
      textSha256: createHash('sha256').update(statement).digest('hex'),
      signatureName: input.signatureName.trim(),
      organizationCode: input.brand.orgCode,
      brandVersion: brandVersionOf(input.brand.manifest),
      locale: 'en',
      flowId: input.flowId,
      flowVersion: input.flowVersion,
      at: ctx.now().toISOString(),
      clientIp: input.client.ip,
      userAgent: input.client.userAgent ?? null,
      participantUuid: participant.uuid,
    });
  } catch (error) {
    // Signed already (a double click): the first signature stands, the second changes nothing.
    if (!isUniqueViolation(error)) throw error;
  }
}

export interface SignerIdentityInput {
  participant: Participant;
  documentType: string;
  frontDocumentId: string;
  backDocumentId?: string;
}

/**
 * The signer's own identity documents checked by the identity provider (the applicant's check,
 * with the signer as the person): only documents the signer uploaded count. Returns the status.
 */
export async function verifySignerIdentity(ctx: Pick<AppContext, 'db' | 'providers'>, input: SignerIdentityInput): Promise<VerificationStatus> {
  const { participant } = input;
  const own = new Map((await documentsOf(ctx.db, participant.applicationUuid, participant.uuid)).map((d) => [d.uuid, d]));
  const sides = ([[input.frontDocumentId, 'FRONT'], [input.backDocumentId, 'BACK']] as const).filter(([id]) => typeof id === 'string');
  if (!own.has(input.frontDocumentId) || sides.some(([id]) => !own.has(id!))) throw new AppError('EVENT_NOT_ALLOWED');
  const result = await ctx.providers.identity.check({
    // One check per uploaded front: sent again, the same answer; a new upload is a new check.
    idempotencyKey: `${participant.uuid}:identity:${input.frontDocumentId}`,
    applicationUuid: participant.applicationUuid,
    applicant: { firstName: participant.firstName, lastName: participant.lastName, dob: '' },
    documentType: input.documentType,
    documents: sides.map(([id, side]) => ({ documentId: id!, side, contentType: own.get(id!)!.contentType })),
  });
  const status = verificationStatus(result.outcome);
  await setSignerVerification(ctx.db, participant.uuid, status);
  return status;
}
