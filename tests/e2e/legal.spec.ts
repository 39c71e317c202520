// The Electronic Communications Policy (spec section 2's /communications fallback), reached as an
// applicant reaches it: from the consent on registration's last step, in a new tab, on two brands.
// Its terms are the E-SIGN disclosures (paper copies, withdrawal, hardware and software) with the
// brand's own phone and email; axe at 1280 and 320 px.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { axeViolations, brandOf, text, urlOn } from './helpers';
import { answerRegistration } from './registration';

const fill = (key: string, values: Record<string, string>) => text(key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

for (const orgCode of ['acme-lending', 'fairway']) {
  test(`on ${orgCode} the registration's consent opens the Electronic Communications Policy`, async ({ page, context, baseURL }) => {
    test.setTimeout(90_000);
    const { hostPrefix, view } = brandOf(orgCode);
    await page.goto(urlOn(baseURL!, `${hostPrefix}.localhost`, '/account/heloc/register-v2'));
    await answerRegistration(page, `legal-${randomUUID()}@example.com`);
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: 'Electronic Communications Policy' }).click();
    const policy = await opened;
    await expect(policy.getByRole('heading', { level: 1, name: text('legal.communications.heading') })).toBeVisible();
    await expect(policy).toHaveTitle(new RegExp(text('legal.communications.heading')));
    const contact = { company: view.companyName, phone: view.supportPhone, email: view.support.email ?? '' };
    for (const key of ['legal.communications.intro', 'documents.esign.paper', 'documents.esign.withdraw', 'documents.esign.hardware', 'legal.communications.questions']) {
      await expect(policy.getByText(fill(key, contact), { exact: true })).toBeVisible();
    }
    for (const width of [1280, 320]) {
      await policy.setViewportSize({ width, height: 900 });
      expect(await policy.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      expect(await axeViolations(policy), `at ${width} px`).toEqual([]);
    }
    // The registration is still there, its answers kept, in the first tab.
    await expect(page.getByRole('checkbox', { name: text('fields.consent.communication') })).toBeChecked();
  });
}

test("the footer's 'Licenses' opens the lender's own page when its brand names one, else ours with the NMLS number and the states", async ({ page, baseURL }) => {
  // fairway names its own page: one 'Licenses' link, to it (no second 'Licensing').
  const fairway = brandOf('fairway');
  await page.goto(urlOn(baseURL!, `${fairway.hostPrefix}.localhost`, '/communications'));
  const fairwayLegal = page.getByRole('navigation', { name: text('shell.footer.legal') });
  await expect(fairwayLegal.getByRole('link', { name: text('shell.footer.licenses') })).toHaveAttribute('href', fairway.view.footer.licensesUrl!);
  await expect(fairwayLegal.getByRole('link')).toHaveCount(3);

  // acme-lending names none: ours.
  const acme = brandOf('acme-lending');
  expect(acme.view.footer.licensesUrl).toBeUndefined();
  await page.goto(urlOn(baseURL!, `${acme.hostPrefix}.localhost`, '/communications'));
  await page.getByRole('navigation', { name: text('shell.footer.legal') }).getByRole('link', { name: text('shell.footer.licenses') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('legal.licenses.heading') })).toBeVisible();
  const nmls = acme.view.footer.nmls.number;
  await expect(page.getByText(`${acme.view.companyName} is licensed as a mortgage lender under NMLS #${nmls}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: `Look up NMLS #${nmls} on NMLS Consumer Access` })).toHaveAttribute('href', acme.view.footer.nmls.consumerAccessUrl);
  await expect(page.getByText(acme.view.footer.statesAvailable.join(', '), { exact: true })).toBeVisible();
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page), `at ${width} px`).toEqual([]);
  }
});
