// The password checklist agrees with the validator (issue 31, item 5), in Chromium against the real
// server: on register-v2's last step and on the reset page, each line of the rule ticks as it is met,
// any symbol counting ("Lantern-Orbit-7731" was refused while the meter said good); the meter says
// strong exactly when every line is ticked ("almost there" one short), and the server then accepts
// the password. On the way (issue 31, item 3): the registration's step count never changes its total
// during the walk, and after 'Check my rate' one spinner turns at a time. Two brands, 390 px.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LOGIN_PATH } from '../../src/core/contract/ids';
import { strongPassword } from '../server/harness';
import { axeViolations, brandOf, input, text, urlOn } from './helpers';
import { checkScreen } from './layout';
import { answerRegistration } from './registration';

const EXAMPLE = 'Lantern-Orbit-7731';
const SHOTS = process.env.WAITING_SHOTS ?? '/work/.scratch/waiting';
const line = (key: string, count?: number) => text(key).replace('{{count}}', String(count));
const LINES = [line('fields.password.rules.length', 12), line('fields.password.rules.letters'), line('fields.password.rules.digit'), line('fields.password.rules.symbol')];

/** Each checklist line's state as a person hears it: the line's words and "done" or "not yet". */
async function expectChecklist(page: Page, met: boolean[]) {
  const list = page.getByRole('list', { name: text('fields.password.rules.heading') });
  const items = list.getByRole('listitem');
  await expect(items).toHaveText(LINES.map((words, i) => `${words} (${text(met[i] ? 'fields.password.rules.met' : 'fields.password.rules.notMet')})`));
  const level = ['none', 'weak', 'fair', 'almost', 'strong'][met.filter(Boolean).length]!;
  await expect(page.getByRole('meter')).toHaveAttribute('aria-valuetext', text('fields.password.strength.label').replace('{{level}}', text(`fields.password.strength.${level}`)));
}

async function typeAndCheck(page: Page, field: ReturnType<Page['getByRole']>) {
  await expectChecklist(page, [false, false, false, false]);
  await field.fill('lantern');
  await expectChecklist(page, [false, false, false, false]);
  await field.fill('LanternOrbit7731');
  await expectChecklist(page, [true, true, true, false]);
  await field.fill(EXAMPLE);
  await expectChecklist(page, [true, true, true, true]);
}

/** axe at 1280, 390 and 320 px, screenshots at 390 and 1280 px (SHOTS), the layout check; ends at 390 px. */
async function axeAtBothWidths(page: Page, where: string, shot: string) {
  for (const width of [1280, 390, 320]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${where} at ${width}px`).toEqual([]);
    if (width !== 320) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, `${shot}-${width}.png`), fullPage: true });
    }
  }
  await checkScreen(page, where);
  await page.setViewportSize({ width: 390, height: 900 });
}

/**
 * The most spinners ever turning at once from the page's first script on: the full-screen loader's
 * animation and any screen's own (MUI CircularProgress) drawn, not hidden, counted at every change of the page.
 */
async function watchSpinners(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { maxSpinners: number };
    w.maxSpinners = 0;
    const count = () => (w.maxSpinners = Math.max(w.maxSpinners, [...document.querySelectorAll('.MuiCircularProgress-root, .loader-animation')].filter((e) => e.getClientRects().length > 0).length));
    new MutationObserver(count).observe(document, { childList: true, subtree: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { maxSpinners: number }).maxSpinners);
}

for (const orgCode of ['acme-lending', 'fairway']) {
  const host = `${brandOf(orgCode).hostPrefix}.localhost`;

  test(`on ${orgCode} register-v2's checklist ticks ${EXAMPLE} whole, and the server takes it`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 900 });
    const spinnersAtOnce = await watchSpinners(page);
    await page.goto(urlOn(baseURL!, host, '/account/heloc/register-v2'));
    // The count as a person reads it on each step: 'Step 1' while the occupancy can still change the
    // path, then one total to the end ('Step 1 of 8' then 'Step 2 of 7' before issue 31).
    const counts: string[] = [];
    await answerRegistration(page, `check-${randomUUID()}@example.com`, 'Applicant', { atStep: async () => void counts.push((await page.locator('#step-progress-label').textContent()) ?? '') });
    const stepText = (position: number, total?: number) =>
      total === undefined ? text('common.form.stepNumber').replace('{{position}}', String(position)) : text('common.form.stepProgress').replace('{{position}}', String(position)).replace('{{total}}', String(total));
    expect(counts).toEqual([stepText(1), ...[2, 3, 4, 5, 6, 7].map((n) => stepText(n, 7))]);
    const password = input(page, text('fields.password.password'));
    await password.fill('');
    await typeAndCheck(page, password);
    await input(page, text('fields.password.confirm')).fill(EXAMPLE);
    await axeAtBothWidths(page, 'register-v2/final, the checklist', `${orgCode}-register-password`);
    await page.getByRole('button', { name: text('flows.register-v2.steps.final.button') }).click();
    // Registered: the page moves on to the application, and the rule's hint is not shown.
    await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}/, { timeout: 30_000 });
    await expect(page.getByText(text('fields.password.hint'))).toHaveCount(0);
    // Sending, then the application working out the offers: one spinner at a time throughout.
    await expect(page.getByRole('heading', { level: 1, name: text('application.offer.heading') })).toBeVisible({ timeout: 60_000 });
    expect(await spinnersAtOnce()).toBe(1);
  });

  test(`on ${orgCode} the reset page has the same meter and checklist, and accepts ${EXAMPLE}`, async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 900 });
    const email = `reset-check-${randomUUID()}@example.com`;
    const registered = await request.post('/identity/api/v1/registration/register', { headers: { 'x-org': orgCode }, data: { email, password: strongPassword, phoneNumber: '(555) 555-0100' } });
    expect(registered.status()).toBe(201);
    await page.goto(urlOn(baseURL!, host, LOGIN_PATH));
    await page.getByRole('link', { name: text('auth.login.forgot') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('password.forgot.heading') })).toBeVisible();
    await page.getByRole('textbox', { name: text('password.forgot.email') }).fill(email);
    await page.getByRole('button', { name: text('password.forgot.submit') }).click();
    await expect(page.getByRole('status')).toContainText(email);
    await expect(async () => {
      await page.goto(urlOn(baseURL!, host, '/sandbox/outbox'));
      await expect(page.getByRole('article').filter({ hasText: `To ${email}` })).toHaveCount(1, { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await page.getByRole('article').filter({ hasText: `To ${email}` }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: text('password.reset.heading') })).toBeVisible();

    const password = page.getByRole('textbox', { name: text('password.reset.password'), exact: true });
    await typeAndCheck(page, password);
    await page.getByRole('textbox', { name: text('password.reset.confirm'), exact: true }).fill(EXAMPLE);
    await axeAtBothWidths(page, 'auth/reset-password, the checklist', `${orgCode}-reset-password`);
    await page.getByRole('button', { name: text('password.reset.submit') }).click();
    await expect(page.getByRole('status')).toHaveText(text('password.reset.done'));
  });
}
