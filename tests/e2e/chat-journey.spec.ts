// Issue 25's first Done-when line, as new users would, in two browser contexts on two brands, on a
// server of the spec's own (own-server.ts) so it can be restarted under the open pages:
// - Inside operating hours (the brand's sandbox hours clock on a Wednesday morning), a signed-in
//   applicant opens the chat from the top bar on their application's page; the brand's agent
//   answers from the console's inbox; each sees the other's messages and typing live; the agent's
//   link to a host the brand does not allow arrives as plain text.
// - The server restarts: the window says 'Connection lost. Attempting to reconnect.' while it is
//   down, a message typed meanwhile waits, and after the restart the alert clears and every
//   message is there once, on both sides.
// - The agent closes the conversation; with the clock outside hours the applicant starts a new
//   chat and gets the chatbot: an answer from the brand's knowledge base, and where their own
//   application stands with its next step.
import { randomUUID } from 'node:crypto';
import { expect, request as apiRequest, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiRoutes } from '../../src/core/contract/routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { dashboardStage } from '../../src/core/status/dashboard';
import type { DashboardStages } from '../../src/generated/types/dashboard-stages';
import { helocRequest, strongPassword } from '../server/harness';
import { statusOf } from '../server/journey';
import { playwrightApi } from './api';
import { brandOf, flowJson, input, knowledgeAnswer, minutesToPacificWednesday, text, urlOn } from './helpers';
import { startOwnServer, type OwnServer } from './own-server';
import { openStaffInbox } from './staff-inbox';
import { BRAND_STAFF_E2E, STAFF_E2E } from './staff-account';

const BRANDS = [
  { orgCode: 'acme-lending', host: '127.0.0.1' },
  { orgCode: 'fairway', host: 'fairway.localhost' },
] as const;
type Brand = (typeof BRANDS)[number];

const says = (key: string, values: Record<string, string> = {}) => Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, v), text(key));
const stages = flowJson('flows/heloc/dashboard-stages.json') as DashboardStages;

// One server for the file, on a port of its own beside the test bed's.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 40;
let server: OwnServer;
let api: APIRequestContext;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(PORT);
  api = await apiRequest.newContext({ baseURL: server.url });
  const session = await api.post(staffApiRoutes.session.path({}), { data: { email: STAFF_E2E.email, password: STAFF_E2E.password } });
  expect(session.status(), await session.text()).toBe(200);
  const authorization = `Bearer ${((await session.json()) as { jwt: string }).jwt}`;
  for (const { orgCode } of BRANDS) {
    const set = await api.put(staffApiRoutes.featureFlags.path({}), { headers: { authorization }, data: { orgCode, key: 'webchat', enabled: true } });
    expect(set.status(), await set.text()).toBe(200);
  }
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.dispose();
});

