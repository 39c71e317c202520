// The third-party calls of closing: the notary (eNotary sessions and manual notaries), the
// bank-data provider that links an account, and settlement (recording the lien, funding the
// line). Each behind an interface like the others (types.ts), with a sandbox and an HTTP adapter.
import type { Address, Applicant } from './party-types';
import type { EXCHANGE_CURRENCY } from '../../core/bank/draw-destination';
import type { ApiCompleteEnotary } from '../../generated/types/api-complete-enotary';

interface Adapter {
  readonly kind: 'sandbox' | 'http';
}

interface ApplicationCall {
  /** The same key for a retried call, so the provider acts (and bills, and funds) once. */
  idempotencyKey: string;
  applicationUuid: string;
}

export const NOTARY_DOCUMENT_OUTCOMES = ['READY', 'ATTORNEY_REVIEW'] as const;
export const NOTARY_SESSION_OUTCOMES = ['SIGNED', 'FAILED'] as const;

export interface NotarySlot {
  slotId: string;
  /** ISO instant. */
  startsAt: string;
  notaryName: string;
}

export interface QuizQuestion {
  id: string;
  question: string;
  choices: Array<{ id: string; label: string }>;
}

export interface NotarySession {
  sessionId: string;
  videoUrl: string;
  quiz: QuizQuestion[];
}

export interface Notary extends Adapter {
  /** The notary's documents for the deed (an attorney reviews them in some cases). */
  prepare(request: ApplicationCall & { applicant: Applicant; state: string }): Promise<{ outcome: (typeof NOTARY_DOCUMENT_OUTCOMES)[number] }>;
  /** A manual notary's open slots from `from` on. */
  openSlots(request: { applicationUuid: string; applicant: Applicant; from: string }): Promise<NotarySlot[]>;
  /** Opens the eNotary's video session with its identity quiz (the same session for the same key). */
  startSession(request: ApplicationCall & { applicant: Applicant }): Promise<NotarySession>;
  /** The quiz answered in the session: the deed notarised, or not. */
  /** `location`: where the applicant was when the session completed (shared once by the browser, for the notary's record). */
  completeSession(request: ApplicationCall & { applicant: Applicant; sessionId: string; quizAnswers: Record<string, string>; location: NotaryLocation }): Promise<{ outcome: (typeof NOTARY_SESSION_OUTCOMES)[number] }>;
  /** Whether the manual notary signed the deed at the reserved slot (asked again until then). */
  manualStatus(request: ApplicationCall & { applicant: Applicant; slotId: string; startsAt: string; now: string }): Promise<{ outcome: 'SIGNED' | 'PENDING' | 'MISSED' }>;
}

export interface LinkedAccount {
  accountId: string;
  name: string;
  accountType: 'CHECKING' | 'SAVINGS';
  accountNumber: string;
  /** Absent for an account the provider could not give a routing number for. */
  routingNumber?: string;
}

export interface BankData extends Adapter {
  /** The accounts the applicant linked at their bank (full numbers: the server seals them at once). */
  link(request: { applicationUuid: string; applicant: Applicant }): Promise<{ institution: string; accounts: LinkedAccount[] }>;
}

export interface Settlement extends Adapter {
  /** Records the lien with the county. */
  record(request: ApplicationCall & { address: Address }): Promise<{ outcome: 'RECORDED' | 'WAIT'; instrumentNumber?: string }>;
  /** Sends the initial draw to the disbursement account (a bank account or the exchange account), once per key. */
  fund(request: ApplicationCall & { address: Address; amount: number; destination: DrawDestination }): Promise<{ outcome: 'FUNDED'; amount: number; referenceId: string }>;
}

/**
 * Where a draw is paid (src/core/bank/draw-destination.ts decides which from the recorded
 * disbursement account): a bank account by its full numbers (opened only for the call), or the
 * applicant's account at the brand's exchange, which the exchange knows by the application and
 * which takes US dollars (flows/crypto-heloc/README.md); it has no bank numbers.
 */
export type DrawDestination =
  | { kind: 'BANK_ACCOUNT'; routingNumber: string; accountNumber: string }
  | { kind: 'EXCHANGE_ACCOUNT'; currency: typeof EXCHANGE_CURRENCY };

/** Where the applicant was (api-complete-enotary's location). */
export type NotaryLocation = ApiCompleteEnotary['location'];
