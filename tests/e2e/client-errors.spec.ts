// Error reporting end to end (issue 29 item 7) in Chromium against a real build: a screen throws
// (the sandbox's throwing screen, pageRoutes.sandboxThrow, shown only where the page data's
// devTools is on: no test-mode branch in a product screen) and a promise is left rejected, on two
// brands; each report reaches the server as the browser sends it, and within a minute a staff
// member sees both in the console's Errors list for that brand. The canary: the thrown message
// carried an email, a uuid, a phone number, a quoted name and a token; neither the report sent,
// the page nor the staff API's answer holds any of them. axe clean on the Errors page at 1280 and
// 320 px, with no sideways scroll at 320.
import { expect, test, type Page, type Request } from '@playwright/test';
import { apiRoutes, pageRoutes } from '../../src/core/contract/routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { SANDBOX_THROW_CANARIES } from '../../src/client/features/sandbox/SandboxThrow';
import { axeViolations, brandOf, text, urlOn } from './helpers';
import { STAFF_E2E } from './staff-account';
import { signInAsStaff } from './staff-inbox';

const BRANDS = ['cmg-mortgage', 'harbor-cu'];
// Each canary whole, and the parts that would give it away alone (the name's, the email's local part, the number's digits).
const CANARIES = [...Object.values(SANDBOX_THROW_CANARIES), 'Zqcanary', 'zq.canary', '867-5309', '8675309', SANDBOX_THROW_CANARIES.uuid.slice(0, 8)];
const hasCanary = (body: string) => CANARIES.filter((c) => body.includes(c));

const signIn = (page: Page) => signInAsStaff(page);

test('a screen that throws on two brands is in the console\'s Errors list within a minute, with no personal data', async ({ page, context, baseURL, request }) => {
  test.setTimeout(180_000);
  const applicant = await context.newPage();
  const sent: string[] = [];
  applicant.on('request', (r: Request) => {
    if (r.url().endsWith(apiRoutes.clientErrorReport.path({}))) sent.push(r.postData() ?? '');
  });
  const started = Date.now();
  for (const orgCode of BRANDS) {
    const reported = applicant.waitForResponse((r) => r.url().endsWith(apiRoutes.clientErrorReport.path({})) && r.status() === 204);
    await applicant.goto(urlOn(baseURL!, `${brandOf(orgCode).hostPrefix}.localhost`, pageRoutes.sandboxThrow));
    // The shell's error page stands in for the screen; the report is sent after hydration.
    await expect(applicant.getByRole('heading', { level: 1 })).toBeVisible();
    await reported;
    const rejected = applicant.waitForResponse((r) => r.url().endsWith(apiRoutes.clientErrorReport.path({})) && r.status() === 204);
    await applicant.evaluate(() => {
      void Promise.reject(new Error('sandbox-rejection for zq.canary+throw@example.com'));
    });
    await rejected;
  }
  expect(sent).toHaveLength(4);
  for (const body of sent) expect(hasCanary(body), body).toEqual([]);
  expect(hasCanary(await applicant.content())).toEqual([]);

  await signIn(page);
  await page.getByRole('navigation', { name: text('staff.console.nav.label') }).getByRole('link', { name: text('staff.console.nav.errors') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('staff.errors.heading') })).toBeVisible();
  // This build's release (the server's data directory may hold an earlier build's groups): the list filtered on it.
  const release = (JSON.parse(sent[0]!) as { release: string }).release;
  for (const orgCode of BRANDS) {
    const company = brandOf(orgCode).view.companyName;
    await page.getByRole('combobox', { name: text('staff.errors.brand') }).click();
    await page.getByRole('option', { name: company, exact: true }).click();
    await page.getByRole('combobox', { name: text('staff.errors.release') }).click();
    await page.getByRole('option', { name: release, exact: true }).click();
    const table = page.getByRole('table', { name: text('staff.errors.captionRelease').replace('{{brand}}', company).replace('{{release}}', release) });
    const thrown = table.getByRole('row').filter({ hasText: 'sandbox-throw' });
    await expect(async () => {
      await page.reload();
      await expect(thrown).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    expect(Date.now() - started).toBeLessThan(60_000 + 30_000);
    await expect(thrown.getByRole('cell').first()).toBeVisible();
    await expect(thrown).toContainText(pageRoutes.sandboxThrow);
    await expect(table.getByRole('row').filter({ hasText: 'sandbox-rejection' })).toContainText(text('staff.errors.kind.unhandledrejection'));
    expect(hasCanary(await page.content())).toEqual([]);

    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `errors console (${orgCode}) at ${width}px`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `sideways scroll at ${width}px`).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // The stored reports as the staff API answers them: nothing personal.
  const session = await request.post(staffApiRoutes.session.path({}), { data: { email: STAFF_E2E.email, password: STAFF_E2E.password } });
  const headers = { authorization: `Bearer ${((await session.json()) as { jwt: string }).jwt}` };
  for (const orgCode of BRANDS) {
    const res = await request.get(`${staffApiRoutes.clientErrors.path({})}?orgCode=${orgCode}`, { headers });
    expect(res.status()).toBe(200);
    const body = await res.text();
    expect(hasCanary(body), body).toEqual([]);
    const groups = (JSON.parse(body) as { groups: Array<{ message: string; route: string; kind: string }> }).groups;
    expect(groups.find((g) => g.message.includes('sandbox-throw'))).toMatchObject({ kind: 'uncaught', route: pageRoutes.sandboxThrow });
  }
});
