// sandbox_link_sessions: the sandbox income provider's hosted-page sessions
// (providers/sandbox/income-link.ts); a real provider keeps its own.
import type { Queryable } from './db';

type SessionDb = Pick<Queryable, 'query'>;

export type LinkSessionStatus = 'CREATED' | 'LINKED' | 'CANCELLED';

export interface StoredLinkSession<Method extends string = string> {
  linkSessionId: string;
  applicationUuid: string;
  method: Method;
  returnUrl: string;
  status: LinkSessionStatus;
}

export async function insertLinkSession(db: SessionDb, session: Omit<StoredLinkSession, 'status'>): Promise<void> {
  await db.query('insert into sandbox_link_sessions (link_session_id, application_uuid, method, return_url) values ($1, $2, $3, $4)', [
    session.linkSessionId,
    session.applicationUuid,
    session.method,
    session.returnUrl,
  ]);
}

export async function linkSessionById<Method extends string>(db: SessionDb, linkSessionId: string): Promise<StoredLinkSession<Method> | undefined> {
  const { rows } = await db.query<{ link_session_id: string; application_uuid: string; method: Method; return_url: string; status: LinkSessionStatus }>(
    'select link_session_id, application_uuid, method, return_url, status from sandbox_link_sessions where link_session_id = $1',
    [linkSessionId],
  );
  const row = rows[0];
  return row && { linkSessionId: row.link_session_id, applicationUuid: row.application_uuid, method: row.method, returnUrl: row.return_url, status: row.status };
}

/** CREATED becomes LINKED; any other status stays. */
export async function markLinkSessionLinked(db: SessionDb, linkSessionId: string): Promise<void> {
  await db.query("update sandbox_link_sessions set status = 'LINKED' where link_session_id = $1 and status = 'CREATED'", [linkSessionId]);
}
