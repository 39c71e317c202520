// What the notary, bank and complete screens show (GET .../heloc/{uuid}/closing): the eNotary's
// hours against the application's closing clock, the manual notary's fee and reservation, the
// disbursement account by its last four digits only, the payment method and the offer's autopay
// discount, the rescission's end and the funding with its first payment's due date.
import { isWithinEnotaryHours, isoDateOf } from '../../core/calendar/business-days';
import { firstPaymentDue } from '../../core/calendar/first-payment';
import type { ApiClosing } from '../../generated/types/api-closing';
import { shownAccount } from '../crypto/bank-accounts';
import type { Queryable } from '../store/db';
import type { ApplicationRecord } from './application-records';
import { MANUAL_NOTARY_FEE } from './event-actions';
import { hasRescission } from './application-parts';
import { paysExchange } from '../../core/bank/draw-destination';

export const ENOTARY_HOURS_TEXT = 'Monday-Saturday 6 am-6 pm Pacific';

/** A crypto-backed line's draw goes to the exchange account (recordExchangeDisburse): no bank numbers to show. */
const EXCHANGE_ACCOUNT = { mask: '', routingMask: null, source: 'EXCHANGE', accountType: 'EXCHANGE' } as const;

export async function closingView(db: Queryable, record: ApplicationRecord, now: Date): Promise<ApiClosing> {
  const { facts } = record;
  const account = await shownAccount(db, record.uuid, 'DISBURSE');
  const selected = facts.selectedOffer as { offerId?: string; amount?: number; rate?: number } | undefined;
  const offer = record.offerSet?.offers.find((o) => o.id === selected?.offerId);
  const autopay = offer?.discountList?.find((d) => d.discount?.type === 'AUTOPAY');
  const rescission = facts.rescission as { lastDay: string; endsAt: string } | undefined;
  const funded = facts.funded as { amount: number; fundedAt: string } | undefined;
  const reservation = facts.notaryReservation as { slotId: string; startsAt: string; notaryName: string } | undefined;
  return {
    status: record.status,
    enotary: { open: isWithinEnotaryHours(now), hours: ENOTARY_HOURS_TEXT },
    manualNotaryFee: MANUAL_NOTARY_FEE,
    reservation: reservation ? { slotId: reservation.slotId, startsAt: reservation.startsAt, notaryName: reservation.notaryName } : null,
    disburseAccount: paysExchange(facts)
      ? EXCHANGE_ACCOUNT
      : account
      ? { mask: account.accountLast4, routingMask: account.routingLast4 ?? null, source: account.source, accountType: account.accountType, ...(account.institution ? { institution: account.institution } : {}) }
      : null,
    paymentMethod: facts.paymentMethod === 'AUTOPAY' || facts.paymentMethod === 'MANUAL' ? facts.paymentMethod : null,
    autopayDiscount: autopay && typeof selected?.rate === 'number' ? { rate: selected.rate, rateWithDiscount: autopay.rateWithDiscount } : null,
    fundingAmount: typeof selected?.amount === 'number' ? selected.amount : null,
    rescission: rescission ? { lastDay: rescission.lastDay, endsAt: rescission.endsAt, open: record.status === 'RESCISSION' && new Date(rescission.endsAt).getTime() > now.getTime() } : null,
    funded: funded ? { amount: funded.amount, fundedAt: funded.fundedAt, firstPaymentDue: isoDateOf(firstPaymentDue(new Date(funded.fundedAt))) } : null,
    isInvestment: !hasRescission(record),
  };
}
