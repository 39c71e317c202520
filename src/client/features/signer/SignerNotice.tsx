// /heloc-signer/cancelled and /heloc-signer/error: where a co-signer has nothing to do.
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SupportLine } from '../../lib/SupportLine';
import { SignerLayout } from './SignerLayout';

export function SignerNotice({ copyId }: { copyId: 'cancelled' | 'error' }) {
  const { t } = useTranslation();
  return (
    <SignerLayout heading={t(`signer.${copyId}.heading`)}>
      <Typography component="p" variant="body1">
        {t(`signer.${copyId}.body`)}
      </Typography>
      <SupportLine />
    </SignerLayout>
  );
}
