// Issue 29 item 4's remaining pages in Chromium against the real server: /account/heloc/contact
// reached from the profile menu on acme-lending and fairway (phone, email, the phone and chat weeks
// in Pacific Time, the chat button only while the brand's webchat flag is on, and it opens the chat
// window); the IL Community Reinvestment Notice in the footer of guaranteed-rate only (its manifest
// holds the notice) and nowhere else; the lender's own navigation targets (fairway's /pay and
// /portfolio links) in the signed-in profile menu, absent where a brand names none. axe at 1280 and
// 320 px and the layout check on each new screen.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { HOME_PATH, LOGIN_PATH } from '../../src/core/contract/ids';
import { apiRoutes, pageRoutes, underApplicationBase } from '../../src/core/contract/routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { strongPassword } from '../server/harness';
import { brandOf, hoursText, openProfileMenu, settled, text, urlOn } from './helpers';
import { axeAndLayout } from './layout';
import { STAFF_E2E } from './staff-account';

const BRANDS = ['acme-lending', 'fairway'] as const;
const fill = (key: string, values: Record<string, string>) => text(key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

async function setWebchat(request: APIRequestContext, orgCode: string, enabled: boolean | null) {
  const session = await request.post(staffApiRoutes.session.path({}), { data: { email: STAFF_E2E.email, password: STAFF_E2E.password } });
  expect(session.status(), await session.text()).toBe(200);
  const authorization = `Bearer ${((await session.json()) as { jwt: string }).jwt}`;
  const set = await request.put(staffApiRoutes.featureFlags.path({}), { headers: { authorization }, data: { orgCode, key: 'webchat', enabled } });
  expect(set.status(), await set.text()).toBeLessThan(300);
}

test.afterAll(async ({ request }) => {
  for (const orgCode of BRANDS) await setWebchat(request, orgCode, null);
});

const legalLinks = (page: Page) => page.getByRole('navigation', { name: text('shell.footer.legal') });

for (const orgCode of BRANDS) {
  const { hostPrefix, view } = brandOf(orgCode);
  const on = (baseURL: string | undefined, path: string) => urlOn(baseURL!, `${hostPrefix}.localhost`, path);

  test(`on ${orgCode} 'Contact us' in the profile menu shows the phone, email and hours, and the chat button only with webchat on`, async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    await setWebchat(request, orgCode, false);
    await page.goto(on(baseURL, LOGIN_PATH));
    await openProfileMenu(page);
    await page.getByRole('menuitem', { name: text('shell.menu.contact') }).click();
    await expect(page).toHaveURL(new RegExp(`${pageRoutes.contact}$`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: text('legal.contact.heading') })).toBeVisible();
    await expect(main.getByText(fill('legal.contact.intro', { company: view.companyName }), { exact: true })).toBeVisible();
    const phoneSection = main.getByRole('region', { name: text('legal.contact.phoneHeading') });
    await expect(phoneSection.getByRole('link', { name: view.supportPhone, exact: true })).toHaveAttribute('href', `tel:+1${view.supportPhone.replaceAll('-', '')}`);
    const phoneHours = hoursText(view, 'OPS_PHONE');
    expect(phoneHours).toMatch(/\(Pacific Time\)$/);
    await expect(phoneSection.getByText(fill('legal.contact.phoneHours', { hours: phoneHours }), { exact: true })).toBeVisible();
    await expect(main.getByRole('region', { name: text('legal.contact.emailHeading') }).getByRole('link', { name: view.support.email, exact: true })).toHaveAttribute('href', `mailto:${view.support.email}`);
    // webchat off: no chat section, no button.
    await expect(main.getByRole('region', { name: text('legal.contact.chatHeading') })).toHaveCount(0);
    await expect(main.getByRole('button', { name: text('legal.contact.chatButton') })).toHaveCount(0);
    await axeAndLayout(page, `contact without chat (${orgCode})`);

    // webchat on: the chat's week and a button that opens the chat window; Escape gives focus back.
    await setWebchat(request, orgCode, true);
    await page.reload();
    const chatSection = main.getByRole('region', { name: text('legal.contact.chatHeading') });
    await expect(chatSection.getByText(fill('legal.contact.chatHours', { hours: hoursText(view, 'OPS_CHAT') }), { exact: true })).toBeVisible();
    await axeAndLayout(page, `contact with chat (${orgCode})`);
    const chatButton = chatSection.getByRole('button', { name: text('legal.contact.chatButton') });
    await chatButton.click();
    const chatWindow = page.getByRole('dialog', { name: text('chat.window.title') });
    await expect(chatWindow).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(chatWindow).toHaveCount(0);
    await expect(chatButton).toBeFocused();

    // The IL notice is not this brand's: no footer link, and its path is not found.
    await expect(legalLinks(page).getByRole('link', { name: text('shell.footer.ilNotice') })).toHaveCount(0);
    await page.goto(on(baseURL, pageRoutes.ilNotice));
    await expect(page.getByRole('heading', { level: 1, name: text('common.errors.notFound') })).toBeVisible();
  });
}

