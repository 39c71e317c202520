// Issue 24: a brand offering several products asks, at its generic entry (the registration,
// /account/heloc/register, where /account/register leads), which one the applicant wants: each
// product's name and one-line summary, as links to that product's entry. A brand with one product,
// and a link that already picks one (utm_source=cloc, the DSCR entry path), go straight in. The
// crypto HELOC is not a choice: it is the product of its link (spec section 2: utm_source=cloc).
import { expect, test, type Page } from '@playwright/test';
import { pageRoutes } from '../../src/core/contract/routes';
import { axeViolations, brandOf, text, urlOn } from './helpers';
import { checkScreen } from './layout';

const on = (baseURL: string | undefined, orgCode: string, path: string) => urlOn(baseURL!, `${brandOf(orgCode).hostPrefix}.localhost`, path);
const heading = (key: string) => ({ level: 1, name: text(key) }) as const;
// summit-demo requires a loan officer's referral (spec section 5): its links carry its sandbox originator.
const REFERRER = 'referrer=c0000000-0000-4000-8000-000000000001';
const entryOf = (orgCode: string) => (brandOf(orgCode).view.referrerRequired ? `${pageRoutes.register}?${REFERRER}` : pageRoutes.register);
const chosen = (orgCode: string, product: string) => (brandOf(orgCode).view.referrerRequired ? `${REFERRER}&product=${product}` : `product=${product}`);
const chooser = (page: Page) => page.getByRole('heading', heading('entry.chooseProduct.heading'));
const choice = (page: Page, product: string) => page.getByRole('link', { name: text(`product.${product}.name`), exact: true });
const firstStep = (page: Page) => page.getByRole('heading', heading('flows.register-v2.steps.index.heading'));
const dscrFirstStep = (page: Page) => page.getByRole('heading', { level: 1, name: text('dscr.steps.index.heading') });

for (const orgCode of ['acme-lending', 'summit-demo']) {
  for (const width of [390, 1280]) {
    test(`${orgCode} asks which product at its registration entry at ${width} px, and the HELOC leads into its registration`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(on(baseURL, orgCode, entryOf(orgCode)));
      await expect(chooser(page)).toBeVisible();
      // Only the products with an entry of their own, in the brand's order, each with its summary.
      await expect(page.getByRole('list', { name: text('entry.chooseProduct.heading') }).getByRole('link')).toHaveText([
        `${text('product.heloc.name')}${text('product.heloc.summary')}`,
        `${text('product.dscr.name')}${text('product.dscr.summary')}`,
      ]);
      await expect(choice(page, 'heloc')).toHaveAccessibleDescription(text('product.heloc.summary'));
      await expect(choice(page, 'dscr')).toHaveAccessibleDescription(text('product.dscr.summary'));
      await expect(choice(page, 'crypto-heloc')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The page loader's overlay, shown while the page's script loads, is gone before the picture.
      await expect(page.getByText(text('shell.loader.preparing'))).toBeHidden();
      // No sideways scroll at 320, 390 and 1280 px; saved for `npm run screens` at 390 and 1280.
      await checkScreen(page, 'entry: which product');
      await choice(page, 'heloc').click();
      await expect(firstStep(page)).toBeVisible();
      expect(page.url()).toMatch(new RegExp(`/account/heloc/register\\?${chosen(orgCode, 'heloc')}$`));
      // A reload keeps the choice (it is in the link).
      await page.reload();
      await expect(firstStep(page)).toBeVisible();
    });
  }

  test(`${orgCode}'s DSCR choice leads to the DSCR registration`, async ({ page, baseURL }) => {
    await page.goto(on(baseURL, orgCode, entryOf(orgCode)));
    await choice(page, 'dscr').click();
    await expect(dscrFirstStep(page)).toBeVisible();
    expect(page.url()).toMatch(new RegExp(`/account/dscr/register\\?${chosen(orgCode, 'dscr')}$`));
  });
}

test('the chooser is axe clean at 1280 and 320 px on both brands', async ({ page, baseURL }) => {
  for (const [orgCode, width] of [['acme-lending', 1280], ['acme-lending', 320], ['summit-demo', 1280], ['summit-demo', 320]] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(on(baseURL, orgCode, entryOf(orgCode)));
    await expect(chooser(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});

test('a keyboard alone chooses: Tab reaches each product in order, Enter on the DSCR opens its registration', async ({ page, baseURL }) => {
  await page.goto(on(baseURL, 'summit-demo', entryOf('summit-demo')));
  await expect(chooser(page)).toBeFocused();
  for (let tabs = 0; tabs < 30; tabs++) {
    await page.keyboard.press('Tab');
    if (await choice(page, 'heloc').evaluate((el) => el === document.activeElement)) break;
  }
  await expect(choice(page, 'heloc')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(choice(page, 'dscr')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dscrFirstStep(page)).toBeVisible();
});

test('a brand with one product, a crypto link and the DSCR path go straight in; the old /account/register asks too, keeping its query', async ({ page, baseURL }) => {
  // fairway offers heloc and crypto-heloc: only the HELOC has an entry of its own, so nothing to choose.
  await page.goto(on(baseURL, 'fairway', pageRoutes.register));
  await expect(firstStep(page)).toBeVisible();
  await page.goto(on(baseURL, 'acme-lending', `${pageRoutes.register}?utm_source=cloc`));
  await expect(firstStep(page)).toBeVisible();
  await expect(chooser(page)).toHaveCount(0);
  await page.goto(on(baseURL, 'acme-lending', '/account/dscr/register'));
  await expect(dscrFirstStep(page)).toBeVisible();
  // A brand that requires a referral sends a link without one away before asking (spec section 5).
  await page.goto(on(baseURL, 'summit-demo', pageRoutes.register));
  await expect(page).toHaveURL(/\/account\/heloc\/not-accepting-apps$/);
  await page.goto(on(baseURL, 'acme-lending', '/account/register?utm_source=mail'));
  await expect(chooser(page)).toBeVisible();
  await choice(page, 'heloc').click();
  await expect(page).toHaveURL(/\/account\/heloc\/register\?utm_source=mail&product=heloc$/);
  await expect(firstStep(page)).toBeVisible();
});

test('the server renders the chooser whole: its links work before any script runs', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(on(baseURL, 'acme-lending', pageRoutes.register));
  await expect(choice(page, 'dscr')).toHaveAttribute('href', '/account/dscr/register?product=dscr');
  await context.close();
});
