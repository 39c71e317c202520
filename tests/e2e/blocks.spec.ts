// Blocks, warnings and modals of register-v2 in Chromium against the real server, on the brands
// where they apply: each seen with its exact text, found by role and label like a person would.
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { copyText } from '../../src/core/copy/resolve';
import { loadCopy } from '../../src/server/flows';
import { axeViolations, brandOf, fillStep, flowJson, input, text, urlOn } from './helpers';

const flow = flowJson('flows/heloc/register-v2.flow.json');
const stepOf = (id: string) => flow.steps.find((s: { id: string }) => s.id === id);
const base = '/account/heloc/register-v2';
const copy = loadCopy(join(import.meta.dirname, '../../copy/en'));
const say = (key: string, params: Record<string, unknown> = {}) => copyText(copy, key, params);
const heading = (key: string) => ({ level: 1, name: text(key) }) as const;
const notAvailable = "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.";

/** Opens register-v2 on a brand (its host prefix; acme-lending is the default at 127.0.0.1). */
async function openOn(page: Page, baseURL: string, orgCode?: string) {
  await page.goto(orgCode ? urlOn(baseURL, `${brandOf(orgCode).hostPrefix}.localhost`, base) : base);
  await expect(page.getByRole('heading', heading('flows.register-v2.steps.index.heading'))).toBeVisible();
}

async function submitProperty(page: Page, state: string, zip: string) {
  await fillStep(page, stepOf('index'), { propertyAddress: { street1: '100 Main St', city: 'Springfield', state, zip, occupancyType: 'HOME' } });
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
}

async function expectStaysOnPropertyStep(page: Page) {
  await expect(page.getByRole('heading', heading('flows.register-v2.steps.index.heading'))).toBeVisible();
  await expect(page).toHaveURL(/register-v2(\?|$)/);
}

test('the property step notes the 90-day purchase and title-transfer window', async ({ page, baseURL }) => {
  await openOn(page, baseURL!);
  await expect(page.getByText(text('eligibility.notes.recentPurchase'), { exact: true })).toBeVisible();
});

test('a New York property on the main site opens the New York modal linking to the New York site', async ({ page, baseURL }) => {
  await openOn(page, baseURL!);
  await submitProperty(page, 'NY', '10001');
  const dialog = page.getByRole('dialog', { name: text('eligibility.modals.newYork.title') });
  await expect(dialog).toBeVisible();
  const params = { companyName: 'Acme Lending NY', host: new URL(baseURL!).host };
  await expect(dialog).toHaveAccessibleDescription(say('eligibility.modals.newYork.body', params));
  const link = dialog.getByRole('link', { name: say('eligibility.modals.newYork.action', params) });
  await expect(link).toHaveAttribute('href', `${baseURL}${base}?org=acme-ny`);
  expect(await axeViolations(page)).toEqual([]);
  // Closing keeps the applicant on the step with the answers, to change the address.
  await dialog.getByRole('button', { name: text('eligibility.modals.newYork.close') }).click();
  await expect(dialog).toBeHidden();
  await expectStaysOnPropertyStep(page);
  await expect(input(page, text('fields.address.state'))).toHaveValue('NY');
  // The link opens the New York brand.
  await submitProperty(page, 'NY', '10001');
  await page.getByRole('link', { name: say('eligibility.modals.newYork.action', params) }).click();
  await expect(page).toHaveTitle(new RegExp(`^${brandOf('acme-ny').view.companyName}`));
});

