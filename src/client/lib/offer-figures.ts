// The figures of a draw (src/core/offer/figures.ts) as labelled rows in the same words wherever
// they show: the offer cards, the estimate, the confirm screen and the sidebar (copy/en/offer.json
// → figures). A place picks which rows it shows; the label and the text of a row never differ.
import { figureTexts, ratesInForce, type FigureTexts, type OfferFigures } from '../../core/offer/figures';
import { formatMoney } from '../../core/offer/money';
import { formatPercent } from '../../core/offer/view';

type T = (key: string, options?: Record<string, unknown>) => string;

export type FigureKey = 'cash' | 'fee' | 'total' | 'line' | 'rate' | 'rateType' | 'apr' | 'monthly' | 'autopay' | 'term';

/** The fee in dollars with the rule that made it: "$7,500.00 (4.99%, capped at $7,500)". */
export const feeText = (t: T, f: FigureTexts) => t('offer.figures.feeWithRule', { fee: f.fee, rule: t(f.feeRule.key, f.feeRule.values) });

/** One row's text; undefined for the autopay row of an offer without the discount. */
export function figureText(t: T, f: FigureTexts, key: FigureKey): string | undefined {
  switch (key) {
    case 'fee':
      return feeText(t, f);
    case 'rateType':
      return t('offer.figures.rateType.value');
    case 'term':
      return t('offer.figures.termYears', { term: f.term });
    case 'autopay':
      return f.autopayRate ? t('offer.figures.autopay', { rate: f.autopayRate, monthly: f.autopayMonthly }) : undefined;
    default:
      return f[key];
  }
}

/** The rows of `keys`, in that order, as [label, text]. */
export function figureRows(t: T, f: FigureTexts, keys: readonly FigureKey[]): Array<[string, string]> {
  return keys.flatMap((key) => {
    const text = figureText(t, f, key);
    return text === undefined ? [] : [[t(`offer.figures.labels.${key}`), text] as [string, string]];
  });
}

/**
 * The sidebar's rows of a choice ('Your offer details'): the card's texts, except that once
 * automatic payments are chosen the rate and payment in force are the discounted ones (and the
 * autopay row, now said by them, goes).
 */
export function sidebarRows(t: T, figures: OfferFigures, paymentMethod: string | null | undefined): Array<[string, string]> {
  const texts = figureTexts(figures);
  const inForce = ratesInForce(figures, paymentMethod);
  const label = (key: string) => t(`offer.figures.labels.${key}`);
  const rate = formatPercent(inForce.rate);
  return [
    ...figureRows(t, texts, ['cash', 'fee']),
    [label('rate'), inForce.autopay ? t('offer.figures.rateInForceAutopay', { rate }) : rate],
    ...figureRows(t, texts, ['rateType', 'apr']),
    [label('monthly'), formatMoney(inForce.monthly, 2)],
    ...(inForce.autopay ? [] : figureRows(t, texts, ['autopay'])),
    ...figureRows(t, texts, ['term']),
  ];
}
