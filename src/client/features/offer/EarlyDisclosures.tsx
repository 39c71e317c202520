// The HELOC early disclosures of Reg Z 12 CFR 1026.40(d), in our words (copy/en/offer.json
// → disclosures), with spec section 9's disclosure facts, the chosen offer's own figures and the
// CFPB brochure the rule requires with them.
import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../lib/brand';
import { useFlag } from '../../lib/flags';
import { COMPANY_COVERS_APPRAISAL_FLAG } from '../../../core/flags/resolve';
import type { Offer } from '../../../generated/types/offer-set';
import type { OfferFigures } from '../../../core/offer/figures';
import { disclosureValues } from './disclosure-values';
// MUI's own: a 1 px clipped box (sx `width: 1` would mean 100% and push the page sideways).
import { visuallyHidden } from '@mui/utils';

export const CFPB_BROCHURE_URL = 'https://files.consumerfinance.gov/f/201204_CFPB_HELOC-brochure.pdf';

const FEES = ['origination', 'avm', 'appraisal', 'notary', 'recordingFees', 'recordingTaxes'] as const;

/** `figures` are the chosen draw's (src/core/offer/figures.ts): the same texts as the cards and the sidebar. */
export function EarlyDisclosures({ offer, figures }: { offer: Offer; figures: OfferFigures }) {
  const { t } = useTranslation();
  const values = disclosureValues(t, offer, figures);
  const { companyName } = useBrand();
  // The lender's switch: the appraisal is listed as paid by the lender.
  const covered = useFlag(COMPANY_COVERS_APPRAISAL_FLAG);
  const section = (id: string, ...paragraphs: string[]) => (
    <Box component="section" aria-labelledby={`disclosure-${id}`} sx={{ mt: 2 }}>
      <Typography id={`disclosure-${id}`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t(`offer.disclosures.${id}.heading`)}
      </Typography>
      {paragraphs.map((key) => (
        <Typography key={key} component="p" variant="body2" sx={{ mt: 0.5 }}>
          {t(`offer.disclosures.${id}.${key}`, values)}
        </Typography>
      ))}
    </Box>
  );
  return (
    <Box component="section" aria-labelledby="early-disclosures" sx={{ mt: 4, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography id="early-disclosures" component="h2" variant="h6">
        {t('offer.disclosures.heading')}
      </Typography>
      {section('retention', 'body')}
      {section('conditions', 'body')}
      {section('security', 'body')}
      {section('creditorActions', 'body')}
      {section('minimumPayment', ...(figures.autopay ? ['body', 'autopay', 'example'] : ['body', 'example']))}
      <Box component="section" aria-labelledby="disclosure-fees" sx={{ mt: 2 }}>
        <Typography id="disclosure-fees" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('offer.disclosures.fees.heading')}
        </Typography>
        <Typography component="p" variant="body2">
          {t('offer.disclosures.fees.intro')}
        </Typography>
        <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
          {FEES.map((fee) => (
            <Typography key={fee} component="li" variant="body2">
              {t(`offer.disclosures.fees.${fee === 'appraisal' && covered ? 'appraisalCovered' : fee}`, { ...values, companyName })}
            </Typography>
          ))}
        </Box>
        <Typography component="p" variant="body2">
          {t('offer.disclosures.fees.refund')}
        </Typography>
      </Box>
      {section('negativeAmortization', 'body')}
      {section('transactions', 'body')}
      {section('tax', 'body')}
      {section('variableRate', 'body')}
      <Typography component="p" variant="body2" sx={{ mt: 2 }}>
        <Link href={CFPB_BROCHURE_URL} target="_blank" rel="noopener">
          {t('offer.disclosures.brochure')}
          <Box component="span" sx={visuallyHidden}>{` ${t('offer.disclosures.newTab')}`}</Box>
        </Link>
      </Typography>
    </Box>
  );
}

