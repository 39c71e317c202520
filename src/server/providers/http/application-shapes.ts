// Shape checks of the answers of the providers after the offer (see shapes.ts): a clean copy with
// only the fields we know, or undefined for a wrong shape.
import type {
  BpoResult,
  ClosingResult,
  EmploymentVerification,
  HardCreditReport,
  IdentityCheckResult,
  IncomeSource,
  IncomeVerification,
  Liability,
  LinkSession,
} from '../types';
import { CLOSING_OUTCOMES, ESIGN_OUTCOMES } from '../application-types';
import type { EsignEnvelopeResult, EsignPrepareResult } from '../application-types';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '' && v.length <= 500;
const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const oneOf = <T extends string>(values: readonly T[]) => (v: unknown): v is T => values.includes(v as T);

const INCOME_SOURCES: readonly IncomeSource[] = [
  'EMPINFO', 'MANUAL_PAYSTUB', 'OTHER', 'PLAID_TRANSACTIONS', 'POINTSERV_1099_MISC',
  'POINTSERV_PAYROLL', 'POINTSERV_TAX', 'TRUV_FINANCIAL_ACCOUNTS', 'TRUV_PAYROLL', 'UNKNOWN',
];

export function toHardCreditReport(value: unknown): HardCreditReport | undefined {
  if (!isObject(value)) return undefined;
  if (value.outcome === 'FROZEN') return { outcome: 'FROZEN' };
  const { outcome, creditScore, delinquent, liabilities } = value;
  if (outcome !== 'MATCH' || !Number.isInteger(creditScore) || typeof delinquent !== 'boolean' || !Array.isArray(liabilities)) return undefined;
  const clean = liabilities.map(toLiability);
  if (clean.some((l) => l === undefined)) return undefined;
  const report: HardCreditReport = { outcome, creditScore: creditScore as number, delinquent, liabilities: clean as Liability[] };
  if (value.lienPositionChanged === true) report.lienPositionChanged = true;
  return report;
}

function toLiability(value: unknown): Liability | undefined {
  if (!isObject(value)) return undefined;
  const { id, creditor, monetaryBalance, monetaryCalculatedNextPaymentMinimumAmount: minimum } = value;
  if (!isText(id) || !isText(creditor) || !isAmount(monetaryBalance) || !isAmount(minimum)) return undefined;
  return { id, creditor, monetaryBalance, monetaryCalculatedNextPaymentMinimumAmount: minimum };
}

export function toLinkSession(value: unknown): LinkSession | undefined {
  if (!isObject(value) || !isText(value.linkSessionId) || !isText(value.hostedUrl)) return undefined;
  // The browser is sent there: only the provider's own https page.
  if (!URL.canParse(value.hostedUrl) || new URL(value.hostedUrl).protocol !== 'https:') return undefined;
  return { linkSessionId: value.linkSessionId, hostedUrl: value.hostedUrl };
}

export function toIncomeVerification(value: unknown): IncomeVerification | undefined {
  if (!isObject(value)) return undefined;
  const { outcome, verifiedIncome, source } = value;
  if (!oneOf(['VERIFIED', 'NEEDS_EMPLOYER', 'REDUCED', 'FAILED'] as const)(outcome)) return undefined;
  if (source !== undefined && !oneOf(INCOME_SOURCES)(source)) return undefined;
  const needsIncome = outcome === 'VERIFIED' || outcome === 'REDUCED';
  if (needsIncome !== isAmount(verifiedIncome)) return undefined;
  return { outcome, ...(needsIncome ? { verifiedIncome: verifiedIncome as number } : {}), ...(source ? { source } : {}) };
}

export function toEmploymentVerification(value: unknown): EmploymentVerification | undefined {
  return isObject(value) && oneOf(['VERIFIED', 'FAILED'] as const)(value.outcome) ? { outcome: value.outcome } : undefined;
}

export function toIdentityCheckResult(value: unknown): IdentityCheckResult | undefined {
  const outcomes = ['VERIFIED', 'FAILED_VERIFICATION', 'PENDING_REVIEW', 'PIN_REVIEW'] as const;
  return isObject(value) && oneOf(outcomes)(value.outcome) ? { outcome: value.outcome } : undefined;
}

export function toBpoResult(value: unknown): BpoResult | undefined {
  if (!isObject(value)) return undefined;
  // Without a value: no value can be given, the valuer has not reported yet, or the order is held.
  if (value.outcome === 'NO_VALUE' || value.outcome === 'PENDING' || value.outcome === 'HELD') return { outcome: value.outcome };
  return value.outcome === 'VALUE' && isAmount(value.value) && value.value > 0 ? { outcome: 'VALUE', value: value.value } : undefined;
}

export function toClosingResult(value: unknown): ClosingResult | undefined {
  return isObject(value) && oneOf(CLOSING_OUTCOMES)(value.outcome) ? { outcome: value.outcome } : undefined;
}

const isId = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '' && v.length <= 200;

export function toEsignPrepareResult(value: unknown): EsignPrepareResult | undefined {
  return isObject(value) && value.outcome === 'PREPARED' && isId(value.vendorDocumentId) ? { outcome: 'PREPARED', vendorDocumentId: value.vendorDocumentId } : undefined;
}

export function toEsignEnvelopeResult(value: unknown): EsignEnvelopeResult | undefined {
  return isObject(value) && oneOf(ESIGN_OUTCOMES)(value.outcome) && isId(value.envelopeId) ? { outcome: value.outcome, envelopeId: value.envelopeId } : undefined;
}
