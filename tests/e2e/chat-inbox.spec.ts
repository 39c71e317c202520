// The staff chat inbox (issue 25 item 6, the first Done-when line's agent half) in Chromium against
// the real server, on two brands. The brand's `webchat` flag is turned on through the console's
// feature-flag API (and back to its file's value after). A customer opens a conversation in their
// own browser context over the chat's HTTP and WebSocket (from the brand's page, as the window does),
// in agent mode (a forced mode, honoured outside production, so the test does not hang on the hour);
// the brand's one-brand staff member (STAFF_BOOTSTRAP_BRANDS) signs in, sees it waiting in the inbox,
// opens it, sees the customer typing with their preview, answers with a canned reply, and both
// see each other's messages and typing live; the other brand's staff member does not see it. Hand
// back and Close are confirmed and reach the customer's socket. axe at 1280 and 320 px on the inbox
// with the conversation open; no sideways scroll at 320, 390 and 1280 px (SCREENS_DIR saves 390 and
// 1280 px shots).
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { chatApiRoutes, CHAT_TOKEN_HEADER } from '../../src/core/contract/chat-routes';
import { staffApiRoutes, staffPageRoutes } from '../../src/core/contract/staff-routes';
import type { ApiChatInit } from '../../src/generated/types/api-chat-init';
import { axeViolations, brandOf, text, urlOn } from './helpers';
import { checkScreen } from './layout';
import { openStaffInbox } from './staff-inbox';
import { BRAND_STAFF_E2E, STAFF_E2E } from './staff-account';

const BRANDS = [
  { orgCode: 'acme-lending', host: '127.0.0.1', other: 'fairway' },
  { orgCode: 'fairway', host: 'fairway.localhost', other: 'acme-lending' },
] as const;
type OrgCode = (typeof BRANDS)[number]['orgCode'];
const HOSTS: Record<OrgCode, string> = { 'acme-lending': '127.0.0.1', fairway: 'fairway.localhost' };

/** A copy text with its {{values}} filled in, as the page shows it. */
const says = (key: string, values: Record<string, string | number> = {}) => Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text(key));
const company = (orgCode: string) => brandOf(orgCode).view.companyName;
/** A customer's name no other run uses (letters only). */
const customerName = () => `Casey ${Array.from(randomUUID().replace(/-/g, '').slice(0, 8), (c) => String.fromCharCode(97 + (parseInt(c, 16) % 26))).join('')}`;

async function setWebchat(baseURL: string, browser: Browser, enabled: boolean | null) {
  const context = await browser.newContext({ baseURL });
  try {
    const session = await context.request.post(staffApiRoutes.session.path({}), { data: { email: STAFF_E2E.email, password: STAFF_E2E.password } });
    expect(session.status(), await session.text()).toBe(200);
    const authorization = `Bearer ${((await session.json()) as { jwt: string }).jwt}`;
    for (const { orgCode } of BRANDS) {
      const set = await context.request.put(staffApiRoutes.featureFlags.path({}), { headers: { authorization }, data: { orgCode, key: 'webchat', enabled } });
      expect(set.status(), await set.text()).toBe(200);
    }
  } finally {
    await context.close();
  }
}

/**
 * The customer's side, in their own browser context on the brand's page: initWebChat (agent mode),
 * then the socket with its token; every frame it receives is kept on the page for the test to read.
 */
