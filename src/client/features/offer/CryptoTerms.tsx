// The crypto HELOC terms (flows/crypto-heloc/README.md; copy/en/offer.json → cryptoTerms), shown
// on product/select/confirm under the HELOC early disclosures when the line is crypto-backed (the
// product's isCrypto, read from the status answer). Their acknowledgement is the third checkbox of
// AcceptForm, and the server refuses ACCEPT_OFFER without it (guard offerAcceptable).
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** In the order an applicant reads them: what secures the line first, then where the money goes. */
const ITEMS = ['collateral', 'exchange', 'volatility', 'insurance', 'taxes'] as const;

export function CryptoTerms() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="crypto-terms" sx={{ mt: 3 }}>
      <Typography id="crypto-terms" component="h2" variant="h6">
        {t('offer.cryptoTerms.heading')}
      </Typography>
      <Typography component="p" variant="body2" sx={{ mt: 0.5 }}>
        {t('offer.cryptoTerms.intro')}
      </Typography>
      {ITEMS.map((id) => (
        <Box key={id} component="section" aria-labelledby={`crypto-terms-${id}`} sx={{ mt: 2 }}>
          <Typography id={`crypto-terms-${id}`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t(`offer.cryptoTerms.items.${id}.heading`)}
          </Typography>
          <Typography component="p" variant="body2" sx={{ mt: 0.5 }}>
            {t(`offer.cryptoTerms.items.${id}.body`)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
