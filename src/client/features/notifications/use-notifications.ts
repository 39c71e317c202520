// The signed-in person's notifications (contract: GET /service-notifications/api/v1/notifications),
// read when the menu or page opens, then marked read (POST .../notifications/read) — opening is
// reading. Each one's words and "how long ago", from the page's clock (spec section 2).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { notificationRoutes } from '../../../core/contract/notification-routes';
import { relativeTime } from '../../../core/notifications/relative-time';
import type { ApiNotifications } from '../../../generated/types/api-notifications';
import { apiCall } from '../../lib/api';
import './notifications-copy';

export type Notification = ApiNotifications['notifications'][number];

/** `onUnread` (a state setter: stable) hears the unread count once they are marked read. */
export function useNotifications(open: boolean, onUnread?: (unread: number) => void) {
  const [data, setData] = useState<ApiNotifications | undefined>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open) return;
    let live = true;
    apiCall<ApiNotifications>('GET', notificationRoutes.list.path({})).then(
      async (list) => {
        if (!live) return;
        setData(list);
        setFailed(false);
        if (list.unread === 0) return;
        // Not marked read (a network blip): the list still shows, and the count stays for next time.
        const uuids = list.notifications.filter((n) => !n.read).map((n) => n.uuid);
        await apiCall('POST', notificationRoutes.read.path({}), { body: { uuids } }).then(
          () => onUnread?.(0),
          () => undefined,
        );
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, onUnread]);
  return { data, failed };
}

/** A notification's words: its text with its subject's words filled in. */
export function notificationText(t: TFunction, n: Notification): string {
  return t(n.textKey, { subject: n.subjectKey ? t(n.subjectKey) : '' });
}

/** "3 hours ago", or "Oct 22" once older than 4 weeks. */
export function useAgo(): (created: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (created: string) => {
      const r = relativeTime(new Date(created), new Date());
      if (r.unit !== 'date') return t(`notifications.time.${r.unit}`, { count: r.count });
      return t('notifications.time.date', { month: t(`notifications.time.months.m${r.month}`), day: r.day });
    },
    [t],
  );
}
