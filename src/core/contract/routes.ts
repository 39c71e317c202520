// The one route table: the page paths of the application area and the API paths of the service
// contract (spec sections 2 and 7). The server registers its routes from `pattern`, the client
// calls through `path(...)`; no path literal lives anywhere else.

interface Route<P extends string> {
  /** Fastify's pattern, e.g. /x/:uuid/events. */
  readonly pattern: string;
  /** The path with its parameters filled in (each URI-encoded). */
  path(params: Record<P, string>): string;
}

export function route<P extends string = never>(pattern: string): Route<P> {
  return {
    pattern,
    path: (params) => pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent((params as Record<string, string>)[name] ?? '')),
  };
}

export const APPLICATION = '/service-application/api/v1/application/heloc';
const EXTERNAL = '/service-application/external/api';
const PROFILE = '/service-profile/api/v1/profile';
const HOURS = '/service-operating-hours/external/api/v1/hours';

export const apiRoutes = {
  /** Creates an application (spec section 7: Create HELOC): of the brand's default product, or the one its link names. */
  create: route('/service-application/api/v3/application/helocs'),
  list: route(`${APPLICATION}/all`),
  consentTypes: route(`${APPLICATION}/consent-types`),
  application: route<'uuid'>(`${APPLICATION}/:uuid`),
  offers: route<'uuid'>(`${APPLICATION}/:uuid/offers`),
  events: route<'uuid'>(`${APPLICATION}/:uuid/events`),
  answers: route<'uuid' | 'flowId'>(`${APPLICATION}/:uuid/answers/:flowId`),
  summary: route<'uuid'>(`${APPLICATION}/:uuid/summary`),
  documents: route<'uuid'>(`${APPLICATION}/:uuid/documents`),
  document: route<'uuid' | 'documentUuid'>(`${APPLICATION}/:uuid/documents/:documentUuid`),
  linkSessions: route<'uuid'>(`${APPLICATION}/:uuid/income/link-sessions`),
  /** Ours ('Finish later'): mails the signed-in applicant a link back to the resume route. */
  resumeEmail: route<'uuid'>(`${APPLICATION}/:uuid/resume-email`),
  /** PATCH: the experiments this application was exposed to (spec section 7), once per experiment. */
  experiments: route<'uuid'>(`${APPLICATION}/:uuid/experiments`),
  /** Ours: the /exchange page's answer, the line's draws paid to the applicant's exchange account. */
  exchange: route<'uuid'>(`${APPLICATION}/:uuid/exchange`),
  status: route<'uuid'>('/service-krang-heloc/borrower/secure/api/v1/:uuid/status'),
  profile: route(PROFILE),
  profileConsentTypes: route(`${PROFILE}/consent-types`),
  profileName: route(`${PROFILE}/name`),
  ceoFeedback: route('/service-profile/api/v1/feedback/ceo'),
  /** Ours: the leave survey's answers, sent after logging out (no session). */
  leaveSurvey: route('/service-feedback/api/v1/leave-survey'),
  abilityToStart: route('/service-search/api/v1/profiles/actions/verify-ability-to-start-application'),
  register: route('/identity/api/v1/registration/register'),
  /** Ours (not in the spec): a reset link mailed for a forgotten password, then the new password. */
  passwordForgot: route('/identity/api/v1/password/forgot'),
  passwordReset: route('/identity/api/v1/password/reset'),
  /** Registration through the identity broker (answers a redirect too). */
  brokerRegister: route('/identity-broker/customer/api/v3/register'),
  /** The signed-in identity, per role and per API version. */
  figureInfo: route<'role'>('/identity-broker/:role/secure/api/v3/self/figureinfo'),
  identity: route<'version'>('/identity/secure/api/:version/identity'),
  identityAlias: route('/identity/secure/api/v1/identity/alias'),
  /** Ours (issue 29, the settings page): PUT {currentPassword, password} changes the password and ends the account's other sessions. */
  passwordChange: route('/identity/secure/api/v1/password'),
  /** Ours (issue 29): DELETE ends every session of the account but the caller's ('Sign out everywhere else'). */
  otherSessions: route('/identity/secure/api/v1/sessions/others'),
  /** Sign-in and sign-out of a role (customer for applicants; agent for staff). */
  login: route<'role'>('/identity-broker/:role/api/v3/login'),
  logout: route<'role'>('/identity-broker/:role/secure/api/v3/logout'),
  consentPrompt: route<'consentType'>('/service-comms-prefs/external/api/v1/consent/prompt/:consentType'),
  userConsent: route('/service-comms-prefs/secure/api/v1/consent/user'),
  /** A direct-mail offer code (spec section 7: GET {host}/offercode/{code}). */
  offerCode: route<'code'>('/offercode/:code'),
  loanOriginator: route<'loanOriginatorUuid'>('/service-lead-portal/api/lo/:loanOriginatorUuid'),
  licensedStates: route<'loanOriginatorUuid'>('/service-lead-portal/api/lo/:loanOriginatorUuid/licensed-states'),
  referral: route<'referralUuid'>('/service-lead-portal/api/referrals/:referralUuid'),
  /** Where the brand lends, asked before registration (no session). */
  statesEligibility: route(`${EXTERNAL}/v2/heloc/states-eligibility`),
  zipEligibility: route(`${EXTERNAL}/v1/heloc/zip-eligibility`),
  stateLicenses: route(`${EXTERNAL}/v1/heloc/state-licenses`),
  referralStatus: route<'referralUuid'>(`${EXTERNAL}/v1/heloc/referral-id/:referralUuid`),
  waitlist: route('/service-wait-list/api/v1/home-equity-loan-plus'),
  /** Operating hours (spec section 7), by department (OPS_PHONE, OPS_CHAT): the week, the week for display, open now. */
  hours: route<'department'>(`${HOURS}/:department`),
  hoursWeek: route<'department'>(`${HOURS}/:department/week`),
  hoursOpenStatus: route<'department'>(`${HOURS}/:department/openStatus`),
  /** Sandbox only (never in production): POST {orgCode, minutes} sets the brand's hours clock offset. */
  sandboxHoursClock: route('/sandbox/hours-clock'),
  /** The server's run of a flow step's validation (the same engine as the page). */
  stepValidation: route<'flowId' | 'stepId'>('/api/flows/:flowId/steps/:stepId/validate'),
  /** Feature flags (spec section 7; {context}: the product): one flag, every flag, a decision tied to a telemetry session. */
  feature: route<'context'>('/service-optimize/:context/api/v1/feature'),
  features: route<'context'>('/service-optimize/:context/api/v1/features'),
  decision: route<'context'>('/service-optimize/:context/api/v2/decision'),
  telemetrySession: route<'context'>('/ft/:context/session'),
  telemetryEvent: route<'context'>('/ft/:context/event'),
  brandLogo: route<'orgCode'>('/brand-assets/:orgCode/logo'),
  /** Ours (issue 29 item 7; spec section 7 names no error service): POST one scrubbed error of the browser, 204. */
  clientErrorReport: route('/client-errors/api/v1/report'),
} as const;

