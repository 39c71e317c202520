// The consent documents an applicant agrees to and their current versions (spec section 3
// Consent), and the SMS prompts of the comms service. A new version is a change here plus its text
// in copy/en/consents.json; stored consents keep the version they were given for.
export const consentDocuments = [
  { type: 'PRIVACY', version: '2026-01' },
  { type: 'TERMS', version: '2026-01' },
  { type: 'COMMUNICATIONS', version: '2026-01' },
  { type: 'SOFT_CREDIT', version: '2026-01' },
] as const;

export const smsConsentPrompts = [
  { uuid: '5b0c8a52-52a4-4f0e-9d36-0a3f1c2e6b01', consentType: 'SMS', version: '2026-01', textKey: 'consents.sms' },
  { uuid: '5b0c8a52-52a4-4f0e-9d36-0a3f1c2e6b02', consentType: 'SMS_TRANSACTIONAL', version: '2026-01', textKey: 'consents.smsTransactional' },
] as const;
