// An application reaching a status its applicant must act on after a wait (a pipeline step or a
// staff review moved it) notifies them, with a link to the application: its status picks the
// screen. A status notification applies while the application stays at the status it was written
// for (the table's row): every move completes the ones written for any other status, whatever the
// event, so a funded application's bell no longer asks where to send the funds (issue 31, item 8).
// Written in the transaction that moves the status, so a status rolled back notifies no one.
import { statusNotice, type StatusNotifications } from '../../core/notifications/status-notices';
import { productTable } from '../products';
import { pageRoutes } from '../../core/contract/routes';
import type { Queryable } from '../store/db';
import type { ApplicationRecord } from '../services/application-records';
import { addNotification, completeStaleStatusNotifications } from '../store/notifications';

export async function notifyStatus(tx: Queryable, record: Pick<ApplicationRecord, 'uuid' | 'identityUuid' | 'organizationCode' | 'product'>, from: string, to: string): Promise<void> {
  if (from !== to) await completeStaleStatusNotifications(tx, record.uuid, to);
  const textKey = statusNotice(productTable<StatusNotifications>(record.product, 'statusNotifications'), from, to);
  if (!textKey) return;
  await addNotification(tx, {
    identityUuid: record.identityUuid,
    organizationCode: record.organizationCode,
    applicationUuid: record.uuid,
    kind: 'STATUS',
    textKey,
    subjectKey: null,
    link: pageRoutes.application(record.uuid),
    status: to,
  });
}
