// /account/heloc/not-accepting-apps (spec section 2, public routes): where a brand that requires a
// referrer sends an applicant who arrived without a valid one, and where the entry of a product the
// brand does not offer leads (?product=<id>, issue 24): the same page, naming the product.
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SimplePage } from '../../lib/SimplePage';
import { useBrand } from '../../lib/brand';
import { products } from '../../lib/products';
import { PRODUCT_PARAM } from './resolve-entry';

export function NotAcceptingApps() {
  const { t } = useTranslation();
  const { supportPhone } = useBrand();
  // Only a product some folder holds is named; anything else in the link reads as the referrer case.
  const product = products.get(useSearchParams()[0].get(PRODUCT_PARAM) ?? '');
  return (
    <SimplePage heading={t('entry.notAcceptingApps.heading')}>
      <Typography component="p" sx={{ mb: 2 }}>
        {product ? t('entry.notAcceptingApps.productBody', { product: t(product.nameKey) }) : t('entry.notAcceptingApps.body')}
      </Typography>
      <Typography component="p">{t('entry.notAcceptingApps.support', { phone: supportPhone })}</Typography>
    </SimplePage>
  );
}
