// Issue 30's first "done when": a new applicant event, its input, its screen and its copy added as
// data only, in a scratch copy of the project (./data-only-copy.ts: no file under src/ touched),
// then walked over HTTP and in Chromium against that copy's own server: the input refused with
// the flow's message, accepted, the status moved on, one event row written (read back through the
// staff console's history of the application, which lists application_events).
// The new status CONTACT_TIME sits between the contact details and HMDA: SUBMIT_CONTACT now leads
// to it, and its event SUBMIT_CONTACT_TIME (flow contact-time, screen start/contact-time) to HMDA.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiRoutes } from '../../src/core/contract/routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { helocRequest, strongPassword } from '../server/harness';
import { acceptOffer, fetchApi, send, statusOf, validAnswers, type Api } from '../server/journey';
import { checkAndBuild, checkoutSourceDigests, scratchCopy, sourceDigests, startCopyServer, type ScratchCopy } from './data-only-copy';
import { text } from './helpers';

const EVENT = 'SUBMIT_CONTACT_TIME';
const STATUS = 'CONTACT_TIME';
const SCREEN = 'start/contact-time';
const words = {
  heading: 'When should we call you?',
  question: 'Pick a time of day that suits you.',
  label: 'Best time to call',
  required: 'Please give a time to call',
  invalid: 'Give the time as HH:MM, for example 09:30',
};
const staff = { email: 'data-event@staff.example', password: 'Quartz-Lantern-83!' };

/** The new event, status, screen, flow and copy: every change is to a file under flows/ or copy/. */
function addContactTimeEvent(copy: ScratchCopy): void {
  copy.editJson('flows/heloc/application.status-machine.json', (machine) => {
    machine.events[EVENT] = { by: 'applicant', flow: 'contact-time', description: `${SCREEN}: when the applicant would like a call.` };
    machine.states.COLLECT_ADDITIONAL_INFO.on.SUBMIT_CONTACT = STATUS;
    machine.states[STATUS] = { kind: 'stable', description: `When to call (${SCREEN}).`, on: { [EVENT]: 'HMDA', CANCEL: 'CANCELLED' } };
  });
  copy.editJson('flows/heloc/status-screens.json', (table) => (table.statuses[STATUS] = { screen: SCREEN }));
  copy.editJson('flows/heloc/dashboard-stages.json', (table) => (table.statuses[STATUS] = 'needsInfo'));
  // Where the progress map places it (every status has a stage: npm run check), and its name in the staff console.
  copy.editJson('flows/heloc/application-progress.json', (progress) => (progress.statusStages[STATUS] = 'MORE_INFO'));
  copy.editJson('copy/en/staff.json', (staff) => (staff.statuses[STATUS] = 'Choosing when to call'));
  copy.writeJson('flows/heloc/contact-time.flow.json', {
    $schema: '../../schemas/flow.schema.json',
    id: 'contact-time',
    product: 'heloc',
    screen: SCREEN,
    event: EVENT,
    steps: [
      {
        id: 'index',
        path: '',
        query: 'index',
        copy: { heading: 'flows.contact-time.steps.index.heading', question: 'flows.contact-time.steps.index.question', button: 'flows.common.submit' },
        schema: {
          type: 'object',
          required: ['bestTime'],
          properties: {
            bestTime: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', errorMessage: { type: 'errors.contactTime.invalid', pattern: 'errors.contactTime.invalid' } },
          },
          errorMessage: { required: { bestTime: 'errors.contactTime.required' } },
        },
        uiSchema: { bestTime: { 'ui:title': 'fields.contactTime.label' } },
      },
    ],
    groups: [],
  });
  copy.editJson('copy/en/flows.json', (flows) => (flows['contact-time'] = { steps: { index: { heading: words.heading, question: words.question } } }));
  copy.editJson('copy/en/fields.json', (fields) => (fields.contactTime = { label: words.label }));
  copy.editJson('copy/en/errors.json', (errors) => (errors.contactTime = { required: words.required, invalid: words.invalid }));
}

test.describe.configure({ mode: 'serial' });

let copy: ScratchCopy | undefined;
let server: Awaited<ReturnType<typeof startCopyServer>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const started = Date.now();
  const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
  copy = await scratchCopy();
  const copied = seconds(started);
  addContactTimeEvent(copy);
  const { checkSeconds, buildSeconds } = await checkAndBuild(copy.root);
  // Data only: every source file is this checkout's, byte for byte (src/generated is generated).
  expect(sourceDigests(copy.root)).toEqual(checkoutSourceDigests());
  const serving = Date.now();
  server = await startCopyServer(copy.root, { STAFF_BOOTSTRAP: staff.email, STAFF_PASSWORD: staff.password, LOGIN_DELAY_MAX_MS: '0' });
  console.log(`data-only event: copy ${copied} s, check ${checkSeconds} s, web build ${buildSeconds} s, server start ${seconds(serving)} s; ready in ${seconds(started)} s`);
});

