// The create-HELOC body (schemas/api/create-heloc-request) read back as the registration flow's
// answers, so the server runs the very flow the browser ran on what was submitted (the identity
// steps, email and password, are the registration call's to check).
import type { ApiCreateHelocRequest } from '../../generated/types/api-create-heloc-request';
import type { Answers } from '../flow/types';

export function answersOfHelocRequest(body: ApiCreateHelocRequest): Answers {
  const consented = (type: string) => body.consentRequests.some((c) => c.type === type && c.accepted);
  return {
    propertyAddress: body.propertyRequest,
    ...(body.homeAddress ? { homeAddress: body.homeAddress } : {}),
    isListedForSale: body.propertyListedForSale ? 'YES' : 'NO',
    income: {
      income: body.income.incomePrimary,
      ...(body.income.incomeOther !== undefined ? { otherIncome: body.income.incomeOther } : {}),
      employmentType: body.employmentType,
    },
    name: body.profileRequest.name,
    dob: body.profileRequest.dob,
    ...(body.profileRequest.phoneNumber ? { phoneNumber: body.profileRequest.phoneNumber } : {}),
    termPrivacyConsent: consented('PRIVACY') && consented('TERMS'),
    communicationConsent: consented('COMMUNICATIONS'),
  };
}
