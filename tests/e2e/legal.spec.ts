// The Electronic Communications Policy (spec section 2's /communications fallback), reached as an
// applicant reaches it: from the consent on registration's last step, in a new tab, on two brands.
// Its terms are the E-SIGN disclosures (paper copies, withdrawal, hardware and software) with the
// brand's own phone and email; axe at 1280 and 320 px.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { LEGAL_PAGES_UNDER_BASE, pageRoutes, underApplicationBase } from '../../src/core/contract/routes';
import { axeViolations, brandOf, hoursText, text, urlOn } from './helpers';
import { checkScreen } from './layout';
import { answerRegistration } from './registration';

const fill = (key: string, values: Record<string, string | undefined>) => text(key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

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

// Our Terms of Use and Privacy Policy, coming-soon, register/account-setup and register/support
// (issue 17): their words with the brand's name and contacts; axe at 1280 and 320 px and the layout
// check, on two brands. harbor-cu's own terms and privacy URLs are invalid, so its footer links ours;
// acme-lending's are valid, so its footer links them.
const newPages = [
  { path: '/terms', heading: 'legal.terms.heading', body: 'legal.terms.sections.offers.heading' },
  { path: '/privacy', heading: 'legal.privacy.heading', body: 'legal.privacy.sections.share.heading' },
  { path: '/account/heloc/coming-soon', heading: 'legal.comingSoon.heading', body: 'legal.comingSoon.points.rate' },
  { path: '/account/heloc/register/account-setup', heading: 'legal.accountSetup.heading', body: 'legal.accountSetup.points.review' },
  { path: '/account/heloc/register/support', heading: 'legal.support.heading', body: 'legal.support.emailNote' },
];
for (const orgCode of ['acme-lending', 'harbor-cu']) {
  test(`on ${orgCode} the terms, privacy, coming-soon, account-setup and support pages read right and pass axe`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const { hostPrefix, view } = brandOf(orgCode);
    const contact = { company: view.companyName, phone: view.supportPhone, email: view.support.email, hours: hoursText(view, 'OPS_PHONE') };
    for (const { path, heading, body } of newPages) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(urlOn(baseURL!, `${hostPrefix}.localhost`, path));
      await expect(page.getByRole('heading', { level: 1, name: fill(heading, contact) })).toBeVisible();
      await expect(page.getByText(fill(body, {}), { exact: true })).toBeVisible();
      for (const width of [1280, 320]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await axeViolations(page), `${path} at ${width} px`).toEqual([]);
      }
      await checkScreen(page, path);
    }
    // Support: the brand's phone, email and hours.
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: view.supportPhone, exact: true })).toHaveAttribute('href', `tel:+1${view.supportPhone.replaceAll('-', '')}`);
    await expect(main.getByRole('link', { name: view.support.email, exact: true })).toHaveAttribute('href', `mailto:${view.support.email}`);
    await expect(main.getByText(hoursText(view, 'OPS_PHONE'), { exact: true })).toBeVisible();
    // Account setup leads on to sign-in, which comes back to the application area.
    await page.goto(urlOn(baseURL!, `${hostPrefix}.localhost`, '/account/heloc/register/account-setup'));
    await page.getByRole('link', { name: text('legal.accountSetup.signIn') }).click();
    await expect(page).toHaveURL(/\/account\/heloc\/auth\/login\?redirectUrl=%2Faccount%2Fheloc$/);
    // The footer: the brand's own terms and privacy pages when valid, else ours.
    const legal = page.getByRole('navigation', { name: text('shell.footer.legal') });
    await expect(legal.getByRole('link', { name: text('shell.footer.privacy') })).toHaveAttribute('href', view.privacyUrl);
    if (orgCode === 'harbor-cu') {
      expect([view.termsUrl, view.privacyUrl]).toEqual(['/terms', '/privacy']);
      await legal.getByRole('link', { name: text('shell.footer.privacy') }).click();
      await expect(page.getByRole('heading', { level: 1, name: text('legal.privacy.heading') })).toBeVisible();
    } else {
      expect(view.termsUrl).toMatch(/^https:\/\//);
    }
  });
}

// guaranteed-rate: the brand with an IL Community Reinvestment Notice, so that page answers too.
test('the legal pages answer under the application area too (/account/heloc/terms ...), with the same page as at the root', async ({ page, baseURL }) => {
  const { hostPrefix } = brandOf('guaranteed-rate');
  const headings = { terms: 'legal.terms.heading', privacy: 'legal.privacy.heading', licenses: 'legal.licenses.heading', communications: 'legal.communications.heading', ilNotice: 'legal.ilNotice.heading' } as const;
  for (const name of LEGAL_PAGES_UNDER_BASE) {
    await page.goto(urlOn(baseURL!, `${hostPrefix}.localhost`, underApplicationBase(pageRoutes[name])));
    await expect(page.getByRole('heading', { level: 1, name: text(headings[name]) })).toBeVisible();
    await expect(page.getByText(text('common.errors.notFound'))).toHaveCount(0);
  }
});
