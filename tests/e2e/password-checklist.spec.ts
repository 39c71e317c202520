// The password checklist agrees with the validator (issue 31, item 5), in Chromium against the real
// server: on register-v2's last step and on the reset page, each line of the rule ticks as it is met,
// any symbol counting ("Lantern-Orbit-7731" was refused while the meter said good); the meter says
// strong exactly when every line is ticked, and the server then accepts the password. Two brands.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { LOGIN_PATH } from '../../src/core/contract/ids';
import { strongPassword } from '../server/harness';
import { axeViolations, brandOf, input, text, urlOn } from './helpers';
import { checkScreen } from './layout';
import { answerRegistration } from './registration';

const EXAMPLE = 'Lantern-Orbit-7731';
const line = (key: string, count?: number) => text(key).replace('{{count}}', String(count));
const LINES = [line('fields.password.rules.length', 12), line('fields.password.rules.letters'), line('fields.password.rules.digit'), line('fields.password.rules.symbol')];

/** Each checklist line's state as a person hears it: the line's words and "done" or "not yet". */
async function expectChecklist(page: Page, met: boolean[]) {
  const list = page.getByRole('list', { name: text('fields.password.rules.heading') });
  const items = list.getByRole('listitem');
  await expect(items).toHaveText(LINES.map((words, i) => `${words} (${text(met[i] ? 'fields.password.rules.met' : 'fields.password.rules.notMet')})`));
  const level = ['none', 'weak', 'fair', 'good', 'strong'][met.filter(Boolean).length]!;
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

async function axeAtBothWidths(page: Page, where: string) {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${where} at ${width}px`).toEqual([]);
  }
  await checkScreen(page, where);
}

for (const orgCode of ['acme-lending', 'fairway']) {
  const host = `${brandOf(orgCode).hostPrefix}.localhost`;

  test(`on ${orgCode} register-v2's checklist ticks ${EXAMPLE} whole, and the server takes it`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(urlOn(baseURL!, host, '/account/heloc/register-v2'));
    await answerRegistration(page, `check-${randomUUID()}@example.com`);
    const password = input(page, text('fields.password.password'));
    await password.fill('');
    await typeAndCheck(page, password);
    await input(page, text('fields.password.confirm')).fill(EXAMPLE);
    await axeAtBothWidths(page, 'register-v2/final, the checklist');
    await page.getByRole('button', { name: text('flows.register-v2.steps.final.button') }).click();
    // Registered: the page moves on to the application, and the rule's hint is not shown.
    await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}/, { timeout: 30_000 });
    await expect(page.getByText(text('fields.password.hint'))).toHaveCount(0);
  });

  test(`on ${orgCode} the reset page has the same meter and checklist, and accepts ${EXAMPLE}`, async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
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
    await axeAtBothWidths(page, 'auth/reset-password, the checklist');
    await page.getByRole('button', { name: text('password.reset.submit') }).click();
    await expect(page.getByRole('status')).toHaveText(text('password.reset.done'));
  });
}
