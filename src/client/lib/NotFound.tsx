import { Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from './brand';

export function NotFound() {
  const { t } = useTranslation();
  const title = t('common.errors.notFound');
  usePageTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ fontSize: '2rem' }}>
        {title}
      </Typography>
    </Container>
  );
}
