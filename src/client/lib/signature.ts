// A signature's answers (schemas/api/sign-document: the applicant's SIGN_DOCUMENT and the
// co-signer's signature alike), made in one place: the typed name is trimmed here, and the schema
// refuses a name with a space before or after it, so the browser's check and the server's are the
// one rule (they once differed: the screens trimmed, the schema did not).
import type { ApiSignDocument } from '../../generated/types/api-sign-document';

/** The schema that checks a signature (its browser validator: ./event-input.ts). */
export const SIGNATURE_SCHEMA = 'api-sign-document';

export function signatureAnswers(document: { uuid: string; sha256: string }, typed: { name: string; agree: boolean }): ApiSignDocument {
  // agree is `const: true` in the schema: an unticked box is sent to the check as false and refused there.
  return { documentUuid: document.uuid, sha256: document.sha256, signatureName: typed.name.trim(), agree: typed.agree as true };
}
