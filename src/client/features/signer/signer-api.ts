// The co-signer's calls: the invitation accepted, the co-deed status (spec section 7: only for
// additional signers, never retried on 400), the documents they sign and their signatures, their
// own identity documents checked.
import { signerApiRoutes } from '../../../core/contract/signer-routes';
import type { ApiCoDeedDocuments } from '../../../generated/types/api-co-deed-documents';
import type { ApiCoDeedStatus } from '../../../generated/types/api-co-deed-status';
import type { ApiSignDocument } from '../../../generated/types/api-sign-document';
import { ApiError, apiCall } from '../../lib/api';
import { storeToken } from '../../lib/auth-token';
import { learnProducts } from '../../lib/product-base';

export type CoDeedStatus = ApiCoDeedStatus;
export type SignerDocument = ApiCoDeedDocuments['documents'][number];
export type SignerConsentDocument = NonNullable<ApiCoDeedDocuments['esignConsent']>;

export const coDeedStatusKey = signerApiRoutes.coDeedStatus.path({});

/**
 * The status; a 400 (not an additional signer) is final, so SWR must not retry it. It names the
 * application's product, so the co-signer's calls under the application go to that product's base
 * path (a co-signer may not read the applicant's status, which is how the page learns it elsewhere).
 */
export async function readCoDeedStatus(path: string): Promise<CoDeedStatus> {
  const status = await apiCall<CoDeedStatus>('GET', path);
  learnProducts({ uuid: status.applicationUuid, product: status.product });
  return status;
}

export const shouldRetry = (error: unknown): boolean => !(error instanceof ApiError && error.failure.status >= 400 && error.failure.status < 500);

export const signerDocumentsKey = (uuid: string) => signerApiRoutes.documents.path({ uuid });
export const readSignerDocuments = (path: string) => apiCall<ApiCoDeedDocuments>('GET', path);

export async function acceptInvitation(token: string, password: string): Promise<void> {
  const answer = await apiCall<{ jwt: string }>('POST', signerApiRoutes.acceptInvitation.path({}), { body: { token, password } });
  storeToken(answer.jwt);
}

/** The answers made by lib/signature.ts (the typed name trimmed there), checked by the same schema. */
export const signDocument = (uuid: string, answers: ApiSignDocument) =>
  apiCall<{ signed: boolean; allSigned: boolean }>('POST', signerApiRoutes.signatures.path({ uuid }), { body: answers });

export const submitIdentity = (uuid: string, body: { documentType: string; frontDocumentId: string; backDocumentId?: string }) =>
  apiCall<{ identityVerification: string }>('POST', signerApiRoutes.identity.path({ uuid }), { body });

/** The co-signer's own E-SIGN consent with the code of the consent's PDF (issue 31). */
export const giveEsignConsent = (uuid: string, answers: { consent: boolean; confirmationCode: string }) =>
  apiCall<{ consentedAt: string }>('POST', signerApiRoutes.esignConsent.path({ uuid }), { body: answers });
