// The console's frame: the one page frame (lib/PageFrame) with the console's own bar: the brand's
// logo, the console's name and, when signed in, its pages and Sign out. None of the applicants'
// controls (their profile menu, dashboard, feedback link, legal footer) appear here.
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppBar, Box, Button, Link, Toolbar, Typography } from '@mui/material';
import { staffApiRoutes, staffPageRoutes } from '../../../core/contract/staff-routes';
import { useBrand } from '../../lib/brand';
import { PageFrame } from '../../lib/PageFrame';
import type { ApiStaffChatConversations } from '../../../generated/types/api-staff-chat-conversations';
import { staffCall, staffToken, storeStaffToken } from './staff-api';
import { CHAT_INBOX_QUERY, waitingCount } from './staff-chat-inbox';
import { useStaffData } from './use-staff-data';

// The console's pages, in the bar's order.
const NAV = [
  { to: staffPageRoutes.search, label: 'staff.console.nav.applications' },
  { to: staffPageRoutes.featureFlags, label: 'staff.console.nav.flags' },
  { to: staffPageRoutes.banners, label: 'staff.console.nav.banners' },
  { to: staffPageRoutes.operatingHours, label: 'staff.console.nav.hours' },
  { to: staffPageRoutes.errors, label: 'staff.console.nav.errors' },
];

export function StaffShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageFrame mainId="staff-main" skipLabel={t('staff.console.skipToContent')} top={<StaffBar />}>
      {children}
    </PageFrame>
  );
}

function StaffBar() {
  const { t } = useTranslation();
  const { theme, logoUrl } = useBrand();
  const navigate = useNavigate();
  const signOut = async () => {
    await staffCall('DELETE', staffApiRoutes.session.path({})).catch(() => undefined);
    storeStaffToken(null);
    navigate(staffPageRoutes.signIn);
  };
  const signedIn = Boolean(staffToken());
  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 2, py: 1, flexWrap: 'wrap' }}>
        <Box component="img" src={logoUrl} alt={theme.logo.alt} sx={{ display: 'block', height: 32, width: 'auto', maxWidth: '40vw' }} />
        <Typography component="p" sx={{ fontWeight: 600, mr: 'auto' }}>
          {t('staff.console.name')}
        </Typography>
        {signedIn && (
          <Box component="nav" aria-label={t('staff.console.nav.label')} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {NAV.map(({ to, label }) => (
              <Link key={to} component={RouterLink} to={to}>
                {t(label)}
              </Link>
            ))}
            <ChatLink />
          </Box>
        )}
        {signedIn && (
          <Button variant="outlined" onClick={() => void signOut()}>
            {t('staff.console.signOut')}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}

/** The inbox's link with how many conversations wait for an agent: the inbox page's own read, kept live there by its socket. */
function ChatLink() {
  const { t } = useTranslation();
  const { data } = useStaffData<ApiStaffChatConversations>(staffApiRoutes.chatConversations.path({}), CHAT_INBOX_QUERY);
  const waiting = data ? waitingCount(data.conversations) : 0;
  return (
    <Link component={RouterLink} to={staffPageRoutes.chat}>
      {waiting > 0 ? t('staff.console.nav.chatWaiting', { count: waiting }) : t('staff.console.nav.chat')}
    </Link>
  );
}
