// The server's first render of a public flow page (issue 13, deliverable 2): the first step of
// register-v2 is in the page before any script runs, and the browser hydrates it in place, keeping
// what the applicant typed before the script arrived, with no React hydration error.
import { expect, test, type Page } from '@playwright/test';
import { strongPassword } from '../server/harness';
import { brandOf, flowJson, input, text, urlOn } from './helpers';

const register = '/account/heloc/register-v2';
const flow = flowJson('flows/heloc/register-v2.flow.json');
const first = flow.steps[0];
const ui = first.uiSchema.propertyAddress;

async function expectFirstStep(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: text(first.copy.heading) })).toBeVisible();
  await expect(page.getByText(text(first.copy.question), { exact: true })).toBeVisible();
  await expect(input(page, text(ui.street1['ui:title']))).toBeVisible();
  const occupancy = page.getByRole('group', { name: text(ui.occupancyType['ui:title']) });
  for (const name of ui.occupancyType['ui:enumNames'] as string[]) await expect(occupancy.getByRole('radio', { name: text(name), exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: text(first.copy.button), exact: true })).toBeVisible();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const orgCode of ['acme-lending', 'fairway']) {
    test(`the first step of register-v2 is in the page on ${orgCode}: heading, question, labelled fields, Continue`, async ({ page, baseURL }) => {
      const { hostPrefix, view } = brandOf(orgCode);
      await page.goto(orgCode === 'acme-lending' ? register : urlOn(baseURL!, `${hostPrefix}.localhost`, register));
      await expectFirstStep(page);
      // The brand's page, not another's: its company name is in the footer.
      await expect(page.getByRole('contentinfo').getByText(view.companyName).first()).toBeVisible();
    });
  }
});

/** Holds the page's entry script until `release` is called: the server's markup is all there is. */
async function holdEntryScript(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** True once React has hydrated the step's heading (its DOM node carries React's fiber). */
const hydrated = (page: Page) =>
  page.evaluate(() => {
    const h1 = document.querySelector('main h1');
    return !!h1 && Object.keys(h1).some((k) => k.startsWith('__reactFiber'));
  });

/** The page opened with its script held; the street typed and Primary chosen in the server's markup. */
async function typeBeforeScript(page: Page) {
  const release = await holdEntryScript(page);
  await page.goto(register, { waitUntil: 'commit' });
  const street = input(page, text(ui.street1['ui:title']));
  await street.fill('1600 Amphitheatre');
  const primary = page.getByRole('radio', { name: text(ui.occupancyType['ui:enumNames'][0]), exact: true });
  await primary.check();
  return { release, street, primary };
}

/** The property answers the form kept in the tab. */
const storedAddress = (page: Page) =>
  page.evaluate(() => (JSON.parse(sessionStorage.getItem('flow-answers:register-v2') ?? '{}') as { propertyAddress?: unknown }).propertyAddress);

test('what the applicant types into the server-rendered street field before the script runs is kept after hydration', async ({ page }) => {
  const { release, street, primary } = await typeBeforeScript(page);
  await street.focus();
  expect(await hydrated(page)).toBe(false);
  release();
  await expect.poll(() => hydrated(page)).toBe(true);
  // Hydration leaves the focus where the applicant put it (the heading does not take it from a field).
  await page.waitForTimeout(500);
  await expect(street).toBeFocused();
  // The form has the text and the choice (they reached the answers kept in the tab), and a re-render keeps them.
  await expect.poll(() => storedAddress(page)).toEqual({ street1: '1600 Amphitheatre', occupancyType: 'HOME' });
  await street.press('End');
  await street.pressSequentially(' Pkwy');
  await expect(street).toHaveValue('1600 Amphitheatre Pkwy');
  await page.getByRole('button', { name: text(first.copy.button), exact: true }).click();
  await expect(street).toHaveValue('1600 Amphitheatre Pkwy');
  await expect(primary).toBeChecked();
});

test('signed in, the page is drawn anew over the server render, and what was typed before the script ran is kept', async ({ page, request }) => {
  const registered = await request.post('/identity/api/v1/registration/register', { data: { email: `ssr-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`, password: strongPassword } });
  expect(registered.status()).toBe(201);
  const { jwt } = (await registered.json()) as { jwt: string };
  await page.addInitScript((token) => localStorage.setItem('jwt', token), jwt);
  const { release, street, primary } = await typeBeforeScript(page);
  expect(await hydrated(page)).toBe(false);
  release();
  await expect.poll(() => hydrated(page)).toBe(true);
  await expect.poll(() => storedAddress(page)).toEqual({ street1: '1600 Amphitheatre', occupancyType: 'HOME' });
  await expect(street).toHaveValue('1600 Amphitheatre');
  await expect(primary).toBeChecked();
});

test('the first step hydrates in place: the server markup stays, no hydration error, no layout shift', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const release = await holdEntryScript(page);
  await page.goto(register, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The server's nodes, remembered before the script runs: hydration adopts them, a mismatch replaces them.
  await page.evaluate(() => {
    const w = window as unknown as { ssrNodes: Element[]; shifts: number };
    w.ssrNodes = [...document.querySelectorAll('main h1, main input, main button')];
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) w.shifts += entry.value;
    }).observe({ type: 'layout-shift' });
  });
  release();
  await expect.poll(() => hydrated(page)).toBe(true);
  await page.waitForLoadState('load');
  // Idle work (the other steps' widgets) has had its time.
  await page.waitForTimeout(1000);
  const { connected, count, shifts } = await page.evaluate(() => {
    const w = window as unknown as { ssrNodes: Element[]; shifts: number };
    return { connected: w.ssrNodes.filter((n) => n.isConnected).length, count: w.ssrNodes.length, shifts: w.shifts };
  });
  expect(count).toBeGreaterThan(3);
  expect(connected, 'server-rendered nodes replaced instead of hydrated').toBe(count);
  expect(problems, problems.join('\n')).toEqual([]);
  expect(shifts).toBeLessThan(0.01);
  await expectFirstStep(page);
});

test('the street typed before the script runs, then "Enter the address manually" as soon as it works: the address goes on whole', async ({ page }) => {
  const { release, street } = await typeBeforeScript(page);
  release();
  // The click waits for the button to be enabled (hydrated), and comes at once then.
  await page.getByRole('button', { name: text('fields.address.manual') }).click();
  await input(page, text(ui.city['ui:title'])).fill('Mountain View');
  await input(page, text(ui.state['ui:title'])).fill('CA');
  await input(page, text(ui.zip['ui:title'])).fill('94043');
  await expect(street).toHaveValue('1600 Amphitheatre');
  await page.getByRole('button', { name: text(first.copy.button), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(flow.steps.find((s: { id: string }) => s.id === 'for-sale').copy.heading) })).toBeVisible();
});

test('a field typed wrong and left before the script runs shows its message once the form takes over, as on any blur', async ({ page }) => {
  const release = await holdEntryScript(page);
  await page.goto(register, { waitUntil: 'commit' });
  const street = input(page, text(ui.street1['ui:title']));
  await street.fill('ab');
  await street.press('Tab');
  release();
  await expect(street).toHaveAccessibleDescription(new RegExp(text('errors.address.typeaheadInvalid')));
  await expect(street).toHaveAttribute('aria-invalid', 'true');
});
