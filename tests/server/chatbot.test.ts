// The chatbot behind the chat's port (issue 25 item 5), on the real server's parts: a question
// answered from the brand's knowledge base, "what's next" answered from the caller's own
// application (a persona's status, the dashboard's words), never from another applicant's, and the
// don't-know answer offering an agent only while OPS_CHAT is open on the brand's hours clock.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatApiRoutes } from '../../src/core/contract/chat-routes';
import { createUrl, databaseTargets, helocRequest, pollUntilSettled, registerUser, startTestApp, type TestApp } from './harness';
import { openChat } from './chat-helpers';

let clock = new Date('2026-12-02T17:30:00Z'); // Wednesday 09:30 PT: chat is open
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(databaseTargets().find((d) => d.kind === 'pglite')!, { now: () => clock });
}, 60_000);
afterAll(async () => t?.stop());

async function applicant(lastName: string) {
  const user = await registerUser(t.app);
  const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: helocRequest({ lastName }) });
  expect(created.statusCode, created.body).toBe(201);
  const uuid = created.json().uuid as string;
  const settled = await pollUntilSettled((url) => t.app.inject({ method: 'GET', url, headers: user.auth }), uuid);
  return { identityUuid: user.uuid, applicationUuid: uuid, status: settled.status, auth: user.auth };
}
const ask = (question: string, extra: { identityUuid?: string; applicationUuid?: string; orgCode?: string } = {}) =>
  t.ctx.chatbot.answer({ orgCode: 'acme-lending', question, conversationId: randomUUID(), ...extra });

describe('the chatbot', () => {
  it("answers from the brand's knowledge base with its name and hours, each answer its own id", async () => {
    const first = await ask('What is your phone number?');
    expect(first.text).toBe('Call Acme Lending, Inc. at 888-555-0100: Monday-Friday 6 AM-6 PM, Saturday-Sunday 7 AM-3 PM (Pacific Time). Live chat: Monday-Friday 6 AM-6 PM, Saturday-Sunday closed (Pacific Time).');
    expect(first.handover).toBe(false);
    expect(first.questionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect((await ask('What is your phone number?')).questionId).not.toBe(first.questionId);
    expect((await ask('Do I need to be a member?', { orgCode: 'harbor-cu' })).text).toMatch(/^Yes: a HELOC from Harbor Credit Union is for members\./);
  });

  it("tells a signed-in applicant their own application's stage and next step, never another's", async () => {
    const offers = await applicant('Applicant');
    const declined = await applicant('Lowscore');
    expect([offers.status, declined.status]).toEqual(['OFFER_SELECTION', 'DECLINED']);
    expect((await ask("What's next?", { identityUuid: offers.identityUuid, applicationUuid: offers.applicationUuid })).text).toBe('Your application: Your offers are ready. Your next step: Choose your offer.');
    expect((await ask('where is my application', { identityUuid: declined.identityUuid })).text).toBe('Your application: We could not approve this application. Your next step: Read the notice.');
    // The declined applicant naming the other's application is told nothing of it: their own newest is not used either.
    expect((await ask('status', { identityUuid: declined.identityUuid, applicationUuid: offers.applicationUuid })).text).toBe(
      'Sign in and open your application, then ask me again: I can tell you where it stands and your next step.',
    );
    // Nor is anyone's on another brand's chat.
    expect((await ask('status', { identityUuid: offers.identityUuid, applicationUuid: offers.applicationUuid, orgCode: 'fairway' })).text).toBe('Sign in and open your application, then ask me again: I can tell you where it stands and your next step.');
    expect((await ask('status', { applicationUuid: offers.applicationUuid })).text).toBe('Sign in and open your application, then ask me again: I can tell you where it stands and your next step.');
  }, 60_000);

  it('does not know gibberish, and offers an agent only within OPS_CHAT hours', async () => {
    expect(await ask('xyzzy plugh frobnicate')).toMatchObject({ handover: true, text: "Sorry, I don't know the answer to that. One of our team can help: would you like to chat with an agent?" });
    clock = new Date('2026-12-03T03:00:00Z'); // Wednesday 19:00 PT: chat has closed
    expect(await ask('xyzzy plugh frobnicate')).toMatchObject({
      handover: false,
      text: "Sorry, I don't know the answer to that. Try asking another way, or call us at 888-555-0100: Monday-Friday 6 AM-6 PM, Saturday-Sunday 7 AM-3 PM (Pacific Time).",
    });
    clock = new Date('2026-12-02T17:30:00Z');
  });

  it('answers over chatWithAutobot in a chat opened signed in on the application: its next step', async () => {
    const offers = await applicant('Applicant');
    const { nonce } = (await t.app.inject({ method: 'POST', url: chatApiRoutes.webchatAuthenticate.path({}), headers: offers.auth })).json() as { nonce: string };
    const chat = await openChat(t, { nonce, applicationUuid: offers.applicationUuid, chatMode: 'chatbot' });
    const res = await t.app.inject({ method: 'POST', url: chatApiRoutes.chatWithAutobot.path({}), headers: chat.headers, payload: { conversationId: chat.conversationId, message: 'where is my application?', clientId: 'q-1' } });
    expect(res.statusCode, res.body).toBe(200);
    const [, reply] = res.json().messages as Array<{ participant: string; text: string }>;
    expect(reply).toMatchObject({ participant: 'chatbot', text: 'Your application: Your offers are ready. Your next step: Choose your offer.' });
  }, 60_000);
});