/** The staff console's path prefix: its pages and (under STAFF_API) its API; the rest in ./staff-routes.ts. */
export const STAFF_BASE = '/staff';
/** The staff console's API prefix (issue 16): its own paths, where an applicant's token gets 404. */
export const STAFF_API = `${STAFF_BASE}/api/v1`;
/** Whether a path is a console page: drawn by the console, outside the applicants' page shell. */
export const isStaffPage = (path: string): boolean => path === STAFF_BASE || path.startsWith(`${STAFF_BASE}/`);

/** The co-signer area's base path (issue 16, spec section 2; its own login, no Dashboard link); its pages in ./signer-routes.ts. */
export const SIGNER_BASE = '/heloc-signer';
/** The co-signer area's old address: the server sends it and everything under it to SIGNER_BASE (spec section 2: "/account/heloc-signer goes to /heloc-signer"). */
export const LEGACY_SIGNER_BASE = `/account${SIGNER_BASE}`;

/** The application area's base path (spec section 2: all application routes sit under it). */
export const APPLICATION_BASE_PATH = '/account/heloc';
/** The old account area around it: the server sends its other paths (and the root) into the application area. */
export const LEGACY_ACCOUNT_BASE = '/account';
/** The old registration entry: the server sends it to the registration flow, the query kept (spec section 2). */
export const LEGACY_REGISTER_PATH = `${LEGACY_ACCOUNT_BASE}/register`;

