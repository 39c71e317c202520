// The third-party calls of pre-qualification, each behind an interface so the pipeline does not
// know whether a sandbox or a real provider answers.
import type { ApiLoanOriginator } from '../../generated/types/api-loan-originator';
import type { ApiReferral } from '../../generated/types/api-referral';
import type { BpoValuation, ClosingDocuments, EsignProvider, EmploymentVerifier, HardCreditBureau, IdentityChecker, IncomeVerifier } from './application-types';
import type { BankData, Notary, Settlement } from './closing-types';
import type { Address, Applicant } from './party-types';

export type * from './application-types';
// Who and where a call is about, shared by every provider's types (in a file of their own so the
// application and closing types need not import this file back).
export type * from './party-types';

/** Which adapter answers: the sandbox (made-up, deterministic answers) or a real provider. */
export type ProviderKind = 'sandbox' | 'http';
export type ProviderName = 'credit' | 'property' | 'valuation' | 'hardCredit' | 'income' | 'employment' | 'identity' | 'bpo' | 'closing' | 'esign' | 'notary' | 'bankData' | 'settlement';
export const PROVIDER_NAMES: readonly ProviderName[] = ['credit', 'property', 'valuation', 'hardCredit', 'income', 'employment', 'identity', 'bpo', 'closing', 'esign', 'notary', 'bankData', 'settlement'];

interface Adapter {
  readonly kind: ProviderKind;
}

export interface SoftPullRequest {
  /** The same key for a retried call, so the provider pulls (and bills) once. */
  idempotencyKey: string;
  /** Our reference for the application (a sandbox tells a retried pull from a first one by it). */
  applicationUuid?: string;
  applicant: Applicant;
  address: Address;
}

export type CreditOutcome = 'MATCH' | 'NO_MATCH' | 'NO_MATCH_SSN' | 'FROZEN';

export interface CreditReport {
  outcome: CreditOutcome;
  creditScore?: number;
  monthlyDebt?: number;
  /** Mortgage and HELOC balances on the credit file. */
  lienBalance?: number;
  /** 'YYYY-MM-DD' */
  lastHelocOpenedDate?: string;
  /** The file supports the line only on the applicant's assets (asset depletion): an underwriter reviews them (product/assets). */
  assetDepletion?: boolean;
}

export interface CreditBureau extends Adapter {
  softPull(request: SoftPullRequest): Promise<CreditReport>;
}

export interface PropertySearchRequest {
  idempotencyKey: string;
  address: Address;
}

export type PropertyOutcome = 'FOUND' | 'NONE' | 'MULTIPLE';

export interface PropertyRecord {
  propertyId: string;
  address: Address;
  ownerNames: string[];
  /** 'YYYY-MM-DD' */
  lastTransferDate?: string;
}

export interface PropertySearchResult {
  outcome: PropertyOutcome;
  /** Present exactly when outcome is FOUND. */
  property?: PropertyRecord;
}

export interface PropertyRecords extends Adapter {
  search(request: PropertySearchRequest): Promise<PropertySearchResult>;
}

export interface ValuationRequest {
  idempotencyKey: string;
  propertyId: string;
  address: Address;
}

export type ValuationOutcome = 'VALUE' | 'NO_AVM';

/** An automated valuation model (AVM) estimate. */
export interface ValuationResult {
  outcome: ValuationOutcome;
  value?: number;
  /** 0 to 1. */
  confidence?: number;
  /** The market rent estimate, per month (a DSCR line without a lease uses it); absent when the model has none. */
  rentEstimate?: number;
}

export interface Valuation extends Adapter {
  estimate(request: ValuationRequest): Promise<ValuationResult>;
}


export interface Providers {
  credit: CreditBureau;
  property: PropertyRecords;
  valuation: Valuation;
  hardCredit: HardCreditBureau;
  income: IncomeVerifier;
  employment: EmploymentVerifier;
  identity: IdentityChecker;
  bpo: BpoValuation;
  closing: ClosingDocuments;
  notary: Notary;
  bankData: BankData;
  settlement: Settlement;
  esign: EsignProvider;
}

/** A loan originator as the lead portal knows it (spec section 3 Loan originator). */
export type LoanOriginator = ApiLoanOriginator;

/** A referral a loan originator sent, with where it stands in the lead portal (e.g. OPEN, APPLIED). */
export interface ReferralRecord {
  status: string;
  referral: ApiReferral;
}

/**
 * The lead portal: loan originators work for one organisation, so an originator asked for under
 * another organisation is unknown (undefined), exactly like one that does not exist.
 */
export interface LeadPortal extends Adapter {
  getLoanOriginator(uuid: string, orgCode: string): Promise<LoanOriginator | undefined>;
  /** Two-letter codes of the states the originator is licensed in. */
  getLicensedStates(uuid: string, orgCode: string): Promise<string[] | undefined>;
  getReferral(uuid: string): Promise<ReferralRecord | undefined>;
}

/** The providers answered by a sandbox, in PROVIDER_NAMES order. */
export function listSandboxes(providers: Providers): ProviderName[] {
  return PROVIDER_NAMES.filter((name) => providers[name].kind === 'sandbox');
}

export type ProviderFailure =
  | 'timeout'
  | 'network'
  | 'redirect'
  | 'http_status'
  | 'too_large'
  | 'malformed_json'
  | 'wrong_shape'
  | 'idempotency_conflict'
  /** Refused without calling: the provider's circuit breaker is open (src/server/providers/circuit-breaker.ts). */
  | 'circuit_open';

export interface ProviderErrorDetails {
  provider: ProviderName;
  failure: ProviderFailure;
  /** Whether calling again with the same idempotency key may succeed. */
  retryable: boolean;
  status?: number;
  /** From a Retry-After header, when the provider sent one. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/**
 * Every provider failure, so the pipeline decides "retry later" or "needs a person" from one flag.
 * The message never carries the response body: it may hold an applicant's data.
 */
export class ProviderError extends Error {
  readonly provider: ProviderName;
  readonly failure: ProviderFailure;
  readonly retryable: boolean;
  readonly status: number | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, details: ProviderErrorDetails) {
    super(message, { cause: details.cause });
    this.name = 'ProviderError';
    this.provider = details.provider;
    this.failure = details.failure;
    this.retryable = details.retryable;
    this.status = details.status;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}
