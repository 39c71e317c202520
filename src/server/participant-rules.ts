// The product's participant rules (data, flows/heloc/participants.json): read once at load, like
// the sandbox's persona table. A module of its own, under both auth/ and services/, so the session
// check can know a co-signer's profile type without importing a service.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface ParticipantRules {
  profileType: string;
  invitationTtlHours: number;
  signsDocumentKinds: string[];
  /** The application statuses in which a signer's signature is taken (the envelope still open). */
  signsInStatuses: string[];
  /** The feature flag (flows/<product>/feature-flags.json) that lets a signer see the conditions. */
  conditionsFeature: string;
}

const RULES_FILE = fileURLToPath(new URL('../../flows/heloc/participants.json', import.meta.url));
export const participantRules = (JSON.parse(readFileSync(RULES_FILE, 'utf8')) as { additionalSigner: ParticipantRules }).additionalSigner;
