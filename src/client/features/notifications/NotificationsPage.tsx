// Every notification of the signed-in person, newest first ('View All' of the bell, spec section 2):
// each its words, how long ago and a link to where they act; one that no longer applies (its
// application moved past its status) says it is done. Opening the page marks them read.
// Signed out, the sign-in page comes first and returns here.
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Container, Link, Typography } from '@mui/material';
import { pageRoutes } from '../../../core/contract/routes';
import { isSignedIn } from '../../lib/auth-token';
import { loginUrl } from '../../lib/login-url';
import { PageHeading } from '../../lib/PageHeading';
import { notificationText, useAgo, useNotifications } from './use-notifications';

export function NotificationsPage() {
  const signedIn = isSignedIn();
  if (!signedIn) return <Navigate to={loginUrl(pageRoutes.notifications)} replace />;
  return <NotificationsList />;
}

function NotificationsList() {
  const { t } = useTranslation();
  const ago = useAgo();
  const { data, failed } = useNotifications(true);
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <PageHeading text={t('notifications.heading')} />
      {failed && <Alert severity="error">{t('notifications.loadFailed')}</Alert>}
      {data && data.notifications.length === 0 && <Typography>{t('notifications.empty')}</Typography>}
      {data && data.notifications.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.notifications.map((n) => (
            <Box component="li" key={n.uuid} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
              <Link component={RouterLink} to={n.link} sx={{ display: 'block', fontWeight: n.read || n.completed ? 400 : 700 }}>
                {notificationText(t, n)}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {n.completed ? `${ago(n.created)} · ${t('notifications.done')}` : ago(n.created)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Container>
  );
}
