// Brokers (issue 16, deliverable 3) in Chromium against the real server, on two brands, as new
// users would: a broker signs in through the agent variant of the login, refers a homeowner and
// gets a prefilled registration link; the homeowner registers from it and gets offers; the
// application pages show the loan officer's card (a side card at 1280 px; at 390 px a top-bar
// button opening a modal) with call and email links; the broker's dashboard lists the referred
// application's status. axe at 1280 and 320 px and no sideways scroll on every new screen.
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { axeViolations, copyPattern, input, text, urlOn } from './helpers';
import { checkScreen } from './layout';
import { BROKER_PASSWORD, BROKERS_E2E } from './broker-account';

const heading = (key: string, level = 1) => ({ level, name: text(key) }) as const;
/** A last name of letters only (the name rule refuses digits), different in every run. */
const uniqueName = () => `Referred${Array.from(randomUUID().replace(/-/g, '').slice(0, 8), (c) => String.fromCharCode(97 + (parseInt(c, 16) % 26))).join('')}`;

/** axe at 1280 and 320 px, then the layout check at 320, 390 and 1280 px. */
async function screenQuality(page: Page, name: string) {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${name} at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkScreen(page, name);
}

async function brokerSignsIn(page: Page, baseURL: string, broker: (typeof BROKERS_E2E)[number]) {
  await page.goto(urlOn(baseURL, broker.host, '/account/heloc/auth/login'));
  await page.getByRole('link', { name: text('auth.login.agentLink') }).click();
  await expect(page.getByRole('heading', heading('auth.login.agentHeading'))).toBeVisible();
  await screenQuality(page, 'broker sign-in');
  await input(page, text('auth.login.email')).fill(broker.email);
  await input(page, text('auth.login.password')).fill(BROKER_PASSWORD);
  await page.getByRole('button', { name: text('auth.login.submit'), exact: true }).click();
  await expect(page.getByRole('heading', heading('broker.dashboard.heading'))).toBeVisible();
  await expect(page).toHaveURL(/\/account\/heloc\/dashboard$/);
}

/** A text field of the referral form by its label (the required asterisk is not part of the name). */
const field = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** The referred homeowner's phone as the broker types it, and as the registration shows it back. */
const REFERRED_PHONE = '(555) 555-0100';

async function refer(page: Page, lastName: string, email: string): Promise<string> {
  const form = page.getByRole('region', { name: text('broker.referral.heading') });
  await field(form, text('fields.name.firstName')).fill('Pat');
  await field(form, text('fields.name.lastName')).fill(lastName);
  await field(form, text('fields.address.street1')).fill('100 Main St');
  await field(form, text('fields.address.city')).fill('Springfield');
  await field(form, text('fields.address.state')).fill('CA');
  await field(form, text('fields.address.zip')).fill('94105');
  await field(form, text('fields.phoneNumber')).fill(REFERRED_PHONE);
  await field(form, text('fields.email')).fill(email);
  await page.getByRole('button', { name: text('broker.referral.submit'), exact: true }).click();
  const link = page.getByRole('link', { name: text('broker.referral.link').replace('{{name}}', `Pat ${lastName}`) });
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}

/** The referred homeowner, in a browser of their own, registers from the link up to the offers. */
async function homeownerRegisters(browser: Browser, link: string, lastName: string, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', heading('flows.register-v2.steps.index.heading'))).toBeVisible();
  // The referral's answers are there already.
  await expect(input(page, text('fields.address.street1'))).toHaveValue('100 Main St');
  await expect(input(page, text('fields.address.zip'))).toHaveValue('94105');
  await page.getByRole('radio', { name: text('fields.occupancyType.HOME'), exact: true }).check();
  const next = async (step: string) => {
    await page.getByRole('button', { name: text('flows.common.continue') }).click();
    await expect(page.getByRole('heading', heading(`flows.register-v2.steps.${step}.heading`))).toBeVisible();
  };
  await next('for-sale');
  await page.getByRole('radio', { name: text('fields.yesNo.NO'), exact: true }).check();
  await next('annual-income');
  await input(page, text('fields.income.income')).fill('120000');
  await page.getByRole('combobox', { name: text('fields.income.employmentType') }).click();
  await page.getByRole('option', { name: text('fields.employmentType.FULL_TIME'), exact: true }).click();
  await next('legal-name');
  await expect(input(page, text('fields.name.lastName'))).toHaveValue(lastName);
  await next('birthdate');
  await input(page, text('fields.dob.month')).fill('5');
  await input(page, text('fields.dob.day')).fill('17');
  // 1950: old enough for every brand's age rule (harbor-cu asks for 62).
  await input(page, text('fields.dob.year')).fill('1950');
  await next('phone-and-email');
  // The link carries no phone or email: the registration read them from the referral by its id.
  await expect(input(page, text('fields.phoneNumber'))).toHaveValue(REFERRED_PHONE);
  await expect(input(page, text('fields.email'))).toHaveValue(email);
  await next('final');
  await input(page, text('fields.password.password')).fill('Granite-Kettle-47!');
  await input(page, text('fields.password.confirm')).fill('Granite-Kettle-47!');
  await page.getByRole('checkbox', { name: copyPattern('fields.consent.termPrivacyLinked') }).check();
  await page.getByRole('checkbox', { name: text('fields.consent.communication') }).check();
  await page.getByRole('button', { name: text('flows.register-v2.steps.final.button') }).click();
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}\/product\/select$/, { timeout: 45_000 });
  return page;
}

