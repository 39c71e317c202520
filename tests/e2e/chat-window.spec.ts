// The applicant's chat window (issue 25 items 3 and 4) in Chromium against the real server, on
// acme-lending and fairway with their webchat flag turned on through the staff console's API (and
// back to the manifest's value afterwards): opened from the top bar, the pre-chat form's spec
// messages, a conversation that survives a refresh, Escape closing with focus back on the opener,
// a link to a host the brand does not allow arriving as plain text, the thumbs-down 'Tell us more'
// messages, the ended panel, the 'Connection lost' alert while the socket is cut from the server's
// side, and axe in each panel at 1280 and 320 px (screenshots at 390 and 1280 px with SCREENS_DIR).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { WebSocket } from 'ws';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { chatApiRoutes } from '../../src/core/contract/chat-routes';
import { apiRoutes } from '../../src/core/contract/routes';
import { brandOf, knowledgeAnswer, minutesToPacificWednesday, text, urlOn } from './helpers';
import { axeAndLayout } from './layout';
import { BRAND_STAFF_E2E, STAFF_E2E } from './staff-account';

const BRANDS = ['acme-lending', 'fairway'] as const;
const REGISTER = '/account/heloc/register-v2';

async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post(staffApiRoutes.session.path({}), { data: { email: STAFF_E2E.email, password: STAFF_E2E.password } });
  expect(res.status(), await res.text()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { jwt: string }).jwt}` };
}

async function setWebchat(request: APIRequestContext, orgCode: string, enabled: boolean | null) {
  const res = await request.put(staffApiRoutes.featureFlags.path({}), { headers: await staffHeaders(request), data: { orgCode, key: 'webchat', enabled } });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/** The brand's sandbox hours clock `minutes` from now (0 puts it back). */
async function setHoursClock(request: APIRequestContext, orgCode: string, minutes: number) {
  const res = await request.post(apiRoutes.sandboxHoursClock.path({}), { data: { orgCode, minutes } });
  expect(res.status(), await res.text()).toBe(200);
}

// Inside chat hours whatever the hour of the run: an agent conversation with no messages yet gives
// way to the ended panel outside them (spec section 4), and a run after 18:00 Pacific saw only that.
test.beforeAll(async ({ request }) => {
  for (const orgCode of BRANDS) {
    await setWebchat(request, orgCode, true);
    await setHoursClock(request, orgCode, minutesToPacificWednesday(10));
  }
});
test.afterAll(async ({ request }) => {
  for (const orgCode of BRANDS) {
    await setWebchat(request, orgCode, null);
    await setHoursClock(request, orgCode, 0);
  }
});

const windowOf = (page: Page) => page.getByRole('dialog', { name: text('chat.window.title') });
const chatButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: text('shell.chatWithUs') });
const conversation = (page: Page) => windowOf(page).getByRole('region', { name: text('chat.conversation.label') });

async function openFromTopBar(page: Page) {
  await chatButton(page).click();
  await expect(windowOf(page)).toBeVisible();
}

async function startChat(page: Page, name = 'Ada Lovelace', email = 'ada@example.com') {
  const dialog = windowOf(page);
  await dialog.getByLabel(text('chat.prechat.name')).fill(name);
  await dialog.getByLabel(text('chat.prechat.email')).fill(email);
  await dialog.getByRole('button', { name: text('chat.prechat.start') }).click();
  await expect(dialog.getByLabel(text('chat.input.message'))).toBeFocused();
}

async function send(page: Page, message: string) {
  const input = windowOf(page).getByLabel(text('chat.input.message'));
  await input.fill(message);
  await input.press('Enter');
  await expect(conversation(page).getByText(message, { exact: true })).toBeVisible();
}

for (const orgCode of BRANDS) {
  const { hostPrefix, view } = brandOf(orgCode);
  const on = (baseURL: string | undefined, path: string) => urlOn(baseURL!, `${hostPrefix}.localhost`, path);

  test(`on ${orgCode} the chat opens from the top bar: pre-chat messages, a conversation kept over a refresh, Escape closes with focus back, links only to allowed hosts`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    // The chatbot answers at once over HTTP (mode=chatbot: a forced mode, allowed outside production).
    await page.goto(on(baseURL, `${REGISTER}?mode=chatbot`));
    await openFromTopBar(page);
    const dialog = windowOf(page);
    await expect(dialog.getByLabel(text('chat.prechat.name'))).toBeFocused();
    await axeAndLayout(page, `chat pre-chat form (${orgCode})`);

    // The spec's messages: 'Required', then 'Cannot be more than 128 characters' at 129.
    await dialog.getByRole('button', { name: text('chat.prechat.start') }).click();
    await expect(dialog.getByText(text('errors.required'), { exact: true })).toHaveCount(2);
    await expect(dialog.getByLabel(text('chat.prechat.name'))).toBeFocused();
    await dialog.getByLabel(text('chat.prechat.name')).fill('n'.repeat(129));
    await dialog.getByLabel(text('chat.prechat.email')).fill(`${'e'.repeat(117)}@example.com`);
    await expect(dialog.getByText(text('errors.chat.max128'), { exact: true })).toHaveCount(2);
    await axeAndLayout(page, `chat pre-chat form with its messages (${orgCode})`);
    await dialog.getByLabel(text('chat.prechat.email')).fill('ada');
    await expect(dialog.getByText(text('errors.email.invalid'), { exact: true })).toBeVisible();

    await startChat(page);
    await expect(dialog.getByText(text('chat.window.mode.chatbot'), { exact: true })).toBeVisible();
    // Send with nothing typed: 'Required'.
    await dialog.getByRole('button', { name: text('chat.input.send'), exact: true }).click();
    await expect(dialog.getByText(text('errors.required'), { exact: true })).toBeVisible();
    await send(page, 'What is a HELOC?');
    // The brand's knowledge base answers (brands/knowledge-base.json).
    await expect(conversation(page).getByText(knowledgeAnswer('what-is-a-heloc'), { exact: true })).toBeVisible();
    await expect(conversation(page).getByText(new RegExp(`^${text('chat.conversation.chatbot')} at `))).toHaveCount(1);
    // A link to the brand's own host is a link; another host's stays plain text.
    const allowed = `https://${view.chat.linkHosts[0]}/help`;
    const refused = 'https://evil.example/steal';
    await send(page, `See ${allowed} and ${refused}`);
    await expect(conversation(page).getByRole('link', { name: allowed })).toHaveAttribute('href', allowed);
    await expect(conversation(page).getByRole('link', { name: refused })).toHaveCount(0);
    await expect(conversation(page).getByText(refused, { exact: false })).toBeVisible();
    await axeAndLayout(page, `chat conversation (${orgCode})`);

    // Escape closes; focus is back on the top bar's button; opening again shows the same conversation.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(chatButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(conversation(page).getByText('What is a HELOC?', { exact: true })).toBeVisible();

    // A refresh: the window is open again on the same conversation.
    await page.reload();
    await expect(conversation(page).getByText('What is a HELOC?', { exact: true })).toBeVisible();
    // Both answers (one to each question), each once.
    await expect(conversation(page).getByText(knowledgeAnswer('what-is-a-heloc'), { exact: true })).toHaveCount(1);
    await expect(conversation(page).getByText(new RegExp(`^${text('chat.conversation.chatbot')} at `))).toHaveCount(2);

    // Collapsed and open again, by keyboard.
    const collapse = dialog.getByRole('button', { name: text('chat.window.collapse') });
    await collapse.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: text('chat.window.expand') })).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog.getByLabel(text('chat.input.message'))).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel(text('chat.input.message'))).toBeVisible();
  });

  test(`on ${orgCode} a thumbs-down asks 'Tell us more' with the spec's messages, and the ended panel offers the survey and a new chat`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(on(baseURL, `${REGISTER}?mode=chatbot`));
    await openFromTopBar(page);
    await startChat(page);
    await send(page, 'How long does closing take?');
    const dialog = windowOf(page);
    await dialog.getByRole('button', { name: text('chat.feedback.notHelpful') }).click();
    const more = page.getByRole('dialog', { name: text('chat.feedback.title') });
    await expect(more).toBeVisible();
    await more.getByRole('button', { name: text('chat.feedback.send') }).click();
    await expect(more.getByText(text('errors.chat.reasonRequired'), { exact: true })).toBeVisible();
    for (const reason of ['ANSWER_TOO_VAGUE', 'NOT_SPECIFIC', 'NOT_WHAT_I_ASKED', 'OTHER']) await expect(more.getByRole('radio', { name: text(`chat.feedback.reasons.${reason}`) })).toBeVisible();
    await more.getByRole('radio', { name: text('chat.feedback.reasons.NOT_SPECIFIC') }).check();
    await more.getByLabel(text('chat.feedback.more')).fill('x'.repeat(141));
    await more.getByRole('button', { name: text('chat.feedback.send') }).click();
    await expect(more.getByText(text('errors.chat.feedbackMax'), { exact: true })).toBeVisible();
    await axeAndLayout(page, `chat Tell us more with its messages (${orgCode})`);
    await more.getByLabel(text('chat.feedback.more')).fill('Not about my draw.');
    await more.getByRole('button', { name: text('chat.feedback.send') }).click();
    await expect(more).toBeHidden();
    await expect(dialog.getByText(text('chat.feedback.thanks'), { exact: true })).toBeVisible();

    // Attachments: over 5 MB refused with the spec's words before sending; a small one sent, with its size.
    const files = dialog.locator('input[type="file"]');
    await files.setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(dialog.getByRole('alert').filter({ hasText: text('errors.chat.attachmentTooLarge') })).toBeVisible();
    await files.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('my paystub is late') });
    await expect(dialog.getByRole('list', { name: text('chat.input.attached') }).getByText('notes.txt (18 bytes)')).toBeVisible();
    await dialog.getByRole('button', { name: text('chat.input.send'), exact: true }).click();
    await expect(conversation(page).getByRole('button', { name: text('chat.conversation.download').replace('{{name}}', 'notes.txt').replace('{{size}}', '18 bytes') })).toBeVisible();

    // End chat: the ended panel with the brand's survey; a new chat starts at the form again.
    await dialog.getByRole('button', { name: text('chat.input.end') }).click();
    await expect(dialog.getByRole('heading', { name: text('chat.ended.heading') })).toBeFocused();
    await expect(dialog.getByRole('link', { name: text('chat.ended.survey') })).toHaveAttribute('href', view.chat.surveyUrl!);
    await axeAndLayout(page, `chat ended panel (${orgCode})`);
    await dialog.getByRole('button', { name: text('chat.ended.newChat') }).click();
    await expect(dialog.getByLabel(text('chat.prechat.name'))).toBeFocused();
  });
}

