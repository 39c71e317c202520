// The third-party closing costs every option has (spec section 9's disclosure facts, in the early
// disclosures' words), so each card's range can be read against its parts: the body of the
// explanations' "About closing costs" (OfferExplanations).
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../lib/brand';
import { useFlag } from '../../lib/flags';
import { COMPANY_COVERS_APPRAISAL_FLAG } from '../../../core/flags/resolve';

const FEES = ['avm', 'appraisal', 'recordingFees', 'recordingTaxes'] as const;

export function ClosingCosts() {
  const { t } = useTranslation();
  const { companyName } = useBrand();
  // The lender's switch: its appraisal line says the lender pays it.
  const covered = useFlag(COMPANY_COVERS_APPRAISAL_FLAG);
  return (
    <Box>
      <Typography component="p" variant="body2">
        {t('application.offer.closing.intro')}
      </Typography>
      <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
        {FEES.map((fee) => (
          <Typography key={fee} component="li" variant="body2">
            {t(`offer.disclosures.fees.${fee === 'appraisal' && covered ? 'appraisalCovered' : fee}`, { companyName })}
          </Typography>
        ))}
      </Box>
      <Typography component="p" variant="body2">
        {t('application.offer.closing.notary')}
      </Typography>
    </Box>
  );
}
