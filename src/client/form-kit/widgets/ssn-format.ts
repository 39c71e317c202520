// A Social Security number as typed: digits only, laid out ###-##-#### (9 digits).
export function formatSsn(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 9);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}
