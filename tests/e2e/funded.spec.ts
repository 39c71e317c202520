// The funded page (issue 31, item 8) on two brands against the real server: an application set up
// over HTTP to its right of rescission (the sandbox signs the note, the eNotary notarises, a typed
// account with automatic payments), then what a person sees. complete shows one active card whose
// figures are the core's (src/core/offer/figures.ts) for the chosen offer, the cancel only as a
// secondary action during the rescission and the dashboard as the primary one; once the closing
// clock passes the rescission the line is funded, the card gains the first payment's due date
// (src/core/calendar/first-payment.ts), a signed document opens in the viewer, the bell asks for
// nothing (no "Tell us where to send your funds"), and the dashboard's active card leads back.
// axe finds nothing and nothing scrolls sideways at 390 and 1280 px.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { closingRoutes } from '../../src/core/contract/closing-routes';
import { apiRoutes } from '../../src/core/contract/routes';
import { isoDateOf } from '../../src/core/calendar/business-days';
import { firstPaymentDue } from '../../src/core/calendar/first-payment';
import { offerFigures, ratesInForce } from '../../src/core/offer/figures';
import { formatMoney } from '../../src/core/offer/money';
import { formatPercent } from '../../src/core/offer/view';
import type { OfferSet } from '../../src/generated/types/offer-set';
import { giveAccounts, notariseOnline, rescissionEnd, toBankingDayAfter, waitFor } from '../server/closing-journey';
import { helocRequest, strongPassword } from '../server/harness';
import { acceptOffer, linkPayroll, submitApplication, submitIdentity, type Api } from '../server/journey';
import { playwrightApi } from './api';
import { axeViolations, text, urlOn } from './helpers';
import { checkScreen, nextLayout } from './layout';

test.describe.configure({ timeout: 180_000 });

const BRANDS = [
  { orgCode: 'acme-lending', host: undefined },
  { orgCode: 'fairway', host: 'fairway.localhost' },
] as const;
type Brand = (typeof BRANDS)[number];

/** An applicant on `brand` whose application is in its right of rescission, signed in in the page. */
async function inRescission(request: APIRequestContext, page: Page, brand: Brand): Promise<{ api: Api; uuid: string }> {
  const registered = await request.post('/identity/api/v1/registration/register', {
    data: { email: `funded-${randomUUID()}@example.com`, password: strongPassword, phoneNumber: '(555) 555-0100' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { jwt } = (await registered.json()) as { jwt: string };
  await page.addInitScript((token) => localStorage.setItem('jwt', token), jwt);
  const org = { 'x-org': brand.orgCode };
  const created = await request.post('/service-application/api/v3/application/helocs?state=CA', { headers: { ...org, authorization: `Bearer ${jwt}` }, data: helocRequest() });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  const api = playwrightApi(request, jwt, org);
  await waitFor(api, uuid, 'OFFER_SELECTION', 60_000);
  await acceptOffer(api, uuid);
  await submitApplication(api, uuid);
  await waitFor(api, uuid, 'INCOME_VERIFICATION', 60_000);
  await linkPayroll(api, uuid);
  await waitFor(api, uuid, 'IDENTITY_VERIFICATION', 60_000);
  await submitIdentity(api, uuid);
  await waitFor(api, uuid, 'NOTE_SIGNING', 60_000);
  expect((await notariseOnline(api, uuid)).status).toBe('DISBURSEMENT_ACCOUNT');
  expect((await giveAccounts(api, uuid, 'typed', 'AUTOPAY')).status).toBe('RESCISSION');
  return { api, uuid };
}

/** The card's figures as the core computes them for the chosen offer (autopay chosen). */
async function coreFigures(api: Api, uuid: string) {
  const offers = (await api.get(apiRoutes.offers.path({ uuid }))).body as OfferSet;
  const { selectedOffer } = (await api.get(apiRoutes.application.path({ uuid }))).body as { selectedOffer: { offerId: string; amount: number } };
  const figures = offerFigures(offers.offers.find((o) => o.id === selectedOffer.offerId)!, selectedOffer.amount, offers);
  const inForce = ratesInForce(figures, 'AUTOPAY');
  expect(inForce.autopay).toBe(true);
  return {
    amount: formatMoney(figures.cash, 2),
    line: formatMoney(figures.line, 2),
    rate: `${formatPercent(inForce.rate)} with automatic payments`,
    monthly: formatMoney(inForce.monthly, 2),
  };
}

/** The value beside a label in the line's card (its region, named by its heading). */
const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: text('closing.complete.figures.heading'), exact: true })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** axe at 390 and 1280 px, then no sideways scroll at 320, 390 and 1280 (screenshots with SCREENS_DIR). */
async function lookAt(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await nextLayout(page);
    await expect.poll(() => axeViolations(page), { message: `${name} at ${width} px`, timeout: 15_000 }).toEqual([]);
  }
  await checkScreen(page, name);
}

/** "Friday, April 10, 2026", as the page writes a calendar date. */
const longDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(Date.UTC(y!, m! - 1, d!)));
};