test('the IL Community Reinvestment Notice shows on guaranteed-rate only: its footer link opens the notice from its manifest', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const { hostPrefix, view } = brandOf('guaranteed-rate');
  const notice = view.footer.ilCommunityReinvestmentNotice!;
  expect(notice.paragraphs.length).toBeGreaterThan(0);
  expect(view.ilNoticeUrl).toBe(pageRoutes.ilNotice);
  await page.goto(urlOn(baseURL!, `${hostPrefix}.localhost`, pageRoutes.registerV2));
  await legalLinks(page).getByRole('link', { name: text('shell.footer.ilNotice') }).click();
  await expect(page).toHaveURL(new RegExp(`${pageRoutes.ilNotice}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: text('legal.ilNotice.heading') })).toBeVisible();
  await expect(page).toHaveTitle(`${view.companyName} | ${text('legal.ilNotice.heading')}`);
  for (const paragraph of notice.paragraphs) await expect(main.getByText(paragraph, { exact: true })).toBeVisible();
  await axeAndLayout(page, 'IL Community Reinvestment Notice');
  // Under the application area too, as the other legal pages.
  await page.goto(urlOn(baseURL!, `${hostPrefix}.localhost`, underApplicationBase(pageRoutes.ilNotice)));
  await expect(main.getByText(notice.paragraphs[0]!, { exact: true })).toBeVisible();
  // The other brands' footers hold no such link.
  for (const orgCode of BRANDS) {
    expect(brandOf(orgCode).view.ilNoticeUrl).toBeUndefined();
    await page.goto(urlOn(baseURL!, `${brandOf(orgCode).hostPrefix}.localhost`, pageRoutes.registerV2));
    await expect(legalLinks(page).getByRole('link', { name: text('shell.footer.licenses') })).toBeVisible();
    await expect(legalLinks(page).getByRole('link', { name: text('shell.footer.ilNotice') })).toHaveCount(0);
  }
});

test("the lender's own navigation targets show in the signed-in profile menu where the brand names them (fairway), and nowhere else", async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const fairway = brandOf('fairway');
  const links = fairway.view.navigationLinks;
  expect(links.map((l) => l.target)).toEqual(['pay', 'portfolio']);
  expect(brandOf('acme-lending').view.navigationLinks).toEqual([]);
  const menuItems = (p: Page) => p.getByRole('menu').getByRole('menuitem');
  for (const orgCode of BRANDS) {
    const { hostPrefix, view } = brandOf(orgCode);
    const email = `nav-${randomUUID()}@example.com`;
    const registered = await request.post(apiRoutes.register.path({}), { headers: { 'x-org': orgCode }, data: { email, password: strongPassword, phoneNumber: '(555) 555-0100' } });
    expect(registered.status()).toBe(201);
    // Signed out: Login and Contact us only.
    await page.goto(urlOn(baseURL!, `${hostPrefix}.localhost`, LOGIN_PATH));
    await openProfileMenu(page);
    await expect(menuItems(page)).toHaveText([text('shell.menu.login'), text('shell.menu.contact')]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await page.getByRole('textbox', { name: text('auth.login.email') }).fill(email);
    await page.getByRole('textbox', { name: text('auth.login.password'), exact: true }).fill(strongPassword);
    await page.getByRole('button', { name: text('auth.login.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`${HOME_PATH}$`));
    // The dashboard drawn (its loader gone) before the menu opens over it.
    await settled(page);
    await openProfileMenu(page);
    const lender = view.navigationLinks.map((l) => text(`shell.menu.links.${l.target}`));
    await expect(menuItems(page)).toHaveText([text('shell.menu.dashboard'), text('shell.menu.settings'), ...lender, text('shell.menu.contact'), text('shell.menu.logout')]);
    for (const link of view.navigationLinks) {
      await expect(page.getByRole('menuitem', { name: text(`shell.menu.links.${link.target}`) })).toHaveAttribute('href', link.url);
    }
    await axeAndLayout(page, `profile menu signed in (${orgCode})`);
    await page.keyboard.press('Escape');
  }
});
