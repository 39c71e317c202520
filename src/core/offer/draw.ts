// A draw on a line: what it costs (spec section 9) and which offer it belongs to (spec section 5).
import type { Offer } from '../../generated/types/offer-set';
import { isNonNegativeNumber, roundToCents } from './money';

const drawTotalError =
  'Invalid input: getTotalAmountFromDraw requires amount and originationFee to be numbers that are 0 or more.';
const maxFeeError = 'Invalid input: getTotalAmountFromDraw requires maxFee, when given, to be a number that is 0 or more.';

/** What an applicant asks to draw: an amount on the offer of a term and an origination fee rate. */
export interface DrawRequest {
  amount: number;
  term: number;
  originationFee: number;
}

/**
 * The draw plus its origination fee: amount + getDrawFee(amount, originationFee, maxFee).
 * Throws (spec section 8) when amount or originationFee is not a finite number of 0 or more.
 */
export function getTotalAmountFromDraw(amount: number, originationFee: number, maxFee?: number): number {
  return amount + getDrawFee(amount, originationFee, maxFee);
}

/**
 * The origination fee of a draw: amount × originationFee in cents, capped at maxFee when given.
 * The fee is rounded before the cap so the cap holds exactly.
 */
export function getDrawFee(amount: number, originationFee: number, maxFee?: number): number {
  if (!isNonNegativeNumber(amount) || !isNonNegativeNumber(originationFee)) throw new Error(drawTotalError);
  if (maxFee !== undefined && !isNonNegativeNumber(maxFee)) throw new Error(maxFeeError);
  return Math.min(roundToCents(amount * originationFee), maxFee ?? Infinity);
}

/** Spec section 5, offer match: same term and fee rate, amount within minDraw..maxDraw. */
export function offerMatches(offer: Pick<Offer, 'term' | 'originationFee' | 'minDraw' | 'maxDraw'>, draw: DrawRequest): boolean {
  return (
    offer.term === draw.term &&
    offer.originationFee === draw.originationFee &&
    draw.amount >= offer.minDraw &&
    draw.amount <= offer.maxDraw
  );
}
