// Income and employment verification: the applicant linked a payroll or bank account, or
// uploaded pay stubs (or, self-employed, tax returns or the business's bank statements); when the provider needs it, the employer confirms the job.
import type { IncomeMethod, Paystub } from '../providers/types';
import type { ApplicationRecord } from '../services/application-records';
import { answersOf, applicantOf, statedIncome, type Runner, type StepDeps } from './steps-common';

/** Where the events' answers are kept (their API schema ids: the contract's applicant events). */
export const LINK_INCOME_ANSWERS = 'api-link-income';
export const UPLOAD_PAYSTUBS_ANSWERS = 'api-upload-paystubs';
export const EMPLOYER_ANSWERS = 'employer-verification';

export const UPLOAD_TAX_RETURNS_ANSWERS = 'api-upload-tax-returns';
export const UPLOAD_BUSINESS_STATEMENTS_ANSWERS = 'api-upload-business-statements';

type IncomeWay = 'LINK' | 'PAYSTUBS' | 'TAX_RETURNS' | 'BUSINESS_STATEMENTS';
const ANSWERS_OF: Record<IncomeWay, string> = {
  LINK: LINK_INCOME_ANSWERS,
  PAYSTUBS: UPLOAD_PAYSTUBS_ANSWERS,
  TAX_RETURNS: UPLOAD_TAX_RETURNS_ANSWERS,
  BUSINESS_STATEMENTS: UPLOAD_BUSINESS_STATEMENTS_ANSWERS,
};

/** Pure: the income method the applicant chose last (LINK_INCOME or one of the uploads), if any. */
export function latestIncomeMethod(application: ApplicationRecord): IncomeWay | undefined {
  let latest: [IncomeWay, string] | undefined;
  for (const [way, key] of Object.entries(ANSWERS_OF) as Array<[IncomeWay, string]>) {
    const at = application.answersUpdatedAt[key];
    if (at !== undefined && (latest === undefined || at > latest[1])) latest = [way, at];
  }
  return latest?.[0];
}

/** The uploaded documents named in one event's answers (pay stubs, tax returns) that belong to this application. */
async function documentsNamed(deps: StepDeps, application: ApplicationRecord, answersKey: string): Promise<Paystub[]> {
  const ids = answersOf(application, answersKey).documentIds;
  const named = Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  if (!deps.documentsOf) return named.map((documentId) => ({ documentId }));
  // Another application's document id names nothing here.
  const own = new Map((await deps.documentsOf(deps.db, application.uuid)).map((d) => [d.uuid, d]));
  return named.filter((id) => own.has(id)).map((id) => ({ documentId: id, contentType: own.get(id)!.contentType, size: own.get(id)!.size }));
}

export function incomeRunners(deps: StepDeps): Record<'incomeVerification' | 'employmentVerification', Runner> {
  return {
    async incomeVerification(application, idempotencyKey) {
      const method = latestIncomeMethod(application);
      const link = answersOf(application, LINK_INCOME_ANSWERS);
      const request = {
        idempotencyKey,
        applicationUuid: application.uuid,
        applicant: applicantOf(application),
        statedIncome: statedIncome(application),
        ...(method === 'PAYSTUBS' ? { paystubs: await documentsNamed(deps, application, UPLOAD_PAYSTUBS_ANSWERS) } : {}),
        ...(method === 'TAX_RETURNS' ? { taxReturns: await documentsNamed(deps, application, UPLOAD_TAX_RETURNS_ANSWERS) } : {}),
        ...(method === 'BUSINESS_STATEMENTS' ? { businessStatements: await documentsNamed(deps, application, UPLOAD_BUSINESS_STATEMENTS_ANSWERS) } : {}),
        ...(method === 'LINK' && typeof link.linkSessionId === 'string' ? { linkSessionId: link.linkSessionId } : {}),
      };
      const result = await deps.providers.income.verify(request);
      const facts = {
        ...(result.verifiedIncome !== undefined ? { incomeVerified: result.verifiedIncome } : {}),
        ...(result.source ? { verifiedIncomeSource: result.source } : {}),
      };
      const via = method === 'LINK' ? (link.method as IncomeMethod | undefined) : method;
      return { outcome: result.outcome, facts, detail: { outcome: result.outcome, via, paystubs: request.paystubs?.length, taxReturns: request.taxReturns?.length, businessStatements: request.businessStatements?.length } };
    },
    async employmentVerification(application, idempotencyKey) {
      const result = await deps.providers.employment.verify({
        idempotencyKey,
        applicationUuid: application.uuid,
        applicant: applicantOf(application),
        employer: answersOf(application, EMPLOYER_ANSWERS),
      });
      // A confirmed employer verifies the stated income from the employer's information (EMPINFO).
      const facts = result.outcome === 'VERIFIED' ? { incomeVerified: statedIncome(application), verifiedIncomeSource: 'EMPINFO' } : {};
      return { outcome: result.outcome, facts, detail: result };
    },
  };
}
