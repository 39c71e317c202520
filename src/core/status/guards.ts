// The machine's named guards, bound to code by name (xstate's shape): pure predicates over what the
// server knows of an application. A guard that reads the event's answers can only be judged when
// the event arrives; one that reads facts alone also decides which events the status answer lists.
import type { OfferSet } from '../../generated/types/offer-set';
import type { ErrorCode } from '../contract/errors';
import { isWithinEnotaryHours } from '../calendar/business-days';
import { BUSINESS_IV_FLAG, SELF_EMPLOY_TAX_FLAG } from '../flags/resolve';

export interface GuardContext {
  /** What the application has recorded so far (evidence of consents and disclosures, the chosen offer ...). */
  facts: Record<string, unknown>;
  offerSet?: OfferSet | null;
  /** The event's answers; absent when listing the events allowed now. */
  answers?: unknown;
  /** The application's uploaded documents (id and type), for events that name them. */
  documents?: Array<{ uuid: string; documentType: string }>;
  /** The application's closing clock (simulated in the sandbox); guards on time refuse without it. */
  now?: Date;
  /** The application's product. */
  product?: string;
  /** Whether its product's manifest says the line is crypto-backed (it needs no routing number). */
  isCrypto?: boolean;
  /** The application's feature flags as its brand and the console set them (absent: every flag off). */
  flags?: Readonly<Record<string, boolean>>;
  /** The employment the applicant stated at registration (spec section 3's employment types). */
  employmentType?: string;
}

interface Guard {
  /** Facts the guard makes sure of: the legal-order proof counts a passed guard as having them. */
  requires: string[];
  /** 'answers': judged only when the event arrives (listed as allowed until then). */
  reads: 'facts' | 'answers';
  /** The catalogue code of the refusal when the guard does not hold. */
  refusal: ErrorCode;
  /**
   * A guard on facts that also reads the answers when they come: the refusal when the facts hold
   * but the answers do not (the listing, without answers, judges the facts alone).
   */
  answersRefusal?: ErrorCode;
  test(ctx: GuardContext): boolean;
}

const cryptoBacked = (ctx: GuardContext) => ctx.isCrypto === true;

/**
 * Issue 29: with self-employ-tax-verification on, a self-employed applicant verifies income with
 * their federal tax returns: that is then the income step's only way, and without the flag no
 * tax returns are asked.
 */
export const taxReturnsAsked = (ctx: Pick<GuardContext, 'flags' | 'employmentType'>): boolean => ctx.flags?.[SELF_EMPLOY_TAX_FLAG] === true && ctx.employmentType === 'SELF_EMPLOYED';

/** Issue 29: with business-iv on, a self-employed applicant verifies the business's income with its bank statements. */
export const businessStatementsAsked = (ctx: Pick<GuardContext, 'flags' | 'employmentType'>): boolean => ctx.flags?.[BUSINESS_IV_FLAG] === true && ctx.employmentType === 'SELF_EMPLOYED';

/** The document type of each self-employed applicant's upload: the guards below and the upload screen read it. */
export const SELF_EMPLOYED_DOCUMENT_TYPES = { taxReturns: 'TAX_RETURN', businessStatements: 'BUSINESS_BANK_STATEMENT' } as const;

/** A self-employed applicant's documents are asked (either switch): they are then the income step's only ways, either one enough. */
const selfEmployedDocumentsAsked = (ctx: Pick<GuardContext, 'flags' | 'employmentType'>): boolean => taxReturnsAsked(ctx) || businessStatementsAsked(ctx);

/** Every id of the answers' documentIds names a document of this application of `type` (none named: false). */
function listedDocumentsUploaded({ answers, documents = [] }: GuardContext, type: string): boolean {
  const ids = (answers as { documentIds?: unknown } | undefined)?.documentIds;
  return Array.isArray(ids) && ids.length > 0 && ids.every((id) => documents.some((d) => d.uuid === id && d.documentType === type));
}

const hasFact = (ctx: GuardContext, name: string) => ctx.facts[name] !== undefined && ctx.facts[name] !== null && ctx.facts[name] !== false;

