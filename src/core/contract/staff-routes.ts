// The route table's part for the staff console (issue 16), kept in a module of its own so the
// first page's JavaScript does not carry it (bundle-budget.json): only the console and the server
// import it. Same shape as ./routes.ts: the server registers `pattern`, the client calls `path(...)`.
import { route, STAFF_API, STAFF_BASE } from './routes';

/**
 * The staff console's API: what a lender's loan-origination system would call. Every route here
 * but `session`'s POST needs a staff token; tests iterate over this table, so a new route is
 * covered by the authorization tests as soon as it is added.
 */
export const staffApiRoutes = {
  /** POST signs in (email, password); DELETE signs out. */
  session: route(`${STAFF_API}/session`),
  /** GET ?q=&status=&page=: applications of the member's brands, at most 50 a page. */
  applications: route(`${STAFF_API}/applications`),
  application: route<'uuid'>(`${STAFF_API}/applications/:uuid`),
  /** GET: one document of the application (the applicant's or a signer's upload), as an attachment with its content type; audited. */
  document: route<'uuid' | 'documentUuid'>(`${STAFF_API}/applications/:uuid/documents/:documentUuid`),
  /** GET: every condition of the application (notes included); POST raises one. */
  conditions: route<'uuid'>(`${STAFF_API}/applications/:uuid/conditions`),
  /** POST clears a condition: the application goes on once none is open. */
  clearCondition: { ...route<'uuid' | 'conditionUuid'>(`${STAFF_API}/applications/:uuid/conditions/:conditionUuid/clear`), method: 'POST' as const },
  /** POST approves or rejects what waits on a review (a staff event of the status machine). */
  review: { ...route<'uuid'>(`${STAFF_API}/applications/:uuid/review`), method: 'POST' as const },
  /** POST {name, email}: invites an additional signer (mailed like the applicant's invitation), audited. */
  additionalSigners: { ...route<'uuid'>(`${STAFF_API}/applications/:uuid/additional-signers`), method: 'POST' as const },
  /** GET: the member's brands and their banners (issue 17); POST {orgCode, message, variant, ...} publishes one, audited. */
  banners: route(`${STAFF_API}/banners`),
  /** PATCH: edits a console banner (message, variant, dismissable, active, link), bumping its updatedAt; audited. */
  banner: { ...route<'uuid'>(`${STAFF_API}/banners/:uuid`), method: 'PATCH' as const },
  /** GET ?orgCode=: every flag of a brand with its value and where it comes from; PUT sets or removes a brand's override. Audited. */
  featureFlags: route(`${STAFF_API}/feature-flags`),
  /** GET: the flags of one application; PUT sets or removes the application's override. Audited. */
  applicationFeatureFlags: route<'uuid'>(`${STAFF_API}/applications/:uuid/feature-flags`),
  /** GET ?state=&orgCode=: the chat inbox of the member's brands (issue 25 item 6). */
  chatConversations: route(`${STAFF_API}/chat/conversations`),
  /** GET: one conversation with all its messages; audited. */
  chatConversation: route<'conversationId'>(`${STAFF_API}/chat/conversations/:conversationId`),
  /** POST {text, clientId}: a staff reply; audited. */
  chatReply: { ...route<'conversationId'>(`${STAFF_API}/chat/conversations/:conversationId/messages`), method: 'POST' as const },
  /** POST: closes the conversation (the customer sees the ended panel); audited. */
  chatClose: { ...route<'conversationId'>(`${STAFF_API}/chat/conversations/:conversationId/close`), method: 'POST' as const },
  /** POST: hands the conversation back to the chatbot; audited. */
  chatHandBack: { ...route<'conversationId'>(`${STAFF_API}/chat/conversations/:conversationId/hand-back`), method: 'POST' as const },
  /** GET ?orgCode=: the brand's canned replies (brands/defaults.json chat.cannedReplies under the brand's). */
  chatCannedReplies: route(`${STAFF_API}/chat/canned-replies`),
  /** GET ?orgCode=: a brand's operating hours as stored (data, then the console's edits); PUT {department, hours} replaces a department's week and closed dates; audited. */
  operatingHours: route(`${STAFF_API}/operating-hours`),
  /** GET ?orgCode=&release=: the brand's error groups from the browser (issue 29 item 7), newest first; audited. */
  clientErrors: route(`${STAFF_API}/client-errors`),
} as const;

/** The staff console's pages. */
export const staffPageRoutes = {
  signIn: STAFF_BASE,
  search: `${STAFF_BASE}/applications`,
  applicationPattern: `${STAFF_BASE}/applications/:uuid`,
  featureFlags: `${STAFF_BASE}/feature-flags`,
  application: (uuid: string) => `${STAFF_BASE}/applications/${encodeURIComponent(uuid)}`,
  banners: `${STAFF_BASE}/banners`,
  chat: `${STAFF_BASE}/chat`,
  operatingHours: `${STAFF_BASE}/operating-hours`,
  errors: `${STAFF_BASE}/errors`,
} as const;
