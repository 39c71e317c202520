// Setup shared by the phone-first document and bank-reload specs: a new applicant of a brand, with
// one application driven over HTTP (the journey helpers, the same events the screens send) to the
// status a test looks at; the page's session token goes in before any script runs.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { helocRequest, strongPassword } from '../server/harness';
import { acceptOffer, linkPayroll, statusOf, submitApplication, type Api } from '../server/journey';
import { playwrightApi } from './api';
import { brandOf, text, urlOn } from './helpers';

export interface Applicant {
  uuid: string;
  api: Api;
}

/** `request` overrides parts of the create call's body (helocRequest's), e.g. the stated employmentType. */
export async function newApplicant(request: APIRequestContext, page: Page, orgCode: string, body: Record<string, unknown> = {}): Promise<Applicant> {
  const org = { 'x-org': orgCode };
  const registered = await request.post('/identity/api/v1/registration/register', {
    headers: org,
    data: { email: `phone-${randomUUID()}@example.com`, password: strongPassword, phoneNumber: '(555) 555-0100' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { jwt } = (await registered.json()) as { jwt: string };
  const created = await request.post('/service-application/api/v3/application/helocs?state=CA', { headers: { ...org, authorization: `Bearer ${jwt}` }, data: { ...helocRequest(), ...body } });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  await page.addInitScript((token) => localStorage.getItem('jwt') ?? localStorage.setItem('jwt', token), jwt);
  return { uuid, api: playwrightApi(request, jwt, org) };
}

/** Waits (the pipeline works in the background) until the application is in `status`. */
export async function reachStatus(api: Api, uuid: string, status: string): Promise<void> {
  await expect.poll(async () => (await statusOf(api, uuid)).status, { timeout: 60_000, intervals: [250, 500, 1000] }).toBe(status);
}

/** From a new application to IDENTITY_VERIFICATION: the offer accepted, the application submitted, payroll linked. */
export async function toIdentity({ api, uuid }: Applicant): Promise<void> {
  await reachStatus(api, uuid, 'OFFER_SELECTION');
  await acceptOffer(api, uuid);
  await reachStatus(api, uuid, 'COLLECT_ADDITIONAL_INFO');
  await submitApplication(api, uuid);
  await reachStatus(api, uuid, 'INCOME_VERIFICATION');
  await linkPayroll(api, uuid);
  await reachStatus(api, uuid, 'IDENTITY_VERIFICATION');
}

export const pageOf = (baseURL: string, orgCode: string, path: string) => urlOn(baseURL, `${brandOf(orgCode).hostPrefix}.localhost`, path);

/** One side's group on identity/upload ("Front of your ID"), found by its visible legend. */
export const idSide = (page: Page, side: 'front' | 'back') => page.getByRole('group', { name: text(`identity.images.${side}`) });

/** Presses a side's "Choose a file" (or `button`) and answers the file chooser it opens, as a person picks a file. */
export async function chooseIdFile(page: Page, side: 'front' | 'back', file: { name: string; mimeType: string; buffer: Buffer }, button = 'identity.images.chooseFile') {
  const chooser = page.waitForEvent('filechooser');
  await idSide(page, side).getByRole('button', { name: text(button) }).click();
  await (await chooser).setFiles(file);
}
