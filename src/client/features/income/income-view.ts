// What the income screens decide without a browser: the ways to verify income an offer set asks
// for, the application id kept across the provider's hosted page (spec section 2: "plaid-oauth-
// success: the application id is read from browser storage key heloc_uuid"), the link session
// kept with it, and the callbacks' query parameters.
import type { OfferSet } from '../../../generated/types/offer-set';
import { isUuid } from '../../../core/contract/ids';
import { SELF_EMPLOYED_DOCUMENT_TYPES } from '../../../core/status/guards';
import { UPLOAD_BUSINESS_STATEMENTS, UPLOAD_TAX_RETURNS, type EventName } from '../../../generated/events';
import type { ApiDocumentType } from '../../../generated/types/api-document-type';
import taxReturnsSchema from '../../../../schemas/api/upload-tax-returns.schema.json';
import businessStatementsSchema from '../../../../schemas/api/upload-business-statements.schema.json';

export type IncomeMethod = 'payroll' | 'bank' | 'upload' | SelfEmployedDocuments;
/** A self-employed applicant's documents, asked instead of the other ways by the lender's switches. */
export type SelfEmployedDocuments = 'taxReturns' | 'businessStatements';
export type LinkMethod = 'PAYROLL' | 'BANK';

/** Each income source of the offer set's incomeRequestRecords, as the screen that collects it. */
const METHOD_OF_SOURCE: Record<string, IncomeMethod> = {
  POINTSERV_PAYROLL: 'payroll',
  TRUV_PAYROLL: 'payroll',
  POINTSERV_1099_MISC: 'payroll',
  POINTSERV_TAX: 'payroll',
  EMPINFO: 'payroll',
  PLAID_TRANSACTIONS: 'bank',
  TRUV_FINANCIAL_ACCOUNTS: 'bank',
  MANUAL_PAYSTUB: 'upload',
};

export const DEFAULT_METHODS: IncomeMethod[] = ['payroll', 'bank', 'upload'];

/** The methods offered, in the order payroll, bank, upload; all three when the set names none. */
export function incomeMethods(offerSet: Pick<OfferSet, 'incomeRequestRecords'> | undefined): IncomeMethod[] {
  const sources = (offerSet?.incomeRequestRecords ?? []).flatMap((r) => [...r.methods, r.verificationMethod]);
  const methods = new Set(sources.map((s) => METHOD_OF_SOURCE[s]).filter((m): m is IncomeMethod => m !== undefined));
  return methods.size ? DEFAULT_METHODS.filter((m) => methods.has(m)) : DEFAULT_METHODS;
}

/** income/link/{type}: the type of the path, if it is one we link. */
export function linkMethodOf(path: string): LinkMethod | undefined {
  const type = path.split('/').pop();
  return type === 'payroll' ? 'PAYROLL' : type === 'bank' ? 'BANK' : undefined;
}

/** Each self-employed applicant's upload: its event, document type and how many files it takes at least (its schema's minItems). */
export const SELF_EMPLOYED_UPLOADS: Record<SelfEmployedDocuments, { event: EventName; documentType: ApiDocumentType; required: number }> = {
  taxReturns: { event: UPLOAD_TAX_RETURNS, documentType: SELF_EMPLOYED_DOCUMENT_TYPES.taxReturns, required: taxReturnsSchema.properties.documentIds.minItems },
  businessStatements: { event: UPLOAD_BUSINESS_STATEMENTS, documentType: SELF_EMPLOYED_DOCUMENT_TYPES.businessStatements, required: businessStatementsSchema.properties.documentIds.minItems },
};

/** Whether a way is one of the self-employed applicant's documents. */
export const isSelfEmployedDocuments = (method: IncomeMethod): method is SelfEmployedDocuments => Object.hasOwn(SELF_EMPLOYED_UPLOADS, method);

/** income/upload's query parameter naming which of them it asks for (income/review's links). */
export const DOCUMENTS_PARAM = 'documents';

/** The self-employed applicant's documents the server takes now (their events among the status's), in the table's order. */
export function selfEmployedDocumentsFor(events: readonly string[] | undefined): SelfEmployedDocuments[] {
  return (Object.keys(SELF_EMPLOYED_UPLOADS) as SelfEmployedDocuments[]).filter((kind) => events?.includes(SELF_EMPLOYED_UPLOADS[kind].event));
}

/**
 * The methods offered: only the self-employed applicant's documents when the server takes them
 * (self-employ-tax-verification: tax returns; business-iv: the business's bank statements; either
 * when both are on), else the offer set's.
 */
