// Deliverables 3 and 4 in Chromium: page load under 4x CPU throttling and Lighthouse's slow 4G
// (150 ms RTT, 1.6 Mbps down, 750 Kbps up), the JavaScript fetched before the first input is
// visible (from the browser's own resource timing), and the time from a click on Continue to the
// next step's heading. The same measurements run on the reference page.
import { chromium, type Browser, type Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config';
import { input, text } from '../../tests/e2e/helpers';
import { figure } from './stats';

export const launchArgs: string[] = playwrightConfig.use?.launchOptions?.args ?? [];
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface LoadSample {
  fcpMs: number;
  lcpMs: number;
  firstInputMs: number;
  /** Click on Continue → the next step's heading visible, one per transition. */
  transitionsMs: number[];
  /** Key press in the street field → the next paint, the median of one run's key presses. */
  keyToPaintMs: number;
  /** Same-origin .js URLs whose response ended before the first input was visible. */
  scriptsBeforeInput: string[];
}

// In the page before any script: the LCP entries and the moment an <input> is first visible.
const INIT = `(() => {
  window.__bench = { lcp: 0, firstInput: 0 };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__bench.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  const seen = () => [...document.querySelectorAll('input')].some((i) => i.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
  const tick = () => { if (seen()) window.__bench.firstInput = performance.now(); else requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})();`;

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: launchArgs });
}

async function throttled(browser: Browser, hostUrl: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: hostUrl });
  const page = await context.newPage();
  await page.addInitScript(INIT);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/** Clicks Continue and answers the ms from the click to a visible h1 with `heading`, timed in the page. */
async function transition(page: Page, button: string, heading: string): Promise<number> {
  // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
  const done = page.evaluate(`new Promise((resolve) => {
    let clicked = 0;
    document.addEventListener('click', () => (clicked = performance.now()), { capture: true, once: true });
    const tick = () => {
      const found = [...document.querySelectorAll('h1')].some((e) => e.textContent.trim() === ${JSON.stringify(heading)} && e.checkVisibility());
      if (clicked && found) resolve(performance.now() - clicked);
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })`) as Promise<number>;
  await page.getByRole('button', { name: button, exact: true }).click();
  return done;
}

async function loadFigures(page: Page, url: string): Promise<Omit<LoadSample, 'transitionsMs' | 'keyToPaintMs'>> {
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __bench: { firstInput: number } }).__bench.firstInput > 0, null, { timeout: 60_000 });
  await page.waitForTimeout(300); // let the LCP observer report the final candidate
  return page.evaluate(() => {
    const bench = (window as unknown as { __bench: { lcp: number; firstInput: number } }).__bench;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => new URL(r.name).origin === location.origin && new URL(r.name).pathname.endsWith('.js') && r.responseEnd <= bench.firstInput)
      .map((r) => new URL(r.name).pathname);
    return { fcpMs: fcp, lcpMs: bench.lcp, firstInputMs: bench.firstInput, scriptsBeforeInput: scripts };
  });
}

/**
 * Types `value` into the focused field one key at a time and answers the median ms from each
 * keydown (the event's own time stamp) to the next paint, timed inside the page: a frame callback
 * after the key's handlers ran, then a message posted from it, which runs once that frame is drawn.
 */
async function keysToPaint(page: Page, value: string): Promise<number> {
  await page.evaluate(`(() => {
    window.__keys = [];
    document.addEventListener('keydown', (e) => {
      const start = e.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => window.__keys.push(performance.now() - start);
        channel.port2.postMessage(0);
      });
    }, { capture: true });
  })()`);
  // One key at a time: each measured alone, as a person's keys land frames apart.
  for (let i = 0; i < value.length; i += 1) {
    await page.keyboard.press(value[i]!);
    await page.waitForFunction((n) => (window as unknown as { __keys: number[] }).__keys.length >= n, i + 1);
  }
  const times = (await page.evaluate('window.__keys')) as number[];
  return figure(times).median;
}

const heading = (step: string) => text(`flows.register-v2.steps.${step}.heading`);
const field = (page: Page, key: string) => input(page, text(key));

/** register-v2: load, then index → for-sale → annual-income → legal-name, answered like a person. */
export async function sampleProduct(browser: Browser, origin: string): Promise<LoadSample> {
  const page = await throttled(browser, origin);
  try {
    const loaded = await loadFigures(page, `${origin}/account/heloc/register-v2`);
    await field(page, 'fields.address.street1').focus();
    const keyToPaintMs = await keysToPaint(page, '100 Main St');
    await page.getByRole('button', { name: text('fields.address.manual') }).click();
    await field(page, 'fields.address.city').fill('Springfield');
    await field(page, 'fields.address.state').fill('CA');
    await field(page, 'fields.address.zip').fill('94105');
    await page.getByRole('radio', { name: text('fields.occupancyType.HOME'), exact: true }).check();
    const continueText = text('flows.common.continue');
    const transitionsMs = [await transition(page, continueText, heading('for-sale'))];
    await page.getByRole('radio', { name: text('fields.yesNo.NO'), exact: true }).check();
    transitionsMs.push(await transition(page, continueText, heading('annual-income')));
    await field(page, 'fields.income.income').fill('120000');
    await page.getByRole('combobox', { name: text('fields.income.employmentType') }).click();
    await page.getByRole('option', { name: text('fields.employmentType.FULL_TIME'), exact: true }).click();
    transitionsMs.push(await transition(page, continueText, heading('legal-name')));
    return { ...loaded, transitionsMs, keyToPaintMs };
  } finally {
    await page.context().close();
  }
}

/** The reference page: load, then three Continue clicks to its next headings. */
export async function sampleReference(browser: Browser, origin: string): Promise<LoadSample> {
  const page = await throttled(browser, origin);
  try {
    const loaded = await loadFigures(page, `${origin}/account/heloc/register-v2`);
    await page.locator('#street1').focus();
    const keyToPaintMs = await keysToPaint(page, '100 Main St');
    const headings = ['Is the property listed for sale?', 'What is your annual income?', 'What is your legal name?'];
    const transitionsMs: number[] = [];
    for (const h of headings) transitionsMs.push(await transition(page, 'Continue', h));
    return { ...loaded, transitionsMs, keyToPaintMs };
  } finally {
    await page.context().close();
  }
}
