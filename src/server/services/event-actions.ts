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
import { saveAccount, sealNumbers } from '../crypto/bank-accounts';
import type { NotarySlot } from '../providers/closing-types';
import { AppError } from '../errors';
import type { ApplicationRecord } from './application-records';
import { insertEventConsent } from '../store/consents';
import { copyDisburseToAutopay, findBankLink } from '../store/bank-accounts';

export type { LinkAccountRow } from '../store/bank-accounts';

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
  /** The application's closing clock now (the sandbox may have moved it forward). */
  closingNow: Date;
  /** The notary provider's open slots (a reservation must name one). */
  notarySlots(): Promise<NotarySlot[]>;
  /** Invites an additional signer inside this transaction; the mail goes out once it commits. */
  inviteSigner(invitee: { firstName: string; lastName: string; email: string }): Promise<void>;
  /** What produced the screen the applicant acted on: the brand, locale and flow, with their versions. */
  evidence: { organizationCode: string; brandVersion: string; locale: string; flowId: string; flowVersion: string };
}

type Writer = (input: ActionInput) => Promise<Record<string, unknown>>;

const at = (input: ActionInput) => input.now.toISOString();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function recordConsent(input: ActionInput, type: string, version: string): Promise<void> {
  await insertEventConsent(input.tx, {
    identityUuid: input.identityUuid,
    applicationUuid: input.record.uuid,
    consentType: type,
    version,
    client: { ip: input.client.ip, userAgent: input.client.userAgent ?? null },
  });
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
  async inviteAdditionalSigner(input) {
    // The co-deed flow checked the answers: a name and an email.
    const name = (input.answers.name ?? {}) as { firstName?: string; lastName?: string };
    await input.inviteSigner({ firstName: String(name.firstName ?? ''), lastName: String(name.lastName ?? ''), email: String(input.answers.email ?? '') });
    return {};
  },
  async recordLienPayoffs(input) {
    const choices = new Map(((input.answers.liens ?? []) as Array<{ id: string; payOff: boolean }>).map((l) => [l.id, l.payOff]));
    const liens = ((input.record.facts.liens ?? []) as Array<Record<string, unknown>>).map((lien) => ({
      ...lien,
      payOff: { status: choices.get(String(lien.id)) ? 'PAYOFF_REQUESTED' : 'NO_PAYOFF' },
    }));
    return { liens };
  },
  async recordEnotaryChoice(input) {
    return { enotaryStartedAt: input.closingNow.toISOString() };
  },
  async recordManualNotary(input) {
    // Spec section 9: manual notarisation costs $350; the tracker then says 'Schedule Notary Session'.
    return { manualNotary: true, manualNotaryFee: MANUAL_NOTARY_FEE, manualNotaryRequestedAt: input.closingNow.toISOString() };
  },
  async recordNotaryReservation(input) {
    const slot = (await input.notarySlots()).find((s) => s.slotId === input.answers.slotId);
    if (!slot) throw new AppError('NOTARY_SLOT_UNAVAILABLE');
    return { notaryReservation: slot };
  },
  async storeLinkedAccount(input) {
    const link = await findBankLink(input.tx, input.answers.linkId as string, input.record.uuid);
    const account = link?.accounts.find((a) => a.accountId === input.answers.accountId);
    if (!link || !account) throw new AppError('BANK_LINK_NOT_FOUND');
    const sealed = {
      accountNumberEncrypted: account.accountNumberEncrypted,
      routingNumberEncrypted: account.routingNumberEncrypted ?? null,
      accountLast4: account.accountLast4,
      routingLast4: account.routingLast4 ?? null,
    };
    await saveAccount(input.tx, { applicationUuid: input.record.uuid, purpose: 'DISBURSE', account: { source: 'LINKED', accountType: account.accountType, institution: link.institution }, sealed });
    return accountFacts('LINKED', sealed.accountLast4, sealed.routingLast4);
  },
  async storeTypedAccount(input) {
    // The flow checked both numbers (the ABA checksum, the account typed twice); they rest sealed only.
    const sealed = sealNumbers(input.sensitive, input.record.uuid, { accountNumber: String(input.answers.accountNumber), routingNumber: String(input.answers.routingNumber) });
    const accountType = input.answers.accountType === 'SAVINGS' ? 'SAVINGS' : 'CHECKING';
    await saveAccount(input.tx, { applicationUuid: input.record.uuid, purpose: 'DISBURSE', account: { source: 'TYPED', accountType }, sealed });
    return accountFacts('TYPED', sealed.accountLast4, sealed.routingLast4);
  },
  async recordExchangeDisburse() {
    // A crypto-backed line's draw goes to the applicant's exchange account: no bank numbers to seal.
    return { disburseAccount: { source: 'EXCHANGE', mask: null, routingMask: null }, hasRoutingNumber: false };
  },
  async recordPaymentMethod(input) {
    const method = input.answers.paymentMethod === 'AUTOPAY' ? 'AUTOPAY' : 'MANUAL';
    if (method === 'AUTOPAY') {
      // Automatic payments come from the disbursement account (bank/confirm shows it).
      await copyDisburseToAutopay(input.tx, input.record.uuid);
    }
    return { paymentMethod: method, paymentMethodChosenAt: input.closingNow.toISOString() };
  },
  async recordRescission(input) {
    // The applicant cancelled within the right of rescission: evidence of when and from where.
    return { rescindedAt: input.closingNow.toISOString(), rescindedFrom: { ip: input.client.ip, userAgent: input.client.userAgent ?? null } };
  },
};

export const MANUAL_NOTARY_FEE = 350;

function accountFacts(source: 'LINKED' | 'TYPED', accountLast4: string, routingLast4: string | null): Record<string, unknown> {
  return { disburseAccount: { source, mask: accountLast4, routingMask: routingLast4 }, hasRoutingNumber: routingLast4 !== null };
}