export function incomeMethodsFor(events: readonly string[] | undefined, offerSet: Pick<OfferSet, 'incomeRequestRecords'> | undefined): IncomeMethod[] {
  const documents = selfEmployedDocumentsFor(events);
  return documents.length > 0 ? documents : incomeMethods(offerSet);
}

/** The most paystubs one UPLOAD_PAYSTUBS takes (the server's documentIds maxItems). */
export const MAX_PAYSTUBS = 10;

/** Paystubs to upload: the condition's or offer set's numDocsRequired, default 1 (spec section 9). */
export function paystubsRequired(...sources: unknown[]): number {
  for (const source of sources) {
    const n = (source as { numDocsRequired?: unknown; xtraData?: { numDocsRequired?: unknown } } | undefined);
    const value = n?.xtraData?.numDocsRequired ?? n?.numDocsRequired;
    if (typeof value === 'number' && Number.isInteger(value) && value >= 1) return Math.min(value, MAX_PAYSTUBS);
  }
  return 1;
}

// ---- kept across the provider's page -------------------------------------------------------------

export const HELOC_UUID_KEY = 'heloc_uuid';
export const LINK_SESSION_KEY = 'heloc_link_session';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Keeps the application id and the link session; false when storage is blocked. */
export function rememberLink(store: KeyValueStore, uuid: string, session: { linkSessionId: string; method: LinkMethod }): boolean {
  try {
    store.setItem(HELOC_UUID_KEY, uuid);
    store.setItem(LINK_SESSION_KEY, JSON.stringify(session));
    return true;
  } catch {
    return false;
  }
}

/** The application id kept before leaving for the provider: only a well-formed one counts. */
export function storedApplicationId(store: KeyValueStore): string | undefined {
  try {
    const value = store.getItem(HELOC_UUID_KEY);
    return isUuid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function storedSession(store: KeyValueStore): { linkSessionId: string; method: LinkMethod } | undefined {
  try {
    const value = JSON.parse(store.getItem(LINK_SESSION_KEY) ?? 'null') as { linkSessionId?: unknown; method?: unknown } | null;
    if (typeof value?.linkSessionId === 'string' && (value.method === 'PAYROLL' || value.method === 'BANK')) return { linkSessionId: value.linkSessionId, method: value.method };
  } catch {
    // Blocked storage or a value of an older page: the query decides.
  }
  return undefined;
}

export type CallbackResult =
  | { ok: true; uuid: string; answers: { method: LinkMethod; linkSessionId: string } }
  | { ok: false; reason: 'noApplication' | 'noSession' | 'notLinked' };

/**
 * What a provider's return means. pointserv-callback: `?linkSessionId=..&status=success` (payroll);
 * `pathUuid`: the application of a return below /{uuid};
 * plaid-oauth-success: `?oauth_state_id=..` (bank; the session is the one kept before leaving).
 */
export function readCallback(kind: 'pointserv' | 'plaid', search: string, store: KeyValueStore, pathUuid?: string): CallbackResult {
  // Below /{uuid} the path names the application; elsewhere the id kept before leaving does.
  const uuid = isUuid(pathUuid) ? pathUuid : storedApplicationId(store);
  if (!uuid) return { ok: false, reason: 'noApplication' };
  const query = new URLSearchParams(search);
  const kept = storedSession(store);
  if (kind === 'pointserv') {
    if (query.get('status') !== 'success') return { ok: false, reason: 'notLinked' };
    const linkSessionId = query.get('linkSessionId') ?? kept?.linkSessionId;
    return linkSessionId ? { ok: true, uuid, answers: { method: 'PAYROLL', linkSessionId } } : { ok: false, reason: 'noSession' };
  }
  const linkSessionId = kept?.method === 'BANK' ? kept.linkSessionId : (query.get('oauth_state_id') ?? undefined);
  return linkSessionId ? { ok: true, uuid, answers: { method: 'BANK', linkSessionId } } : { ok: false, reason: 'noSession' };
}

/** Forgets what was kept for the provider's page, once its return has been handled. */
export function forgetLink(store: KeyValueStore): void {
  try {
    store.removeItem(LINK_SESSION_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The provider's hosted page: only an http(s) URL or a path on this site is followed. */
export function safeHostedUrl(hostedUrl: unknown, origin: string): string | undefined {
  if (typeof hostedUrl !== 'string' || !URL.canParse(hostedUrl, origin)) return undefined;
  const url = new URL(hostedUrl, origin);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
}
