// The names of the bespoke application screens (components, not flows), by their path in the
// status-to-screen table. A plain module without React, so `npm run check` can read it: a screen
// the table names must be one of these or the `screen` of a flow under flows/. The registry
// (./screens.tsx) must give each a component (TypeScript checks that).
export const bespokeScreenNames = [
  'product/select',
  'product/select/confirm',
  'start/app-summary',
  'liens',
  'income/review',
  'income/link/payroll',
  'income/link/bank',
  'income/upload',
  'income/pointserv-callback',
  'identity/upload',
  'error/decline',
  'error/timeout',
  'credit/error',
  'review-app/no-credit',
  'review-app/property',
  'review-app/incorrect-pin',
  'review-app/uw',
  'review-app/delinquency',
  'review-app/incorrect-ownership',
  'review-app/datatree',
  'review-app/signdocs',
  'payoff/hold',
  'hold',
  'bpo/hold',
  'bpo/waiting',
  'bpo/condition',
  'bpo/order-bpo',
  'product/prequal-winback',
  'product/assets',
  'error/credit',
  'error/income',
  'error/flood-cert',
  'complete',
  'complete/documents',
  'signing/intro',
  'signing/sign',
  'signing/co-signer-wait',
  'signing/support',
  'document/disclosures',
  'notary/intro',
  'notary/schedule-manual',
  'notary/reserve-manual',
  'notary/session',
  'notary/error',
  'bank/disburse',
  'bank/exchange',
  'bank/autopay',
  'bank/confirm',
  'conditions',
] as const;

export type BespokeScreenName = (typeof bespokeScreenNames)[number];

/**
 * Screens the status-to-screen table names that are not built yet: at run time each shows a note
 * and the support line. `npm run check` accepts these names (any other unknown name is a typo) and
 * refuses one that is built now, so the list only shrinks. Move a name up when its screen lands.
 */
export const plannedScreenNames = [
] as const;
