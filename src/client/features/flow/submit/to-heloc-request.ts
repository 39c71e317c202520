// The register-v2 answers (spec section 3, register data) as the create-HELOC body of our service
// contract (schemas/api/create-heloc-request). Pressing 'Check my rate' under the note that the
// check will not affect the credit score is the applicant's consent to the soft credit pull.
import type { ApiCreateHelocRequest } from '../../../../generated/types/api-create-heloc-request';
import type { ApiConsentTypes } from '../../../../generated/types/api-consent-types';
import { isUuid, REFERRAL_PARAM } from '../../../../core/contract/ids';
import type { Answers } from '../../../../core/flow/types';

type Income = { income: number; otherIncome?: number | null; employmentType: ApiCreateHelocRequest['employmentType'] };

/** Query parameters that travel with the applicant and go with the application (utm_source=cloc marks a crypto HELOC). */
function utmParameters(query: URLSearchParams): Record<string, string> | undefined {
  const utm = [...query.entries()].filter(([name, value]) => name.startsWith('utm_') && value !== '').slice(0, 20);
  return utm.length ? Object.fromEntries(utm.map(([name, value]) => [name, value.slice(0, 200)])) : undefined;
}

/**
 * `requestAnswers`: the answers the registration flow lists for its create request beyond the
 * fields below (a rental's rent and costs); a flow asking no income sends none.
 */
export function toHelocRequest(answers: Answers, documents: ApiConsentTypes, query: URLSearchParams, requestAnswers: readonly string[] = []): ApiCreateHelocRequest {
  const referrer = query.get('referrer');
  // A broker's referral goes with its referrer only (the server keeps it only when they match).
  const referral = query.get(REFERRAL_PARAM);
  // Only a code the offer lookup knew stays in the URL (the entry drops an unknown one).
  const offerCode = query.get('offerCode');
  const utm = utmParameters(query);
  const income = answers.income as Income | undefined;
  const extra = requestAnswers.filter((name) => answers[name] !== undefined);
  const version = (type: string) => documents.find((d) => d.type === type)?.version ?? 'unknown';
  const agreed = (type: 'PRIVACY' | 'TERMS' | 'COMMUNICATIONS' | 'SOFT_CREDIT', accepted: boolean) => ({ type, version: version(type), accepted });
  return {
    propertyRequest: answers.propertyAddress as ApiCreateHelocRequest['propertyRequest'],
    ...(answers.homeAddress ? { homeAddress: answers.homeAddress as ApiCreateHelocRequest['homeAddress'] } : {}),
    propertyListedForSale: answers.isListedForSale === 'YES',
    ...(income ? { income: { incomePrimary: income.income, incomeOther: income.otherIncome ?? null }, employmentType: income.employmentType } : {}),
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
    ...(isUuid(referrer) ? { referrerId: referrer, ...(isUuid(referral) ? { referralId: referral } : {}) } : {}),
    ...(offerCode ? { offerCode: offerCode.slice(0, 40) } : {}),
    ...(utm ? { utmParameters: utm } : {}),
    ...(extra.length ? { answers: Object.fromEntries(extra.map((name) => [name, answers[name]])) } : {}),
  };
}
