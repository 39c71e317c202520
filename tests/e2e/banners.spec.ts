// Banners (issue 17, deliverable 2) in Chromium against the real server. Staff publish over the
// staff API (as a lender's system would) and from the console; the applicant's page shows the two
// newest of three, closes one (still closed after a reload), and sees it again once the console
// edits it. The banner file is a public file the page fetches: for the catalogue's R3 cases the
// test corrupts only that file's answer (page.route) — a 404, bad JSON, a wrong shape, 10 MB, a
// huge list, script text and a javascript: link, a slow answer — and the page works without a
// banner or with a safe text one. cmg-mortgage is used by no other spec; summit-demo's banner lives
// for one short test (evergreen's and apm's top bars already scroll sideways at 320 px, unrelated to
// banners); each test switches its banners off at the end, so other pages do not show them.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { bannerFileRoute } from '../../src/core/contract/banner-routes';
import { axeViolations, text, urlOn } from './helpers';
import { checkScreen } from './layout';
import { STAFF_E2E } from './staff-account';

const REGISTER = '/account/heloc/register-v2';
const CMG = { orgCode: 'cmg-mortgage', host: 'cmg.localhost' };
const SUMMIT = { orgCode: 'summit-demo', host: 'summit.localhost' };
const region = (page: Page) => page.getByRole('region', { name: text('banners.region') });

