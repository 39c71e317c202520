// The route table's part for the notifications bell (issue 17, spec section 2 "Page shell"), kept in
// a module of its own so the first page's JavaScript does not carry it (bundle-budget.json): the
// bell loads for a signed-in person only, with its menu and page. Same shape as ./routes.ts.
import { route } from './routes';

const NOTIFICATIONS = '/service-notifications/api/v1/notifications';

export const notificationRoutes = {
  /** Ours: the caller's notifications on this brand's site, newest first, with the unread count. */
  list: route(NOTIFICATIONS),
  /** Ours: marks the caller's notifications read (those named, or all). */
  read: route(`${NOTIFICATIONS}/read`),
} as const;
