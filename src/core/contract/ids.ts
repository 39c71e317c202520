// Identifiers and paths shared by the web app and the server (the paths below the application area's base, from the route table).
import { APPLICATION_BASE_PATH } from './routes';

// Our uuids are lower-case (crypto.randomUUID); a path or parameter in any other form names nothing.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** Where sign-in lives (spec section 2: /auth/login) and where the browser goes after it. */
export const LOGIN_PATH = `${APPLICATION_BASE_PATH}/auth/login`;
export const HOME_PATH = `${APPLICATION_BASE_PATH}/dashboard`;
/** Where a referred applicant outside the referrer's states, and other entries the brand turns away, land. */
export const NOT_ACCEPTING_APPS_PATH = `${APPLICATION_BASE_PATH}/not-accepting-apps`;

/** The registration link's query parameter naming a broker's referral (issue 16), beside `referrer`. */
export const REFERRAL_PARAM = 'referralId';
