// /licenses: our licenses page, for a brand whose manifest names no page of its own
// (footer.licensesUrl): the lender's NMLS number with its NMLS Consumer Access entry, its address
// and the states it lends in (the footer's list, from the brand's data).
import { Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import './legal-copy';
import { SimplePage } from '../../lib/SimplePage';
import { useBrand } from '../../lib/brand';

export function LicensesPage() {
  const { t } = useTranslation();
  const { companyName, footer } = useBrand();
  const nmls = footer.nmls.number;
  return (
    <SimplePage heading={t('legal.licenses.heading')} width="md">
      <Typography component="p" sx={{ mb: 1 }}>
        {t('legal.licenses.lender', { company: companyName, nmls })}
      </Typography>
      <Link href={footer.nmls.consumerAccessUrl} target="_blank" rel="noopener noreferrer">
        {t('legal.licenses.nmlsLink', { nmls })}
      </Link>
      <Typography component="p" sx={{ mt: 2 }}>
        {t('legal.licenses.address', { address: footer.lenderAddress })}
      </Typography>
      <Typography component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
        {t('legal.licenses.statesHeading')}
      </Typography>
      <Typography component="p">{footer.statesAvailable.join(', ')}</Typography>
    </SimplePage>
  );
}