/** The loan officer's card: beside the screen at 1280 px; a top-bar button and a modal at 390 px. */
async function loanOfficerCard(page: Page, broker: (typeof BROKERS_E2E)[number]) {
  const name = broker.originatorName;
  const side = page.getByRole('complementary', { name: text('entry.loanOriginator.title') }).filter({ has: page.getByRole('heading', { name: text('entry.loanOriginator.title') }) });
  await expect(side).toBeVisible();
  await expect(side.getByText(name, { exact: true })).toBeVisible();
  await expect(side.getByRole('link', { name: text('entry.loanOriginator.call').replace('{{name}}', name) })).toHaveAttribute('href', /^tel:/);
  await expect(side.getByRole('link', { name: text('entry.loanOriginator.email').replace('{{name}}', name) })).toHaveAttribute('href', `mailto:${broker.loEmail}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(side).toBeHidden();
  const open = page.getByRole('button', { name: text('entry.loanOriginator.open').replace('{{name}}', name) });
  await expect(open).toBeVisible();
  await open.click();
  const dialog = page.getByRole('dialog', { name: text('entry.loanOriginator.title') });
  await expect(dialog.getByRole('link', { name: text('entry.loanOriginator.call').replace('{{name}}', name) })).toHaveAttribute('href', /^tel:/);
  await expect(dialog.getByRole('link', { name: text('entry.loanOriginator.email').replace('{{name}}', name) })).toHaveAttribute('href', `mailto:${broker.loEmail}`);
  await dialog.getByRole('button', { name: text('entry.loanOriginator.close') }).click();
  await expect(dialog).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const broker of BROKERS_E2E) {
  test(`a broker refers a homeowner who registers from the link, and follows the application (${broker.orgCode})`, async ({ page, browser, baseURL }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await brokerSignsIn(page, baseURL!, broker);
    await expect(page.getByText(broker.originatorName, { exact: false }).first()).toBeVisible();
    await screenQuality(page, 'broker dashboard');

    const lastName = uniqueName();
    const email = `referred-${randomUUID()}@example.com`;
    const link = await refer(page, lastName, email);
    expect(new URL(link).searchParams.get('referrer')).toBe(broker.loanOriginatorUuid);
    expect(new URL(link).searchParams.get('referralId')).toMatch(/^[0-9a-f-]{36}$/);
    await screenQuality(page, 'broker referral created');

    const homeowner = await homeownerRegisters(browser, link, lastName, email);
    await loanOfficerCard(homeowner, broker);
    await screenQuality(homeowner, 'offers with the loan officer card');
    const uuid = /\/account\/heloc\/([0-9a-f-]{36})\//.exec(homeowner.url())![1]!;
    // Read in the homeowner's page: its brand's host (*.localhost) resolves in Chromium only.
    const loanNumber = await homeowner.evaluate(async (id) => {
      const res = await fetch(`/service-application/api/v1/application/heloc/${id}`, { headers: { authorization: `Bearer ${localStorage.getItem('jwt')}` } });
      return ((await res.json()) as { loanNumber: string }).loanNumber;
    }, uuid);
    await homeowner.context().close();

    await page.reload();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Pat ${lastName}` }) });
    await expect(card).toBeVisible();
    await expect(card.getByRole('definition').nth(0)).toHaveText(loanNumber);
    await expect(card.getByRole('definition').nth(1)).toHaveText('CA');
    await expect(card.getByRole('definition').nth(2)).toHaveText(text('application.dashboard.stages.offers.status'));
    // Read-only: nothing on the card opens the application.
    await expect(card.getByRole('link')).toHaveCount(0);
    await screenQuality(page, 'broker dashboard with a referred application');
  });
}
