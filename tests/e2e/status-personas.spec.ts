// Each status-to-screen row of issue 11 reached through a sandbox persona (src/server/providers/
// PERSONAS.md) against the real server: the application is set up over HTTP the way the screens
// would (tests/server/journey.ts), then a person opens /account/heloc/{uuid} and sees the status's
// screen (its path and its heading), acts on it where the screen asks for something, and lands on
// the next one. Every screen reached is checked with axe at 1280 and 320 px. An application opens
// only on its own brand's site (issue 12), so each row's applicant has the persona's application
// under two brands, the default one (its host) and fairway (fairway.localhost), set up side by side:
// the row's screen is checked on both, and what follows on fairway's.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { helocRequest, strongPassword, type HelocOptions } from '../server/harness';
import { acceptOffer, linkPayroll, send, statusOf, submitApplication, submitIdentity, type Api } from '../server/journey';
import { playwrightApi } from './api';
import { axeViolations, input, settled, text, urlOn } from './helpers';

/** The brands the rows alternate between: the default brand at the base URL, and fairway on its host name. */
const BRANDS = [
  { orgCode: 'acme-lending', host: undefined },
  { orgCode: 'fairway', host: 'fairway.localhost' },
] as const;
type Brand = (typeof BRANDS)[number];

interface Applicant {
  api: Api;
  uuid: string;
  brand: Brand;
}

/**
 * One identity with the persona's application under each brand (an application opens only on its
 * own brand's site), so every screen a row reaches first is seen on both brands.
 */
