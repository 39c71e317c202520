// Brands in Chromium against the real server: a brand opened by its host name (or ?org=) shows its
// own logo, contact, legal footer and titles; an unknown org shows only the error; a brand's copy
// overrides and age rule reach its flow. Expected values come from brands/<orgCode>/brand.json.
import { expect, test, type Page } from '@playwright/test';
import { NO_PRIVATE_LABEL } from '../../src/core/brand/resolve';
import type { BrandView } from '../../src/core/brand/view';
import { axeViolations, brandOf, fillStep, flowJson, text, urlOn, watchCsp } from './helpers';

const flow = flowJson('flows/heloc/register-v2.flow.json');
const stepOf = (id: string) => flow.steps.find((s: { id: string }) => s.id === id);
const base = '/account/heloc/register-v2';
const startHeading = text('flows.register-v2.steps.index.heading');
// summit-demo requires a referrer (spec section 5): its pages open with its sandbox loan originator.
const referred = (orgCode: string, path: string) => (brandOf(orgCode).view.referrerRequired ? `${path}?referrer=c0000000-0000-4000-8000-000000000001` : path);
const brandPage = (baseURL: string | undefined, orgCode: string, path = base) => urlOn(baseURL!, `${brandOf(orgCode).hostPrefix}.localhost`, referred(orgCode, path));

async function expectBrand(page: Page, view: BrandView) {
  const banner = page.getByRole('banner');
  const logo = banner.getByRole('link').getByRole('img', { name: view.theme.logo.alt, exact: true });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(banner.getByRole('link', { name: `Call ${view.supportPhone}` })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: view.companyName, exact: true })).toBeVisible();
  await expect(footer.getByText(view.footer.lenderAddress)).toBeVisible();
  await expect(footer.getByRole('link', { name: `NMLS #${view.footer.nmls.number}` })).toHaveAttribute('href', view.footer.nmls.consumerAccessUrl);
  const legal = footer.getByRole('navigation');
  await expect(legal.getByRole('link', { name: view.termsLabel, exact: true })).toHaveAttribute('href', view.termsUrl);
  await expect(legal.getByRole('link', { name: /^Terms of (Use|Service)$/ })).toHaveCount(1);
  await expect(legal.getByRole('link', { name: 'Privacy Policy', exact: true })).toHaveAttribute('href', view.privacyUrl);
  await expect(page).toHaveTitle(`${view.companyName} | ${startHeading}`);
}

for (const orgCode of ['acme-lending', 'fairway', 'summit-demo']) {
  test(`${orgCode} opened by its host name shows its brand, with no accessibility or CSP violations`, async ({ page, baseURL }) => {
    const csp = await watchCsp(page);
    await page.goto(brandPage(baseURL, orgCode));
    await expectBrand(page, brandOf(orgCode).view);
    expect(await axeViolations(page)).toEqual([]);
    // The narrowest phone the catalogue names (X1): the top bar and footer reflow.
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await axeViolations(page)).toEqual([]);
    expect(await csp()).toEqual([]);
  });
}

test('?org= opens a brand on a host name that names none', async ({ page, baseURL }) => {
  await page.goto(urlOn(baseURL!, 'localhost', `${base}?org=fairway`));
  await expectBrand(page, brandOf('fairway').view);
});

test('an unknown org shows only the error and its details', async ({ page, baseURL }) => {
  await page.goto(urlOn(baseURL!, 'localhost', `${base}?org=no-such-org`));
  await expect(page.getByRole('heading', { level: 1, name: NO_PRIVATE_LABEL })).toBeVisible();
  const data = JSON.parse((await page.locator('#org-data').textContent()) ?? '{}') as { details: string };
  await expect(page.getByText(data.details)).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: startHeading })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test("a brand's copy override words its step (summit-demo's sale question)", async ({ page, baseURL }) => {
  const key = 'flows.register-v2.steps.for-sale.question';
  const question = brandOf('summit-demo').view.copyOverrides[key]!;
  expect(question).not.toBe(text(key));
  await page.goto(brandPage(baseURL, 'summit-demo'));
  await fillStep(page, stepOf('index'), { propertyAddress: { street1: '1 Main St', city: 'Denver', state: 'CO', zip: '80202', occupancyType: 'HOME' } });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('flows.register-v2.steps.for-sale.heading') })).toBeVisible();
  await expect(page.getByRole('group', { name: question })).toBeVisible();
  await expect(page.getByText(text(key))).toHaveCount(0);
});

