// A brand offers the products its manifest lists (issue 24): crypto HELOC's utm_source=cloc link on
// a brand without crypto HELOC answers the not-accepting page, naming the product, on a phone and a
// desktop; where the brand offers it the link starts the registration as before.
import { expect, test } from '@playwright/test';
import { axeViolations, brandOf, text, urlOn } from './helpers';

const v2 = '/account/heloc/register-v2';
const on = (baseURL: string | undefined, orgCode: string, path: string) => urlOn(baseURL!, `${brandOf(orgCode).hostPrefix}.localhost`, path);
const heading = (key: string) => ({ level: 1, name: text(key) }) as const;
const SHOTS = process.env.SHOTS_DIR;

for (const orgCode of ['cmg-mortgage', 'cross-country']) {
  for (const width of [390, 1280]) {
    test(`${orgCode} (no crypto HELOC) answers a utm_source=cloc link with the not-accepting page at ${width} px`, async ({ page, baseURL }) => {
      expect(brandOf(orgCode).view.products).not.toContain('crypto-heloc');
      await page.setViewportSize({ width, height: 900 });
      await page.goto(on(baseURL, orgCode, `${v2}?utm_source=cloc`));
      await expect(page).toHaveURL(/\/account\/heloc\/not-accepting-apps\?product=crypto-heloc$/);
      await expect(page.getByRole('heading', heading('entry.notAcceptingApps.heading'))).toBeVisible();
      const body = text('entry.notAcceptingApps.productBody').replace('{{product}}', text('product.crypto-heloc.name'));
      await expect(page.getByText(body, { exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/not-accepting-${orgCode}-${width}.png`, fullPage: true });
    });
  }
}

test('fairway, which offers crypto HELOC, starts the registration from the same link', async ({ page, baseURL }) => {
  await page.goto(on(baseURL, 'fairway', `${v2}?utm_source=cloc`));
  await expect(page.getByRole('heading', heading('flows.register-v2.steps.index.heading'))).toBeVisible();
  await expect(page).toHaveURL(/\/register-v2\?utm_source=cloc$/);
});
