// Where a line's draws are paid, decided by the disbursement account the application recorded
// (facts.disburseAccount.source), never by the product's name: the exchange account for a line whose
// applicant confirmed it (CONFIRM_EXCHANGE_DISBURSE, flows/crypto-heloc/README.md), else a bank
// account (linked or typed, its numbers sealed in bank_accounts).

/** The draw's currency at the exchange (the README: "paid in US dollars into your exchange account"). */
export const EXCHANGE_CURRENCY = 'USD';

export type DestinationKind = 'BANK_ACCOUNT' | 'EXCHANGE_ACCOUNT';

/** The recorded source that means the exchange account (recordExchangeDisburse writes it). */
const EXCHANGE_SOURCE = 'EXCHANGE';

/** The kind of account the recorded disbursement account is; undefined while none is recorded. */
export function recordedDestination(facts: Record<string, unknown>): DestinationKind | undefined {
  const source = (facts.disburseAccount as { source?: unknown } | undefined)?.source;
  if (typeof source !== 'string') return undefined;
  return source === EXCHANGE_SOURCE ? 'EXCHANGE_ACCOUNT' : 'BANK_ACCOUNT';
}

/** Whether the recorded disbursement account is the exchange account. */
export const paysExchange = (facts: Record<string, unknown>): boolean => recordedDestination(facts) === 'EXCHANGE_ACCOUNT';
