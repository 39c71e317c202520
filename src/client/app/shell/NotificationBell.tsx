// The notifications bell of the top bar (spec section 2 "Page shell"), for a signed-in person: a
// button named with the unread count ("Notifications, 2 unread") and a badge. The top bar loads
// this module only for a signed-in person (the first page's JavaScript carries none of it); only
// the count is asked for here, and the menu with the 3 newest loads on the bell's first press.
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button } from '@mui/material';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import { notificationRoutes } from '../../../core/contract/notification-routes';
import { apiCall } from '../../lib/api';
import '../../features/notifications/notifications-copy';
import { isSignedIn } from '../../lib/auth-token';

const NotificationsMenu = lazy(() => import('../../features/notifications/NotificationsMenu').then((m) => ({ default: m.NotificationsMenu })));

// The default export: the top bar's lazy() takes the module as it comes (a few bytes of its first render).
export default function NotificationBell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Signed out meanwhile (the top bar drops the bell on its next render): ask nothing.
  const signedIn = isSignedIn();
  const [unread, setUnread] = useState(0);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const buttonId = useId();
  const menuId = useId();

  // Re-read on every page change: a condition raised meanwhile shows on the next page.
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    apiCall<{ unread: number }>('GET', notificationRoutes.list.path({}))
      .then((r) => live && setUnread(r.unread))
      .catch(() => live && setUnread(0));
    return () => {
      live = false;
    };
  }, [pathname, signedIn]);

  if (!signedIn) return null;
  return (
    <>
      <Button
        id={buttonId}
        aria-label={unread > 0 ? t('notifications.unread', { count: unread }) : t('notifications.button')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setLoaded(true);
        }}
        sx={{ minWidth: 40, px: 1, position: 'relative' }}
      >
        <NotificationsNone aria-hidden="true" />
        {unread > 0 && (
          <Box component="span" aria-hidden="true" sx={badgeSx}>
            {unread > 9 ? '9+' : unread}
          </Box>
        )}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <NotificationsMenu id={menuId} anchor={anchor} labelledBy={buttonId} onClose={() => setAnchor(null)} onUnread={setUnread} />
        </Suspense>
      )}
    </>
  );
}

const badgeSx = {
  position: 'absolute',
  top: 2,
  right: 2,
  minWidth: 18,
  height: 18,
  px: 0.5,
  borderRadius: 9,
  bgcolor: 'error.main',
  color: 'error.contrastText',
  fontSize: 11,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
} as const;
