// The console's own frame: a skip link, a bar with the brand's logo, the console's name and, when
// signed in, Sign out; the page as the main landmark. None of the applicants' controls (their
// profile menu, dashboard, feedback link, legal footer) appear here.
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppBar, Box, Button, Link, Toolbar, Typography } from '@mui/material';
import { staffApiRoutes, staffPageRoutes } from '../../../core/contract/staff-routes';
import { useBrand } from '../../lib/brand';
import { staffCall, staffToken, storeStaffToken } from './staff-api';

const MAIN_ID = 'staff-main';

export function StaffShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { theme, logoUrl } = useBrand();
  const navigate = useNavigate();
  const signOut = async () => {
    await staffCall('DELETE', staffApiRoutes.session.path({})).catch(() => undefined);
    storeStaffToken(null);
    navigate(staffPageRoutes.signIn);
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link href={`#${MAIN_ID}`} sx={skipLinkSx}>
        {t('staff.console.skipToContent')}
      </Link>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 2, py: 1, flexWrap: 'wrap' }}>
          <Box component="img" src={logoUrl} alt={theme.logo.alt} sx={{ display: 'block', height: 32, width: 'auto', maxWidth: '40vw' }} />
          <Typography component="p" sx={{ fontWeight: 600, mr: 'auto' }}>
            {t('staff.console.name')}
          </Typography>
          {staffToken() && (
            <Box component="nav" aria-label={t('staff.console.nav.label')} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Link component={RouterLink} to={staffPageRoutes.search}>
                {t('staff.console.nav.applications')}
              </Link>
              <Link component={RouterLink} to={staffPageRoutes.featureFlags}>
                {t('staff.console.nav.flags')}
              </Link>
              <Link component={RouterLink} to={staffPageRoutes.banners}>
                {t('staff.console.nav.banners')}
              </Link>
            </Box>
          )}
          {staffToken() && (
            <Button variant="outlined" onClick={() => void signOut()}>
              {t('staff.console.signOut')}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
    </Box>
  );
}

const skipLinkSx = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 'tooltip',
  p: 1,
  bgcolor: 'background.paper',
  '&:focus': { top: 8 },
} as const;
