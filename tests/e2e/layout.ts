// Nothing scrolls sideways: every screen a journey passes is measured at 320, 390 and 1280 px in
// place (the viewport resized, the test's own restored after), so no second journey is needed.
// With SCREENS_DIR=<dir> the screen is also saved at 390 and 1280 px as
// <dir>/<orgCode>/<journey>-<nn>-<screen>-<width>.png (the journey: the spec file's name, so several
// specs on one brand never overwrite each other), listed in <dir>/<orgCode>/screens.jsonl for the
// index `npm run screens` writes (scripts/screens.ts).
import { appendFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, settled } from './helpers';
import { recordLinks } from './crawl';

export const LAYOUT_WIDTHS = [320, 390, 1280] as const;
export const SHOT_WIDTHS = [390, 1280] as const;

const brandsDir = join(import.meta.dirname, '../../brands');
const DEFAULT_ORG_CODE = 'acme-lending';

/** The brand a host name stands for: its first label among a manifest's hostPrefixes (none: the default brand). */
function orgCodeOf(hostname: string): string {
  const prefix = hostname.split('.')[0];
  for (const dir of readdirSync(brandsDir, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    const manifest = JSON.parse(readFileSync(join(brandsDir, dir.name, 'brand.json'), 'utf8')) as { orgCode: string; hostPrefixes: string[] };
    if (manifest.hostPrefixes.includes(prefix!)) return manifest.orgCode;
  }
  return DEFAULT_ORG_CODE;
}

/** Two animation frames: a resize's media queries answered, React's render and the layout after it done. */
export const nextLayout = (page: Page) => page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

interface Overflow { scrollWidth: number; clientWidth: number; widest: string }

/**
 * How far the document is wider than the viewport, and the element reaching furthest right that is
 * not clipped by an ancestor (tag, id, classes and the start of its text): where to look in the app.
 */
const measure = (page: Page) =>
  page.evaluate((): Overflow => {
    const root = document.documentElement;
    const { scrollWidth, clientWidth } = root;
    if (scrollWidth <= clientWidth) return { scrollWidth, clientWidth, widest: '' };
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body && p !== root; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    let widest: Element | undefined;
    let right = clientWidth;
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect().right + window.scrollX;
      // At the same edge, a descendant is the more precise answer (the input, not the box around it).
      if ((r > right || (r === right && widest?.contains(el))) && !clipped(el)) [widest, right] = [el, r];
    }
    if (!widest) return { scrollWidth, clientWidth, widest: '(no element: a pseudo-element or margin)' };
    const classes = [...widest.classList].slice(0, 4).map((c) => `.${c}`).join('');
    const words = (widest.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    return { scrollWidth, clientWidth, widest: `<${widest.tagName.toLowerCase()}${widest.id ? `#${widest.id}` : ''}${classes}> right edge ${Math.round(right)}px "${words}"` };
  });

/** A copy key shown as is: one of copy/en's file names, a dot, then key segments (not part of an address, a host or a file name). */
const copyFiles = readdirSync(join(import.meta.dirname, '../../copy/en')).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
const RAW_COPY_KEY = new RegExp(`(?<![\\w@./-])(?:${copyFiles.join('|')})(?!\\.(?:com|org|net|pdf|png|jpe?g|json|txt)\\b)(?:\\.[a-z][A-Za-z0-9]*)+(?![\\w@/-])`, 'g');

const shotCount = new WeakMap<Page, number>();
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);

/**
 * The screen as it stands, at 320, 390 and 1280 px: the document no wider than the viewport (the
 * message names the screen, the width and the widest element); with SCREENS_DIR, full-page
 * screenshots at 390 and 1280 px. The test's viewport is restored.
 */
export async function checkScreen(page: Page, name: string) {
  const before = page.viewportSize() ?? { width: 1280, height: 900 };
  const host = new URL(page.url()).hostname;
  // With collectLinks on for this page (tests/e2e/crawl.ts), its links are kept for the journey's final check.
  await recordLinks(page, name);
  const rawKeys = (await page.locator('body').innerText()).match(RAW_COPY_KEY) ?? [];
  expect(rawKeys, `${name} on ${host} shows copy keys instead of their words (a copy file not loaded with the screen)`).toEqual([]);
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: before.height });
    await nextLayout(page);
    const { scrollWidth, clientWidth, widest } = await measure(page);
    expect(scrollWidth, `${name} on ${host} at ${width}px scrolls sideways (${scrollWidth} > ${clientWidth}): ${widest}`).toBeLessThanOrEqual(clientWidth);
  }
  if (process.env.SCREENS_DIR) await saveShots(page, process.env.SCREENS_DIR, orgCodeOf(host), name, before.height);
  await page.setViewportSize(before);
  await nextLayout(page);
}

async function saveShots(page: Page, root: string, orgCode: string, name: string, height: number) {
  const nn = (shotCount.get(page) ?? 0) + 1;
  shotCount.set(page, nn);
  const dir = join(root, orgCode);
  mkdirSync(dir, { recursive: true });
  const journey = basename(test.info().file).replace(/\.spec\.ts$/, '');
  const files: string[] = [];
  for (const width of SHOT_WIDTHS) {
    await page.setViewportSize({ width, height });
    await nextLayout(page);
    await settled(page);
    const file = `${journey}-${String(nn).padStart(2, '0')}-${slug(name)}-${width}.png`;
    await page.screenshot({ path: join(dir, file), fullPage: true });
    files.push(file);
  }
  appendFileSync(join(dir, 'screens.jsonl'), `${JSON.stringify({ journey, nn, screen: name, url: new URL(page.url()).pathname, files })}\n`);
}

/**
 * A new screen's checks: axe finds nothing at 1280 and 320 px, then checkScreen (no sideways scroll
 * at 320, 390 and 1280 px, no copy key shown; saved for `npm run screens`). Ends at 1280 px.
 */
export async function axeAndLayout(page: Page, name: string) {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => axeViolations(page), { message: `${name} at ${width} px`, timeout: 15_000 }).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await checkScreen(page, name);
}