test('an age-restricted brand (harbor-cu) applies its minimum age at the birthdate step', async ({ page, baseURL }) => {
  expect(brandOf('harbor-cu').view.ageRule.minimum).toBe(62);
  // The earlier steps' answers, as the page keeps them in this tab, so the test starts at birthdate.
  const answers = {
    propertyAddress: { street1: '1 Main St', city: 'Seattle', state: 'WA', zip: '98101', occupancyType: 'HOME' },
    isListedForSale: 'NO',
    income: { income: 90000, employmentType: 'FULL_TIME' },
    name: { firstName: 'Ada', lastName: 'Lovelace' },
  };
  await page.addInitScript((a) => sessionStorage.setItem('flow-answers:register-v2', a), JSON.stringify(answers));
  await page.goto(brandPage(baseURL, 'harbor-cu', `${base}/birthdate`));
  await expect(page.getByRole('heading', { level: 1, name: text('flows.register-v2.steps.birthdate.heading') })).toBeVisible();
  await fillStep(page, stepOf('birthdate'), { dob: { month: 1, day: 1, year: new Date().getFullYear() - 40 } });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(text('errors.dob.underage62'))).toBeVisible();
});

test('the CEO feedback link shows only where the brand offers it, to a signed-in applicant', async ({ page, baseURL }) => {
  const link = page.getByRole('banner').getByRole('button', { name: 'Share your feedback with the CEO' });
  for (const orgCode of ['acme-lending', 'fairway']) {
    await page.goto(brandPage(baseURL, orgCode));
    await expect(page.getByRole('heading', { level: 1, name: startHeading })).toBeVisible();
    await expect(link).toHaveCount(0);
    await page.evaluate(() => localStorage.setItem('jwt', 'a-token'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: startHeading })).toBeVisible();
    await expect(link).toHaveCount(brandOf(orgCode).view.features.ceoFeedback ? 1 : 0);
  }
});

test("a page that does not exist keeps the brand's shell and says so in its title", async ({ page, baseURL }) => {
  await page.goto(brandPage(baseURL, 'fairway', '/account/heloc/no-such-page'));
  await expect(page.getByRole('heading', { level: 1, name: text('common.errors.notFound') })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page).toHaveTitle(`${brandOf('fairway').view.companyName} | ${text('common.errors.notFound')}`);
});

test('a page served without its organisation data, or with a broken block, shows the error', async ({ page, baseURL }) => {
  // The default brand's address: Playwright fetches the real page from Node, which knows no *.localhost.
  const url = new URL(base, baseURL).href;
  for (const block of ['', '<script id="org-data" type="application/json">{not json</script>']) {
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script id="org-data"[^]*?<\/script>/, block);
      await route.fulfill({ response, body });
    });
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: NO_PRIVATE_LABEL })).toBeVisible();
    await expect(page.getByText('the page has no organisation data')).toBeVisible();
    await page.unroute(url);
  }
});

test("a brand's design generation shapes its buttons (v2023 square and upper-case, v2024 round)", async ({ page, baseURL }) => {
  for (const orgCode of ['harbor-cu', 'acme-lending']) {
    const { generation } = brandOf(orgCode).view.theme;
    await page.goto(brandPage(baseURL, orgCode));
    const button = page.getByRole('button', { name: 'Continue' });
    await expect(button).toHaveCSS('text-transform', generation === 'v2023' ? 'uppercase' : 'none');
    await expect(button).toHaveCSS('border-radius', generation === 'v2023' ? '4px' : '12px');
  }
});
