// The products' participant rules (data: the participants table each product's manifest names,
// flows/<product>/product.json tables.participants): read once at load, like the sandbox's persona
// table. A module of its own, under both auth/ and services/, so the session check can know a
// co-signer's profile type without importing a service.
import { productTable, productTables } from './products';

export interface ParticipantRules {
  profileType: string;
  invitationTtlHours: number;
  signsDocumentKinds: string[];
  /** The closing document whose printed code an additional signer types with their own E-SIGN consent (issue 31). */
  consentDocumentKind: string;
  /** The application statuses in which a signer's signature is taken (the envelope still open). */
  signsInStatuses: string[];
  /** The feature flag (flows/<product>/feature-flags.json) that lets a signer see the conditions. */
  conditionsFeature: string;
}

interface ParticipantsTable {
  id: string;
  additionalSigner: ParticipantRules;
}

/** The additional signer's rules of one product. */
export const participantRulesFor = (product: string): ParticipantRules => productTable<ParticipantsTable>(product, 'participants').additionalSigner;

/**
 * The rules every product's applications share. Callers without an application at hand (the
 * session check) read these; while every product names one participants table they are its rules,
 * and a second table with other rules stops the start until those callers ask per product.
 */
function sharedRules(): ParticipantRules {
  const tables = productTables<ParticipantsTable>('participants');
  const differing = tables.find((t) => JSON.stringify(t.additionalSigner) !== JSON.stringify(tables[0]!.additionalSigner));
  if (differing) throw new Error(`participants table ${differing.id} differs from ${tables[0]!.id}: the co-signer's rules must then be read per product`);
  return tables[0]!.additionalSigner;
}

export const participantRules = sharedRules();