async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post(staffApiRoutes.session.path({}), { data: { email: STAFF_E2E.email, password: STAFF_E2E.password } });
  expect(res.status(), await res.text()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { jwt: string }).jwt}` };
}

interface Published {
  uuid: string;
  message: string;
}

async function publish(request: APIRequestContext, headers: Record<string, string>, orgCode: string, fields: Record<string, unknown>): Promise<Published> {
  const res = await request.post(staffApiRoutes.banners.path({}), { headers, data: { variant: 'info', dismissable: true, active: true, orgCode, ...fields } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { banner: Published }).banner;
}

/** Every banner of the brand switched off: no other spec's page shows ours. */
async function switchOff(request: APIRequestContext, headers: Record<string, string>, orgCode: string) {
  const list = (await (await request.get(staffApiRoutes.banners.path({}), { headers })).json()) as { banners: Array<{ orgCode: string; source: string; banner: Record<string, unknown> & { uuid: string } }> };
  for (const { banner } of list.banners.filter((b) => b.orgCode === orgCode && b.source === 'console' && b.banner.active)) {
    const { message, variant, dismissable } = banner;
    await request.patch(staffApiRoutes.banner.path({ uuid: banner.uuid }), { headers, data: { message, variant, dismissable, active: false } });
  }
}

/** No sideways scroll (checkScreen) and no axe violation at 1280 and 320 px. */
async function screenAndAxe(page: Page, name: string) {
  await checkScreen(page, name);
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${name} at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

test('two newest of three banners show; one closed stays closed after a reload and comes back once the console edits it', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const headers = await staffHeaders(request);
  await switchOff(request, headers, CMG.orgCode);
  try {
    const [oldest, middle, newest] = [await publish(request, headers, CMG.orgCode, { message: unique('Oldest news') }), await publish(request, headers, CMG.orgCode, { message: unique('Middle news'), variant: 'warn' }), await publish(request, headers, CMG.orgCode, { message: unique('Newest news') })];

    await page.goto(urlOn(baseURL!, CMG.host, REGISTER));
    const banners = region(page).getByRole('status');
    await expect(banners).toHaveCount(2);
    await expect(banners.nth(0)).toContainText(newest!.message);
    await expect(banners.nth(1)).toContainText(middle!.message);
    await expect(page.getByText(oldest!.message)).toHaveCount(0);
    await screenAndAxe(page, 'banners shown');

    await banners.nth(0).getByRole('button', { name: text('banners.dismiss') }).click();
    await expect(page.getByText(newest!.message)).toHaveCount(0);
    // The next newest takes its place.
    await expect(region(page).getByText(oldest!.message)).toBeVisible();
    await page.reload();
    await expect(region(page).getByText(middle!.message)).toBeVisible();
    await expect(page.getByText(newest!.message)).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('dismissed-banners') ?? '{}') as Record<string, { at: string }>);
    expect(Object.keys(stored)).toEqual([newest!.uuid]);

    // The console: sign in, open Banners, edit the closed banner.
    await page.goto(urlOn(baseURL!, CMG.host, '/staff'));
    await page.getByLabel(text('staff.signIn.email')).fill(STAFF_E2E.email);
    await page.getByRole('textbox', { name: text('staff.signIn.password'), exact: true }).fill(STAFF_E2E.password);
    await page.getByRole('button', { name: text('staff.signIn.submit'), exact: true }).click();
    await page.getByRole('navigation', { name: text('staff.console.nav.label') }).getByRole('link', { name: text('staff.console.nav.banners') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('staff.banners.heading') })).toBeVisible();
    await screenAndAxe(page, 'staff banners');
    await page.getByRole('button', { name: text('staff.banners.editLabel').replace('{{message}}', newest!.message) }).click();
    await expect(page.getByRole('heading', { level: 2, name: text('staff.banners.editHeading') })).toBeFocused();
    const edited = `${newest!.message} (updated)`;
    await page.getByRole('textbox', { name: text('staff.banners.message') }).fill(edited);
    await page.getByRole('button', { name: text('staff.banners.save'), exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: text('staff.banners.saved') })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: edited })).toBeVisible();

    // A newer updatedAt than the dismissal: the banner is back, and the stale dismissal is gone.
    await page.goto(urlOn(baseURL!, CMG.host, REGISTER));
    await expect(region(page).getByRole('status').nth(0)).toContainText(edited);
    expect(await page.evaluate(() => localStorage.getItem('dismissed-banners'))).toBeNull();
  } finally {
    await switchOff(request, headers, CMG.orgCode);
  }
});

test('a warning that may not be closed shows no close button, and its link goes through the allow-list (second brand)', async ({ page, request, baseURL }) => {
  const headers = await staffHeaders(request);
  await switchOff(request, headers, SUMMIT.orgCode);
  try {
    const warn = await publish(request, headers, SUMMIT.orgCode, { message: unique('Our phone lines are closed today.'), variant: 'warn', dismissable: false, link: { text: 'Terms of use', href: '/terms' } });
    await page.goto(urlOn(baseURL!, SUMMIT.host, REGISTER));
    const banner = region(page).getByRole('status');
    await expect(banner).toContainText(warn.message);
    await expect(banner.getByRole('button')).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms');
    await expect(banner.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('rel', 'noopener noreferrer');
    await screenAndAxe(page, 'banner warning');
  } finally {
    await switchOff(request, headers, SUMMIT.orgCode);
  }
});

const banner = (over: Record<string, unknown> = {}) => ({ uuid: randomUUID(), message: 'Safe text', apps: ['heloc'], variant: 'info', dismissable: true, active: true, metadata: { createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' }, ...over });

test('a broken, huge, hostile or slow banner file leaves the page working with no banner or a safe text one (catalogue R3)', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const url = urlOn(baseURL!, CMG.host, REGISTER);
  const heading = page.getByRole('heading', { level: 1 });
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().startsWith('banners')) warnings.push(m.text());
  });
  page.on('dialog', (d) => {
    throw new Error(`a dialog opened: ${d.message()}`);
  });
  let answer: (route: Parameters<Parameters<Page['route']>[1]>[0]) => Promise<void> = (route) => route.continue();
  await page.route((u) => u.pathname === bannerFileRoute.pattern, (route) => answer(route));

  const cases: Array<[string, (route: Parameters<Parameters<Page['route']>[1]>[0]) => Promise<void>, RegExp]> = [
    ['404', (r) => r.fulfill({ status: 404, body: 'Not Found' }), /answered 404/],
    ['malformed JSON', (r) => r.fulfill({ contentType: 'application/json', body: '[{"uuid": ' }), /Banner data does not match the expected format/],
    ['wrong schema', (r) => r.fulfill({ json: [{ uuid: 'x', message: 'No app', variant: 'info' }] }), /Banner data does not match the expected format/],
    ['a 10 MB file', (r) => r.fulfill({ contentType: 'application/json', body: `[${'"x",'.repeat(2_621_440)}"x"]` }), /larger than 65536 bytes/],
    ['a huge number of banners', (r) => r.fulfill({ json: Array.from({ length: 5000 }, () => banner()) }), /larger than 65536 bytes/],
    ['a hundred and one banners', (r) => r.fulfill({ json: Array.from({ length: 101 }, () => banner()) }), /Banner data does not match the expected format/],
  ];
  for (const [name, fulfil, warning] of cases) {
    answer = fulfil;
    warnings.length = 0;
    await page.goto(url);
    await expect(heading, name).toBeVisible();
    await expect.poll(() => warnings.join('\n'), { message: name }).toMatch(warning);
    await expect(region(page), name).toHaveCount(0);
  }

  // Script and HTML in the text are shown as text; a javascript: link is not a link; nothing runs.
  const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
  answer = (r) => r.fulfill({ json: [banner({ message: hostile, link: { text: 'Click here', href: 'javascript:window.__pwned=1' } })] });
  await page.goto(url);
  const shown = region(page).getByRole('status');
  await expect(shown).toContainText(hostile);
  await expect(shown).toContainText('Click here');
  await expect(shown.getByRole('link')).toHaveCount(0);
  await expect(shown.locator('img, script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

  // A slow answer is given up after 5 s: the page never waits for it.
  warnings.length = 0;
  answer = () => new Promise<void>(() => undefined);
  await page.goto(url);
  await expect(heading).toBeVisible();
  await expect.poll(() => warnings.join('\n'), { timeout: 10_000 }).toMatch(/took longer than 5000 ms/);
  await expect(region(page)).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
