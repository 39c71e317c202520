// The third-party calls after the offer (hard credit, income, employment, identity, BPO, closing
// documents), each behind an interface like those of pre-qualification (types.ts).
import type { Address, Applicant } from './party-types';

interface Adapter {
  readonly kind: 'sandbox' | 'http';
}

/** Every call names its application: the provider's reference, and how a sandbox counts repeat checks. */
interface ApplicationCall {
  /** The same key for a retried call, so the provider acts (and bills) once. */
  idempotencyKey: string;
  applicationUuid: string;
}

/** A debt on the credit file (spec section 3 Liability), with the provider's id for it. */
export interface Liability {
  id: string;
  creditor: string;
  monetaryBalance: number;
  monetaryCalculatedNextPaymentMinimumAmount: number;
}

export interface HardPullRequest extends ApplicationCall {
  applicant: Applicant;
  address: Address;
}

export interface HardCreditReport {
  outcome: 'MATCH' | 'FROZEN';
  creditScore?: number;
  /** A payment 60 or more days late on the file. */
  delinquent?: boolean;
  /** Liens and debts the HELOC may pay off. */
  liabilities?: Liability[];
  /** The file shows a lien pre-qualification did not see, so the line's lien position and CLTV change: the applicant requalifies. */
  lienPositionChanged?: boolean;
}

export interface HardCreditBureau extends Adapter {
  hardPull(request: HardPullRequest): Promise<HardCreditReport>;
}

export type IncomeMethod = 'PAYROLL' | 'BANK';
export const INCOME_METHODS: readonly IncomeMethod[] = ['PAYROLL', 'BANK'];

/** Spec section 3, Income source. */
export type IncomeSource =
  | 'EMPINFO'
  | 'MANUAL_PAYSTUB'
  | 'OTHER'
  | 'PLAID_TRANSACTIONS'
  | 'POINTSERV_1099_MISC'
  | 'POINTSERV_PAYROLL'
  | 'POINTSERV_TAX'
  | 'TRUV_FINANCIAL_ACCOUNTS'
  | 'TRUV_PAYROLL'
  | 'UNKNOWN';

export interface LinkSessionRequest {
  applicationUuid: string;
  method: IncomeMethod;
  /** Where the provider's hosted page sends the applicant back: a path of ours under /account/heloc/. */
  returnUrl: string;
}

export interface LinkSession {
  linkSessionId: string;
  /** The provider's hosted page the browser opens to connect a payroll or bank account. */
  hostedUrl: string;
}

export interface Paystub {
  documentId: string;
  contentType?: string;
  size?: number;
}

export interface IncomeVerifyRequest extends ApplicationCall {
  applicant: Applicant;
  /** A payroll or bank link the applicant completed on the hosted page. */
  linkSessionId?: string;
  /** Or pay stubs the applicant uploaded. */
  paystubs?: Paystub[];
  /** Or a self-employed applicant's federal tax returns (self-employ-tax-verification), uploaded as pay stubs are. */
  taxReturns?: Paystub[];
  /** Or a self-employed applicant's business bank statements (business-iv), uploaded as pay stubs are. */
  businessStatements?: Paystub[];
  /** Yearly income the applicant stated. */
  statedIncome: number;
}

export type IncomeOutcome = 'VERIFIED' | 'NEEDS_EMPLOYER' | 'REDUCED' | 'FAILED';

export interface IncomeVerification {
  outcome: IncomeOutcome;
  /** Yearly income the provider verified (VERIFIED, REDUCED). */
  verifiedIncome?: number;
  source?: IncomeSource;
}

export interface IncomeVerifier extends Adapter {
  createLinkSession(request: LinkSessionRequest): Promise<LinkSession>;
  verify(request: IncomeVerifyRequest): Promise<IncomeVerification>;
}

export interface EmploymentVerifyRequest extends ApplicationCall {
  applicant: Applicant;
  /** The employer-verification flow's answers as the applicant gave them. */
  employer: Record<string, unknown>;
}

export interface EmploymentVerification {
  outcome: 'VERIFIED' | 'FAILED';
}

export interface EmploymentVerifier extends Adapter {
  verify(request: EmploymentVerifyRequest): Promise<EmploymentVerification>;
}

export interface IdentityDocumentRef {
  documentId: string;
  side: 'FRONT' | 'BACK';
  contentType?: string;
}

export interface IdentityCheckRequest extends ApplicationCall {
  applicant: Applicant;
  /** Spec section 3 Identity documents, as the id-document flow names it. */
  documentType: string;
  documents: IdentityDocumentRef[];
}

/** Spec section 3, Verification status. */
export type VerificationStatus = 'VERIFIED' | 'FAILED_VERIFICATION' | 'PENDING_REVIEW';

