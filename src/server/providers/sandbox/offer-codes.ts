// The direct-mail prescreen offers of the sandbox (offer-codes.json): checked at load against the
// API schema the route answers with, so a typo fails the start instead of reaching an applicant.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateApiOfferCode } from '../../../generated/validators/schemas';
import type { ApiOfferCode } from '../../../generated/types/api-offer-code';

export const OFFER_CODES_FILE = fileURLToPath(new URL('./offer-codes.json', import.meta.url));

export interface OfferCodes {
  /** The offer behind a code (any letter case) mailed to `zip`, or undefined (unknown code or another ZIP alike). */
  lookup(code: string, zip: string): ApiOfferCode | undefined;
}

export function createSandboxOfferCodes(file: string = OFFER_CODES_FILE): OfferCodes {
  const offers = parseOfferCodes(JSON.parse(readFileSync(file, 'utf8')), file);
  return { lookup: (code, zip) => structuredClone(offers.find((o) => o.offerCode === code.toUpperCase() && o.zip === zip.trim())) };
}

/** Checks the offers file; throws one Error listing every bad entry as file#pointer. */
export function parseOfferCodes(json: unknown, file = 'offer-codes.json'): ApiOfferCode[] {
  const offers = (json as { offers?: unknown } | null)?.offers;
  if (!Array.isArray(offers)) throw new Error(`Invalid sandbox offer codes: ${file}#/offers: must be a list`);
  const bad = offers.flatMap((o: unknown, i) => (validateApiOfferCode(o) ? [] : [`${file}#/offers/${i}: must match schemas/api/offer-code`]));
  if (bad.length > 0) throw new Error(`Invalid sandbox offer codes:\n- ${bad.join('\n- ')}`);
  return offers as ApiOfferCode[];
}
