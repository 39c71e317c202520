/** A tel: link for a printed number ('888-819-6388' → 'tel:+18888196388'; US numbers by default). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
