// The debt service coverage ratio of an offer priced on a property's rent (the rental-dscr
// strategy: flows/dscr/README.md) and how it was worked out, from the offer's own `dscr` worksheet:
// the rent over the line's principal and interest plus the property's taxes, insurance and dues, at
// the offer's largest line. An offer without a worksheet shows nothing here.
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DscrWorksheet } from '../../../generated/types/offer-set';
import { formatMoney } from '../../../core/offer/money';
import { FigureList } from '../../lib/FigureList';

const ratio = (n: number) => n.toFixed(2);

export function RatioWorksheet({ sheet }: { sheet: DscrWorksheet | undefined }) {
  const { t } = useTranslation();
  if (!sheet) return null;
  const rows: Array<[string, string]> = [
    ['monthlyRent', formatMoney(sheet.monthlyRent, 2)],
    ['principalAndInterest', formatMoney(sheet.principalAndInterest, 2)],
    ['monthlyTaxes', formatMoney(sheet.monthlyTaxes, 2)],
    ['monthlyInsurance', formatMoney(sheet.monthlyInsurance, 2)],
    ['monthlyDues', formatMoney(sheet.monthlyDues, 2)],
    ['totalPayment', formatMoney(sheet.totalPayment, 2)],
    ['ratio', ratio(sheet.ratio)],
    ['minRatio', ratio(sheet.minRatio)],
  ];
  return (
    <section aria-labelledby="ratio-worksheet">
      <Typography id="ratio-worksheet" component="h2" variant="h6" sx={{ fontWeight: 600, mt: 3 }}>
        {t('offer.ratioWorksheet.heading')}
      </Typography>
      <Typography component="p" variant="body2">
        {t('offer.ratioWorksheet.intro', { line: formatMoney(sheet.line, 0) })}
      </Typography>
      <FigureList rows={rows.map(([key, value]) => [t(`offer.ratioWorksheet.rows.${key}`), value])} />
      <Typography component="p" variant="body2" sx={{ mt: 1 }}>
        {t('offer.ratioWorksheet.workedOut', { rent: formatMoney(sheet.monthlyRent, 2), total: formatMoney(sheet.totalPayment, 2), ratio: ratio(sheet.ratio) })}
      </Typography>
    </section>
  );
}
