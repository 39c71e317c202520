// "Review your application" (start/app-summary, issue 31 item 7) on two brands against the real
// server: an application set up over HTTP to APP_SUBMISSION (offer accepted, contact and HMDA
// sent), then the screen a person reads. It lists what was typed at registration first, in the
// registration's own words (the address, how the property is used, the sale plans, income and
// employment, name, date of birth, phone), with no Edit link but a note on how to change it, while
// the later screens keep theirs; axe finds nothing and nothing scrolls sideways at 390 and 1280 px.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { helocRequest, strongPassword } from '../server/harness';
import { send, statusOf, validAnswers, acceptOffer } from '../server/journey';
import { playwrightApi } from './api';
import { axeViolations, text, urlOn } from './helpers';
import { checkScreen, nextLayout } from './layout';

const BRANDS = [
  { orgCode: 'acme-lending', host: undefined },
  { orgCode: 'fairway', host: 'fairway.localhost' },
] as const;

async function atSummary(request: APIRequestContext, page: Page, orgCode: string): Promise<string> {
  const registered = await request.post('/identity/api/v1/registration/register', {
    data: { email: `review-${randomUUID()}@example.com`, password: strongPassword, phoneNumber: '(555) 555-0100' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { jwt } = (await registered.json()) as { jwt: string };
  const org = { 'x-org': orgCode };
  const created = await request.post('/service-application/api/v3/application/helocs?state=CA', { headers: { ...org, authorization: `Bearer ${jwt}` }, data: helocRequest({ lastName: 'Reviewer' }) });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  const api = playwrightApi(request, jwt, org);
  await expect.poll(async () => (await statusOf(api, uuid)).status, { timeout: 30_000 }).toBe('OFFER_SELECTION');
  await acceptOffer(api, uuid);
  await send(api, uuid, 'SUBMIT_CONTACT', validAnswers.contact);
  await send(api, uuid, 'SUBMIT_HMDA', validAnswers.hmda);
  expect((await statusOf(api, uuid)).status).toBe('APP_SUBMISSION');
  await page.addInitScript((token) => localStorage.setItem('jwt', token), jwt);
  return uuid;
}

for (const brand of BRANDS) {
  test(`${brand.orgCode}: the review lists what was typed at registration, first and in its words`, async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const uuid = await atSummary(request, page, brand.orgCode);
    const path = `/account/heloc/${uuid}`;
    await page.goto(brand.host ? urlOn(baseURL!, brand.host, path) : path);
    await expect(page).toHaveURL(new RegExp(`/${uuid}/start/app-summary$`), { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: text('summary.heading') })).toBeVisible();
    const groups = page.getByRole('main').locator('section');
    const registration = page.getByRole('region', { name: text('summary.groups.registration') });
    // First, before the screens after the offer.
    await expect(groups.first()).toHaveAccessibleName(text('summary.groups.registration'));
    await expect(registration.getByText(text('summary.registrationNote'))).toBeVisible();
    await expect(registration.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('region', { name: text('summary.groups.contact') }).getByRole('link', { name: new RegExp(`^${text('summary.edit')}`) })).toBeVisible();
    const rows = await registration.locator('dt').evaluateAll((dts) => dts.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(rows).toEqual([
      [text('fields.address.street1'), '100 Main St'],
      [text('fields.address.city'), 'Springfield'],
      [text('fields.address.state'), 'CA'],
      [text('fields.address.zip'), '94105'],
      [text('fields.occupancyType.label'), text('fields.occupancyType.HOME')],
      [text('flows.register-v2.steps.for-sale.question'), text('fields.yesNo.NO')],
      [text('fields.income.income'), '$120,000.00'],
      [text('fields.income.otherIncome'), '$0.00'],
      [text('fields.income.employmentType'), text('fields.employmentType.FULL_TIME')],
      [text('fields.name.firstName'), 'Pat'],
      [text('fields.name.lastName'), 'Reviewer'],
      [text('fields.dob.legend'), '05/17/1980'],
    ]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await nextLayout(page);
      await expect.poll(() => axeViolations(page), { message: `start/app-summary at ${width} px`, timeout: 15_000 }).toEqual([]);
    }
    await checkScreen(page, 'start/app-summary: with the registration answers');
  });
}