async function applicants(request: APIRequestContext, page: Page, persona: HelocOptions): Promise<Applicant[]> {
  const registered = await request.post('/identity/api/v1/registration/register', {
    data: { email: `e2e-${randomUUID()}@example.com`, password: strongPassword, phoneNumber: '(555) 555-0100' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { jwt } = (await registered.json()) as { jwt: string };
  await page.addInitScript((token) => localStorage.setItem('jwt', token), jwt);
  return Promise.all(
    BRANDS.map(async (brand) => {
      const org = { 'x-org': brand.orgCode };
      const created = await request.post(`/service-application/api/v3/application/helocs?state=${persona.state ?? 'CA'}`, {
        headers: { ...org, authorization: `Bearer ${jwt}` },
        data: helocRequest(persona),
      });
      expect(created.status(), await created.text()).toBe(201);
      const { uuid } = (await created.json()) as { uuid: string };
      return { api: playwrightApi(request, jwt, org), uuid, brand };
    }),
  );
}

type Routing = Record<string, unknown>;

/** Waits (by reading the status, no sleeps) until the application stands at `status` and its routing facts hold. */
async function reach({ api, uuid }: Applicant, status: string, routing: Routing = {}) {
  await expect
    .poll(
      async () => {
        const answer = (await statusOf(api, uuid)) as { status: string; routing?: Routing };
        return { status: answer.status, ...Object.fromEntries(Object.keys(routing).map((k) => [k, answer.routing?.[k]])) };
      },
      { timeout: 45_000, intervals: [250, 500, 1000] },
    )
    .toEqual({ status, ...routing });
}


const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The screen a person sees: its path under the application and its heading; axe at both widths, ending at 1280 px. */
async function seeScreen(page: Page, uuid: string, screen: string, headingKey: string) {
  const path = `/account/heloc/${uuid}/${screen}`;
  const heading = page.getByRole('heading', { level: 1, name: text(headingKey) });
  await expect(page).toHaveURL(new RegExp(`${escape(path)}$`), { timeout: 30_000 });
  await expect(heading).toBeVisible();
  const brand = new URL(page.url()).hostname;
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    expect(await axeViolations(page), `${screen} on ${brand} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** OFFER_SELECTION → the offer accepted and the application submitted: the hard pull runs. */
async function submitted(who: Applicant) {
  await reach(who, 'OFFER_SELECTION');
  await acceptOffer(who.api, who.uuid);
  await submitApplication(who.api, who.uuid);
}

/** … then the payroll account linked: income verification runs. */
async function linked(who: Applicant) {
  await submitted(who);
  await reach(who, 'INCOME_VERIFICATION');
  await linkPayroll(who.api, who.uuid);
}

/** … then the ID documents submitted: the identity check runs, and after it the closing documents. */
async function identitySubmitted(who: Applicant) {
  await linked(who);
  await reach(who, 'IDENTITY_VERIFICATION');
  await submitIdentity(who.api, who.uuid);
}

/** NO_AVM_FOUND → the applicant's estimate given and the broker price opinion ordered: the BPO step runs. */
async function bpoOrdered(who: Applicant) {
  await reach(who, 'NO_AVM_FOUND');
  await send(who.api, who.uuid, 'SUBMIT_ESTIMATE', { estimatedValue: 600000 });
  await reach(who, 'BPO_ORDER_REQUEST', { bpo: 'BPO_REQUIRED' });
  await send(who.api, who.uuid, 'ORDER_BPO');
}

interface Row {
  persona: HelocOptions;
  /** HTTP steps before the applicant opens the application. */
  setup?: (who: Applicant) => Promise<void>;
  status: string;
  routing?: Routing;
  screen: string;
  heading: string;
  /** What the applicant does and sees on the screen, and where it leads. */
  then?: (page: Page, who: Applicant, see: (screen: string, heading: string) => Promise<void>) => Promise<void>;
}

const submit = (page: Page, key = 'flows.common.submit') => page.getByRole('button', { name: text(key) }).click();

const rows: Record<string, Row> = {
  'Nomatch: no credit file → an SSN → still none': {
    persona: { lastName: 'Nomatch' },
    status: 'CREDIT_NO_MATCH',
    screen: 'credit/social',
    heading: 'flows.social.steps.index.heading',
    then: async (page, who, see) => {
      // An SSN never ends 0000: the page refuses it; the persona's unknown SSN ends 9999.
      const ssn = input(page, text('fields.ssn.label'));
      await ssn.fill('123-45-0000');
      await submit(page);
      await expect(ssn).toHaveAccessibleDescription(text('errors.ssn.invalid'));
      await ssn.fill('123-45-9999');
      await submit(page);
      await reach(who, 'CREDIT_NO_MATCH_SSN');
      await see('review-app/no-credit', 'application.screens.noCredit.heading');
    },
  },
  'Thawing: a frozen file, lifted, then retried': {
    persona: { lastName: 'Thawing' },
    status: 'SOFT_CREDIT_LOCKED_OR_FROZEN',
    screen: 'credit/error',
    heading: 'application.screens.creditFrozen.heading',
    then: async (page, who, see) => {
      await page.getByRole('button', { name: text('application.events.retry') }).click();
      await reach(who, 'OFFER_SELECTION');
      await see('product/select', 'application.offer.heading');
    },
  },
  'Noavm: no automated value → an estimate → a BPO ordered → offers': {
    persona: { street1: '1 Noavm Rd' },
    status: 'NO_AVM_FOUND',
    screen: 'bpo/estimate-value',
    heading: 'flows.estimate-value.steps.index.heading',
    then: async (page, who, see) => {
      await input(page, text('fields.estimatedValue')).fill('600000');
      await submit(page);
      await reach(who, 'BPO_ORDER_REQUEST', { bpo: 'BPO_REQUIRED' });
      await see('bpo/order-bpo', 'application.screens.orderBpo.heading');
      await page.getByRole('button', { name: text('application.events.orderBpo') }).click();
      // The sandbox's broker price opinion values the home at 610,000: eligible, offers priced.
      await reach(who, 'OFFER_SELECTION');
      await see('product/select', 'application.offer.heading');
    },
  },
  'Noavm in Texas: the BPO is a condition the applicant accepts (spec: bpo/condition for TX) → offers': {
    persona: { street1: '2 Noavm Rd', state: 'TX' },
    status: 'NO_AVM_FOUND',
    screen: 'bpo/estimate-value',
    heading: 'flows.estimate-value.steps.index.heading',
    then: async (page, who, see) => {
      await input(page, text('fields.estimatedValue')).fill('600000');
      await submit(page);
      await reach(who, 'BPO_ORDER_REQUEST', { bpo: 'BPO_REQUIRED', propertyState: 'TX' });
      await see('bpo/condition', 'application.screens.bpoCondition.heading');
      await page.getByRole('button', { name: text('application.events.acceptCondition') }).click();
      await reach(who, 'OFFER_SELECTION');
      await see('product/select', 'application.offer.heading');
    },
  },
  'Liens: the hard pull finds debts → payoffs chosen → income': {
    persona: { lastName: 'Liens' },
    setup: submitted,
    status: 'LIEN_REVIEW',
    screen: 'liens',
    heading: 'liens.heading',
    then: async (page, who, see) => {
      const payOff = (creditor: string) => page.getByRole('group', { name: text('liens.payOff').replace('{{creditor}}', creditor) });
      await payOff('SANDBOX CARD SERVICES').getByRole('radio', { name: text('liens.yes') }).check();
      await payOff('SANDBOX AUTO FINANCE').getByRole('radio', { name: text('liens.no') }).check();
      await submit(page, 'liens.submit');
      await reach(who, 'INCOME_VERIFICATION');
      await see('income/review', 'income.review.heading');
    },
  },
  'Delinquent: a late payment on the hard pull': {
    persona: { lastName: 'Delinquent' },
    setup: submitted,
    status: 'DELINQUENCY_REVIEW',
    screen: 'review-app/delinquency',
    heading: 'application.screens.delinquency.heading',
  },
  'Hardfrozen: the file froze before the hard pull': {
    persona: { lastName: 'Hardfrozen' },
    setup: submitted,
    status: 'HARD_CREDIT_LOCKED_OR_FROZEN',
    screen: 'credit/error',
    heading: 'application.screens.creditFrozen.heading',
  },
  'Needsemployer: the link needs the employer → employer details → identity': {
    persona: { lastName: 'Needsemployer' },
    setup: linked,
    status: 'EMPLOYMENT_VERIFICATION',
    screen: 'income/employer-verification',
    heading: 'flows.employer-verification.steps.index.heading',
    then: async (page, who, see) => {
      await input(page, text('fields.employer.name')).fill('Sandbox Widgets Inc');
      await input(page, text('fields.employer.phone')).fill('(555) 123-4567');
      await input(page, text('fields.employer.jobTitle')).fill('Engineer');
      await input(page, text('fields.employer.startDate')).fill('2018-03-01');
      await submit(page);
      await reach(who, 'IDENTITY_VERIFICATION');
      await see('identity', 'flows.id-document.steps.index.heading');
    },
  },
  'Reduced: lower verified income → the revised offers': {
    persona: { lastName: 'Reduced' },
    setup: linked,
    status: 'REVISED_OFFER_SELECTION',
    screen: 'product/select',
    heading: 'application.offer.heading',
    then: async (page) => {
      await expect(page.getByText(text('offer.revised'), { exact: true })).toBeVisible();
    },
  },
  'Nopay: no income verified → try another way': {
    persona: { lastName: 'Nopay' },
    setup: linked,
    status: 'INCOME_ERROR',
    screen: 'error/income',
    heading: 'application.screens.incomeError.heading',
    then: async (page, who, see) => {
      await page.getByRole('button', { name: text('application.events.tryAgain') }).click();
      await reach(who, 'INCOME_VERIFICATION');
      await see('income/review', 'income.review.heading');
    },
  },
  'Idfail: the ID fails verification → back at identity, told why': {
    persona: { lastName: 'Idfail' },
    setup: identitySubmitted,
    status: 'IDENTITY_VERIFICATION',
    routing: { identityVerification: 'FAILED_VERIFICATION' },
    screen: 'identity',
    heading: 'flows.id-document.steps.index.heading',
    then: async (page) => {
      await expect(page.getByText(text('identity.failed'), { exact: true })).toBeVisible();
    },
  },
  'Floodplain: closing documents wait on the flood certificate': {
    persona: { street1: '9 Floodplain Rd' },
    setup: identitySubmitted,
    status: 'GEN_CLOSING_DISCLOSURE',
    routing: { waitingOnFloodCert: true },
    screen: 'error/flood-cert',
    heading: 'application.screens.floodCert.heading',
  },
  'Assets: the file supports the line only on assets': {
    persona: { lastName: 'Assets' },
    status: 'ASSETS_PREQUAL',
    screen: 'product/assets',
    heading: 'application.screens.assets.heading',
  },
  'Lienposition: the hard pull changes the lien position → requalify → revised offers': {
    persona: { lastName: 'Lienposition' },
    setup: submitted,
    status: 'CLTV_LIEN_POSITION_REQUALIFY',
    screen: 'product/prequal-winback',
    heading: 'application.screens.winback.heading',
    then: async (page, who, see) => {
      // ACCEPT_WINBACK: eligibility and pricing run again (their steps entered a second time).
      await page.getByRole('button', { name: text('application.events.seeOffers') }).click();
      await reach(who, 'OFFER_SELECTION');
      await see('product/select', 'application.offer.heading');
    },
  },
  'Pinreview: the PIN did not match → a reviewer calls': {
    persona: { lastName: 'Pinreview' },
    setup: identitySubmitted,
    status: 'INCORRECT_PIN_REVIEW',
    screen: 'review-app/incorrect-pin',
    heading: 'application.screens.incorrectPin.heading',
  },
  'Underwrite: the closing documents held for an underwriter': {
    persona: { lastName: 'Underwrite' },
    setup: identitySubmitted,
    status: 'UNDERWRITING_REVIEW',
    screen: 'review-app/uw',
    heading: 'application.screens.underwriting.heading',
  },
  'Ownermismatch: the owners on record differ': {
    persona: { lastName: 'Ownermismatch' },
    setup: identitySubmitted,
    status: 'OWNERSHIP_REVIEW',
    screen: 'review-app/incorrect-ownership',
    heading: 'application.screens.ownership.heading',
  },
  'Titledata: the property data needs a review': {
    persona: { lastName: 'Titledata' },
    setup: identitySubmitted,
    status: 'DATATREE_REVIEW',
    screen: 'review-app/datatree',
    heading: 'application.screens.propertyRecords.heading',
  },
  'Appraisal: an on-site appraisal first': {
    persona: { lastName: 'Appraisal' },
    setup: identitySubmitted,
    status: 'ONSITE_APPRAISAL_PENDING',
    screen: 'hold',
    heading: 'application.screens.appraisalHold.heading',
  },
  'Slowdocs: the closing documents still being prepared': {
    persona: { lastName: 'Slowdocs' },
    setup: identitySubmitted,
    status: 'GEN_CLOSING_DISCLOSURE',
    routing: { waitingOnFloodCert: false },
    screen: 'review-app/signdocs',
    heading: 'application.screens.signdocs.heading',
  },
  'Fraudalert: a fraud alert on the credit file when the documents are prepared': {
    persona: { lastName: 'Fraudalert' },
    setup: identitySubmitted,
    status: 'FACTA_REVIEW',
    screen: 'error/timeout',
    heading: 'application.screens.timeout.heading',
  },
  'Bpowait: the broker price opinion is out; the page stops waiting and says so': {
    persona: { street1: '1 Noavm Bpowait Rd' },
    setup: bpoOrdered,
    status: 'WAITING_FOR_BPO',
    screen: 'bpo/waiting',
    heading: 'application.screens.bpoWaiting.heading',
  },
  'Bpohold: the BPO vendor holds the order for review': {
    persona: { street1: '1 Noavm Bpohold Rd' },
    setup: bpoOrdered,
    status: 'BPO_PROCESSING',
    screen: 'bpo/hold',
    heading: 'application.screens.bpoHold.heading',
  },
  'Payoffhold: payoff statements outstanding': {
    persona: { lastName: 'Payoffhold' },
    setup: identitySubmitted,
    status: 'PAYOFF_REQUEST_PENDING',
    screen: 'payoff/hold',
    heading: 'application.screens.payoffHold.heading',
  },
};

for (const [name, row] of Object.entries(rows)) {
  test(`${row.status} → ${row.screen}: ${name}`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const pair = await applicants(request, page, row.persona);
    await Promise.all(
      pair.map(async (who) => {
        await row.setup?.(who);
        await reach(who, row.status, row.routing);
      }),
    );
    for (const who of pair) {
      const path = `/account/heloc/${who.uuid}`;
      await page.goto(who.brand.host ? urlOn(baseURL!, who.brand.host, path) : path);
      await seeScreen(page, who.uuid, row.screen, row.heading);
    }
    // The page is on the last brand's application: the row acts there.
    const who = pair.at(-1)!;
    await row.then?.(page, who, (screen, heading) => seeScreen(page, who.uuid, screen, heading));
  });
}

test('review-app/signdocs moves on to signing/intro though the status changed while the screen was loading (Latedocs)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const [who] = await applicants(request, page, { lastName: 'Latedocs' });
  await identitySubmitted(who!);
  // The documents are still being prepared at the first check; the next one (5 s later) finds them ready.
  await reach(who!, 'GEN_CLOSING_DISCLOSURE');
  // The screen's code arrives only once the status has moved on: what a slow phone sees when the
  // documents get ready while it loads. The screen must compare with the status the page routed
  // on, not with its own first read, or it waits forever.
  await page.route('**/assets/PreparingDocuments-*.js', async (route) => {
    await reach(who!, 'NOTE_SIGNING');
    await route.continue();
  });
  await page.goto(`/account/heloc/${who!.uuid}`);
  await expect(page).toHaveURL(new RegExp(`/${who!.uuid}/review-app/signdocs$`));
  await expect(page.getByRole('heading', { level: 1, name: text('application.screens.signingIntro.heading') })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`/${who!.uuid}/signing/intro$`));
});