/** PIN_REVIEW: the identity questions' PIN did not match; a reviewer calls (review-app/incorrect-pin). */
export type IdentityCheckOutcome = VerificationStatus | 'PIN_REVIEW';

export interface IdentityCheckResult {
  outcome: IdentityCheckOutcome;
}

export interface IdentityChecker extends Adapter {
  check(request: IdentityCheckRequest): Promise<IdentityCheckResult>;
}

export interface BpoRequest extends ApplicationCall {
  address: Address;
  /** The applicant's own estimate (bpo/estimate-value), when given. */
  estimatedValue?: number;
}

/**
 * VALUE: the valuer's figure; NO_VALUE: the home cannot be valued this way. PENDING: the valuer has
 * not reported yet (a BPO takes days; the step asks again later). HELD: the vendor holds the order
 * for a person's review before it goes out.
 */
export const BPO_OUTCOMES = ['VALUE', 'NO_VALUE', 'PENDING', 'HELD'] as const;

/** Spec section 3's property condition, as a valuer reports it. */
export const PROPERTY_CONDITIONS = ['UNKNOWN_CONDITION', 'NOT_AVAILABLE', 'POOR', 'FAIR', 'AVERAGE', 'GOOD', 'EXCELLENT'] as const;
export type PropertyCondition = (typeof PROPERTY_CONDITIONS)[number];

/** A broker price opinion: a person's valuation where no AVM had one, and the condition the valuer saw. */
export interface BpoResult {
  outcome: (typeof BPO_OUTCOMES)[number];
  value?: number;
  condition?: PropertyCondition;
}

export interface BpoValuation extends Adapter {
  order(request: BpoRequest): Promise<BpoResult>;
}

export interface ClosingRequest extends ApplicationCall {
  applicant: Applicant;
  address: Address;
}

/**
 * PREPARING: the documents are still being generated (the step asks again later).
 * FLOOD_CERT_PENDING: the flood certificate the closing documents need has not come back yet.
 * The others hold the documents for a person: an underwriter (UW_REVIEW), the owners on title
 * differ from the application (OWNERSHIP_MISMATCH), the property data needs review
 * (PROPERTY_DATA_REVIEW), an on-site appraisal is needed (APPRAISAL_REQUIRED), or payoff
 * statements for the liens are outstanding (PAYOFF_PENDING), or the credit file carries a fraud or
 * active-duty alert (FACTA), so the applicant's identity is confirmed by a person (FRAUD_ALERT).
 */
export const CLOSING_OUTCOMES = ['READY', 'PREPARING', 'FLOOD_CERT_PENDING', 'UW_REVIEW', 'OWNERSHIP_MISMATCH', 'PROPERTY_DATA_REVIEW', 'APPRAISAL_REQUIRED', 'PAYOFF_PENDING', 'FRAUD_ALERT'] as const;

export interface ClosingResult {
  outcome: (typeof CLOSING_OUTCOMES)[number];
}

export interface ClosingDocuments extends Adapter {
  prepare(request: ClosingRequest): Promise<ClosingResult>;
}

export interface EsignPrepareRequest extends ApplicationCall {
  applicant: Applicant;
  address: Address;
  /** ESIGN_CONSENT, HELOC_AGREEMENT, TIL_DISCLOSURES, RIGHT_TO_CANCEL. */
  documentKind: string;
  copyNumber: number;
  /** The SHA-256 of the PDF's bytes the vendor places its signature fields on. */
  sha256: string;
}

export interface EsignPrepareResult {
  outcome: 'PREPARED';
  vendorDocumentId: string;
}

export interface EsignEnvelopeRequest extends ApplicationCall {
  applicant: Applicant;
  /** Every closing document with the hash the applicant signed (null: delivered, not signed). */
  documents: Array<{ documentUuid: string; sha256: string; signedSha256: string | null }>;
  /** The additional signers invited (issue 16) and whether each signed their documents; absent: none invited. */
  additionalSigners?: Array<{ participantUuid: string; signed: boolean }>;
}

/**
 * COMPLETED: the envelope is sealed, every signer has signed. CO_DEED_REQUIRED: an owner on title
 * who is not the applicant (an additional signer, spec: CO_DEED_REQ) must sign too.
 */
export const ESIGN_OUTCOMES = ['COMPLETED', 'CO_DEED_REQUIRED'] as const;

export interface EsignEnvelopeResult {
  outcome: (typeof ESIGN_OUTCOMES)[number];
  envelopeId: string;
}

/** The e-sign vendor: prepares each closing document's signature fields and seals the signed envelope. */
export interface EsignProvider extends Adapter {
  prepare(request: EsignPrepareRequest): Promise<EsignPrepareResult>;
  complete(request: EsignEnvelopeRequest): Promise<EsignEnvelopeResult>;
}
