import { Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useBrand } from './brand';
import { telHref } from './tel-href';
// Its words are the application pages' (copy/en/application.json, loaded with them): a page of
// another area that shows this line (the co-signer's) loads them too, or it reads the raw key.
import './screen/application-copy';

/** 'Questions? Call us at …' with the brand's support phone (spec section 9 fallback applied by the server). */
export function SupportLine() {
  const { t } = useTranslation();
  const { supportPhone } = useBrand();
  return (
    <Typography component="p" variant="body1" sx={{ mt: 3 }}>
      {t('application.support')} <Link href={telHref(supportPhone)}>{supportPhone}</Link>
    </Typography>
  );
}