export const pageRoutes = {
  /** The application area itself: resumes the applicant's application (or the dashboard). */
  resume: APPLICATION_BASE_PATH,
  /** An application's page; its status decides the screen: /account/heloc/{uuid}. */
  application: (uuid: string) => `${APPLICATION_BASE_PATH}/${uuid}`,
  /** A screen of an application: /account/heloc/{uuid}/{screen}. */
  screen: (uuid: string, screen: string) => `${APPLICATION_BASE_PATH}/${uuid}/${screen}`,
  applicationPattern: `${APPLICATION_BASE_PATH}/:uuid/*`,
  /** Where the payroll provider's page returns to (with the application) and the callback page without one. */
  payrollReturn: (uuid: string) => `${APPLICATION_BASE_PATH}/${uuid}/income/pointserv-callback`,
  payrollCallback: `${APPLICATION_BASE_PATH}/income/pointserv-callback`,
  /** Where the bank-linking provider's OAuth returns to. */
  bankOauthReturn: `${APPLICATION_BASE_PATH}/plaid-oauth-success`,
  /** A forgotten password: the email asked for, and the mailed link's page (?token=). */
  forgotPassword: `${APPLICATION_BASE_PATH}/auth/forgot-password`,
  resetPassword: `${APPLICATION_BASE_PATH}/auth/reset-password`,
  /** The Electronic Communications Policy (spec section 2): the registration's consent links here. */
  communications: '/communications',
  /** Spec section 2's /exchange navigation target: a crypto-backed line's draws paid to the exchange account. */
  exchange: `${APPLICATION_BASE_PATH}/exchange`,
  /** The signed-in applicant's settings (spec section 2's /dashboard/settings target): name, phone, password, texts, sessions. */
  settings: `${APPLICATION_BASE_PATH}/dashboard/settings`,
  /** How to reach the brand (spec section 2's /contact target): its phone, email, hours (Pacific Time) and chat. */
  contact: `${APPLICATION_BASE_PATH}/contact`,
  /** Every notification of the signed-in person (the bell's 'View All'). */
  notifications: '/notifications',
  /** Our licenses page, for a brand without its own (footer.licensesUrl). */
  licenses: '/licenses',
  /** Our Terms of Use and Privacy Policy, for a brand whose manifest names no valid page of its own. */
  terms: '/terms',
  privacy: '/privacy',
  /** The IL Community Reinvestment Notice (spec section 2's footer) from the manifest, for a brand that has one and no page of its own. */
  ilNotice: '/il-community-reinvestment-notice',
  /** The registration flow's base (flows/heloc/register.flow.json) and its two public side pages (spec section 2). */
  register: `${APPLICATION_BASE_PATH}/register`,
  /** The redesigned registration (flows/heloc/register-v2.flow.json's basePath; tests/server/start-banner.test.ts holds them equal): the page a newcomer is sent to. */
  registerV2: `${APPLICATION_BASE_PATH}/register-v2`,
  accountSetup: `${APPLICATION_BASE_PATH}/register/account-setup`,
  registerSupport: `${APPLICATION_BASE_PATH}/register/support`,
  /** What a brand shows before it takes applications. */
  comingSoon: `${APPLICATION_BASE_PATH}/coming-soon`,
  /**
   * Sandbox only (the page data's devTools, never in production): a screen that throws while it
   * renders, with personal-looking canaries in its message, so a browser test can watch a real
   * build report an error and the console list it with nothing personal (tests/e2e/client-errors.spec.ts).
   */
  sandboxThrow: `${APPLICATION_BASE_PATH}/sandbox/throw`,
  /** Whether a path is a page of the application area (a provider may be sent back only there). */
  isApplicationPage: (path: string) => path.startsWith(`${APPLICATION_BASE_PATH}/`),
} as const;

/** The legal pages that answer under the application area too (spec section 2: every application route sits under its base path), e.g. /account/heloc/terms. */
export const LEGAL_PAGES_UNDER_BASE = ['terms', 'privacy', 'licenses', 'communications', 'ilNotice'] as const;
export const underApplicationBase = (path: string): string => `${APPLICATION_BASE_PATH}${path}`;

/** How long a mailed password-reset link works: the server's expiry and the words the page shows. */
export const RESET_TTL_MINUTES = 30;
