// The application pages in Chromium against the real server: an applicant registered and an
// application created over HTTP (sandbox personas, src/server/providers/PERSONAS.md), then
// /account/heloc/{uuid} follows the status to its screen. Offer figures are computed with the
// same shared offer math (src/core/offer) the page uses.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatMoney } from '../../src/core/offer/money';
import type { OfferSet } from '../../src/generated/types/offer-set';
import { formatLimit, formatPercent } from '../../src/core/offer/view';
import { figureTexts, offerFigures } from '../../src/core/offer/figures';
import { helocRequest, strongPassword, type HelocOptions } from '../server/harness';
import { axeViolations, input, text, watchCsp } from './helpers';

const heading = (key: string) => ({ level: 1, name: text(key) }) as const;

/** A new applicant with one application; the page's session token goes in before any script runs. */
async function applicant(request: APIRequestContext, page: Page, persona: HelocOptions = {}) {
  const registered = await request.post('/identity/api/v1/registration/register', {
    data: { email: `e2e-${randomUUID()}@example.com`, password: strongPassword, phoneNumber: '(555) 555-0100' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { jwt } = (await registered.json()) as { jwt: string };
  const headers = { authorization: `Bearer ${jwt}` };
  const created = await request.post('/service-application/api/v3/application/helocs?state=CA', { headers, data: helocRequest(persona) });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  await page.addInitScript((token) => localStorage.setItem('jwt', token), jwt);
  return { uuid, headers };
}

test('an application with offers waits, then shows product/select with the shared offer math', async ({ page, request }) => {
  test.setTimeout(60_000);
  const violations = await watchCsp(page);
  // 'Slow': each sandbox call waits 1.5 s, so the waiting screen is surely seen; it ends with offers.
  const { uuid, headers } = await applicant(request, page, { street1: '100 Slow St' });
  await page.goto(`/account/heloc/${uuid}`);
  await expect(page.getByRole('heading', heading('application.waiting.heading'))).toBeFocused();
  await expect(page.getByRole('status')).toHaveText(/\S/);
  // Pre-qualification runs in the background; the page polls until the offers are ready.
  await expect(page.getByRole('heading', heading('application.offer.heading'))).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/product/select$`));
  await expect(page.getByRole('heading', heading('application.offer.heading'))).toBeFocused();

  const offerSet = (await (await request.get(`/service-application/api/v1/application/heloc/${uuid}/offers`, { headers })).json()) as OfferSet;
  const offer = [...offerSet.offers].sort((a, b) => b.term - a.term || b.originationFee - a.originationFee)[0]!;
  const label = text('application.offer.option').replace('{{term}}', String(offer.term)).replace('{{fee}}', formatPercent(offer.originationFee));
  await page.getByRole('radio', { name: label, exact: true }).check();

  const amount = Math.round((offer.minDraw + offer.maxDraw) / 2);
  await input(page, text('application.offer.amount')).fill(String(amount));
  const figures = figureTexts(offerFigures(offer, amount, offerSet));
  const summary = page.getByRole('region', { name: text('application.offer.summary') });
  await expect(summary).toContainText(`${text('offer.figures.labels.rate')}${figures.rate}`);
  await expect(summary).toContainText(`${text('offer.figures.labels.monthly')}${figures.monthly}`);
  await expect(summary).toContainText(`${text('offer.figures.labels.fee')}${figures.fee}`);
  await expect(summary).toContainText(`${text('offer.figures.labels.total')}${figures.total}`);
  expect(await axeViolations(page)).toEqual([]);

  // An amount above the option's maximum says so and stays as typed: Continue refuses it, sends
  // nothing and puts the focus back on the field with its message.
  const field = input(page, text('application.offer.amount'));
  // Left, the amount shows money's format; it stays the amount typed.
  const above = formatLimit(offer.maxDraw + 1000);
  await field.fill(String(offer.maxDraw + 1000));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.blur();
  await expect(field).toHaveValue(above);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/heloc/${uuid}/events`)) posts.push(r.url());
  });
  await page.getByRole('button', { name: text('application.offer.continue') }).click();
  await expect(field).toBeFocused();
  expect(posts).toEqual([]);
  await expect(field).toHaveValue(above);
  await expect(field).toHaveAccessibleDescription(
    text('application.offer.amountOutOfRange').replace('{{min}}', formatLimit(offer.minDraw)).replace('{{max}}', formatLimit(offer.maxDraw)),
  );
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/product/select$`));
  await field.fill(String(offer.maxDraw));
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');

  // Continue sends SELECT_OFFER (the server checks the offer match) and opens the confirm screen;
  // the choice is also kept in this tab for it.
  await page.getByRole('button', { name: text('application.offer.continue') }).click();
  await expect(page.getByRole('heading', heading('offer.confirm.heading'))).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/product/select/confirm$`));
  const saved = await page.evaluate((key) => sessionStorage.getItem(key), `heloc_offer_choice:${uuid}`);
  expect(JSON.parse(saved!)).toEqual({ offerId: offer.id, amount: offer.maxDraw });
  const chosen = page.getByRole('region', { name: text('offer.confirm.figures') });
  const maxFigures = figureTexts(offerFigures(offer, offer.maxDraw, offerSet));
  await expect(chosen).toContainText(`${text('offer.figures.labels.cash')}${formatMoney(offer.maxDraw, 2)}`);
  await expect(chosen).toContainText(`${text('offer.figures.labels.monthly')}${maxFigures.monthly}`);
  await expect(page.getByRole('heading', { level: 2, name: text('offer.disclosures.heading') })).toBeVisible();
  const brochure = page.getByRole('link', { name: new RegExp(text('offer.disclosures.brochure')) });
  await expect(brochure).toHaveAttribute('href', 'https://files.consumerfinance.gov/f/201204_CFPB_HELOC-brochure.pdf');
  await expect(brochure).toHaveAttribute('target', '_blank');
  await expect(brochure).toHaveAttribute('rel', /noopener/);
  // Accept is enabled once the status (its version) is read; axe again once its colour settles.
  const accept = page.getByRole('button', { name: text('offer.confirm.accept') });
  await expect(accept).toBeEnabled();
  await expect.poll(() => axeViolations(page)).toEqual([]);

  // Both consents are required, each on its own: Accept without them says why and sends nothing.
  let events = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/heloc/${uuid}/events`)) events++;
  });
  await accept.click();
  await expect(page.getByRole('alert').filter({ hasText: text('offer.confirm.acknowledgeRequired') })).toBeVisible();
  await page.getByRole('checkbox', { name: text('offer.confirm.acknowledge') }).check();
  await accept.click();
  await expect(page.getByRole('alert').filter({ hasText: text('offer.confirm.hardCreditRequired') })).toBeVisible();
  expect(events).toBe(0);
  await page.getByRole('checkbox', { name: /hard credit inquiry/ }).check();
  // A double click sends ACCEPT_OFFER once; the page then follows the new status away from the offer.
  await accept.dblclick();
  await expect(page).not.toHaveURL(/\/product\/select/, { timeout: 30_000 });
  expect(events).toBe(1);
  expect(await violations()).toEqual([]);
});

const settledCases: Array<{ name: string; persona: HelocOptions; screen: string; copy: string }> = [
  { name: 'a declined application', persona: { lastName: 'Lowscore' }, screen: 'error/decline', copy: 'decline' },
  { name: 'a frozen credit file', persona: { lastName: 'Frozen' }, screen: 'credit/error', copy: 'creditFrozen' },
  { name: 'an address with no property', persona: { street1: '12 Nowhere Lane' }, screen: 'review-app/property', copy: 'property' },
];

for (const c of settledCases) {
  test(`${c.name} goes to ${c.screen}`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const { uuid } = await applicant(request, page, c.persona);
    await page.goto(`/account/heloc/${uuid}`);
    await expect(page.getByRole('heading', heading(`application.screens.${c.copy}.heading`))).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/${c.screen}$`));
    await expect(page.getByText(text(`application.screens.${c.copy}.body`))).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^\d{3}-\d{3}-\d{4}$/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    if (c.screen === 'error/decline') {
      expect(await axeViolations(page)).toEqual([]);
      // Opening another screen than the status's sends back to the status's screen.
      await page.goto(`/account/heloc/${uuid}/product/select`);
      await expect(page.getByRole('heading', heading('application.screens.decline.heading'))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/error/decline$`));
      // Someone else's or a missing application: the dashboard (spec section 4's routing rules).
      await page.goto(`/account/heloc/${randomUUID()}`);
      await expect(page).toHaveURL(/\/account\/heloc\/dashboard$/);
    }
  });
}
