// The machine's named actions (src/core/status/actions.ts) bound to writers: each runs inside the
// event's transaction and returns the facts it records on the application, so the evidence and
// the status change commit together or not at all.
import { createHash } from 'node:crypto';
import type { ActionName } from '../../core/status/actions';
import { signedOf, signingFacts } from '../../core/status/guards';
import { insertEvidence } from '../store/closing-documents';
import type { OfferSet } from '../../generated/types/offer-set';
import type { Queryable } from '../store/db';
import type { SensitiveCipher } from '../crypto/sensitive';
import { saveSsn } from '../crypto/ssn';
import type { ApplicationRecord } from './application-records';

export interface ActionInput {
  tx: Queryable;
  record: ApplicationRecord;
  answers: Record<string, unknown>;
  identityUuid: string;
  client: { ip: string; userAgent?: string };
  now: Date;
  /** Seals sensitive values at rest (AES-256-GCM; src/server/crypto). */
  sensitive: SensitiveCipher;
  /** The texts the applicant was shown, for the evidence's hash. */
  disclosureText(name: string): string;
  /** What produced the screen the applicant acted on: the brand, locale and flow, with their versions. */
  evidence: { organizationCode: string; brandVersion: string; locale: string; flowId: string; flowVersion: string };
}

type Writer = (input: ActionInput) => Promise<Record<string, unknown>>;

const at = (input: ActionInput) => input.now.toISOString();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function recordConsent(input: ActionInput, type: string, version: string): Promise<void> {
  await input.tx.query(
    `insert into consents (identity_uuid, application_uuid, consent_type, version, opt_in, ip, user_agent) values ($1, $2, $3, $4, true, $5, $6)`,
    [input.identityUuid, input.record.uuid, type, version, input.client.ip, input.client.userAgent ?? null],
  );
}

function chosenOffer(offerSet: OfferSet | null, answers: Record<string, unknown>) {
  // The guard offerMatches ran before any action: the offer exists and the amount is in range.
  const offer = offerSet!.offers.find((o) => o.id === answers.offerId)!;
  return { offerId: offer.id, amount: Number(answers.amount), term: offer.term, rate: offer.rate, originationFee: offer.originationFee };
}

export const actionWriters: Record<ActionName, Writer> = {
  async storeSsn(input) {
    // Sealed and bound to this application; only the last four digits go anywhere else.
    return { ssnLast4: await saveSsn(input.tx, input.sensitive, input.record.uuid, String(input.answers.ssn ?? '')) };
  },
  async requireBpo(input) {
    return { bpo: 'BPO_REQUIRED', estimatedValue: input.answers.estimatedValue };
  },
  async recordSelectedOffer(input) {
    return { selectedOffer: chosenOffer(input.record.offerSet, input.answers), offerSelected: at(input) };
  },
  async deliverEarlyDisclosures(input) {
    // Evidence of what was delivered: when, and the hash of the very text (Reg Z 1026.40).
    const text = input.disclosureText('earlyDisclosures');
    return { earlyDisclosures: { deliveredAt: at(input), textSha256: sha256(text), locale: 'en' } };
  },
  async recordHardCreditConsent(input) {
    await recordConsent(input, 'HARD_CREDIT', sha256(input.disclosureText('hardCreditConsent')).slice(0, 16));
    return { hardCreditConsent: at(input) };
  },
  async recordOfferAcceptance(input) {
    return { offerAccepted: at(input) };
  },
  async recordSummaryConfirmation(input) {
    return { summaryConfirmed: at(input) };
  },
  async recordEsignConsent(input) {
    // E-SIGN evidence, append-only (signing_evidence): the consent text's hash and where it was given.
    await insertEvidence(input.tx, input.record.uuid, input.identityUuid, {
      kind: 'ESIGN_CONSENT',
      documentUuid: null,
      documentSha256: null,
      textSha256: sha256(input.disclosureText('esignConsent')),
      signatureName: null,
      ...input.evidence,
      at: at(input),
      clientIp: input.client.ip,
      userAgent: input.client.userAgent ?? null,
    });
    return { esignConsent: at(input) };
  },
  async recordSignature(input) {
    // The guard documentSignable held: the document needs a signature and the hash is its stored bytes'.
    const documentUuid = String(input.answers.documentUuid);
    const documentSha256 = signingFacts(input.record.facts).toSign[documentUuid]!;
    await insertEvidence(input.tx, input.record.uuid, input.identityUuid, {
      kind: 'SIGNATURE',
      documentUuid,
      documentSha256,
      textSha256: sha256(input.disclosureText('signature')),
      signatureName: String(input.answers.signatureName).trim(),
      ...input.evidence,
      at: at(input),
      clientIp: input.client.ip,
      userAgent: input.client.userAgent ?? null,
    });
    return { signedDocuments: { ...signedOf(input.record.facts), [documentUuid]: documentSha256 } };
  },
  async recordLienPayoffs(input) {
    const choices = new Map(((input.answers.liens ?? []) as Array<{ id: string; payOff: boolean }>).map((l) => [l.id, l.payOff]));
    const liens = ((input.record.facts.liens ?? []) as Array<Record<string, unknown>>).map((lien) => ({
      ...lien,
      payOff: { status: choices.get(String(lien.id)) ? 'PAYOFF_REQUESTED' : 'NO_PAYOFF' },
    }));
    return { liens };
  },
};
