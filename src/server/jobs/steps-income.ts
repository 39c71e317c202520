// Income and employment verification: the applicant linked a payroll or bank account, or
// uploaded pay stubs; when the provider needs it, the employer confirms the job.
import type { IncomeMethod, Paystub } from '../providers/types';
import type { ApplicationRecord } from '../services/application-records';
import { answersOf, applicantOf, statedIncome, type Runner, type StepDeps } from './steps-common';

/** Where the events' answers are kept (their API schema ids: the contract's applicant events). */
export const LINK_INCOME_ANSWERS = 'api-link-income';
export const UPLOAD_PAYSTUBS_ANSWERS = 'api-upload-paystubs';
export const EMPLOYER_ANSWERS = 'employer-verification';

/** Pure: the income method the applicant chose last (LINK_INCOME or UPLOAD_PAYSTUBS), if any. */
export function latestIncomeMethod(application: ApplicationRecord): 'LINK' | 'PAYSTUBS' | undefined {
  const linkedAt = application.answersUpdatedAt[LINK_INCOME_ANSWERS];
  const uploadedAt = application.answersUpdatedAt[UPLOAD_PAYSTUBS_ANSWERS];
  if (linkedAt === undefined) return uploadedAt === undefined ? undefined : 'PAYSTUBS';
  return uploadedAt !== undefined && uploadedAt > linkedAt ? 'PAYSTUBS' : 'LINK';
}

/** The uploaded pay stubs named in the answers that belong to this application. */
async function paystubsOf(deps: StepDeps, application: ApplicationRecord): Promise<Paystub[]> {
  const ids = answersOf(application, UPLOAD_PAYSTUBS_ANSWERS).documentIds;
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
        ...(method === 'PAYSTUBS' ? { paystubs: await paystubsOf(deps, application) } : {}),
        ...(method === 'LINK' && typeof link.linkSessionId === 'string' ? { linkSessionId: link.linkSessionId } : {}),
      };
      const result = await deps.providers.income.verify(request);
      const facts = {
        ...(result.verifiedIncome !== undefined ? { incomeVerified: result.verifiedIncome } : {}),
        ...(result.source ? { verifiedIncomeSource: result.source } : {}),
      };
      const via = method === 'LINK' ? (link.method as IncomeMethod | undefined) : method;
      return { outcome: result.outcome, facts, detail: { outcome: result.outcome, via, paystubs: request.paystubs?.length } };
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
