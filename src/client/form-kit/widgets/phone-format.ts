// US phone numbers as the spec stores them: "(555) 123-4567", 14 characters (spec section 5).
// Typing keeps the digits only; a leading 1 is kept so the 'Country code 1 is not needed' message
// can tell the applicant why.

export interface PhoneCountry {
  country: string;
  callingCode: string;
  /** The national format, # for a digit; its length is the input's maximum. */
  format?: string;
}

/** Spec section 3's phone country entries; the journey lends in the US, whose number format it stores. */
export const PHONE_COUNTRIES: PhoneCountry[] = [{ country: 'US', callingCode: '1', format: '(###) ###-####' }];
export const DEFAULT_PHONE_MAX_LENGTH = 19;

export const phoneMaxLength = (c: PhoneCountry | undefined): number => c?.format?.length ?? DEFAULT_PHONE_MAX_LENGTH;

/** Digits laid into the format as far as they go: "55512" → "(555) 12". */
export function formatPhone(text: string, format = PHONE_COUNTRIES[0]!.format!): string {
  const digits = text.replace(/\D/g, '').slice(0, (format.match(/#/g) ?? []).length);
  if (!digits) return '';
  let out = '';
  let next = 0;
  for (const ch of format) {
    if (next >= digits.length) break;
    if (ch === '#') out += digits[next++];
    else out += ch;
  }
  return out;
}
