// The sandbox income provider's link sessions: what a payroll or bank-data provider keeps when the
// applicant opens its hosted page. Rows in sandbox_link_sessions; a real provider keeps its own.
import { randomUUID } from 'node:crypto';
import { isUuid } from '../../../core/contract/ids';
import type { Db } from '../../store/db';
import { insertLinkSession, linkSessionById, markLinkSessionLinked, type StoredLinkSession } from '../../store/sandbox-link-sessions';
import type { IncomeMethod, LinkSession, LinkSessionRequest } from '../types';
import { pageRoutes } from '../../../core/contract/routes';

type SessionDb = Pick<Db, 'query'>;

export const SANDBOX_LINK_PATH = '/sandbox/income-link';

export type LinkSessionRow = StoredLinkSession<IncomeMethod>;

/**
 * A return URL is one of our own pages under /account/heloc/: a path, not a URL another site
 * could hand in (no scheme, no host, no '//' or backslash a browser would read as one).
 */
export function isReturnUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 500 || !pageRoutes.isApplicationPage(value)) return false;
  // Only printable ASCII: no control character a browser would strip to reveal '//'.
  if (value.includes('//') || value.includes('\\') || !/^[\x20-\x7e]+$/.test(value)) return false;
  const base = 'https://app.invalid';
  const url = URL.canParse(value, base) ? new URL(value, base) : undefined;
  return url?.origin === base && pageRoutes.isApplicationPage(url.pathname);
}

export async function createLinkSession(db: SessionDb, request: LinkSessionRequest): Promise<LinkSession> {
  if (!isReturnUrl(request.returnUrl)) throw new Error('returnUrl must be a path under /account/heloc/');
  const linkSessionId = randomUUID();
  await insertLinkSession(db, { linkSessionId, applicationUuid: request.applicationUuid, method: request.method, returnUrl: request.returnUrl });
  return { linkSessionId, hostedUrl: `${SANDBOX_LINK_PATH}/${linkSessionId}` };
}

export async function readLinkSession(db: SessionDb, linkSessionId: string): Promise<LinkSessionRow | undefined> {
  if (!isUuid(linkSessionId)) return undefined;
  return linkSessionById<IncomeMethod>(db, linkSessionId);
}

/** The applicant pressed Connect on the hosted page. */
export async function markLinked(db: SessionDb, linkSessionId: string): Promise<void> {
  await markLinkSessionLinked(db, linkSessionId);
}

/**
 * Where the hosted page sends the browser after Connect: the spec's callback routes. A payroll
 * link returns to pointserv-callback with the session and status; a bank link to the OAuth
 * success page, which reads the application id from browser storage (spec section 2).
 */
export function callbackUrl(session: LinkSessionRow): string {
  const url = new URL(session.returnUrl, 'https://app.invalid');
  if (session.method === 'PAYROLL') {
    url.searchParams.set('linkSessionId', session.linkSessionId);
    url.searchParams.set('status', 'success');
  } else {
    url.searchParams.set('oauth_state_id', session.linkSessionId);
  }
  return `${url.pathname}${url.search}`;
}
