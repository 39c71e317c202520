// The identity screen's rules as data: the document types of spec section 3 ("US Driver's License,
// US Passport, US State ID Card, US Permanent Resident Card"), which of them have a back, and the
// event's answers once the images are uploaded. Pure. The values are the ones the server checks
// SUBMIT_IDENTITY_DOCUMENTS with (schemas/api/submit-identity-documents.schema.json).
import type { IdSide } from '../../lib/IdSideField';

export type { IdSide };

export const ID_DOCUMENT_TYPES = ['US_DRIVERS_LICENSE', 'US_PASSPORT', 'US_STATE_ID_CARD', 'US_PERMANENT_RESIDENT_CARD'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

const HAS_BACK: readonly IdDocumentType[] = ['US_DRIVERS_LICENSE', 'US_STATE_ID_CARD', 'US_PERMANENT_RESIDENT_CARD'];

/**
 * The back image is asked for a card that has one, or for every type when the back-of-id flag is on
 * (the staff console's switch, for a brand or one application; issue 29: it was read from a brand
 * key the brand schema forbids, so it could never take effect).
 */
export function needsBack(type: IdDocumentType, backOfId: boolean): boolean {
  return HAS_BACK.includes(type) || backOfId;
}

/** The stored document of each side (its uuid), once its upload is answered. */
export interface IdImages {
  front?: string;
  back?: string;
}

/** One side's change: its upload answered, or the side cleared (removed, or being replaced). */
export type IdImagesChange = { side: IdSide; documentId: string } | { side: IdSide; documentId: undefined };

/**
 * The images after one side's change; the other side is left as it is. A reducer (not a copy of
 * the images a callback once saw), so two uploads answered together both land: the page once
 * kept only the last and asked for the front again (issue 31).
 */
export function changeIdImages(images: IdImages, change: IdImagesChange): IdImages {
  const next = { ...images };
  if (change.documentId) next[change.side] = change.documentId;
  else delete next[change.side];
  return next;
}

/** SUBMIT_IDENTITY_DOCUMENTS' answers, or which image is still missing. */
export function identityAnswers(type: IdDocumentType, images: IdImages, back: boolean):
  | { ok: true; answers: { documentType: IdDocumentType; frontDocumentId: string; backDocumentId?: string } }
  | { ok: false; missing: 'front' | 'back' } {
  if (!images.front) return { ok: false, missing: 'front' };
  if (back && !images.back) return { ok: false, missing: 'back' };
  return { ok: true, answers: { documentType: type, frontDocumentId: images.front, ...(back && images.back ? { backDocumentId: images.back } : {}) } };
}

/** The last identity check failed: the status answer's routing (or facts), else the application's. */
export function verificationFailed(...sources: unknown[]): boolean {
  return sources.some((s) => {
    const r = s as { identityVerification?: unknown; routing?: { identityVerification?: unknown }; facts?: { identityVerification?: unknown } } | undefined;
    return (r?.routing?.identityVerification ?? r?.facts?.identityVerification ?? r?.identityVerification) === 'FAILED_VERIFICATION';
  });
}
