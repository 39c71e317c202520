// Closing as a person does it (issue 14, deliverables 4 to 6), on two brands, against the real
// server: from the signed note (signed through the sandbox until the signing screens land) through
// the notary (the default brand online with the eNotary, fairway with a notary in person), the bank
// account (linked on one, typed on the other), the right of rescission passed on the simulated
// closing clock, to `complete` with the funded amount. Every new screen is checked with axe at
// 1280 and 320 px; CLOSING_SHOTS=<dir> also saves screenshots at 390 and 1280 px.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatMoney } from '../../src/core/offer/money';
import { CANARY_ACCOUNT, CANARY_ROUTING, advanceClock, rescissionEnd, signNote, toBankingDayAfter, toEnotaryHours, waitFor } from '../server/closing-journey';
import { helocRequest, strongPassword } from '../server/harness';
import { acceptOffer, linkPayroll, statusOf, submitApplication, submitIdentity, type Api } from '../server/journey';
import { playwrightApi } from './api';
import { axeViolations, settled, text, urlOn } from './helpers';

test.describe.configure({ timeout: 240_000 });

const BRANDS = {
  default: { orgCode: 'acme-lending', host: undefined },
  fairway: { orgCode: 'fairway', host: 'fairway.localhost' },
} as const;
type Brand = (typeof BRANDS)[keyof typeof BRANDS];

