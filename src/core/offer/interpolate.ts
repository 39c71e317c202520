// Spec section 9: "recording-tax and origination-fee calculations interpolate between offer min and
// max". The offer's min and max are line amounts; a draw amount is placed on that range and the
// figure is read off the straight line between its values at the two ends.
import type { Offer, OfferSet } from '../../generated/types/offer-set';
import { getDrawFee } from './draw';
import { roundToCents } from './money';

const interpolationError = 'Invalid input: interpolation requires finite numbers.';

const clampToUnit = (n: number): number => Math.min(1, Math.max(0, n));

/**
 * How far `value` lies along min..max, clamped to [0, 1]. A range of one point (min = max) gives 1:
 * for a line that can only be one amount, the top figure is the only honest one.
 */
export function fractionAlong(min: number, max: number, value: number): number {
  if (![min, max, value].every(Number.isFinite)) throw new Error(interpolationError);
  if (max <= min) return 1;
  return clampToUnit((value - min) / (max - min));
}

/** The point `fraction` (clamped to [0, 1]) of the way from `from` to `to`. */
export function interpolate(from: number, to: number, fraction: number): number {
  if (![from, to, fraction].every(Number.isFinite)) throw new Error(interpolationError);
  const f = clampToUnit(fraction);
  return from + (to - from) * f;
}

/**
 * Origination fee for a draw, in cents:
 *   feeAtMin = getDrawFee(offer.min, offer.originationFee, maxFee)
 *   feeAtMax = getDrawFee(offer.max, offer.originationFee, maxFee)
 *   fee      = feeAtMin + (feeAtMax − feeAtMin) × fractionAlong(offer.min, offer.max, drawAmount)
 * Draws below min or above max get feeAtMin or feeAtMax. Without a cap (or when the cap binds at
 * neither or both ends) this equals getDrawFee of the draw; where the cap starts to bind inside
 * the range the straight line lies below the capped fee, so use getDrawFee for the charge itself.
 */
export function originationFeeFor(offer: Pick<Offer, 'min' | 'max' | 'originationFee'>, drawAmount: number, maxFee?: number): number {
  const feeAtMin = getDrawFee(offer.min, offer.originationFee, maxFee);
  const feeAtMax = getDrawFee(offer.max, offer.originationFee, maxFee);
  return roundToCents(interpolate(feeAtMin, feeAtMax, fractionAlong(offer.min, offer.max, drawAmount)));
}

/**
 * Recording tax for a draw, in cents:
 *   tax = minRecordingTax + (maxRecordingTax − minRecordingTax) × fractionAlong(offer.min, offer.max, drawAmount)
 * i.e. the offer set's minRecordingTax at the offer's smallest line, its maxRecordingTax at the
 * largest, straight in between, clamped outside.
 */
export function recordingTaxFor(
  offerSet: Pick<OfferSet, 'minRecordingTax' | 'maxRecordingTax'>,
  offer: Pick<Offer, 'min' | 'max'>,
  drawAmount: number,
): number {
  const fraction = fractionAlong(offer.min, offer.max, drawAmount);
  return roundToCents(interpolate(offerSet.minRecordingTax, offerSet.maxRecordingTax, fraction));
}
