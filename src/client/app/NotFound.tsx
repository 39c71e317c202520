import { Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ fontSize: '2rem' }}>
        {t('common.errors.notFound')}
      </Typography>
    </Container>
  );
}
