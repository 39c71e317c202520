// What the /exchange page shows (GET .../heloc/{uuid}/exchange): the account a line's draws are
// paid to when it is the applicant's exchange account (the recorded disbursement account, decided
// in src/core/bank/draw-destination), and those draws: the initial draw once funded (PAID, with its
// date), or waiting for funding (PENDING) while the application is still open. A line paying a
// bank account answers no account and no draws: nothing of it is at the exchange.
import { EXCHANGE_CURRENCY, paysExchange } from '../../core/bank/draw-destination';
import type { ApiExchange } from '../../generated/types/api-exchange';
import type { ApplicationRecord } from './application-records';

type Draw = ApiExchange['draws'][number];

export function exchangeView(record: ApplicationRecord, options: { terminal: boolean }): ApiExchange {
  const { facts } = record;
  const base = { uuid: record.uuid, loanNumber: record.loanNumber };
  if (!paysExchange(facts)) return { ...base, account: null, draws: [] };
  const funded = facts.funded as { amount: number; fundedAt: string; referenceId?: string } | undefined;
  const selected = facts.selectedOffer as { amount?: number } | undefined;
  const draws: Draw[] = funded
    ? [{ amount: funded.amount, date: funded.fundedAt, status: 'PAID', ...(funded.referenceId ? { referenceId: funded.referenceId } : {}) }]
    : !options.terminal && typeof selected?.amount === 'number'
      ? [{ amount: selected.amount, date: null, status: 'PENDING' }]
      : [];
  return { ...base, account: { kind: 'EXCHANGE_ACCOUNT', currency: EXCHANGE_CURRENCY }, draws };
}