async function setHoursClock(orgCode: string, minutes: number) {
  const res = await api.post(apiRoutes.sandboxHoursClock.path({}), { data: { orgCode, minutes } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A registered applicant with an application waiting for their offer choice, made over HTTP. */
async function applicantWithOffers(orgCode: string) {
  const org = { 'x-org': orgCode };
  const email = `chat-journey-${randomUUID()}@example.com`;
  const registered = await api.post(apiRoutes.register.path({}), { headers: org, data: { email, password: strongPassword, phoneNumber: '(555) 555-0100' } });
  expect(registered.status(), await registered.text()).toBe(201);
  const { jwt } = (await registered.json()) as { jwt: string };
  const created = await api.post(`${apiRoutes.create.path({})}?state=CA`, { headers: { ...org, authorization: `Bearer ${jwt}` }, data: helocRequest({}) });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid, loanNumber } = (await created.json()) as { uuid: string; loanNumber: string };
  const status = async () => (await statusOf(playwrightApi(api, jwt, org), uuid)).status;
  await expect.poll(status, { timeout: 45_000, intervals: [250, 500, 1000] }).toBe('OFFER_SELECTION');
  return { email, uuid, loanNumber };
}

/** The applicant opens their application's page signed out, signs in, and is back on it (its offers). */
async function applicantPage(browser: Browser, brand: Brand, who: { email: string; uuid: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(urlOn(server.url, brand.host, `/account/heloc/${who.uuid}`));
  await expect(page.getByRole('heading', { level: 1, name: text('auth.login.heading') })).toBeVisible();
  await input(page, text('auth.login.email')).fill(who.email);
  await page.getByRole('textbox', { name: text('auth.login.password'), exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: text('auth.login.submit'), exact: true }).click();
  // Back on the application: its offers (the application's 401 from before sign-in is not kept).
  await expect(page.getByRole('heading', { level: 1, name: text('application.offer.heading') })).toBeVisible();
  return { context, page };
}

const staffInbox = (browser: Browser, brand: Brand) => openStaffInbox(browser, { baseURL: server.url, host: brand.host, email: BRAND_STAFF_E2E[brand.orgCode] });

const chatWindow = (page: Page) => page.getByRole('dialog', { name: text('chat.window.title') });
const conversation = (page: Page) => chatWindow(page).getByRole('region', { name: text('chat.conversation.label') });
const staffLog = (page: Page) => page.getByRole('log', { name: text('staff.chat.messagesLabel') });

async function applicantSends(page: Page, message: string) {
  const field = chatWindow(page).getByLabel(text('chat.input.message'));
  await field.fill(message);
  await field.press('Enter');
}

for (const brand of BRANDS) {
  const { view } = brandOf(brand.orgCode);

  test(`on ${brand.orgCode}: an agent answers a signed-in applicant live from the console, across a server restart, then the chatbot out of hours tells the next step`, async ({ browser }) => {
    test.setTimeout(300_000);
    await setHoursClock(brand.orgCode, minutesToPacificWednesday(10));
    const who = await applicantWithOffers(brand.orgCode);
    const applicant = await applicantPage(browser, brand, who);
    const agent = await staffInbox(browser, brand);
    try {
      const { page } = applicant;
      // Inside hours: the chat with an agent, the pre-chat form filled in by the applicant.
      await page.getByRole('banner').getByRole('button', { name: text('shell.chatWithUs') }).click();
      const dialog = chatWindow(page);
      await expect(dialog).toBeVisible();
      const name = `Robin ${randomUUID().slice(0, 6).replace(/\d/g, 'x')}`;
      await dialog.getByLabel(text('chat.prechat.name')).fill(name);
      await dialog.getByLabel(text('chat.prechat.email')).fill(who.email);
      await dialog.getByRole('button', { name: text('chat.prechat.start') }).click();
      await expect(dialog.getByText(text('chat.window.mode.agent'), { exact: true })).toBeVisible();
      const question = `Can I draw more later? ${randomUUID().slice(0, 8)}`;
      await applicantSends(page, question);
      await expect(conversation(page).getByText(question, { exact: true })).toBeVisible();

      // The agent finds it waiting, opens it: the applicant's application beside it.
      const entry = agent.page.getByRole('navigation', { name: text('staff.chat.listLabel') }).getByRole('link', { name: says('staff.chat.entry', { name, brand: view.companyName }), exact: true });
      await entry.click();
      await expect(agent.page.getByRole('heading', { level: 2, name: says('staff.chat.conversationHeading', { name }) })).toBeVisible();
      await expect(staffLog(agent.page).getByText(question, { exact: true })).toBeVisible();
      await expect(agent.page.getByText(who.loanNumber, { exact: true })).toBeVisible();

      // Typing, both ways, live.
      await dialog.getByLabel(text('chat.input.message')).fill('Also, how');
      await expect(agent.page.getByRole('status').filter({ hasText: says('staff.chat.typingPreview', { name, preview: 'Also, how' }) })).toBeVisible();
      await dialog.getByLabel(text('chat.input.message')).fill('');
      const reply = agent.page.getByRole('textbox', { name: text('staff.chat.reply') });
      await reply.fill('Yes, you');
      await expect(dialog.getByText(/ is typing$/)).toBeVisible();

      // The agent's answer, with a link the brand allows and one it does not.
      const allowed = `https://${view.chat.linkHosts[0]}/draws`;
      const refused = 'https://evil.example/login';
      const answer = `Yes, you can draw again: see ${allowed} and never ${refused}`;
      await reply.fill(answer);
      await reply.press('Enter');
      await expect(staffLog(agent.page).getByText(answer, { exact: true })).toBeVisible();
      await expect(conversation(page).getByRole('link', { name: allowed })).toHaveAttribute('href', allowed);
      await expect(conversation(page).getByRole('link', { name: refused })).toHaveCount(0);
      await expect(conversation(page).getByText(refused, { exact: false })).toBeVisible();

      // The server restarts: the warning while it is down; a message typed meanwhile waits.
      const lost = dialog.getByRole('alert').filter({ hasText: text('chat.alerts.connectionLost') });
      await expect(lost).toHaveCount(0);
      await server.stop();
      await expect(lost).toBeVisible();
      const offline = `Typed while you were away ${randomUUID().slice(0, 8)}`;
      await applicantSends(page, offline);
      await expect(conversation(page).getByText(text('chat.conversation.sending'), { exact: false })).toBeVisible();
      await server.start();
      await expect(lost).toBeHidden({ timeout: 30_000 });
      await expect(conversation(page).getByText(offline, { exact: true })).toHaveCount(1);
      await expect(conversation(page).getByText(text('chat.conversation.sending'), { exact: false })).toHaveCount(0);
      // Every message once, on both sides (the console's socket came back by itself too).
      await expect(staffLog(agent.page).getByText(offline, { exact: true })).toHaveCount(1);
      for (const said of [question, answer]) {
        await expect(conversation(page).getByText(said, { exact: true })).toHaveCount(1);
        await expect(staffLog(agent.page).getByText(said, { exact: true })).toHaveCount(1);
      }

      // The agent closes it; the applicant sees the ended panel.
      await agent.page.getByRole('button', { name: text('staff.chat.close'), exact: true }).click();
      await agent.page
        .getByRole('dialog', { name: says('staff.chat.closeQuestion', { name }) })
        .getByRole('button', { name: text('staff.chat.confirmClose'), exact: true })
        .click();
      await expect(dialog.getByRole('heading', { name: text('chat.ended.heading') })).toBeVisible();

      // Outside hours: a new chat is the chatbot's.
      await setHoursClock(brand.orgCode, minutesToPacificWednesday(20));
      await dialog.getByRole('button', { name: text('chat.ended.newChat') }).click();
      const prechatName = dialog.getByLabel(text('chat.prechat.name'));
      if (await prechatName.isVisible()) {
        await prechatName.fill(name);
        await dialog.getByLabel(text('chat.prechat.email')).fill(who.email);
        await dialog.getByRole('button', { name: text('chat.prechat.start') }).click();
      }
      await expect(dialog.getByText(text('chat.window.mode.chatbot'), { exact: true })).toBeVisible();
      await applicantSends(page, 'How long does it take?');
      await expect(conversation(page).getByText(knowledgeAnswer('how-long'), { exact: true })).toBeVisible();
      await applicantSends(page, 'What is my next step?');
      const stage = dashboardStage(stages, 'OFFER_SELECTION');
      const nextStep = `${says('chatbot.status.now', { status: text(stage.status) })} ${says('chatbot.status.next', { action: text(stage.action!) })}`;
      await expect(conversation(page).getByText(nextStep, { exact: true })).toBeVisible();
    } finally {
      await Promise.all([applicant.context.close(), agent.context.close()]);
    }
  });
}
