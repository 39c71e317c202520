// An application reaching a status its applicant must act on after a wait (a pipeline step or a
// staff review moved it) notifies them, with a link to the application: its status picks the
// screen. Written in the transaction that moves the status, so a status rolled back notifies no one.
import { statusNotice, type StatusNotifications } from '../../core/notifications/status-notices';
import { productTable } from '../products';
import { pageRoutes } from '../../core/contract/routes';
import type { Queryable } from '../store/db';
import type { ApplicationRecord } from '../services/application-records';
import { addNotification } from '../store/notifications';

export async function notifyStatus(tx: Queryable, record: Pick<ApplicationRecord, 'uuid' | 'identityUuid' | 'organizationCode' | 'product'>, from: string, to: string): Promise<void> {
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
  });
}