test('?pop-webchat opens the chat once and leaves the URL; the footer\'s Live chat opens it too; a brand without the flag shows no chat', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const acme = (path: string) => urlOn(baseURL!, `${brandOf('acme-lending').hostPrefix}.localhost`, path);
  await page.goto(acme(`${REGISTER}?pop-webchat=true&mode=chatbot`));
  await expect(windowOf(page)).toBeVisible();
  await expect(page).toHaveURL((url) => !url.searchParams.has('pop-webchat') && url.searchParams.get('mode') === 'chatbot');
  await page.keyboard.press('Escape');
  await expect(windowOf(page)).toBeHidden();
  const live = page.getByRole('contentinfo').getByRole('button', { name: text('shell.footer.chat') });
  await live.click();
  await expect(windowOf(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(live).toBeFocused();

  // cmg-mortgage keeps the manifest's webchat (off): no chat button, no window for ?pop-webchat.
  await page.goto(urlOn(baseURL!, `${brandOf('cmg-mortgage').hostPrefix}.localhost`, `${REGISTER}?pop-webchat=true`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(chatButton(page)).toHaveCount(0);
  await expect(windowOf(page)).toHaveCount(0);
});

test('the developer controls (outside production): the mode, a picked agent the chat starts with, and Reset chat', async ({ page, request, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The acme member the picker lists (STAFF_BOOTSTRAP_BRANDS), and their session to read the conversation as the inbox does.
  const session = await request.post(staffApiRoutes.session.path({}), { data: { email: BRAND_STAFF_E2E['acme-lending'], password: STAFF_E2E.password } });
  expect(session.status(), await session.text()).toBe(200);
  const member = (await session.json()) as { jwt: string; staff: { uuid: string } };

  await page.goto(urlOn(baseURL!, `${brandOf('acme-lending').hostPrefix}.localhost`, `${REGISTER}?mode=twilio`));
  await openFromTopBar(page);
  const dialog = windowOf(page);
  const controls = dialog.getByRole('region', { name: text('chat.dev.label') });
  await controls.getByLabel(text('chat.dev.agent')).selectOption(member.staff.uuid);
  await startChat(page, 'Devi Developer', 'devi@example.com');
  await expect(controls.getByText(text('chat.dev.mode').replace('{{mode}}', 'agent'), { exact: true })).toBeVisible();
  const { conversationSid } = (await page.evaluate(() => JSON.parse(localStorage.getItem('chat.session') ?? '{}'))) as { conversationSid: string };
  const read = await request.get(staffApiRoutes.chatConversation.path({ conversationId: conversationSid }), { headers: { authorization: `Bearer ${member.jwt}` } });
  expect(read.status(), await read.text()).toBe(200);
  expect(((await read.json()) as { conversation: { assignedStaffName?: string } }).conversation.assignedStaffName).toBe('Staff');

  // Reset chat forgets this conversation: the pre-chat form again.
  await controls.getByRole('button', { name: text('chat.dev.reset') }).click();
  await expect(dialog.getByLabel(text('chat.prechat.name'))).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('chat.session'))).toBeNull();
});

/** A staff member's reply, sent as the inbox sends it: auth with the staff token, then the message frame. */
async function agentSays(request: APIRequestContext, baseURL: string, conversationId: string, message: string) {
  const staffToken = (await staffHeaders(request)).authorization!.slice('Bearer '.length);
  const ws = new WebSocket(new URL(chatApiRoutes.chatSocket.path({}), baseURL.replace(/^http/, 'ws')));
  await new Promise<void>((resolve, reject) => {
    ws.on('error', reject);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', staffToken })));
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { type: string; message?: { text: string } };
      if (frame.type === 'ready') {
        // Following the conversation, as the inbox does when one is opened, hears its own reply back.
        ws.send(JSON.stringify({ type: 'subscribe', conversationId }));
        ws.send(JSON.stringify({ type: 'message', conversationId, clientId: `agent-${Date.now()}`, text: message }));
      }
      else if (frame.type === 'error') reject(new Error(String(data)));
      else if (frame.type === 'message' && frame.message?.text === message) resolve();
    });
    ws.on('close', (code) => reject(new Error(`staff socket closed ${code}`)));
    setTimeout(() => reject(new Error('no echo of the staff reply in 10 s')), 10_000);
  }).finally(() => ws.close());
}

