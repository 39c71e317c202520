// The route table's part for the applicant waiting on a co-signer (issue 31), kept out of the first
// page's JavaScript: only the waiting screen (lazy) and the server import it. The spec names no
// invitation or resend call (section 7 has only the co-signer's co-deed status), so these are ours,
// under the application's path as its other co-deed routes are. Same shape as ./routes.ts.
import { APPLICATION, route } from './routes';

export const coDeedRoutes = {
  /** GET: the application's additional signers with when each was last invited and whether they accepted (the applicant's). */
  invitations: route<'uuid'>(`${APPLICATION}/:uuid/co-deed/invitations`),
  /** POST {email?}: a new link mailed to a signer who has not accepted yet (to a corrected email if given); rate limited. */
  resendInvitation: route<'uuid' | 'participantUuid'>(`${APPLICATION}/:uuid/co-deed/invitations/:participantUuid/resend`),
} as const;
