// Catalogue S4 and R5: an applicant registers with canary values typed and packed into the prefill
// query string (with an SSN and a phone in the query for good measure); every request to the
// telemetry service (/ft/) and the experiment save is captured: no canary in a URL, a body or a
// Referer header, every one accepted by the server, a page view for each screen visited (by route
// pattern), a page leave when the tab is hidden, and the redesign exposure saved once.
import { randomUUID } from 'node:crypto';
import { expect, test, type Request } from '@playwright/test';
import { packPrefill } from '../../src/core/prefill/codec';
import { text } from './helpers';
import { answerRegistration } from './registration';

const v2 = '/account/heloc/register-v2';
const CANARY = {
  first: 'Zqfirstcanary',
  last: 'Zqlastcanary',
  street: '742 Zqstreetcanary Ave',
  city: 'Zqcitycanary',
  ssn: '987-65-4329',
  phone: '(555) 321-9876',
  income: '187654',
  dob: '1958-2-3',
};

test('telemetry carries no personal data, and a page view arrives for every screen', async ({ page }) => {
  const email = `zq.canary.${randomUUID().slice(0, 8)}@example.com`;
  const canaries = [...Object.values(CANARY), email, '9876543', '987654329', '3219876', encodeURIComponent(email), 'Zqstreetcanary'];
  const sent: Request[] = [];
  const refused: string[] = [];
  page.on('request', (r) => {
    if (/\/ft\/|\/experiments$/.test(new URL(r.url()).pathname)) sent.push(r);
  });
  page.on('response', (r) => {
    if (/\/ft\/|\/experiments$/.test(new URL(r.url()).pathname) && r.status() >= 300) refused.push(`${r.status()} ${r.url()}`);
  });

  const prefill = packPrefill({
    name: { firstName: CANARY.first, lastName: CANARY.last },
    dob: { year: 1958, month: 2, day: 3 },
    income: { income: Number(CANARY.income), employmentType: 'FULL_TIME' },
    homeAddress: { street1: CANARY.street, city: CANARY.city, state: 'CA', zip: '94105' },
  });
  const query = new URLSearchParams({ utm_source: 'mail', ssn: CANARY.ssn, phone: CANARY.phone, email });
  await page.goto(`${v2}?${prefill.toString()}&${query.toString()}`);
  await answerRegistration(page, email, CANARY.last);
  await page.getByRole('button', { name: text('flows.register-v2.steps.final.button') }).click();
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}/, { timeout: 20_000 });

  const events = () => sent.filter((r) => r.url().endsWith('/ft/web/event')).map((r) => r.postDataJSON() as { name: string; properties?: { screen?: string } });
  const screens = () => events().filter((e) => e.name === 'page-view').map((e) => e.properties?.screen);
  const steps = ['', '/for-sale', '/annual-income', '/legal-name', '/birthdate', '/phone-and-email', '/set-password'].map((s) => `${v2}${s}`);
  await expect.poll(screens).toEqual(expect.arrayContaining(steps));
  await expect.poll(() => screens().some((s) => /^\/account\/heloc\/:uuid(\/|$)/.test(s ?? ''))).toBe(true);
  // Leaving: the tab hidden sends a page leave (keepalive) for the screen shown.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  // One page view per navigation: no screen counted twice in a row.
  expect(screens().filter((s, i, all) => i > 0 && all[i - 1] === s)).toEqual([]);
  await expect.poll(() => events().some((e) => e.name === 'page-leave' && /^\/account\/heloc\/:uuid/.test(e.properties?.screen ?? ''))).toBe(true);
  await expect.poll(() => sent.filter((r) => r.url().endsWith('/experiments')).map((r) => r.postDataJSON())).toEqual([
    { experiments: [{ name: 'redesign2025', variation: 'variation' }] },
  ]);

  expect(refused).toEqual([]);
  for (const r of sent) {
    const seen = [r.url(), r.postData() ?? '', (await r.allHeaders())['referer'] ?? ''].join('\n');
    for (const canary of canaries) expect(seen, `${canary} in ${r.url()}`).not.toContain(canary);
  }
  const session = sent.find((r) => r.url().endsWith('/ft/web/session'))!.postDataJSON() as { queryParams: object; trackerId: string };
  expect(session.queryParams).toEqual({ utm_source: 'mail' });
  expect(session.trackerId).toBe(await page.evaluate(() => localStorage.getItem('tracker-id')));
});