for (const orgCode of BRANDS) {
  const { hostPrefix, view } = brandOf(orgCode);
  test(`on ${orgCode} with an agent over the socket: a message sent, the agent's reply with a disallowed link as plain text, kept over a refresh, 'Connection lost' while the socket is cut and a message sent meanwhile delivered once`, async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    // Every chat socket of the page goes through here to the real server; while `cut`, the server's
    // side is closed and new connections are refused, as when the server restarts.
    let cut = false;
    const upstream: Array<{ close: () => Promise<void> }> = [];
    await page.routeWebSocket(/\/webchat\/socket$/, (ws) => {
      if (cut) return void ws.close({ code: 1011 });
      upstream.push(ws.connectToServer());
    });
    // mode=twilio: an agent conversation whatever the hours (a forced mode, allowed outside production).
    await page.goto(urlOn(baseURL!, `${hostPrefix}.localhost`, `${REGISTER}?mode=twilio`));
    await openFromTopBar(page);
    await startChat(page, 'Grace Hopper', 'grace@example.com');
    const dialog = windowOf(page);
    await expect(dialog.getByText(text('chat.window.mode.agent'), { exact: true })).toBeVisible();
    await send(page, 'Hello, is anyone there?');
    await expect(conversation(page).getByText(new RegExp(`^${text('chat.conversation.you')} at [^·]+$`))).toHaveCount(1);

    // The agent answers over the staff side of the same socket (the console's inbox speaks it).
    const { conversationSid } = (await page.evaluate(() => JSON.parse(localStorage.getItem('chat.session') ?? '{}'))) as { conversationSid: string };
    const allowed = `https://${view.chat.linkHosts[0]}/faq`;
    const refused = 'https://evil.example/login';
    await agentSays(request, baseURL!, conversationSid, `Yes! Read ${allowed} but never ${refused}`);
    await expect(conversation(page).getByRole('link', { name: allowed })).toHaveAttribute('href', allowed);
    await expect(conversation(page).getByRole('link', { name: refused })).toHaveCount(0);
    await expect(conversation(page).getByText(refused, { exact: false })).toBeVisible();

    // A refresh keeps the conversation.
    await page.reload();
    await expect(conversation(page).getByText('Hello, is anyone there?', { exact: true })).toBeVisible();
    await expect(conversation(page).getByRole('link', { name: allowed })).toBeVisible();
    const lost = dialog.getByRole('alert').filter({ hasText: text('chat.alerts.connectionLost') });
    await expect(lost).toHaveCount(0);

    // The socket is cut: the spec's warning while reconnecting; a message typed meanwhile waits.
    cut = true;
    await Promise.all(upstream.splice(0).map((s) => s.close()));
    await expect(lost).toBeVisible();
    await axeAndLayout(page, `chat connection lost (${orgCode})`);
    const input = dialog.getByLabel(text('chat.input.message'));
    await input.fill('Sent while offline');
    await input.press('Enter');
    await expect(conversation(page).getByText(text('chat.conversation.sending'), { exact: false })).toBeVisible();
    // Back: the warning clears and the waiting message is delivered, once.
    cut = false;
    await expect(lost).toBeHidden({ timeout: 20_000 });
    await expect(conversation(page).getByText('Sent while offline', { exact: true })).toHaveCount(1);
    await expect(conversation(page).getByText(text('chat.conversation.sending'), { exact: false })).toHaveCount(0);
    await page.reload();
    await expect(conversation(page).getByText('Sent while offline', { exact: true })).toHaveCount(1);
  });
}
