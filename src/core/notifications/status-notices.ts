// Which statuses notify the applicant when reached (flows/<product>/status-notifications.json):
// those they must act on after a wait, each with its words' copy key. Read as data; a status the
// table does not list notifies no one, and staying in a status is not reaching it.
import type { StatusNotifications } from '../../generated/types/status-notifications';
import table from '../../../flows/heloc/status-notifications.json' with { type: 'json' };

export type { StatusNotifications };

/** The HELOC table (its products: heloc and crypto-heloc). */
export const statusNotifications = table as unknown as StatusNotifications;

/** The copy key of the notification for moving from `from` to `to` in `product`, if any. */
export function statusNotice(notices: StatusNotifications, product: string, from: string, to: string): string | undefined {
  if (from === to || !notices.products.includes(product as StatusNotifications['products'][number])) return undefined;
  return Object.hasOwn(notices.statuses, to) ? notices.statuses[to]!.text : undefined;
}

/** Problems beyond the schema: every copy key exists, every status is one of the machine's. */
export function statusNoticeProblems(notices: StatusNotifications, hasCopyKey: (key: string) => boolean, statuses: readonly string[]): Array<{ pointer: string; reason: string }> {
  return Object.entries(notices.statuses).flatMap(([status, { text }]) => [
    ...(hasCopyKey(text) ? [] : [{ pointer: `/statuses/${status}/text`, reason: `missing copy key "${text}"` }]),
    ...(statuses.includes(status) ? [] : [{ pointer: `/statuses/${status}`, reason: `no status ${status} in the status machine` }]),
  ]);
}
