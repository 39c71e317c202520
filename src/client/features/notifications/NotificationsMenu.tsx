// The bell's menu (spec section 2 "Page shell"): the 3 newest notifications that still apply (a
// completed one, whose status the application has moved past, is left out), each its words, how
// long ago and a link to where the person acts, and 'View All' when there are more. Opening it
// marks them read. Loaded on the bell's first press.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, MenuItem, Typography } from '@mui/material';
import Menu from '@mui/material/Menu';
import { pageRoutes } from '../../../core/contract/routes';
import { notificationText, useAgo, useNotifications } from './use-notifications';

/** Spec section 2: the bell lists the 3 newest. */
export const BELL_SIZE = 3;

interface Props {
  id: string;
  anchor: HTMLElement | null;
  labelledBy: string;
  onClose: () => void;
  /** Hears the unread count after opening marked them read (the bell's state setter). */
  onUnread: (unread: number) => void;
}

export function NotificationsMenu({ id, anchor, labelledBy, onClose, onUnread }: Props) {
  const { t } = useTranslation();
  const ago = useAgo();
  const open = Boolean(anchor);
  const { data, failed } = useNotifications(open, onUnread);
  const current = data?.notifications.filter((n) => !n.completed) ?? [];
  const shown = current.slice(0, BELL_SIZE);
  // 'View All' also when only completed ones are left out: the page lists those too.
  const more = (data?.notifications.length ?? 0) > shown.length;
  return (
    <Menu id={id} anchorEl={anchor} open={open} onClose={onClose} slotProps={{ list: { 'aria-labelledby': labelledBy }, paper: { sx: { maxWidth: 'min(360px, calc(100vw - 32px))' } } }}>
      {failed && <MenuItem disabled>{t('notifications.loadFailed')}</MenuItem>}
      {data && shown.length === 0 && <MenuItem disabled>{t(data.notifications.length === 0 ? 'notifications.empty' : 'notifications.allDone')}</MenuItem>}
      {shown.map((n) => (
        <MenuItem key={n.uuid} component={RouterLink} to={n.link} onClick={onClose} sx={{ whiteSpace: 'normal', display: 'block', py: 1 }}>
          <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: n.read ? 400 : 700 }}>
            {notificationText(t, n)}
          </Typography>
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 13 }}>
            {ago(n.created)}
          </Box>
        </MenuItem>
      ))}
      {more && (
        <MenuItem component={RouterLink} to={pageRoutes.notifications} onClick={onClose} sx={{ justifyContent: 'center', fontWeight: 700, color: 'primary.main' }}>
          {t('notifications.viewAll')}
        </MenuItem>
      )}
    </Menu>
  );
}