export const guards = {
  /** Spec section 5's offer match: an offer of the set (its term and fee) and a draw within minDraw..maxDraw. */
  offerMatches: {
    requires: [],
    reads: 'answers',
    refusal: 'OFFER_NOT_AVAILABLE',
    test: ({ offerSet, answers }) => {
      const a = answers as { offerId?: unknown; amount?: unknown } | undefined;
      const offer = offerSet?.offers.find((o) => o.id === a?.offerId);
      return !!offer && typeof a?.amount === 'number' && a.amount >= offer.minDraw && a.amount <= offer.maxDraw;
    },
  },
  /**
   * Every document the answers name (documentIds, frontDocumentId, backDocumentId) was uploaded to
   * this application, as the type its field says: an id of another application names nothing.
   */
  documentsUploaded: {
    requires: [],
    reads: 'answers',
    refusal: 'DOCUMENT_NOT_FOUND',
    test: ({ answers, documents = [] }) => {
      const a = (answers ?? {}) as { documentIds?: unknown; frontDocumentId?: unknown; backDocumentId?: unknown };
      const named: Array<[unknown, string[]]> = [
        ...(Array.isArray(a.documentIds) ? a.documentIds.map((id): [unknown, string[]] => [id, ['PAYSTUB']]) : []),
        ...(a.frontDocumentId !== undefined ? [[a.frontDocumentId, ['ID_FRONT']] as [unknown, string[]]] : []),
        ...(a.backDocumentId !== undefined ? [[a.backDocumentId, ['ID_BACK']] as [unknown, string[]]] : []),
      ];
      return named.length > 0 && named.every(([id, types]) => documents.some((d) => d.uuid === id && types.includes(d.documentType)));
    },
  },
  /** A payroll or bank link verifies income unless a self-employed applicant's documents are asked. */
  incomeLinkable: {
    requires: [],
    reads: 'facts',
    refusal: 'SELF_EMPLOYED_DOCUMENTS_REQUIRED',
    test: (ctx) => !selfEmployedDocumentsAsked(ctx),
  },
  /** Pay stubs of this application (documentsUploaded), unless a self-employed applicant's documents are asked instead. */
  paystubsUploaded: {
    requires: [],
    reads: 'facts',
    refusal: 'SELF_EMPLOYED_DOCUMENTS_REQUIRED',
    answersRefusal: 'DOCUMENT_NOT_FOUND',
    test: (ctx) => !selfEmployedDocumentsAsked(ctx) && (ctx.answers === undefined || listedDocumentsUploaded(ctx, 'PAYSTUB')),
  },
  /** Tax returns only when they are asked (taxReturnsAsked), and each one uploaded to this application. */
  taxReturnsUploaded: {
    requires: [],
    reads: 'facts',
    refusal: 'EVENT_NOT_ALLOWED',
    answersRefusal: 'DOCUMENT_NOT_FOUND',
    test: (ctx) => taxReturnsAsked(ctx) && (ctx.answers === undefined || listedDocumentsUploaded(ctx, SELF_EMPLOYED_DOCUMENT_TYPES.taxReturns)),
  },
  /** The business's bank statements only when they are asked (businessStatementsAsked), each one uploaded to this application. */
  businessStatementsUploaded: {
    requires: [],
    reads: 'facts',
    refusal: 'EVENT_NOT_ALLOWED',
    answersRefusal: 'DOCUMENT_NOT_FOUND',
    test: (ctx) => businessStatementsAsked(ctx) && (ctx.answers === undefined || listedDocumentsUploaded(ctx, SELF_EMPLOYED_DOCUMENT_TYPES.businessStatements)),
  },
  /** Reg Z 1026.40: the early disclosures went out with the chosen offer before it is accepted. */
  earlyDisclosuresDelivered: {
    requires: ['earlyDisclosures', 'offerSelected'],
    reads: 'facts',
    refusal: 'EVENT_NOT_ALLOWED',
    test: (ctx) => hasFact(ctx, 'earlyDisclosures') && hasFact(ctx, 'offerSelected'),
  },
  /**
   * Accepting the offer: the early disclosures went out with the chosen offer (as above) and, for a
   * crypto-backed line (the product's isCrypto), its crypto terms were read (flows/crypto-heloc/README.md).
   */
  offerAcceptable: {
    requires: ['earlyDisclosures', 'offerSelected'],
    reads: 'facts',
    refusal: 'EVENT_NOT_ALLOWED',
    answersRefusal: 'CRYPTO_TERMS_REQUIRED',
    test: (ctx) =>
      hasFact(ctx, 'earlyDisclosures') &&
      hasFact(ctx, 'offerSelected') &&
      (ctx.answers === undefined || !cryptoBacked(ctx) || (ctx.answers as { cryptoTermsAcknowledged?: unknown }).cryptoTermsAcknowledged === true),
  },
  /** The exchange account takes the draw only for a crypto-backed line (the product's isCrypto). */
  cryptoBacked: {
    requires: [],
    reads: 'facts',
    refusal: 'EVENT_NOT_ALLOWED',
    test: (ctx) => cryptoBacked(ctx),
  },
  /**
   * The applicant stated a signed lease's monthly rent (flows/dscr/README.md): the lease itself is
   * asked for and checked before the application goes on. A branch, not a refusal: a list of
   * candidates names it first and goes elsewhere when it does not hold.
   */
  leaseRentStated: {
    requires: [],
    reads: 'facts',
    refusal: 'EVENT_NOT_ALLOWED',
    test: ({ facts }) => typeof facts.leaseMonthlyRent === 'number' && facts.leaseMonthlyRent > 0,
  },
  /** The hard pull has its own consent on record. */
  hardCreditConsented: {
    requires: ['hardCreditConsent'],
    reads: 'facts',
    refusal: 'EVENT_NOT_ALLOWED',
    test: (ctx) => hasFact(ctx, 'hardCreditConsent'),
  },
  /** 'Talk to eNotary' only inside the eNotary's hours: Monday to Saturday, 6 am to 6 pm Pacific. */
  withinEnotaryHours: {
    requires: [],
    reads: 'facts',
    refusal: 'OUTSIDE_ENOTARY_HOURS',
    test: ({ now }) => now !== undefined && isWithinEnotaryHours(now),
  },
  /** Payments are chosen once the disbursement account has a routing number (a crypto line needs none). */
  disburseAccountComplete: {
    requires: ['disburseAccount'],
    reads: 'facts',
    refusal: 'EVENT_NOT_ALLOWED',
    test: (ctx) => hasFact(ctx, 'disburseAccount') && (ctx.facts.hasRoutingNumber === true || cryptoBacked(ctx)),
  },
  /**
   * E-SIGN (15 U.S.C. 7001(c)(1)(C)(ii)): the consent names the code printed in the consent's PDF,
   * which shows the applicant can open the PDF documents that follow.
   */
  esignCodeMatches: {
    requires: [],
    reads: 'answers',
    refusal: 'ESIGN_CODE_MISMATCH',
    test: ({ facts, answers }) => {
      const code = (answers as { confirmationCode?: unknown } | undefined)?.confirmationCode;
      return typeof facts.esignCode === 'string' && typeof code === 'string' && code.trim() === facts.esignCode;
    },
  },
  /**
   * A signature names a document of the latest generation that needs one, not signed yet, and the
   * SHA-256 of its stored bytes: a signature over anything else (an older or altered copy) is refused.
   */
  documentSignable: {
    requires: ['esignConsent'],
    reads: 'answers',
    refusal: 'DOCUMENT_CHANGED',
    test: (ctx) => {
      const a = (ctx.answers ?? {}) as { documentUuid?: unknown; sha256?: unknown };
      const generated = signingFacts(ctx.facts);
      const id = typeof a.documentUuid === 'string' ? a.documentUuid : '';
      return hasFact(ctx, 'esignConsent') && Object.hasOwn(generated.toSign, id) && generated.toSign[id] === a.sha256 && !Object.hasOwn(signedOf(ctx.facts), id);
    },
  },
  /** Every document of the latest generation that needs a signature is signed. */
  allDocumentsSigned: {
    requires: ['esignConsent', 'documentsSigned'],
    reads: 'facts',
    refusal: 'EVENT_NOT_ALLOWED',
    test: (ctx) => {
      const ids = Object.keys(signingFacts(ctx.facts).toSign);
      const signed = signedOf(ctx.facts);
      return hasFact(ctx, 'esignConsent') && ids.length > 0 && ids.every((id) => Object.hasOwn(signed, id));
    },
  },
} satisfies Record<string, Guard>;

/** The generation step's record: the documents to sign, uuid → SHA-256 of the stored bytes. */
export function signingFacts(facts: Record<string, unknown>): { toSign: Record<string, string> } {
  const record = facts.closingDocuments as { toSign?: Record<string, string> } | undefined;
  return { toSign: record?.toSign && typeof record.toSign === 'object' ? record.toSign : {} };
}

/** The signatures recorded so far, uuid → the SHA-256 signed. */
export function signedOf(facts: Record<string, unknown>): Record<string, string> {
  const signed = facts.signedDocuments;
  return signed && typeof signed === 'object' ? (signed as Record<string, string>) : {};
}

export type GuardName = keyof typeof guards;

export const isGuardName = (name: string): name is GuardName => Object.hasOwn(guards, name);

export function guardOf(name: string): Guard | undefined {
  return isGuardName(name) ? guards[name] : undefined;
}