test('a property outside New York on the New York site opens the modal the other way', async ({ page, baseURL }) => {
  await openOn(page, baseURL!, 'acme-ny');
  await submitProperty(page, 'CA', '94105');
  const dialog = page.getByRole('dialog', { name: text('eligibility.modals.outsideNewYork.title') });
  await expect(dialog).toBeVisible();
  const host = `acme.localhost:${new URL(baseURL!).port}`;
  const params = { companyName: 'Acme Lending', host, state: 'CA' };
  await expect(dialog).toHaveAccessibleDescription(say('eligibility.modals.outsideNewYork.body', params));
  await expect(dialog.getByRole('link', { name: say('eligibility.modals.outsideNewYork.action', params) })).toHaveAttribute('href', `http://${host}${base}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectStaysOnPropertyStep(page);
});

test('a Hawaii property on the main brand opens the Hawaii modal, which only its button closes', async ({ page, baseURL }) => {
  await openOn(page, baseURL!);
  await submitProperty(page, 'HI', '96813');
  const dialog = page.getByRole('dialog', { name: 'Looks like you are applying with a property located in Hawaii.' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(text('eligibility.modals.hawaii.body'));
  // Marked not dismissable (the flow's `dismissable: false`): Escape and a click outside leave it open.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: text('eligibility.modals.hawaii.close') }).click();
  await expect(dialog).toBeHidden();
  await expectStaysOnPropertyStep(page);
});

for (const { orgCode, state, zip, why } of [
  { orgCode: 'cross-country', state: 'NY', zip: '10001', why: 'a regulator-review state' },
  { orgCode: 'harbor-cu', state: 'TX', zip: '78701', why: 'a state the brand does not lend in' },
  { orgCode: 'fairway', state: 'HI', zip: '96813', why: 'Hawaii on a partner without the modal' },
]) {
  test(`${why} is blocked on ${orgCode} with the spec's text`, async ({ page, baseURL }) => {
    await openOn(page, baseURL!, orgCode);
    await submitProperty(page, state, zip);
    await expect(page.getByRole('alert').filter({ hasText: notAvailable })).toHaveText(notAvailable);
    await expectStaysOnPropertyStep(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("harbor-cu states its own rules before the applicant types anything: its five states and 62 and over", async ({ page, baseURL }) => {
  await openOn(page, baseURL!, 'harbor-cu');
  const companyName = brandOf('harbor-cu').view.companyName;
  await expect(page.getByText(`${companyName} lends on homes in AZ, CA, NV, OR, and WA.`, { exact: true })).toBeVisible();
  await expect(page.getByText(say('eligibility.notes.minimumAge', { companyName, minimum: 62 }), { exact: true })).toBeVisible();
});

for (const { orgCode, state, zip } of [
  { orgCode: 'harbor-cu', state: 'TX', zip: '78701' },
  { orgCode: 'fairway', state: 'HI', zip: '96813' },
]) {
  test(`on ${orgCode} a state it does not lend in offers the wait list, which says what is missing, then keeps the place`, async ({ page, baseURL }) => {
    await openOn(page, baseURL!, orgCode);
    const companyName = brandOf(orgCode).view.companyName;
    await submitProperty(page, state, zip);
    const form = page.getByRole('form', { name: say('waitlist.heading') });
    await expect(form).toContainText(say('waitlist.intro', { companyName, state }));
    await form.getByRole('button', { name: say('waitlist.submit') }).click();
    await expect(input(page, text('fields.name.firstName'))).toBeFocused();
    await expect(form.getByText(text('errors.name.firstRequired'), { exact: true })).toBeVisible();
    await expect(form.getByText(say('waitlist.consentRequired'), { exact: true })).toBeVisible();
    await input(page, text('fields.name.firstName')).fill('Tess');
    await input(page, text('fields.name.lastName')).fill('Waiting');
    await input(page, text('fields.email')).fill('tess.waiting@example.com');
    await form.getByRole('checkbox', { name: say('waitlist.consent', { companyName }) }).check();
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `axe at ${width}px`).toEqual([]);
    }
    await form.getByRole('button', { name: say('waitlist.submit') }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText(say('waitlist.done', { email: 'tess.waiting@example.com', companyName, state }));
    await expectStaysOnPropertyStep(page);
  });
}

test('a disaster ZIP shows the inspection warning, then Continue goes on', async ({ page, baseURL }) => {
  await openOn(page, baseURL!, 'cmg-mortgage');
  await submitProperty(page, 'CA', '90263');
  await expect(page.getByRole('alert').filter({ hasText: text('eligibility.disasterZip') })).toBeVisible();
  await expectStaysOnPropertyStep(page);
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
  await expect(page.getByRole('heading', heading('flows.register-v2.steps.for-sale.heading'))).toBeVisible();
});

test('an unemployed applicant is stopped on the income step', async ({ page, baseURL }) => {
  await openOn(page, baseURL!);
  await submitProperty(page, 'CA', '94105');
  await page.getByRole('radio', { name: text('fields.yesNo.NO'), exact: true }).check();
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
  await expect(page.getByRole('heading', heading('flows.register-v2.steps.annual-income.heading'))).toBeVisible();
  await input(page, text('fields.income.income')).fill('40000');
  await page.getByRole('combobox', { name: text('fields.income.employmentType') }).click();
  await page.getByRole('option', { name: text('fields.employmentType.UNEMPLOYED'), exact: true }).click();
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
  await expect(page.getByText("We apologize. At this time, we don't lend to unemployed borrowers.", { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', heading('flows.register-v2.steps.annual-income.heading'))).toBeVisible();
});

test("the age rule's message still shows on the birthdate step (62 on harbor-cu)", async ({ page, baseURL }) => {
  await openOn(page, baseURL!, 'harbor-cu');
  await submitProperty(page, 'CA', '94105');
  await page.getByRole('radio', { name: text('fields.yesNo.NO'), exact: true }).check();
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
  await input(page, text('fields.income.income')).fill('90000');
  await page.getByRole('combobox', { name: text('fields.income.employmentType') }).click();
  await page.getByRole('option', { name: text('fields.employmentType.RETIRED'), exact: true }).click();
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
  await input(page, text('fields.name.firstName')).fill('Pat');
  await input(page, text('fields.name.lastName')).fill('Applicant');
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
  await expect(page.getByRole('heading', heading('flows.register-v2.steps.birthdate.heading'))).toBeVisible();
  await fillStep(page, stepOf('birthdate'), { dob: { month: 1, day: 1, year: new Date().getFullYear() - 40 } });
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
  await expect(page.getByText(text('errors.dob.underage62'), { exact: true })).toBeVisible();
});

test("a referred property outside the loan officer's licensed states is stopped, only when the officer enforces them", async ({ page }) => {
  const licensedMessage = 'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.';
  // Dana Whitfield (sandbox leads) enforces CA, OR, WA; Marcus Bell does not enforce his states.
  await page.goto(`${base}?referrer=a0000000-0000-4000-8000-000000000001`);
  await expect(page.getByRole('heading', heading('flows.register-v2.steps.index.heading'))).toBeVisible();
  await submitProperty(page, 'TX', '78701');
  await expect(page.getByRole('alert').filter({ hasText: licensedMessage })).toHaveText(licensedMessage);
  await expectStaysOnPropertyStep(page);
  await page.goto(`${base}?referrer=a0000000-0000-4000-8000-000000000002`);
  await expect(page.getByRole('heading', heading('flows.register-v2.steps.index.heading'))).toBeVisible();
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
  await expect(page.getByRole('heading', heading('flows.register-v2.steps.for-sale.heading'))).toBeVisible();
});
