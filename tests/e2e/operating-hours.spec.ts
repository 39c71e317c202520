// Operating hours from the staff console (issue 25 item 1) in Chromium against the real server: a
// staff member closes live chat on Wednesdays and ends the phone line's Friday an hour early for a
// brand; the chat's open status (on the brand's sandbox hours clock, set to a Wednesday morning)
// turns closed at once, and the applicant's footer and top bar show the new phone week on their
// next load, without a restart. On two brands no other spec reads the hours of; axe clean at 1280
// and 320 px. The brands' weeks and clocks are put back at the end.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiRoutes } from '../../src/core/contract/routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import type { BusinessHours } from '../../src/core/hours/business-hours';
import { axeViolations, brandOf, hoursText, minutesToPacificWednesday, text, urlOn } from './helpers';
import { STAFF_E2E } from './staff-account';
import { signInAsStaff } from './staff-inbox';

const v2 = '/account/heloc/register-v2';
const BRANDS = ['evergreen-moneysource', 'cross-country'];
const company = (orgCode: string) => brandOf(orgCode).view.companyName;
const fill = (key: string, values: Record<string, string>) => Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), text(key));

async function setHoursClock(request: APIRequestContext, orgCode: string, minutes: number) {
  const res = await request.post(apiRoutes.sandboxHoursClock.path({}), { data: { orgCode, minutes } });
  expect(res.status(), await res.text()).toBe(200);
}

async function chatOpen(request: APIRequestContext, orgCode: string): Promise<boolean> {
  const res = await request.get(apiRoutes.hoursOpenStatus.path({ department: 'OPS_CHAT' }), { headers: { 'x-org': orgCode } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { isOpen: boolean }).isOpen;
}

async function signIn(page: Page) {
  await signInAsStaff(page);
  await page.getByRole('navigation', { name: text('staff.console.nav.label') }).getByRole('link', { name: text('staff.console.nav.hours') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('staff.hours.heading') })).toBeVisible();
}

async function axeAt1280And320(page: Page, where: string) {
  for (const width of [1280, 320]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${where} at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The brand's weeks put back as its data has them, through the staff API. */
async function restore(request: APIRequestContext, orgCode: string) {
  const session = await request.post(staffApiRoutes.session.path({}), { data: { email: STAFF_E2E.email, password: STAFF_E2E.password } });
  const headers = { authorization: `Bearer ${((await session.json()) as { jwt: string }).jwt}` };
  for (const department of ['OPS_PHONE', 'OPS_CHAT'] as const) {
    await request.put(staffApiRoutes.operatingHours.path({}), { headers, data: { orgCode, department, hours: brandOf(orgCode).view.operatingHours[department] } });
  }
  await setHoursClock(request, orgCode, 0);
}

test('staff close live chat on Wednesdays and shorten the phone line\'s Friday: openStatus, the footer and the top bar follow, on two brands', async ({ page, context, baseURL, request }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const applicant = await context.newPage();
  try {
    for (const orgCode of BRANDS) {
      const view = brandOf(orgCode).view;
      await setHoursClock(request, orgCode, minutesToPacificWednesday(10));
      expect(await chatOpen(request, orgCode)).toBe(true);
      await applicant.goto(urlOn(baseURL!, `${brandOf(orgCode).hostPrefix}.localhost`, v2));
      await expect(applicant.getByRole('banner').getByText(hoursText(view, 'OPS_PHONE'), { exact: true })).toBeVisible();

      if (await page.getByRole('combobox', { name: text('staff.hours.brand') }).isVisible()) {
        await page.getByRole('combobox', { name: text('staff.hours.brand') }).click();
        await page.getByRole('option', { name: company(orgCode), exact: true }).click();
        // The picker names the brand once its weeks have arrived: until then the page may still show
        // the brand before (the router's change is a transition), and an edit went into its form.
        await expect(page.getByRole('combobox', { name: text('staff.hours.brand') })).toHaveText(company(orgCode));
      }
      const chat = page.getByRole('region', { name: text('staff.hours.departments.OPS_CHAT') });
      await chat.getByRole('checkbox', { name: fill('staff.hours.open', { day: 'Wednesday' }) }).uncheck();
      const chatWeek: BusinessHours = { ...view.operatingHours.OPS_CHAT, weekdays: view.operatingHours.OPS_CHAT.weekdays.map((d) => (d.weekdayValue === 3 ? { ...d, isOpen: false } : d)) as BusinessHours['weekdays'] };
      const chatText = hoursText({ ...view, operatingHours: { ...view.operatingHours, OPS_CHAT: chatWeek } }, 'OPS_CHAT');
      await expect(chat.getByText(fill('staff.hours.preview', { text: chatText }), { exact: true })).toBeVisible();
      await chat.getByRole('button', { name: fill('staff.hours.save', { department: text('staff.hours.departments.OPS_CHAT') }) }).click();
      await expect(page.getByRole('status')).toHaveText(fill('staff.hours.saved', { department: text('staff.hours.departments.OPS_CHAT'), brand: company(orgCode) }));
      expect(await chatOpen(request, orgCode)).toBe(false);

      const phone = page.getByRole('region', { name: text('staff.hours.departments.OPS_PHONE') });
      await phone.getByLabel(fill('staff.hours.closes', { day: 'Friday' })).fill('17:00');
      const phoneWeek: BusinessHours = { ...view.operatingHours.OPS_PHONE, weekdays: view.operatingHours.OPS_PHONE.weekdays.map((d) => (d.weekdayValue === 5 ? { ...d, endTime: '17:00' } : d)) as BusinessHours['weekdays'] };
      const phoneText = hoursText({ ...view, operatingHours: { ...view.operatingHours, OPS_PHONE: phoneWeek } }, 'OPS_PHONE');
      await expect(phone.getByText(fill('staff.hours.preview', { text: phoneText }), { exact: true })).toBeVisible();
      await phone.getByRole('button', { name: fill('staff.hours.save', { department: text('staff.hours.departments.OPS_PHONE') }) }).click();
      await expect(page.getByRole('status')).toHaveText(fill('staff.hours.saved', { department: text('staff.hours.departments.OPS_PHONE'), brand: company(orgCode) }));
      await expect(phone.getByText(/^Set in the console on /)).toBeVisible();
      await axeAt1280And320(page, `operating hours console (${orgCode})`);

      // The applicant's next load: the footer and the top bar say the new week.
      await applicant.reload();
      await expect(applicant.getByRole('contentinfo').getByText(`${text('shell.footer.phoneHours')}: ${phoneText}`, { exact: true })).toBeVisible();
      await expect(applicant.getByRole('banner').getByText(phoneText, { exact: true })).toBeVisible();
      await axeAt1280And320(applicant, `applicant page with edited hours (${orgCode})`);
      // At 320 px the hours are words for screen readers, and the top bar is still one row.
      await applicant.setViewportSize({ width: 320, height: 900 });
      await expect(applicant.getByRole('banner').getByText(phoneText, { exact: true })).toBeAttached();
      expect((await applicant.getByRole('banner').boundingBox())!.height).toBeLessThan(90);
      await applicant.setViewportSize({ width: 1280, height: 900 });
    }
  } finally {
    for (const orgCode of BRANDS) await restore(request, orgCode);
  }
});
