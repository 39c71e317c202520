// What the sandbox answers after the offer: the default persona overlaid with every matching one,
// as answers.ts does for pre-qualification. Pure: the same request gives the same answer.
import type {
  BpoResult,
  ClosingResult,
  EsignEnvelopeResult,
  EmploymentVerification,
  HardCreditReport,
  IdentityCheckResult,
  IncomeMethod,
  IncomeSource,
  IncomeVerification,
} from '../types';
import { overlay } from './answers';
import type { Persona } from './personas';

export function answerHardCredit(matched: Persona[]): HardCreditReport {
  const answer = overlay(matched, 'hardCredit');
  if (answer.outcome !== 'MATCH') return { outcome: answer.outcome! };
  return {
    outcome: 'MATCH',
    creditScore: answer.creditScore!,
    delinquent: answer.delinquent ?? false,
    // The bureau's ids for the tradelines, stable for the same file.
    liabilities: (answer.liabilities ?? []).map((liability, i) => ({ id: `tradeline-${i + 1}`, ...liability })),
    ...(answer.lienPositionChanged === true ? { lienPositionChanged: true } : {}),
  };
}

/** The uploads that verify income: pay stubs, tax returns, a business's bank statements. */
export type UploadedIncome = 'PAYSTUBS' | 'TAX_RETURNS' | 'BUSINESS_STATEMENTS';
export const UPLOADED_VIA = { paystubs: 'PAYSTUBS', taxReturns: 'TAX_RETURNS', businessStatements: 'BUSINESS_STATEMENTS' } as const satisfies Record<string, UploadedIncome>;

/** How the income was verified: the provider's source for a payroll link, a bank link or an upload. */
const SOURCES: Record<IncomeMethod | UploadedIncome, IncomeSource> = {
  PAYROLL: 'POINTSERV_PAYROLL',
  BANK: 'PLAID_TRANSACTIONS',
  PAYSTUBS: 'MANUAL_PAYSTUB',
  TAX_RETURNS: 'OTHER',
  BUSINESS_STATEMENTS: 'OTHER',
};

/** `via` undefined: no completed link and no pay stubs, so nothing could be verified. */
export function answerIncome(matched: Persona[], via: IncomeMethod | UploadedIncome | undefined, statedIncome: number): IncomeVerification {
  if (via === undefined) return { outcome: 'FAILED' };
  const { withPaystubs, ...base } = overlay(matched, 'income');
  const answer = { ...base, ...(via === 'PAYSTUBS' ? withPaystubs : {}) };
  const source = SOURCES[via];
  if (answer.outcome !== 'VERIFIED' && answer.outcome !== 'REDUCED') return { outcome: answer.outcome!, source };
  // Whole dollars, as a payroll report gives yearly income.
  const verifiedIncome = Math.round(statedIncome * (answer.verifiedShare ?? 1));
  return { outcome: answer.outcome, verifiedIncome, source };
}

export function answerEmployment(matched: Persona[]): EmploymentVerification {
  return { outcome: overlay(matched, 'employment').outcome! };
}

export function answerIdentity(matched: Persona[], later: boolean): IdentityCheckResult {
  const { later: afterwards, ...base } = overlay(matched, 'identity');
  return { outcome: (later ? afterwards?.outcome : undefined) ?? base.outcome! };
}

export function answerBpo(matched: Persona[]): BpoResult {
  const answer = overlay(matched, 'bpo');
  return answer.outcome === 'VALUE' ? { outcome: 'VALUE', value: answer.value!, ...(answer.condition ? { condition: answer.condition } : {}) } : { outcome: answer.outcome! };
}

export function answerClosing(matched: Persona[], later: boolean): ClosingResult {
  const { later: afterwards, ...base } = overlay(matched, 'closing');
  return { outcome: (later ? afterwards?.outcome : undefined) ?? base.outcome! };
}

export function answerEsign(matched: Persona[], later: boolean, envelopeId: string): EsignEnvelopeResult {
  const { later: afterwards, ...base } = overlay(matched, 'esign');
  return { outcome: (later ? afterwards?.outcome : undefined) ?? base.outcome!, envelopeId };
}
