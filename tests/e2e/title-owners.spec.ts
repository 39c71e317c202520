// Who else is on title, asked early (issue 31 item 6), in Chromium against the real server on two
// brands: on start/contact, after the mailing address, 'Is anyone else on the title of this
// property?'; a yes says at once that they will sign too and asks their name and email (the flow's
// messages when left empty); the summary says again that they will sign. axe at 390 and 1280 px and
// no sideways scroll at 320, 390 and 1280 px on each screen; with SHOTS_DIR, screenshots at 390 and
// 1280 px. (The invitation prefilled from these answers: co-signer.spec.ts.)
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { helocRequest, strongPassword } from '../server/harness';
import { acceptOffer, send, statusOf, validAnswers } from '../server/journey';
import { playwrightApi } from './api';
import { axeViolations, copyPattern, input, settled, text, urlOn } from './helpers';
import { checkScreen } from './layout';

const BRANDS = [
  { orgCode: 'acme-lending', host: '127.0.0.1' },
  { orgCode: 'fairway', host: 'fairway.localhost' },
] as const;
type Brand = (typeof BRANDS)[number];

const h1 = (page: Page, key: string) => page.getByRole('heading', { level: 1, name: text(key) });

/** A new applicant of the brand whose application has accepted its offer (COLLECT_ADDITIONAL_INFO). */
async function atContact(request: APIRequestContext, page: Page, brand: Brand) {
  const org = { 'x-org': brand.orgCode };
  const registered = await request.post('/identity/api/v1/registration/register', { headers: org, data: { email: `e2e-title-${randomUUID()}@example.com`, password: strongPassword, phoneNumber: '(555) 555-0100' } });
  expect(registered.status(), await registered.text()).toBe(201);
  const { jwt } = (await registered.json()) as { jwt: string };
  const created = await request.post('/service-application/api/v3/application/helocs?state=CA', { headers: { ...org, authorization: `Bearer ${jwt}` }, data: helocRequest({}) });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  const api = playwrightApi(request, jwt, org);
  await expect.poll(async () => (await statusOf(api, uuid)).status, { timeout: 30_000 }).toBe('OFFER_SELECTION');
  await acceptOffer(api, uuid);
  await page.context().addInitScript((token) => localStorage.setItem('jwt', token), jwt);
  return { uuid, api };
}

/** axe at 390 and 1280 px, no sideways scroll at 320, 390 and 1280 px, and the screenshots when asked. */
async function checkAndShoot(page: Page, brand: Brand, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    expect(await axeViolations(page), `${name} at ${width}px`).toEqual([]);
    if (process.env.SHOTS_DIR) await page.screenshot({ path: path.join(process.env.SHOTS_DIR, `${brand.orgCode}-${name.replace(/\//g, '-')}-${width}.png`), fullPage: true });
  }
  await checkScreen(page, name);
}

for (const brand of BRANDS) {
  test(`on ${brand.orgCode} the applicant says early who else is on title, and hears that they will sign too`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const { uuid, api } = await atContact(request, page, brand);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(urlOn(baseURL!, brand.host, `/account/heloc/${uuid}`));
    await expect(h1(page, 'flows.contact.steps.index.heading')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('radio', { name: text('fields.yesNo.YES'), exact: true }).check();
    await page.getByRole('button', { name: text('flows.common.continue') }).click();

    // The title step: the question, and that everyone on the title signs, before any answer.
    await expect(page).toHaveURL(new RegExp(`/${uuid}/start/contact/title$`));
    await expect(h1(page, 'flows.contact.steps.title.heading')).toBeVisible();
    const question = page.getByRole('group', { name: text('flows.contact.steps.title.question') });
    await expect(question.getByRole('radio')).toHaveCount(2);
    await expect(page.getByText(text('flows.contact.steps.title.note'))).toBeVisible();
    await expect(page.getByText(text('flows.contact.steps.title.jointNote'))).toHaveCount(0);
    // Continue without an answer: the flow's message at the question.
    await page.getByRole('button', { name: text('flows.common.continue') }).click();
    await expect(page.getByText(text('errors.titleOwnership.required'))).toBeVisible();
    await question.getByRole('radio', { name: text('fields.titleOwnership.JOINT'), exact: true }).check();
    await expect(page.getByText(text('flows.contact.steps.title.jointNote'))).toBeVisible();
    await checkAndShoot(page, brand, 'start-contact-title');
    await page.getByRole('button', { name: text('flows.common.continue') }).click();

    // Their name and email, with the spec's messages when left empty; again, that they will sign.
    await expect(page).toHaveURL(new RegExp(`/${uuid}/start/contact/co-owner$`));
    await expect(h1(page, 'flows.contact.steps.co-owner.heading')).toBeVisible();
    await expect(page.getByText(text('flows.contact.steps.co-owner.note'))).toBeVisible();
    await page.getByRole('button', { name: text('flows.common.continue') }).click();
    await expect(page.getByText(text('errors.name.firstRequired'))).toBeVisible();
    await expect(page.getByText(text('errors.email.required'))).toBeVisible();
    await checkAndShoot(page, brand, 'start-contact-co-owner-messages');
    const email = `sam.owner-${randomUUID()}@example.com`;
    await input(page, text('fields.coOwner.firstName')).fill('Sam');
    await input(page, text('fields.coOwner.lastName')).fill('Owner');
    await input(page, text('fields.coOwner.email')).fill(email);
    await checkAndShoot(page, brand, 'start-contact-co-owner');
    await page.getByRole('button', { name: text('flows.common.continue') }).click();

    await expect(page).toHaveURL(new RegExp(`/${uuid}/start/contact/phone-and-status$`));
    await expect(input(page, text('fields.phoneNumber'))).toHaveValue('(555) 555-0100');
    await page.getByRole('radio', { name: text('fields.maritalStatus.MARRIED'), exact: true }).check();
    await page.getByRole('button', { name: text('flows.common.submit') }).click();
    await expect(h1(page, 'flows.hmda.steps.index.heading')).toBeVisible();
    // HMDA is form-screens.spec's; here it is sent as its screen sends it.
    await send(api, uuid, 'SUBMIT_HMDA', validAnswers.hmda);
    await page.reload();

    // The summary: the answer in the flow's words, and that Sam will sign too.
    await expect(h1(page, 'summary.heading')).toBeVisible({ timeout: 20_000 });
    const contact = page.getByRole('region', { name: text('summary.groups.contact') });
    await expect(contact.getByText(text('fields.titleOwnership.JOINT'))).toBeVisible();
    await expect(contact.getByText(email)).toBeVisible();
    await expect(contact.getByText(text('summary.notes.coOwnerSigns').replace('{{name}}', 'Sam'))).toBeVisible();
    await expect(page.getByRole('checkbox', { name: copyPattern('summary.confirm') })).toBeVisible();
    await checkAndShoot(page, brand, 'start-app-summary');
  });
}
