// Issue 24's proof that a product is data, in the browser: the fourth product heloc-express, made of
// fixture files only (tests/fixtures/products/heloc-express), laid over a scratch copy of the
// repository that is built (`npm run build` there, once, timed) and served by its own server on a
// free port, on the fixture brand's host. A person walks its entry to the offers: the registration
// has the fixture's words for the income step and no for-sale question (one step fewer, counted by
// the step progress), and the offers stop at the fixture's maximum line. The copy and its server
// are gone afterwards.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { copyText, hasCopyKey } from '../../src/core/copy/resolve';
import { loadCopy } from '../../src/server/flows';
import { scratchRepo, startScratchServer, type ScratchRepo, type ScratchServer } from '../fixtures/products/scratch-repo';
import { axeViolations, input, text, urlOn } from './helpers';
import { answerPasswordStep, answerPerson, answerPropertyStep } from './registration';

const FIXTURE = 'heloc-express';
const fixtureDir = join(import.meta.dirname, '../fixtures/products', FIXTURE);
const fixtureJson = <T>(path: string): T => JSON.parse(readFileSync(join(fixtureDir, path), 'utf8')) as T;
const entryFlow = fixtureJson<{ basePath: string; steps: Array<{ id: string }> }>(`flows/${FIXTURE}/register-${FIXTURE}.flow.json`);
const brand = fixtureJson<{ hostPrefixes: string[] }>('brands/express-lending/brand.json');
const maxLine = Object.values(fixtureJson<{ products: Record<string, { pricing: { maxLine: number } }> }>('brands/defaults.json').products)[0]!.pricing.maxLine;

let repo: ScratchRepo | undefined;
let server: ScratchServer | undefined;
// The fixture's own words live in the copy only (copy/en/heloc-express.json): read from there.
let words: (key: string) => string = text;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(900_000);
  repo = scratchRepo(FIXTURE);
  const built = repo.npm('build');
  console.log(`${FIXTURE}: npm run build in the scratch copy took ${built.seconds.toFixed(1)} s`);
  server = await startScratchServer(repo, { RATE_LIMITS: 'telemetry-ip=100000,register-ip=1000' });
  const copy = loadCopy(join(repo.dir, 'copy/en'));
  words = (key) => {
    if (!hasCopyKey(copy, key)) throw new Error(`no copy for ${key} in the scratch copy`);
    return copyText(copy, key);
  };
});

test.afterAll(async () => {
  await server?.stop();
  repo?.remove();
});

const heading = (key: string) => ({ level: 1, name: words(key) }) as const;

async function next(page: Page, headingKey: string) {
  await page.getByRole('button', { name: text('flows.common.continue') }).click();
  await expect(page.getByRole('heading', heading(headingKey))).toBeVisible();
}

test(`a person walks the fourth product (${FIXTURE}) from its entry to its offers`, async ({ page }) => {
  test.setTimeout(180_000);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(urlOn(server!.url, `${brand.hostPrefixes[0]}.localhost`, entryFlow.basePath));

  // The progress list names the fixture's income group and no sale-status substep.
  const groups = page.getByRole('navigation', { name: text('common.form.progressGroups') });
  await expect(groups.getByText(words('heloc-express.groups.income-info'))).toBeVisible();
  await expect(groups.getByText(text('flows.register-v2.groups.sale-status'))).toHaveCount(0);

  await answerPropertyStep(page, { street1: '100 Main St', city: 'Springfield', state: 'CA', zip: '94105' });
  // No for-sale question: the property is followed by the income, in the fixture's words.
  await next(page, 'heloc-express.steps.annual-income.heading');
  await expect(page.getByText(words('heloc-express.steps.annual-income.question'))).toBeVisible();
  await expect.poll(() => axeViolations(page), { timeout: 15_000 }).toEqual([]);
  await input(page, text('fields.income.income')).fill('120000');
  await page.getByRole('combobox', { name: text('fields.income.employmentType') }).click();
  await page.getByRole('option', { name: text('fields.employmentType.FULL_TIME'), exact: true }).click();
  await answerPerson(page, { lastName: 'Express', email: `express-${randomUUID()}@example.com` });
  // One step fewer than the HELOC's seven on this path (registration.ts): six of six.
  await expect(page.getByText(text('common.form.stepProgress').replace('{{position}}', '6').replace('{{total}}', '6'))).toBeVisible();
  await answerPasswordStep(page);
  await page.getByRole('button', { name: text('flows.register-v2.steps.final.button') }).click();

  // product/select: the offers, none above the fixture's maximum line.
  await expect(page.getByRole('heading', heading('application.offer.heading'))).toBeVisible({ timeout: 60_000 });
  // No option lends above the fixture's maximum line: the draw's slider ends at or below it (the
  // page says cash, the line less its fee, since it was built for comparing).
  const slider = page.getByRole('slider', { name: text('application.offer.amount') });
  await expect(slider).toBeVisible();
  const most = Number(await slider.getAttribute('aria-valuemax'));
  expect(most).toBeGreaterThan(0);
  expect(most).toBeLessThanOrEqual(maxLine);
  await expect.poll(() => axeViolations(page), { timeout: 15_000 }).toEqual([]);
  expect(visited.filter((path) => /for-sale/.test(path))).toEqual([]);
  expect(entryFlow.steps.map((s) => s.id)).not.toContain('for-sale');
});
