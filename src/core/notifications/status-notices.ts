// Which statuses notify the applicant when reached (flows/<product>/status-notifications.json):
// those they must act on after a wait, each with its words' copy key. Read as data; a status the
// table does not list notifies no one, and staying in a status is not reaching it.
import type { StatusNotifications } from '../../generated/types/status-notifications';

export type { StatusNotifications };

/** The copy key of the notification for moving from `from` to `to` under a product's table (its manifest names it), if any. */
export function statusNotice(notices: StatusNotifications, from: string, to: string): string | undefined {
  if (from === to) return undefined;
  return Object.hasOwn(notices.statuses, to) ? notices.statuses[to]!.text : undefined;
}

/** Problems beyond the schema: every copy key exists, every status is one of the machine's. */
export function statusNoticeProblems(notices: StatusNotifications, hasCopyKey: (key: string) => boolean, statuses: readonly string[]): Array<{ pointer: string; reason: string }> {
  return Object.entries(notices.statuses).flatMap(([status, { text }]) => [
    ...(hasCopyKey(text) ? [] : [{ pointer: `/statuses/${status}/text`, reason: `missing copy key "${text}"` }]),
    ...(statuses.includes(status) ? [] : [{ pointer: `/statuses/${status}`, reason: `no status ${status} in the status machine` }]),
  ]);
}
