// The crawl of issue 17: no link of the app leads to 'Page not found' and no redirect leaves the site,
// on two brands. Three parts, request-level checks plus one page load per distinct path
// (tests/e2e/crawl.ts), no journey driven twice:
// - the public pages, signed out: from the entries an applicant can type or follow (the root, the
//   old /account addresses, registration, sign-in, the legal pages, coming-soon, account-setup,
//   support, not-accepting-apps), every same-origin link followed outwards;
// - the registration journey to the offer and the dashboard, signed in, every step's links recorded;
// - the application journey to funded: application-journey.spec.ts records every screen's links
//   through checkScreen and runs the same final check.
// The checker is shown to catch a broken link and an unconfigured off-site link first (the server's
// redirects never leave the site: tests/server/legacy-pages.test.ts).
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { HOME_PATH } from '../../src/core/contract/ids';
import { LEGACY_REGISTER_PATH, pageRoutes } from '../../src/core/contract/routes';
import { checkCollectedLinks, checkLinks, collectLinks, collectedLinks, recordLinks } from './crawl';
import { brandOf, text, urlOn } from './helpers';
import { answerRegistration } from './registration';

const PUBLIC_ENTRIES = [
  '/',
  '/account',
  `${LEGACY_REGISTER_PATH}?utm_source=crawl`,
  '/account/heloc/register-v2',
  pageRoutes.register,
  pageRoutes.terms,
  pageRoutes.privacy,
  pageRoutes.licenses,
  pageRoutes.communications,
  pageRoutes.comingSoon,
  pageRoutes.accountSetup,
  pageRoutes.registerSupport,
  pageRoutes.forgotPassword,
  '/account/heloc/not-accepting-apps',
  '/heloc-signer/login',
];
/** A page of one application (a uuid in the path): not public, reached through the journeys. */
const APPLICATION_PAGE = /\/[0-9a-f]{8}-[0-9a-f]{4}-/;

async function visit(page: Page, href: string, where: string) {
  await page.goto(href);
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 });
  await recordLinks(page, where);
}

test('the crawler catches a link to a missing page and an off-site link the brand did not configure', async ({ page, baseURL }) => {
  const { hostPrefix } = brandOf('acme-lending');
  await page.goto(urlOn(baseURL!, `${hostPrefix}.localhost`, pageRoutes.terms));
  const origin = new URL(page.url()).origin;
  const seeded = new Map([
    [`${origin}/account/heloc/no-such-page`, 'seeded'],
    ['https://evil.example/terms', 'seeded'],
    [`${origin}${pageRoutes.privacy}`, 'seeded'],
  ]);
  const { problems } = await checkLinks(page, 'acme-lending', seeded);
  expect(problems).toEqual([
    "seeded: off-site link https://evil.example/terms is not one of acme-lending's configured pages",
    `seeded: ${origin}/account/heloc/no-such-page: ${origin}/account/heloc/no-such-page shows '${text('common.errors.notFound')}'`,
  ]);
});

// acme-lending names its own terms and privacy pages; harbor-cu's are invalid, so ours are linked.
for (const orgCode of ['acme-lending', 'harbor-cu']) {
  test(`on ${orgCode} every link of the public pages leads to a page, and nothing redirects off the site`, async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const { hostPrefix } = brandOf(orgCode);
    const host = `${hostPrefix}.localhost`;
    collectLinks(page, orgCode);
    const visited = new Set<string>();
    let frontier = PUBLIC_ENTRIES.map((path) => urlOn(baseURL!, host, path));
    while (frontier.length > 0) {
      for (const href of frontier) {
        visited.add(new URL(href).pathname);
        await visit(page, href, new URL(href).pathname);
      }
      const origin = new URL(page.url()).origin;
      frontier = [...collectedLinks(page).keys()].filter((href) => {
        const url = new URL(href);
        return url.origin === origin && !visited.has(url.pathname) && !APPLICATION_PAGE.test(url.pathname);
      });
      frontier = [...new Set(frontier.map((href) => new URL(href).pathname))].map((path) => `${origin}${path}`);
    }
    const loaded = await checkCollectedLinks(page);
    // Our own legal pages are among them on the brand without valid pages of its own.
    if (orgCode === 'harbor-cu') expect(loaded).toEqual(expect.arrayContaining([pageRoutes.terms, pageRoutes.privacy, pageRoutes.licenses]));
  });
}

for (const orgCode of ['acme-lending', 'fairway']) {
  test(`on ${orgCode} every link of the registration journey, the offer and the dashboard leads to a page`, async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const { hostPrefix } = brandOf(orgCode);
    await page.setViewportSize({ width: 1280, height: 900 });
    collectLinks(page, orgCode);
    await page.goto(urlOn(baseURL!, `${hostPrefix}.localhost`, '/account/heloc/register-v2'));
    await answerRegistration(page, `crawl-${randomUUID()}@example.com`, 'Applicant', { atStep: (step) => recordLinks(page, step) });
    await page.getByRole('button', { name: text('flows.register-v2.steps.final.button') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('application.offer.heading') })).toBeVisible({ timeout: 60_000 });
    await recordLinks(page, 'product/select');
    await visit(page, new URL(HOME_PATH, page.url()).href, 'dashboard');
    const loaded = await checkCollectedLinks(page);
    expect(loaded.length).toBeGreaterThan(0);
  });
}
