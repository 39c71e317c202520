// The route table's part for the co-signer area /heloc-signer (issue 16, spec section 2 "Co-signer
// area"), kept out of the first page's JavaScript: only the signer area (lazy) and the server import
// it. Same shape as ./routes.ts: the server registers `pattern`, the client calls `path(...)`.
import { APPLICATION, route, SIGNER_BASE } from './routes';

/** The co-signer area's pages (spec section 2): condition targets are conditions/{location}, default upload-document. */
export const signerPageRoutes = {
  index: SIGNER_BASE,
  login: `${SIGNER_BASE}/login`,
  /** The invitation's link (?token=): the co-signer sets a password and is signed in. */
  resume: `${SIGNER_BASE}/resume`,
  intro: `${SIGNER_BASE}/intro`,
  identity: `${SIGNER_BASE}/identity`,
  /** The co-signer's own E-SIGN consent (issue 31), between their identity and their signatures. */
  consent: `${SIGNER_BASE}/consent`,
  sign: `${SIGNER_BASE}/sign`,
  documents: `${SIGNER_BASE}/documents`,
  conditions: `${SIGNER_BASE}/conditions`,
  condition: (location: 'upload-document' | 'identity') => `${SIGNER_BASE}/conditions/${location}`,
  cancelled: `${SIGNER_BASE}/cancelled`,
  error: `${SIGNER_BASE}/error`,
} as const;

/** The co-signer's own API (ours): the invitation accepted, their identity checked, their signatures. */
export const signerApiRoutes = {
  /** Spec section 7: GET, only for additional signers (an applicant's token gets 400 NOT_A_SIGNER, not retried). Here, not in ./routes.ts: the first page does not carry it. */
  coDeedStatus: route(`${APPLICATION}/co-deed/status`),
  /** POST {token, password}: public; answers a session token like a login. */
  acceptInvitation: route('/identity/api/v1/invitations/accept'),
  /** GET: the closing documents an owner on title signs, with the caller's own signature times. */
  documents: route<'uuid'>(`${APPLICATION}/:uuid/co-deed/documents`),
  /** POST {documentUuid, sha256, signatureName, agree}: the caller's signature bound to the document's hash. */
  signatures: route<'uuid'>(`${APPLICATION}/:uuid/co-deed/signatures`),
  /** POST {consent, confirmationCode} (issue 31): the caller's own E-SIGN consent, with the code the consent's PDF prints; before it, signatures are refused (409 ESIGN_CONSENT_REQUIRED). */
  esignConsent: route<'uuid'>(`${APPLICATION}/:uuid/co-deed/esign-consent`),
  /** POST {documentType, frontDocumentId, backDocumentId?}: the caller's own identity documents checked. */
  identity: route<'uuid'>(`${APPLICATION}/:uuid/co-deed/identity`),
} as const;
