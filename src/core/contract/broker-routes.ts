// The route table's part for brokers (issue 16, deliverable 3), in a module of its own so the
// first page's JavaScript does not carry it: only the broker pages and the server import it. A
// broker's API lives under the lead portal's paths, apart from the applicant's application routes
// (where a broker token gets the same 404 as a stranger's).
import { HOME_PATH, LOGIN_PATH } from './ids';
import { route } from './routes';

const BROKER_API = '/service-lead-portal/api/broker';

export const brokerApiRoutes = {
  /** GET: the signed-in broker and its loan originator on this brand. */
  self: route(`${BROKER_API}/self`),
  /** POST: a referral (spec section 3's Referral fields); answers the prefilled registration link. */
  referrals: route(`${BROKER_API}/referrals`),
  /** GET: the applications this broker referred, read-only. */
  applications: route(`${BROKER_API}/applications`),
} as const;

export { REFERRAL_PARAM } from './ids';

/**
 * The brokers' pages: the agent variant of sign-in, and their dashboard, which is the Dashboard
 * (spec section 6: brokers see Dashboard) drawn for an agent's session (src/client/app/dashboards.tsx).
 */
export const brokerPageRoutes = {
  agentLogin: `${LOGIN_PATH}?role=agent`,
  dashboard: HOME_PATH,
} as const;
