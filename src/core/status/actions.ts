// The machine's named actions: what a transition records in its own database transaction (the
// server binds each name to a writer in src/server/services/event-actions.ts). Each declares the
// facts it records, so `npm run check` can prove the legal order on every path.
export const actions = {
  storeSsn: { records: [] },
  requireBpo: { records: [] },
  recordSelectedOffer: { records: ['offerSelected'] },
  deliverEarlyDisclosures: { records: ['earlyDisclosures'] },
  recordHardCreditConsent: { records: ['hardCreditConsent'] },
  recordOfferAcceptance: { records: ['offerAccepted'] },
  recordSummaryConfirmation: { records: ['summaryConfirmed'] },
  recordLienPayoffs: { records: [] },
  recordEnotaryChoice: { records: [] },
  recordManualNotary: { records: ['manualNotary'] },
  recordNotaryReservation: { records: [] },
  storeLinkedAccount: { records: ['disburseAccount'] },
  storeTypedAccount: { records: ['disburseAccount'] },
  recordExchangeDisburse: { records: ['disburseAccount'] },
  recordPaymentMethod: { records: ['paymentMethod'] },
  recordRescission: { records: [] },
  recordEsignConsent: { records: ['esignConsent'] },
  recordSignature: { records: [] },
  inviteAdditionalSigner: { records: [] },
} satisfies Record<string, { records: string[] }>;

export type ActionName = keyof typeof actions;

export const isActionName = (name: string): name is ActionName => Object.hasOwn(actions, name);
