// The offers as radio choices, one group per term: '30-year · 4.99% origination fee'.
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Offer } from '../../../generated/types/offer-set';
import { formatPercent, groupByTerm } from '../../../core/offer/view';

interface Props {
  offers: Offer[];
  value: string;
  onChange: (offerId: string) => void;
}

export function OfferChoices({ offers, value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="offer-choices">
      <Typography id="offer-choices" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, mt: 3 }}>
        {t('application.offer.choices')}
      </Typography>
      {groupByTerm(offers).map(({ term, offers: ofTerm }) => (
        <FormControl key={term} component="fieldset" sx={{ display: 'block', mt: 2 }}>
          <FormLabel component="legend">{t('application.offer.termGroup', { term })}</FormLabel>
          {/* One name across the groups: the browser treats every offer as one choice. */}
          <RadioGroup name="offer" value={value} onChange={(_, id) => onChange(id)}>
            {ofTerm.map((o) => (
              <FormControlLabel
                key={o.id}
                value={o.id}
                control={<Radio />}
                label={t('application.offer.option', { term, fee: formatPercent(o.originationFee, 3, 0) })}
              />
            ))}
          </RadioGroup>
        </FormControl>
      ))}
    </section>
  );
}
