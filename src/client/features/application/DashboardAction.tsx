// The application screens' secondary action (spec section 2, page shell: 'Action bar secondary
// actions: go to the dashboard or go back one step'): a text link under every screen, so the
// screen's own primary action stays the one that stands out. In the screens' own column width
// (ScreenLayout's 'sm'), so it lines up with the screen above it.
import { Button, Container } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { HOME_PATH } from '../../../core/contract/ids';

export function DashboardAction() {
  const { t } = useTranslation();
  return (
    <Container component="nav" maxWidth="sm" aria-label={t('application.actions.label')}>
      <Button component={RouterLink} to={HOME_PATH} variant="text" startIcon={<ArrowBack aria-hidden="true" />} sx={{ px: 0 }}>
        {t('application.actions.dashboard')}
      </Button>
    </Container>
  );
}
