// Telemetry (spec section 7), loaded on demand through ./analytics: one session per tab (its key
// kept in sessionStorage, the session call tried up to 3 times), then events sent with keepalive,
// each with this browser's tracker id; page views and leaves (./page-views.ts).
// Telemetry never stops a journey: a failure is raised here and dropped, never shown. Nothing
// personal leaves (catalogue S4, R5): allow-listed query parameters, the referrer's origin, no
// Referer header (the page's query may hold prefill data; helmet's Referrer-Policy already says
// no-referrer, this holds if that changes); the server's schemas refuse the rest.
import type { ApiTelemetryEventRequest } from '../../generated/types/api-telemetry-event-request';
import type { ApiTelemetrySessionResponse } from '../../generated/types/api-telemetry-session-response';
import { ApiError, apiCall } from './api';
import { apiRoutes } from '../../core/contract/routes';
import { UNEXPECTED_KEY } from '../../core/contract/api-error';
import { PAGE_LEAVE_EVENT, PAGE_VIEW_EVENT, referrerOrigin, screenName, SESSION_ATTEMPTS, telemetryQueryParams } from '../../core/contract/telemetry';
import words from '../../../copy/en/telemetry.json';
import { trackerId } from './tracker-id';
import { defaultPageProduct, telemetryTypeOf } from './products';
import { learnProductOf } from './product-base';

const SESSION_KEY = 'telemetry-session-key';
/** Spec section 8: a telemetry call failed without a status text. */
const FETCH_FAILED_MESSAGE = words.fetchFailed;
const LIB_VERSION = '2.2.24';
const CONTEXT = 'web';

/** Spec section 8: a telemetry call's failure, with the answer's status, data and message. */
export class TelemetryError extends Error {
  readonly status: number;
  readonly data: unknown;
  constructor(status: number, data: unknown, message = FETCH_FAILED_MESSAGE) {
    super(message);
    this.status = status;
    this.data = data;
  }
}

async function send<T>(path: string, body: unknown, keepalive = false): Promise<T> {
  try {
    return await apiCall<T>('POST', path, { body, keepalive, referrerPolicy: 'no-referrer' });
  } catch (error) {
    if (!(error instanceof ApiError)) throw new TelemetryError(0, undefined);
    // An answer without words of its own (the generic text) is the spec's 'Error fetching'.
    const { status, message, messageKey } = error.failure;
    throw new TelemetryError(status, error.failure, messageKey === UNEXPECTED_KEY ? FETCH_FAILED_MESSAGE : message);
  }
}

let opening: Promise<string> | undefined;

/** Opens (or re-opens) this tab's session; after SESSION_ATTEMPTS failures, spec section 8's 500. */
export async function establishSession(): Promise<string> {
  const known = sessionStorage.getItem(SESSION_KEY) ?? undefined;
  const body = {
    platform: 'WEB',
    libVersion: LIB_VERSION,
    referrer: referrerOrigin(document.referrer),
    queryParams: telemetryQueryParams(location.search),
    screen: { width: screen.width, height: screen.height },
    window: { width: innerWidth, height: innerHeight },
    trackerId: trackerId(),
    ...(known ? { sessionKey: known } : {}),
  };
  for (let attempt = 1; attempt <= SESSION_ATTEMPTS; attempt++) {
    try {
      const { sessionKey } = await send<ApiTelemetrySessionResponse>(apiRoutes.telemetrySession.path({ context: CONTEXT }), body);
      sessionStorage.setItem(SESSION_KEY, sessionKey);
      return sessionKey;
    } catch {
      // The next attempt; the last failure becomes the error below.
    }
  }
  // Spec section 8: the session could not be opened after its attempts (status 500).
  throw new TelemetryError(500, undefined, words.sessionFailed);
}

export type TelemetryEvent = Omit<ApiTelemetryEventRequest, 'sessionKey' | 'eventType' | 'trackerId'>;

/** Sends an event; resolves when sent or dropped (never rejects). */
export async function track(event: TelemetryEvent): Promise<void> {
  try {
    opening ??= establishSession();
    const sessionKey = await opening;
    await send(apiRoutes.telemetryEvent.path({ context: CONTEXT }), { ...event, sessionKey, trackerId: trackerId(), eventType: 'WEB' }, true);
  } catch {
    // Dropped: a failed session is tried afresh with the next event.
    opening = undefined;
  }
}

let current: string | undefined;
let leaveSent = false;
/** The product type of the current screen's view, once its view is sent (set with `current`). */
let viewSent: Promise<string> | undefined;
let listening = false;

function listenForLeave(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('visibilitychange', () => (document.visibilityState === 'hidden' ? pageLeave('hidden') : (leaveSent = false)));
  window.addEventListener('pagehide', () => pageLeave('pagehide'));
}

// The product the page's events name: the one the applicant entered as (the flow runner says so),
// else the brand's default product (the journey the page runs); read from its manifest.
let pageProduct: string | undefined;

/** The applicant's product at entry (useFlowSubmit), so page views name it. */
export function setTelemetryProduct(product: string): void {
  pageProduct = product;
}

/** The productType of the page's events now. */
export const telemetryProductType = (): string => telemetryTypeOf(pageProduct ?? defaultPageProduct());

/** The application a page's path names (/account/<area>/<uuid>/...), if any. */
const APPLICATION_IN_PAGE = /\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/|$)/i;

/**
 * The productType of a screen: the product of the application its path names (issue 24: each
 * application's own product, a crypto line's pages after a reload too), learned once per
 * application through the page's own product lookup; else the entry's or the brand's default.
 */
async function productTypeOfScreen(pathname: string): Promise<string> {
  const uuid = APPLICATION_IN_PAGE.exec(pathname)?.[1];
  if (!uuid) return telemetryProductType();
  const product = await learnProductOf(uuid, (statusPath) => apiCall('GET', statusPath));
  return product ? telemetryTypeOf(product) : telemetryProductType();
}

/** A screen shown (./page-views.ts): named by its route pattern; a replace that keeps the screen is not a view. */
export function pageView(pathname: string, replaced: boolean): void {
  const name = screenName(pathname);
  // The same screen with its address tidied (e.g. the prefill query taken out): not a new view.
  if (replaced && name === current) return;
  current = name;
  leaveSent = false;
  listenForLeave();
  viewSent = productTypeOfScreen(pathname).then((productType) => {
    void track({ name: PAGE_VIEW_EVENT, productType, properties: { screen: name } });
    return productType;
  });
}

/** The applicant leaves the screen (tab hidden, or the page hidden for good): once per screen, with keepalive. */
function pageLeave(visibility: 'hidden' | 'pagehide'): void {
  if (!current || leaveSent) return;
  leaveSent = true;
  const screen = current;
  // After its screen's view (which may wait for the application's product), with the same product.
  void viewSent?.then((productType) => track({ name: PAGE_LEAVE_EVENT, productType, properties: { screen, visibility } }));
}
