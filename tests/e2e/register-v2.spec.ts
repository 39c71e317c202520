// register-v2 in Chromium against the real server: the first step, the same validation as the
// server (tests/fixtures/step-validation), branching, refresh and back.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { axeViolations, brandOf, expectErrors, fillStep, flowJson, input, settled, text, urlOn, watchCsp } from './helpers';
import { checkScreen } from './layout';
import { answerRegistration } from './registration';
import { strongPassword } from '../server/harness';

const flow = flowJson('flows/heloc/register-v2.flow.json');
const stepOf = (id: string) => flow.steps.find((s: { id: string }) => s.id === id);
const base = '/account/heloc/register-v2';
const cases = JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/step-validation/register-v2-index.json'), 'utf8')) as {
  cases: Array<{ name: string; answers: object; expected: Array<{ pointer: string; message: string }>; next: string | null }>;
};
const heading = (key: string) => ({ level: 1, name: text(key) }) as const;

test('the first step renders under the CSP, with no accessibility violations', async ({ page }) => {
  const violations = await watchCsp(page);
  const response = await page.goto(base);
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval');
  await expect(page.getByRole('heading', heading('flows.register-v2.steps.index.heading'))).toBeVisible();
  await expect(page.getByText(text('flows.register-v2.steps.index.question'))).toBeVisible();
  // No total yet: the answers to come can still change the path's length (issue 31).
  await expect(page.getByText('Step 1', { exact: true })).toBeVisible();
  await expect(input(page, text('fields.address.street1'))).toHaveAttribute('autocomplete', 'address-line1');
  for (const option of ['Primary', 'Secondary', 'Investment']) await expect(page.getByRole('radio', { name: option })).toBeVisible();
  // 127.0.0.1 names no brand: the default one (acme-lending).
  await expect(page).toHaveTitle(`${brandOf('acme-lending').view.companyName} | ${text('flows.register-v2.steps.index.heading')}`);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(text('errors.address.typeaheadInvalid'))).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await violations()).toEqual([]);
});

for (const c of cases.cases) {
  test(`the first step shows the server's messages for "${c.name}"`, async ({ page }) => {
    await page.goto(base);
    await fillStep(page, stepOf('index'), c.answers);
    await page.getByRole('button', { name: 'Continue' }).click();
    if (c.next) {
      await expect(page.getByRole('heading', heading(`flows.register-v2.steps.${c.next}.heading`))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${base}/${c.next}\\?step=`));
    } else {
      await expectErrors(page, stepOf('index'), c.expected);
      await expect(page).toHaveURL(new RegExp(`${base}$`));
    }
  });
}

test('answers survive a refresh, and Back returns along the path taken', async ({ page }) => {
  await page.goto(base);
  await fillStep(page, stepOf('index'), {
    propertyAddress: { street1: '9 Lake Rd', city: 'Burlington', state: 'VT', zip: '05401', occupancyType: 'INVESTMENT' },
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', heading('flows.register-v2.steps.home-address.heading'))).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', heading('flows.register-v2.steps.home-address.heading'))).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(input(page, 'Street address')).toHaveValue('9 Lake Rd');
  await expect(page.getByRole('radio', { name: 'Investment' })).toBeChecked();
  await page.goBack();
  await expect(page.getByRole('heading', heading('flows.register-v2.steps.home-address.heading'))).toBeVisible();
});

test('a later step opened without a property address returns to the start', async ({ page }) => {
  await page.goto(`${base}/birthdate`);
  await expect(page.getByRole('heading', heading('flows.register-v2.steps.index.heading'))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${base}\\?step=property-info$`));
});

test("an investment property's path has one step more (where the applicant lives), and its last step says 'Step 8 of 8'", async ({ page }) => {
  await page.goto(base);
  // answerRegistration asserts the count on the last step of the path it takes.
  await answerRegistration(page, 'investor.path@example.com', 'Investor', { occupancy: 'INVESTMENT' });
  await expect(page).toHaveURL(/\/register-v2\/set-password\?/);
});

// Issue 17 item 7: signed in, with a profile that holds an email and a phone, registration is
// shorter — no Contact Info (nor its group) and no password step — and goes on to the offer.
for (const orgCode of ['acme-lending', 'fairway']) {
  test(`on ${orgCode} a signed-in applicant with an email and a phone registers without Contact Info or a password, to the offer`, async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const email = `short-${randomUUID()}@example.com`;
    const registered = await request.post('/identity/api/v1/registration/register', { data: { email, password: strongPassword, phoneNumber: '(555) 555-0100' } });
    expect(registered.status(), await registered.text()).toBe(201);
    const { jwt } = (await registered.json()) as { jwt: string };
    await page.addInitScript((token) => localStorage.setItem('jwt', token), jwt);
    await page.goto(urlOn(baseURL!, `${brandOf(orgCode).hostPrefix}.localhost`, base));
    await answerRegistration(page, email, 'Applicant', {
      signedIn: true,
      skipsContact: true,
      atStep: async (step) => {
        if (step !== 'register-v2/final') return;
        await checkScreen(page, 'register-v2 login-info, signed in');
        await settled(page);
        expect(await axeViolations(page)).toEqual([]);
      },
    });
    await page.getByRole('button', { name: text('flows.register-v2.steps.final.button') }).click();
    await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}\/product\/select$/, { timeout: 45_000 });
  });
}

// The brand's external-login mode (features.externalLogin; no brand has it on, so the page's brand
// data is given the switch here): login-info replaces set-password, and a signed-out applicant is
// asked to log in — keeping the answers — instead of registering without a password.
for (const orgCode of ['acme-lending', 'fairway']) {
  test(`on ${orgCode} in external-login mode a signed-out applicant gets no password step and is asked to log in`, async ({ page, baseURL }) => {
    await page.route(/\/account\/heloc\/register-v2/, async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      // Fetched from the test runner, which does not resolve *.localhost: by address, with the brand's host.
      const url = new URL(route.request().url());
      const host = url.host;
      url.hostname = '127.0.0.1';
      const response = await route.fetch({ url: url.href, headers: { ...route.request().headers(), host } });
      const body = (await response.text()).replace('"features":{', '"features":{"externalLogin":true,');
      return route.fulfill({ response, body });
    });
    await page.goto(urlOn(baseURL!, `${brandOf(orgCode).hostPrefix}.localhost`, base));
    await answerRegistration(page, `external-${randomUUID()}@example.com`, 'Applicant', { passwordStep: false });
    await page.getByRole('button', { name: text('flows.register-v2.steps.final.button') }).click();
    const dialog = page.getByRole('dialog', { name: text('submit.signIn.title') });
    await expect(dialog).toContainText(text('submit.signIn.body'));
    await checkScreen(page, 'register-v2 external login, log in to continue');
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('link', { name: text('submit.signIn.action') }).click();
    await expect(page).toHaveURL(/\/auth\/login\?.*preAuth/);
  });
}
