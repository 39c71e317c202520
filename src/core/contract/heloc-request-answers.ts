// The create-HELOC body (schemas/api/create-heloc-request) read back as the registration flow's
// answers, so the server runs the very flow the browser ran on what was submitted (the identity
// steps, email and password, are the registration call's to check).
import type { ApiCreateHelocRequest } from '../../generated/types/api-create-heloc-request';
import type { Answers } from '../flow/types';

export function answersOfHelocRequest(body: ApiCreateHelocRequest, requestAnswers: readonly string[] = []): Answers {
  const consented = (type: string) => body.consentRequests.some((c) => c.type === type && c.accepted);
  // Only the answers the flow says its create request carries; the fields below always win.
  const sent = (body.answers ?? {}) as Record<string, unknown>;
  const extra = Object.fromEntries(requestAnswers.filter((name) => Object.hasOwn(sent, name)).map((name) => [name, sent[name]]));
  return {
    ...extra,
    propertyAddress: body.propertyRequest,
    ...(body.homeAddress ? { homeAddress: body.homeAddress } : {}),
    isListedForSale: body.propertyListedForSale ? 'YES' : 'NO',
    ...(body.income
      ? {
          income: {
            income: body.income.incomePrimary,
            ...(body.income.incomeOther !== undefined ? { otherIncome: body.income.incomeOther } : {}),
            employmentType: body.employmentType,
          },
        }
      : {}),
    name: body.profileRequest.name,
    dob: body.profileRequest.dob,
    ...(body.profileRequest.phoneNumber ? { phoneNumber: body.profileRequest.phoneNumber } : {}),
    termPrivacyConsent: consented('PRIVACY') && consented('TERMS'),
    communicationConsent: consented('COMMUNICATIONS'),
  };
}
