// The link crawl (issue 17: no link of the app leads to 'Page not found', no redirect leaves the
// site). Opt-in per page: `collectLinks(page, orgCode)` starts recording; from then on every screen
// checkScreen measures (tests/e2e/layout.ts) also records its <a href>s, and `checkCollectedLinks`
// checks them once at the end, request-level and with one page load per distinct path, instead of
// driving the journey again:
// - a link to our origin: its redirects (asked with maxRedirects 0) stay on our origin, the last
//   answer is 200, and the page it draws, loaded in a second tab of the same session, is not
//   'Page not found' and has not left the site;
// - a link elsewhere: only the brand's configured pages (terms, privacy, licenses, communications,
//   NMLS Consumer Access, the footer's extra links) and the app's own fixed disclosures;
// - mailto: and tel: are the brand's support contacts, blob: a document the page made, not pages;
//   any other scheme (javascript:) is a problem.
import { expect, type Page } from '@playwright/test';
import { brandOf, text } from './helpers';

interface Collector { orgCode: string; links: Map<string, string> }
const collectors = new WeakMap<Page, Collector>();

/** Starts recording the links of every screen checkScreen sees on this page. */
export function collectLinks(page: Page, orgCode: string): void {
  collectors.set(page, { orgCode, links: new Map() });
}

/** Records the links on the screen as it stands (a no-op unless collectLinks was called for the page). */
export async function recordLinks(page: Page, where: string): Promise<void> {
  const collector = collectors.get(page);
  if (!collector) return;
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  for (const href of hrefs) if (!collector.links.has(href)) collector.links.set(href, where);
}

/** The links recorded so far, each with the first screen it was seen on. */
export const collectedLinks = (page: Page): Map<string, string> => collectors.get(page)?.links ?? new Map();

/** The off-site addresses a brand's pages may link to: its configured pages, and the HELOC brochure the law requires. */
export function allowedOffsite(orgCode: string): Set<string> {
  const { view } = brandOf(orgCode);
  return new Set([
    view.termsUrl,
    view.privacyUrl,
    view.licensesUrl,
    view.communicationsUrl,
    view.footer.nmls.consumerAccessUrl,
    ...(view.footer.extraLinks ?? []).map((l) => l.url),
    CFPB_BROCHURE_URL,
  ]);
}

/** The CFPB's HELOC brochure the offer's confirm links (src/client/features/offer/EarlyDisclosures.tsx). */
const CFPB_BROCHURE_URL = 'https://files.consumerfinance.gov/f/201204_CFPB_HELOC-brochure.pdf';

/** Links that are not pages: the brand's contacts, and documents the page made itself (a PDF to download). */
const NOT_PAGES = new Set(['mailto:', 'tel:', 'blob:']);

/**
 * Checks every link in `links` (href → where it was seen) from the page's origin and returns the
 * problems found (empty: all good), and the distinct same-origin paths it loaded.
 */
export async function checkLinks(page: Page, orgCode: string, links: Map<string, string>): Promise<{ problems: string[]; loaded: string[] }> {
  const origin = new URL(page.url()).origin;
  const allowed = allowedOffsite(orgCode);
  const problems: string[] = [];
  const toLoad = new Map<string, string>();
  for (const [href, where] of links) {
    const url = new URL(href);
    if (NOT_PAGES.has(url.protocol)) continue;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      problems.push(`${where}: ${url.protocol} link ${href}`);
      continue;
    }
    if (url.origin !== origin) {
      if (!allowed.has(href)) problems.push(`${where}: off-site link ${href} is not one of ${orgCode}'s configured pages`);
      continue;
    }
    const landed = await followRedirects(page, url, origin, `${where}: ${href}`, problems);
    if (landed && !toLoad.has(landed.pathname)) toLoad.set(landed.pathname, `${where}: ${href}`);
  }
  // One tab for the page loads, in the same session (the applicant's token is in this origin's storage).
  const tab = await page.context().newPage();
  try {
    for (const [path, from] of toLoad) {
      const problem = await loadProblem(tab, new URL(path, origin).href, origin);
      if (problem) problems.push(`${from}: ${problem}`);
    }
  } finally {
    await tab.close();
  }
  return { problems, loaded: [...toLoad.keys()] };
}

/** The redirects of a same-origin link, hop by hop: each must stay on our origin; the last answer must be 200. */
async function followRedirects(page: Page, start: URL, origin: string, what: string, problems: string[]): Promise<URL | undefined> {
  let url = start;
  for (let hop = 0; hop < 5; hop += 1) {
    // Node does not resolve *.localhost as Chromium does: the loopback address, with the brand's host name.
    const loopback = new URL(url.href);
    loopback.hostname = '127.0.0.1';
    const res = await page.request.get(loopback.href, { maxRedirects: 0, headers: { accept: 'text/html', host: url.host } });
    const status = res.status();
    if (status >= 300 && status < 400) {
      const next = new URL(res.headers().location ?? '', url);
      if (next.origin !== origin) {
        problems.push(`${what} redirects off the site to ${next.href}`);
        return undefined;
      }
      url = next;
      continue;
    }
    if (status !== 200) problems.push(`${what} answers ${status}`);
    return status === 200 ? url : undefined;
  }
  problems.push(`${what} redirects more than 5 times`);
  return undefined;
}

/** Loads a page and says what is wrong with it: 'Page not found' drawn, or the browser sent off the site. */
async function loadProblem(tab: Page, href: string, origin: string): Promise<string | undefined> {
  await tab.goto(href);
  // The page has drawn its heading: every page has one, the loader a lazy page shows first has none,
  // and an unknown path draws 'Page not found' as its heading.
  await expect(tab.locator('h1').first()).toBeVisible({ timeout: 20_000 });
  if (new URL(tab.url()).origin !== origin) return `${href} ends off the site at ${tab.url()}`;
  const headings = await tab.locator('h1').allInnerTexts();
  return headings.some((h) => h.includes(text('common.errors.notFound'))) ? `${href} shows '${text('common.errors.notFound')}'` : undefined;
}

/** The final check of a page's collected links: none broken, none off the site unless configured. */
export async function checkCollectedLinks(page: Page): Promise<string[]> {
  const collector = collectors.get(page);
  if (!collector) throw new Error('collectLinks was not called for this page');
  const { problems, loaded } = await checkLinks(page, collector.orgCode, collector.links);
  expect(problems, `links of the journey on ${collector.orgCode}`).toEqual([]);
  return loaded;
}