for (const brand of BRANDS) {
  test(`${brand.orgCode}: the funded page shows the core's figures, opens a signed document, and the bell asks for nothing`, async ({ page, request, baseURL }) => {
    const { api, uuid } = await inRescission(request, page, brand);
    const expected = await coreFigures(api, uuid);
    const path = `/account/heloc/${uuid}`;
    await page.goto(brand.host ? urlOn(baseURL!, brand.host, path) : path);
    await expect(page).toHaveURL(new RegExp(`/${uuid}/complete$`), { timeout: 45_000 });
    await expect(page.getByRole('heading', { level: 1, name: text('closing.complete.heading') })).toBeVisible({ timeout: 20_000 });

    // During the rescission: the figures, the dashboard first, the cancel second (a text button).
    await expect(figure(page, text('closing.complete.amount'))).toHaveText(expected.amount);
    await expect(figure(page, text('offer.figures.labels.line'))).toHaveText(expected.line);
    await expect(figure(page, text('offer.figures.labels.rate'))).toHaveText(expected.rate);
    await expect(figure(page, text('offer.figures.labels.monthly'))).toHaveText(expected.monthly);
    await expect(figure(page, text('closing.complete.figures.firstDue'))).toHaveText(text('closing.complete.figures.firstDueLater'));
    const main = page.getByRole('main');
    const actions = main.getByRole('button').or(main.getByRole('link', { name: text('closing.complete.toDashboard') }));
    await expect(actions.first()).toHaveText(text('closing.complete.toDashboard'));
    await expect(page.getByRole('button', { name: text('closing.complete.cancel') })).toBeVisible();
    await lookAt(page, 'complete: in the right of rescission');

    // The rescission passes on the closing clock: funded, on this page.
    await toBankingDayAfter(api, uuid, await rescissionEnd(api, uuid));
    await expect(page.getByRole('heading', { level: 1, name: text('closing.complete.funded') })).toBeVisible({ timeout: 45_000 });
    const { funded } = (await api.get(closingRoutes.closing.path({ uuid }))).body as { funded: { fundedAt: string; firstPaymentDue: string } };
    expect(funded.firstPaymentDue).toBe(isoDateOf(firstPaymentDue(new Date(funded.fundedAt))));
    await expect(figure(page, text('closing.complete.figures.sent'))).toHaveText(expected.amount);
    await expect(figure(page, text('offer.figures.labels.line'))).toHaveText(expected.line);
    await expect(figure(page, text('offer.figures.labels.rate'))).toHaveText(expected.rate);
    await expect(figure(page, text('offer.figures.labels.monthly'))).toHaveText(expected.monthly);
    await expect(figure(page, text('closing.complete.figures.firstDue'))).toHaveText(longDate(funded.firstPaymentDue));
    await expect(page.getByRole('button', { name: text('closing.complete.cancel') })).toHaveCount(0);
    await expect(page.getByText(text('closing.complete.fundedNext.autopay'))).toBeVisible();
    // The sidebar follows: funding, its last stage, is done too.
    await expect(page.getByRole('listitem').filter({ hasText: /^Get Funded/ })).toHaveText(`Get Funded (${text('shell.progress.done')})`);
    await lookAt(page, 'complete: funded');

    // The bell: nothing stale (the account step passed long ago), nothing asked.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(text('notifications.allDone'))).toBeVisible();
    await expect(menu.getByText(text('notifications.kinds.status.DISBURSEMENT_ACCOUNT'))).toHaveCount(0);
    await page.keyboard.press('Escape');

    // A signed document opens in the viewer, its text readable.
    const agreement = page.getByRole('link', { name: /Agreement/ }).first();
    const title = (await agreement.textContent())!;
    await agreement.click();
    await expect(page).toHaveURL(new RegExp(`/${uuid}/complete/documents\\?open=`));
    await expect(page.getByRole('heading', { level: 1, name: text('signing.signedDocuments.heading') })).toBeVisible();
    await expect(page.getByRole('button', { name: text('signing.disclosures.open').replace('{{title}}', title) })).toHaveAttribute('aria-expanded', 'true');
    const viewer = page.getByRole('region', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*, PDF document$`) });
    await expect(viewer.locator('.textLayer').first()).toBeAttached({ timeout: 20_000 });
    await lookAt(page, 'complete/documents: a signed document open');

    // The dashboard: an active card (not muted) whose action opens the funded page again.
    await page.getByRole('link', { name: text('signing.signedDocuments.back') }).click();
    await page.getByRole('link', { name: text('closing.complete.toDashboard') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const card = page.locator('li[data-stage="funded"]');
    await expect(card).toBeVisible();
    expect(await card.evaluate((el) => getComputedStyle(el).borderStyle)).not.toBe('dashed');
    await lookAt(page, 'dashboard: the funded line');
    await card.getByRole('link', { name: text('application.dashboard.stages.funded.action') }).click();
    await expect(page).toHaveURL(new RegExp(`/${uuid}/complete$`));
    await expect(page.getByRole('heading', { level: 1, name: text('closing.complete.funded') })).toBeVisible();
  });
}
