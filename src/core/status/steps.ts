// The pipeline steps a status machine may name, and the outcomes each can produce. The server
// implements them (src/server/jobs/steps.ts); `npm run check` makes sure a machine handles every
// outcome of every step it runs.
export const pipelineSteps = {
  softCredit: ['MATCH', 'NO_MATCH', 'NO_MATCH_SSN', 'FROZEN'],
  propertySearch: ['FOUND', 'NONE', 'MULTIPLE'],
  valuation: ['VALUE', 'NO_AVM'],
  eligibility: ['ELIGIBLE', 'INELIGIBLE'],
  pricing: ['OFFERS', 'NO_OFFERS', 'ASSETS'],
  softCreditWithSsn: ['MATCH', 'NO_MATCH_SSN', 'FROZEN'],
  softCreditRetry: ['MATCH', 'FROZEN'],
  bpo: ['VALUE', 'NO_VALUE', 'PENDING', 'HELD'],
  hardCredit: ['CLEAR', 'LIENS', 'DELINQUENT', 'FROZEN', 'REQUALIFY'],
  incomeVerification: ['VERIFIED', 'NEEDS_EMPLOYER', 'REDUCED', 'FAILED'],
  employmentVerification: ['VERIFIED', 'FAILED'],
  identityCheck: ['VERIFIED', 'FAILED_VERIFICATION', 'PENDING_REVIEW', 'PIN_REVIEW'],
  notaryDocuments: ['READY', 'ATTORNEY_REVIEW'],
  enotarySession: ['SIGNED', 'FAILED'],
  manualNotary: ['SIGNED', 'PENDING', 'MISSED'],
  accountsReady: ['RESCISSION', 'NO_RESCISSION'],
  rescissionStart: ['STARTED'],
  rescission: ['RUNNING', 'ENDED'],
  recording: ['RECORDED', 'WAIT'],
  fundable: ['READY', 'WAIT'],
  funding: ['FUNDED', 'WAIT'],
  signingDocuments: ['DOCUMENTS_READY'],
  esignEnvelope: ['COMPLETED', 'CO_DEED_REQUIRED'],
  closingDocuments: ['READY', 'PREPARING', 'FLOOD_CERT_PENDING', 'UW_REVIEW', 'OWNERSHIP_MISMATCH', 'PROPERTY_DATA_REVIEW', 'APPRAISAL_REQUIRED', 'PAYOFF_PENDING', 'FRAUD_ALERT'],
} as const;

export type StepName = keyof typeof pipelineSteps;
export type StepOutcome<S extends StepName = StepName> = (typeof pipelineSteps)[S][number];

export function isStepName(name: string): name is StepName {
  return Object.hasOwn(pipelineSteps, name);
}
