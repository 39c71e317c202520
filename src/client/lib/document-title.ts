// A closing document's title as every signing screen shows it (the applicant's and a co-signer's),
// with its copy number when there are two copies (the right to cancel).
type Translate = (key: string, params?: Record<string, unknown>) => string;

export function documentTitle(document: { kind: string; title: string; copyNumber: number }, t: Translate): string {
  return document.kind === 'RIGHT_TO_CANCEL' ? `${document.title} (${t('signing.disclosures.copy', { copy: document.copyNumber })})` : document.title;
}