test.afterAll(async () => {
  await server?.stop();
  copy?.remove();
});

/** A new applicant whose application waits at the new status (its offer accepted, its contact details sent). */
async function atContactTime(base: string): Promise<{ uuid: string; jwt: string; api: Api }> {
  const post = (url: string, body: unknown, jwt?: string) =>
    fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) }, body: JSON.stringify(body) });
  const registered = await post(apiRoutes.register.path({}), { email: `data-event-${randomUUID()}@example.com`, password: strongPassword, phoneNumber: '(555) 555-0100' });
  const { jwt } = (await registered.json()) as { jwt: string };
  const { uuid } = (await (await post(apiRoutes.create.path({}) + '?state=CA', helocRequest(), jwt)).json()) as { uuid: string };
  const api = fetchApi(base, jwt);
  await expect.poll(async () => (await statusOf(api, uuid)).status, { timeout: 30_000 }).toBe('OFFER_SELECTION');
  await acceptOffer(api, uuid);
  expect((await send(api, uuid, 'SUBMIT_CONTACT', validAnswers.contact)).status).toBe(STATUS);
  return { uuid, jwt, api };
}

/** The new event's rows in application_events, as the staff console's history lists them. */
async function eventRows(base: string, uuid: string): Promise<Array<{ kind: string; event: string; fromStatus: string; toStatus: string }>> {
  const session = await fetch(`${base}${staffApiRoutes.session.path({})}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(staff) });
  expect(session.status).toBe(200);
  const { jwt } = (await session.json()) as { jwt: string };
  const application = await fetch(`${base}${staffApiRoutes.application.path({ uuid })}`, { headers: { authorization: `Bearer ${jwt}` } });
  expect(application.status).toBe(200);
  const { history } = (await application.json()) as { history: Array<{ kind: string; event: string; fromStatus: string; toStatus: string }> };
  return history.filter((row) => row.event === EVENT);
}

test('over HTTP: the new event refuses bad input with the flow message, then moves the status and writes one event row', async () => {
  test.setTimeout(60_000);
  const { base } = server!;
  const { uuid, api } = await atContactTime(base);
  const { version } = await statusOf(api, uuid);
  const refused = await api.post(apiRoutes.events.path({ uuid }), { type: EVENT, version, answers: { bestTime: '25:99' } });
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({ code: 'INVALID_REQUEST', fields: [expect.objectContaining({ pointer: '/bestTime', message: words.invalid })] });
  const missing = await api.post(apiRoutes.events.path({ uuid }), { type: EVENT, version, answers: {} });
  expect(missing.body).toMatchObject({ code: 'INVALID_REQUEST', fields: [expect.objectContaining({ pointer: '/bestTime', message: words.required })] });
  expect(await statusOf(api, uuid)).toMatchObject({ status: STATUS, version });

  expect(await send(api, uuid, EVENT, { bestTime: '09:30' })).toMatchObject({ status: 'HMDA', version: version + 1 });
  expect(await eventRows(base, uuid)).toEqual([expect.objectContaining({ kind: 'applicant', fromStatus: STATUS, toStatus: 'HMDA' })]);
});

test('in Chromium: the new screen is drawn from its flow, refuses bad input with its message, then goes on to HMDA', async ({ page }) => {
  test.setTimeout(60_000);
  const { base } = server!;
  const { uuid, jwt, api } = await atContactTime(base);
  await page.addInitScript((token) => localStorage.setItem('jwt', token), jwt);
  await page.goto(`${base}/account/heloc/${uuid}`);
  await expect(page).toHaveURL(new RegExp(`/account/heloc/${uuid}/${SCREEN}$`));
  await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();

  const field = page.getByRole('textbox', { name: words.label });
  await field.fill('25:99');
  await page.getByRole('button', { name: text('flows.common.submit') }).click();
  await expect(page.getByText(words.invalid)).toBeVisible();
  expect((await statusOf(api, uuid)).status).toBe(STATUS);

  await field.fill('09:30');
  await page.getByRole('button', { name: text('flows.common.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('flows.hmda.steps.index.heading') })).toBeVisible();
  await expect(page).toHaveURL(/\/start\/hmda$/);
  expect((await statusOf(api, uuid)).status).toBe('HMDA');
  expect(await eventRows(base, uuid)).toHaveLength(1);
});
