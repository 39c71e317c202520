// The register-v2 answers (spec section 3, register data) as the create-HELOC body of our service
// contract (schemas/api/create-heloc-request). Pressing 'Check my rate' under the note that the
// check will not affect the credit score is the applicant's consent to the soft credit pull.
import type { ApiCreateHelocRequest } from '../../../../generated/types/api-create-heloc-request';
import type { ApiConsentTypes } from '../../../../generated/types/api-consent-types';
import { isUuid } from '../../../../core/contract/ids';
import type { Answers } from '../../../../core/flow/types';

type Income = { income: number; otherIncome?: number | null; employmentType: ApiCreateHelocRequest['employmentType'] };

export function toHelocRequest(answers: Answers, documents: ApiConsentTypes, referrer: string | null): ApiCreateHelocRequest {
  const income = answers.income as Income;
  const version = (type: string) => documents.find((d) => d.type === type)?.version ?? 'unknown';
  const agreed = (type: 'PRIVACY' | 'TERMS' | 'COMMUNICATIONS' | 'SOFT_CREDIT', accepted: boolean) => ({ type, version: version(type), accepted });
  return {
    propertyRequest: answers.propertyAddress as ApiCreateHelocRequest['propertyRequest'],
    ...(answers.homeAddress ? { homeAddress: answers.homeAddress as ApiCreateHelocRequest['homeAddress'] } : {}),
    propertyListedForSale: answers.isListedForSale === 'YES',
    income: { incomePrimary: income.income, incomeOther: income.otherIncome ?? null },
    employmentType: income.employmentType,
    profileRequest: {
      name: answers.name as ApiCreateHelocRequest['profileRequest']['name'],
      dob: answers.dob as ApiCreateHelocRequest['profileRequest']['dob'],
      ...(typeof answers.phoneNumber === 'string' ? { phoneNumber: answers.phoneNumber } : {}),
    },
    consentRequests: [
      agreed('PRIVACY', answers.termPrivacyConsent === true),
      agreed('TERMS', answers.termPrivacyConsent === true),
      agreed('COMMUNICATIONS', answers.communicationConsent === true),
      agreed('SOFT_CREDIT', true),
    ],
    ...(isUuid(referrer) ? { referrerId: referrer } : {}),
  };
}
