// Notifications (migrations 0017, 0026): written when something waits on a person (staff raised a
// condition, the application reached a status they act on), listed newest first for the bell,
// marked read when the bell opens. A status notification applies while its application stays at
// the status it was written for and is completed once the status moves on. Always the caller's own
// rows on the site's brand: another person's notifications are never selected.
import { randomUUID } from 'node:crypto';
import type { Queryable } from './db';
import type { ApiNotifications } from '../../generated/types/api-notifications';

export type NotificationKind = ApiNotifications['notifications'][number]['kind'];

export interface NewNotification {
  identityUuid: string;
  organizationCode: string;
  applicationUuid: string | null;
  kind: NotificationKind;
  textKey: string;
  subjectKey: string | null;
  link: string;
  /** A STATUS notification's status: it applies while the application stays there. */
  status?: string | null;
}

interface Row {
  uuid: string;
  kind: NotificationKind;
  text_key: string;
  subject_key: string | null;
  link: string;
  created_at: Date | string;
  read_at: Date | string | null;
  completed_at: Date | string | null;
}

/** The most a list answers: the bell shows 3, 'View All' the rest of a long history's newest. */
export const NOTIFICATION_LIST_LIMIT = 100;

export async function addNotification(db: Queryable, n: NewNotification): Promise<string> {
  const uuid = randomUUID();
  await db.query(
    `insert into notifications (uuid, identity_uuid, organization_code, application_uuid, kind, text_key, subject_key, link, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [uuid, n.identityUuid, n.organizationCode, n.applicationUuid, n.kind, n.textKey, n.subjectKey, n.link, n.status ?? null],
  );
  return uuid;
}

export async function listNotifications(db: Queryable, identityUuid: string, organizationCode: string): Promise<ApiNotifications> {
  const { rows } = await db.query<Row>(
    `select uuid, kind, text_key, subject_key, link, created_at, read_at, completed_at from notifications
     where identity_uuid = $1 and organization_code = $2 order by created_at desc, uuid desc limit ${NOTIFICATION_LIST_LIMIT}`,
    [identityUuid, organizationCode],
  );
  const unread = await db.query<{ n: number }>(
    'select count(*)::int as n from notifications where identity_uuid = $1 and organization_code = $2 and read_at is null and completed_at is null',
    [identityUuid, organizationCode],
  );
  return {
    unread: Number(unread.rows[0]!.n),
    notifications: rows.map((r) => ({
      uuid: r.uuid,
      kind: r.kind,
      textKey: r.text_key,
      subjectKey: r.subject_key,
      link: r.link,
      created: new Date(r.created_at).toISOString(),
      read: r.read_at !== null,
      completed: r.completed_at !== null,
    })),
  };
}

/** Marks the caller's unread notifications read: the named ones, or all when none are named. */
export async function markRead(db: Queryable, identityUuid: string, organizationCode: string, uuids?: readonly string[]): Promise<void> {
  const only = uuids ? 'and uuid in (select (jsonb_array_elements_text($3::jsonb))::uuid)' : '';
  await db.query(
    `update notifications set read_at = now() where identity_uuid = $1 and organization_code = $2 and read_at is null ${only}`,
    uuids ? [identityUuid, organizationCode, JSON.stringify(uuids)] : [identityUuid, organizationCode],
  );
}

/**
 * Completes the application's status notifications that no longer apply: those written for a
 * status other than `status`, the one it has just moved to. In the transaction that moves it, so a
 * move rolled back completes nothing. Answers how many it completed.
 */
export async function completeStaleStatusNotifications(db: Queryable, applicationUuid: string, status: string): Promise<number> {
  const { rows } = await db.query<{ uuid: string }>(
    `update notifications set completed_at = now()
     where application_uuid = $1 and kind = 'STATUS' and completed_at is null and status is distinct from $2 returning uuid`,
    [applicationUuid, status],
  );
  return rows.length;
}