/** An applicant whose application on `brand` stands at NOTE_SIGNING, signed in in the page. */
async function atNoteSigning(request: APIRequestContext, page: Page, brand: Brand, lastName?: string): Promise<{ api: Api; uuid: string }> {
  const registered = await request.post('/identity/api/v1/registration/register', {
    data: { email: `closing-${randomUUID()}@example.com`, password: strongPassword, phoneNumber: '(555) 555-0100' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { jwt } = (await registered.json()) as { jwt: string };
  await page.addInitScript((token) => localStorage.setItem('jwt', token), jwt);
  const org = { 'x-org': brand.orgCode };
  const created = await request.post('/service-application/api/v3/application/helocs?state=CA', { headers: { ...org, authorization: `Bearer ${jwt}` }, data: helocRequest(lastName ? { lastName } : {}) });
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
  return { api, uuid };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The screen at its path with its heading; axe at 1280 and 320 px (and screenshots at 390 and 1280 when asked). */
async function seeScreen(page: Page, uuid: string, screen: string, heading: string) {
  await expect(page).toHaveURL(new RegExp(`/${uuid}/${escape(screen)}$`), { timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
  const brand = new URL(page.url()).hostname;
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    expect(await axeViolations(page), `${screen} on ${brand} at ${width} px`).toEqual([]);
  }
  const dir = process.env.CLOSING_SHOTS;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await settled(page);
      await page.screenshot({ path: join(dir, `${brand}-${screen.replaceAll('/', '_')}-${heading.slice(0, 12).replace(/\W+/g, '_')}-${width}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const open = (page: Page, baseURL: string, brand: Brand, uuid: string) => page.goto(brand.host ? urlOn(baseURL, brand.host, `/account/heloc/${uuid}`) : `/account/heloc/${uuid}`);

/** complete: the funding amount during the rescission, then (the clock past it) the amount funded. */
async function completeAndFunded(page: Page, api: Api, uuid: string) {
  await seeScreen(page, uuid, 'complete', text('closing.complete.heading'));
  const { fundingAmount } = (await api.get(`/service-application/api/v1/application/heloc/${uuid}/closing`)).body as { fundingAmount: number };
  // The amount shows in the screen and in the sidebar's offer details.
  await expect(page.getByText(formatMoney(fundingAmount, 2), { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: text('closing.complete.cancel') })).toBeVisible();
  // The rescission passes on the simulated clock: the next banking day after it ends.
  await toBankingDayAfter(api, uuid, await rescissionEnd(api, uuid));
  await expect(page.getByRole('heading', { level: 1, name: text('closing.complete.funded') })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText(new RegExp(`We sent ${escape(formatMoney(fundingAmount, 2))} to your account`))).toBeVisible();
  expect((await statusOf(api, uuid)).status).toBe('COMPLETE');
  await seeScreen(page, uuid, 'complete', text('closing.complete.funded'));
}

for (const [name, brand] of Object.entries(BRANDS)) {
  test(`${name}: eNotary, a linked account, the rescission passed, funded`, async ({ page, request, baseURL }) => {
    const { api, uuid } = await atNoteSigning(request, page, brand);
    await signNote(api, uuid);
    await waitFor(api, uuid, 'NOTARY_WAITING_PERIOD');
    await toEnotaryHours(api, uuid);
    await open(page, baseURL!, brand, uuid);

    await seeScreen(page, uuid, 'notary/intro', 'Talk to eNotary');
    await page.getByRole('button', { name: 'Why we need your location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Why we need your location' });
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: text('closing.notary.location.close') }).click();
    await page.getByRole('button', { name: 'Talk to eNotary' }).click();
    await page.getByRole('link', { name: text('closing.notary.intro.join') }).click();

    await seeScreen(page, uuid, 'notary/session', text('closing.notary.session.heading'));
    await expect(page.getByRole('link', { name: text('closing.notary.session.video') })).toHaveAttribute('href', /\/sandbox\/notary\/video\/enotary-/);
    await page.getByRole('group', { name: 'Which of these streets have you lived on?' }).getByLabel('Main St').check();
    await page.getByRole('group', { name: 'Which of these lenders holds a loan in your name?' }).getByLabel('Sandbox Mortgage Co.').check();
    await page.getByRole('button', { name: text('closing.notary.session.submit') }).click();

    await seeScreen(page, uuid, 'bank/disburse', text('closing.bank.disburse.heading'));
    await page.getByRole('button', { name: text('closing.bank.disburse.link') }).click();
    await page.getByRole('radio', { name: /^Everyday Checking ending in \d{4}$/ }).check();
    await seeScreen(page, uuid, 'bank/disburse', text('closing.bank.disburse.heading'));
    await page.getByRole('button', { name: text('closing.bank.disburse.use') }).click();

    await seeScreen(page, uuid, 'bank/autopay', text('closing.bank.autopay.heading'));
    await page.getByRole('radio', { name: /^Automatic payments from the account ending in \d{4}$/ }).check();
    await page.getByRole('button', { name: text('closing.bank.autopay.continue') }).click();
    await seeScreen(page, uuid, 'bank/confirm', text('closing.bank.confirm.heading'));
    await page.getByRole('checkbox', { name: text('closing.bank.confirm.agree') }).check();
    await page.getByRole('button', { name: text('closing.bank.confirm.submit') }).click();

    await completeAndFunded(page, api, uuid);
  });

  test(`${name}: a notary in person, a typed account, the rescission passed, funded`, async ({ page, request, baseURL }) => {
    const { api, uuid } = await atNoteSigning(request, page, brand);
    await signNote(api, uuid);
    await waitFor(api, uuid, 'NOTARY_WAITING_PERIOD');
    await open(page, baseURL!, brand, uuid);

    await seeScreen(page, uuid, 'notary/intro', 'Talk to eNotary');
    await page.getByRole('link', { name: 'Schedule Notary Session' }).click();
    await seeScreen(page, uuid, 'notary/schedule-manual', text('closing.notary.scheduleManual.heading'));
    await expect(page.getByText('Manual notarization costs $350.00')).toBeVisible();
    // The fee must be agreed to first.
    await page.getByRole('button', { name: 'Schedule Notary Session' }).click();
    await expect(page.getByText(text('errors.required'))).toBeVisible();
    await page.getByRole('checkbox', { name: /manual notarization fee of \$350\.00/ }).check();
    await page.getByRole('button', { name: 'Schedule Notary Session' }).click();

    await seeScreen(page, uuid, 'notary/reserve-manual', text('closing.notary.reserveManual.heading'));
    await page.getByRole('group', { name: text('closing.notary.reserveManual.slotsLabel') }).getByRole('radio').first().check();
    await page.getByRole('button', { name: text('closing.notary.reserveManual.submit') }).click();
    await seeScreen(page, uuid, 'notary/reserve-manual', text('closing.notary.reserveManual.reserved'));
    // The notary visits at the slot: the clock moves past it.
    const slot = (await api.get(`/service-application/api/v1/application/heloc/${uuid}/closing`)).body as { reservation: { startsAt: string } };
    const now = await advanceClock(api, uuid, 0);
    await advanceClock(api, uuid, (new Date(slot.reservation.startsAt).getTime() - now.getTime()) / 3_600_000 + 2);

    await seeScreen(page, uuid, 'bank/disburse', text('closing.bank.disburse.heading'));
    await page.getByRole('link', { name: text('closing.bank.disburse.manual') }).click();
    await seeScreen(page, uuid, 'bank/manual-disburse', text('closing.manualDisburse.heading'));
    await page.getByRole('radio', { name: 'Checking' }).check();
    const wrong = `${CANARY_ROUTING.slice(0, 8)}${(Number(CANARY_ROUTING[8]) + 1) % 10}`;
    await page.getByRole('textbox', { name: 'Routing number' }).fill(wrong);
    await page.getByRole('textbox', { name: 'Account number', exact: true }).fill(CANARY_ACCOUNT);
    await page.getByRole('textbox', { name: 'Confirm account number' }).fill(CANARY_ACCOUNT);
    await page.getByRole('button', { name: text('closing.manualDisburse.button') }).click();
    await expect(page.getByText(text('closing.errors.routingNumber.invalid'))).toBeVisible();
    await page.getByRole('textbox', { name: 'Routing number' }).fill(CANARY_ROUTING);
    await page.getByRole('button', { name: text('closing.manualDisburse.button') }).click();

    await seeScreen(page, uuid, 'bank/autopay', text('closing.bank.autopay.heading'));
    await expect(page.getByText(`ending in ${CANARY_ACCOUNT.slice(-4)}`)).toBeVisible();
    await page.getByRole('radio', { name: text('closing.bank.autopay.manual') }).check();
    await page.getByRole('button', { name: text('closing.bank.autopay.continue') }).click();
    await seeScreen(page, uuid, 'bank/confirm', text('closing.bank.confirm.heading'));
    await expect(page.getByText(`Routing number ending in ${CANARY_ROUTING.slice(-4)}`)).toBeVisible();
    await expect(page.getByText(CANARY_ACCOUNT)).toHaveCount(0);
    await page.getByRole('checkbox', { name: text('closing.bank.confirm.agree') }).check();
    await page.getByRole('button', { name: text('closing.bank.confirm.submit') }).click();

    await completeAndFunded(page, api, uuid);
  });

  test(`${name}: a failed eNotary session shows notary/error, and another session can start`, async ({ page, request, baseURL }) => {
    const { api, uuid } = await atNoteSigning(request, page, brand, 'Quizfail');
    await signNote(api, uuid);
    await waitFor(api, uuid, 'NOTARY_WAITING_PERIOD');
    await toEnotaryHours(api, uuid);
    await open(page, baseURL!, brand, uuid);
    await seeScreen(page, uuid, 'notary/intro', 'Talk to eNotary');
    await page.getByRole('button', { name: 'Talk to eNotary' }).click();
    await page.getByRole('link', { name: text('closing.notary.intro.join') }).click();
    await seeScreen(page, uuid, 'notary/session', text('closing.notary.session.heading'));
    // Nothing answered: each question says so.
    await page.getByRole('button', { name: text('closing.notary.session.submit') }).click();
    await expect(page.getByText(text('errors.required'))).toHaveCount(2);
    await page.getByRole('group', { name: 'Which of these streets have you lived on?' }).getByLabel('Main St').check();
    await page.getByRole('group', { name: 'Which of these lenders holds a loan in your name?' }).getByLabel('Sandbox Mortgage Co.').check();
    await page.getByRole('button', { name: text('closing.notary.session.submit') }).click();
    await seeScreen(page, uuid, 'notary/error', text('closing.notary.error.heading'));
    await page.getByRole('button', { name: text('closing.notary.error.retry') }).click();
    await seeScreen(page, uuid, 'notary/intro', 'Talk to eNotary');
  });
}