async function openCustomerChat(browser: Browser, baseURL: string, orgCode: OrgCode, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(urlOn(baseURL, HOSTS[orgCode], '/'));
  const init = await page.evaluate(
    async ({ url, body }) => {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as unknown };
    },
    { url: chatApiRoutes.initWebChat.path({}), body: { name, email: `chat-${randomUUID()}@example.com`, orgCode, chatMode: 'twilio' } },
  );
  expect(init.status, JSON.stringify(init.body)).toBe(200);
  const chat = init.body as ApiChatInit;
  expect(chat.chatMode).toBe('agent');
  await page.evaluate(
    ({ path, token }) =>
      new Promise<void>((resolve, reject) => {
        const w = window as unknown as { chatFrames: Array<Record<string, unknown>>; chatSocket: WebSocket };
        w.chatFrames = [];
        const socket = new WebSocket(`ws://${location.host}${path}`);
        w.chatSocket = socket;
        socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token }));
        socket.onmessage = (event) => {
          const frame = JSON.parse(String(event.data)) as Record<string, unknown>;
          w.chatFrames.push(frame);
          if (frame.type === 'ready') resolve();
        };
        socket.onclose = (event) => reject(new Error(`closed ${event.code}`));
      }),
    { path: chatApiRoutes.chatSocket.path({}), token: chat.token },
  );
  const send = (frame: Record<string, unknown>) => page.evaluate((f) => (window as unknown as { chatSocket: WebSocket }).chatSocket.send(JSON.stringify(f)), frame);
  /** Waits for a frame the customer's socket received that matches. */
  const received = (match: Record<string, unknown>, inMessage?: Record<string, unknown>) =>
    page.waitForFunction(
      ({ match, inMessage }) =>
        (window as unknown as { chatFrames: Array<Record<string, unknown>> }).chatFrames.some(
          (f) => Object.entries(match).every(([k, v]) => f[k] === v) && (!inMessage || Object.entries(inMessage).every(([k, v]) => (f.message as Record<string, unknown> | undefined)?.[k] === v)),
        ),
      { match, inMessage },
    );
  const history = () =>
    page.evaluate(
      async ({ url, header, token }) => (await (await fetch(url, { headers: { [header]: token, accept: 'application/json' } })).json()) as { messages: Array<{ participant: string; text: string }> },
      { url: chatApiRoutes.chatHistory.path({ conversationId: chat.conversationSid }), header: CHAT_TOKEN_HEADER, token: chat.token },
    );
  return { context, page, conversationId: chat.conversationSid, send, received, history };
}

const staffInbox = (browser: Browser, baseURL: string, orgCode: OrgCode, email: string) => openStaffInbox(browser, { baseURL, host: HOSTS[orgCode], email });

const entryName = (name: string, orgCode: string) => says('staff.chat.entry', { name, brand: company(orgCode) });
const conversationList = (page: Page) => page.getByRole('navigation', { name: text('staff.chat.listLabel') });
const conversationLink = (page: Page, name: string, orgCode: string) => conversationList(page).getByRole('link', { name: entryName(name, orgCode), exact: true });
/** The list's entry of a conversation: its link, its waiting mark, its last message. */
const conversationEntry = (page: Page, name: string, orgCode: string) =>
  conversationList(page).getByRole('listitem').filter({ has: page.getByRole('link', { name: entryName(name, orgCode), exact: true }) });

