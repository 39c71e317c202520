// Closing on two brands against the real server, from the note signed through the sandbox: the
// combination of notary and bank account the whole journey (application-journey.spec.ts) does not
// take on that brand, so every closing screen is seen on both brands (axe at 1280 and 320 px, in
// closing-screens.ts); and a failed eNotary session (the Quizfail persona) to notary/error and
// from there another session.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signNote, toEnotaryHours, waitFor } from '../server/closing-journey';
import { helocRequest, strongPassword } from '../server/harness';
import { acceptOffer, linkPayroll, statusOf, submitApplication, submitIdentity, type Api } from '../server/journey';
import { playwrightApi } from './api';
import { answerQuiz, completeAndFunded, linkAccount, notariseInPerson, notariseOnline, seeScreen, typeAccount } from './closing-screens';
import { axeViolations, text, urlOn } from './helpers';
import { checkScreen } from './layout';

test.describe.configure({ timeout: 240_000 });

// What the whole journey does not do on each brand (there: acme-lending online and linked, fairway
// in person and typed).
const BRANDS = {
  default: { orgCode: 'acme-lending', host: undefined, notary: 'in person', account: 'typed' },
  fairway: { orgCode: 'fairway', host: 'fairway.localhost', notary: 'eNotary', account: 'linked' },
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

const open = (page: Page, baseURL: string, brand: Brand, uuid: string) => page.goto(brand.host ? urlOn(baseURL, brand.host, `/account/heloc/${uuid}`) : `/account/heloc/${uuid}`);

for (const [name, brand] of Object.entries(BRANDS)) {
  test(`${name}: ${brand.notary}, a ${brand.account} account, the rescission passed, funded`, async ({ page, request, baseURL }) => {
    const { api, uuid } = await atNoteSigning(request, page, brand);
    await signNote(api, uuid);
    await waitFor(api, uuid, 'NOTARY_WAITING_PERIOD');
    await open(page, baseURL!, brand, uuid);
    if (brand.notary === 'eNotary') await notariseOnline(page, api, uuid);
    else await notariseInPerson(page, api, uuid);
    if (brand.account === 'linked') await linkAccount(page, uuid);
    else await typeAccount(page, uuid);
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
    // The location refused: why and how to allow it, and a notary in person instead; nothing sent.
    await page.getByRole('group', { name: 'Which of these streets have you lived on?' }).getByLabel('Main St').check();
    await page.getByRole('group', { name: 'Which of these lenders holds a loan in your name?' }).getByLabel('Sandbox Mortgage Co.').check();
    await page.getByRole('button', { name: text('closing.notary.session.submit') }).click();
    await expect(page.getByRole('alert').filter({ hasText: text('closing.notary.session.locationDenied') })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Schedule Notary Session' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await checkScreen(page, 'notary/session: location denied');
    expect((await statusOf(api, uuid)).status).toBe('DEED_SIGNING');
    await answerQuiz(page);
    await seeScreen(page, uuid, 'notary/error', text('closing.notary.error.heading'));
    await page.getByRole('button', { name: text('closing.notary.error.retry') }).click();
    await seeScreen(page, uuid, 'notary/intro', 'Talk to eNotary');
  });
}