test.describe('staff chat inbox', () => {
  test.beforeAll(async ({ browser, baseURL }) => setWebchat(baseURL!, browser, true));
  test.afterAll(async ({ browser, baseURL }) => setWebchat(baseURL!, browser, null));

  for (const brand of BRANDS) {
    test(`${brand.orgCode}: the brand's agent answers a customer live, the other brand's agent does not see it`, async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      const name = customerName();
      const customer = await openCustomerChat(browser, baseURL!, brand.orgCode, name);
      const question = `When will my appraisal be scheduled? ${randomUUID().slice(0, 8)}`;
      await customer.send({ type: 'message', clientId: randomUUID(), text: question });
      await customer.received({ type: 'message' }, { text: question });

      const agent = await staffInbox(browser, baseURL!, brand.orgCode, BRAND_STAFF_E2E[brand.orgCode]);
      const other = await staffInbox(browser, baseURL!, brand.other, BRAND_STAFF_E2E[brand.other]);
      try {
        const { page } = agent;
        // Waiting for an agent in the list, and counted in the bar.
        const entry = conversationLink(page, name, brand.orgCode);
        await expect(entry).toBeVisible();
        await expect(conversationEntry(page, name, brand.orgCode).getByText(text('staff.chat.waiting'), { exact: true })).toBeVisible();
        await expect(conversationEntry(page, name, brand.orgCode).getByText(question)).toBeVisible();
        await expect(page.getByRole('navigation', { name: text('staff.console.nav.label') }).getByRole('link', { name: /^Chat \(\d+ waiting\)$/ })).toBeVisible();
        await entry.click();
        await expect(page.getByRole('heading', { level: 2, name: says('staff.chat.conversationHeading', { name }) })).toBeFocused();
        const log = page.getByRole('log', { name: text('staff.chat.messagesLabel') });
        await expect(log.getByText(question)).toBeVisible();

        // The customer types: the agent sees who and the draft's start.
        await customer.send({ type: 'typing', preview: 'Also, can I change' });
        await expect(page.getByRole('status').filter({ hasText: says('staff.chat.typingPreview', { name, preview: 'Also, can I change' }) })).toBeVisible();

        // The agent types (the customer's socket says an agent is typing), picks a canned reply and sends it.
        const reply = page.getByRole('textbox', { name: text('staff.chat.reply') });
        await reply.fill('Thanks,');
        await customer.received({ type: 'typing', participant: 'agent' });
        await page.getByRole('combobox', { name: text('staff.chat.canned') }).click();
        const canned = brandOf(brand.orgCode).view.chat.cannedReplies[0]!;
        await page.getByRole('option', { name: canned.title, exact: true }).click();
        await expect(reply).toBeFocused();
        await expect(reply).toHaveValue(`Thanks, ${canned.text}`);
        await page.keyboard.press('Enter');
        await expect(reply).toHaveValue('');
        await expect(log.getByText(`Thanks, ${canned.text}`)).toBeVisible();
        await customer.received({ type: 'message' }, { participant: 'agent', text: `Thanks, ${canned.text}` });
        expect((await customer.history()).messages.map((m) => [m.participant, m.text])).toEqual([
          ['customer', question],
          ['agent', `Thanks, ${canned.text}`],
        ]);

        // The customer answers: the agent reads it live, no reload.
        const answer = `Great, thank you ${randomUUID().slice(0, 8)}`;
        await customer.send({ type: 'message', clientId: randomUUID(), text: answer });
        await expect(log.getByText(answer)).toBeVisible();

        // The other brand's agent: not in their inbox, and its page is 404 to them.
        await other.page.reload();
        await expect(other.page.getByRole('heading', { level: 1, name: text('staff.chat.heading') })).toBeVisible();
        await expect(other.page.getByRole('navigation', { name: text('staff.chat.listLabel') })).toBeVisible();
        await expect(other.page.getByText(name)).toHaveCount(0);
        await other.page.goto(urlOn(baseURL!, HOSTS[brand.other], `${staffPageRoutes.chat}?conversation=${customer.conversationId}`));
        await expect(other.page.getByRole('alert').filter({ hasText: text('staff.chat.notFound') })).toBeVisible();
        await expect(other.page.getByText(question)).toHaveCount(0);

        // axe and the layout with the conversation open.
        for (const width of [1280, 320]) {
          await page.setViewportSize({ width, height: 900 });
          await expect.poll(() => axeViolations(page), { message: `inbox at ${width} px`, timeout: 15_000 }).toEqual([]);
        }
        await page.setViewportSize({ width: 1280, height: 900 });
        await checkScreen(page, 'chat inbox');

        // Hand back, confirmed: the customer's socket is told the chatbot answers now.
        await page.getByRole('button', { name: text('staff.chat.handBack'), exact: true }).click();
        const handBack = page.getByRole('dialog', { name: says('staff.chat.handBackQuestion', { name }) });
        await expect(handBack).toBeVisible();
        await expect.poll(() => axeViolations(page), { message: 'hand back dialog', timeout: 15_000 }).toEqual([]);
        await handBack.getByRole('button', { name: text('staff.chat.confirmHandBack'), exact: true }).click();
        await expect(page.getByRole('status').filter({ hasText: says('staff.chat.handedBack', { name }) })).toBeVisible();
        await customer.received({ type: 'state', chatMode: 'chatbot' });

        // Close, confirmed (reopened from the list): the customer's socket gets CLOSED.
        await entry.click();
        await page.getByRole('button', { name: text('staff.chat.close'), exact: true }).click();
        const close = page.getByRole('dialog', { name: says('staff.chat.closeQuestion', { name }) });
        await close.getByRole('button', { name: text('staff.chat.confirmClose'), exact: true }).click();
        await expect(page.getByRole('status').filter({ hasText: says('staff.chat.closed', { name }) })).toBeVisible();
        await customer.received({ type: 'state', state: 'CLOSED' });
        await expect(entry).toHaveCount(0);
      } finally {
        await Promise.all([agent.context.close(), other.context.close(), customer.context.close()]);
      }
    });
  }
});
