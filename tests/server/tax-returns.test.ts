// Issue 29 item 1: self-employ-tax-verification asks a self-employed applicant for their federal tax
// returns at income, over HTTP on each database. On (for the application, from the console's API):
// the status lists UPLOAD_TAX_RETURNS alone among the income events; a link or pay stubs are refused
// (SELF_EMPLOYED_DOCUMENTS_REQUIRED); fewer than two files, or files that are not this application's tax returns,
// are refused; two tax returns go on to verification (the sandbox verifies them). Off: no tax returns
// are asked nor taken. A salaried applicant is never asked, whatever the flag. business-iv asks the
// business's bank statements (three at least) the same way; with both switches on, either is taken.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, it } from 'vitest';
import { apiRoutes } from '../../src/core/contract/routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { addStaff } from '../../scripts/staff-add';
import { loadApplicationRecord } from '../../src/server/services/application-records';
import { repoRoot } from '../core/helpers';
import { describeOnEachDatabase } from './api-contract';
import { createUrl, helocRequest, nextIp, pollUntilSettled, registerUser } from './harness';
import { acceptOffer, injectApi, statusOf, submitApplication, type Api } from './journey';

const pdf = (name: string) => ({ name, type: 'application/pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20)]) });

describeOnEachDatabase('self-employed tax returns at income', (t) => {
  async function staffAuth() {
    const email = `tax-${randomUUID()}@staff.example`;
    await addStaff(t().db, { email, name: 'Tex Staff', orgs: [], password: 'Quartz-Lantern-83!' }, path.join(repoRoot, 'brands'));
    const res = await t().app.inject({ method: 'POST', url: staffApiRoutes.session.path({}), payload: { email, password: 'Quartz-Lantern-83!' }, remoteAddress: nextIp() });
    return { authorization: `Bearer ${res.json().jwt as string}` };
  }
  async function setFlag(uuid: string, enabled: boolean | null, key = 'self-employ-tax-verification') {
    const res = await t().app.inject({ method: 'PUT', url: staffApiRoutes.applicationFeatureFlags.path({ uuid }), headers: await staffAuth(), payload: { key, enabled } });
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
  /** A new application at INCOME_VERIFICATION, its applicant of `employmentType`. */
  async function atIncome(employmentType: string): Promise<{ api: Api; uuid: string }> {
    const user = await registerUser(t().app);
    const created = await t().app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: { ...helocRequest(), employmentType } });
    expect(created.statusCode, created.body).toBe(201);
    const { uuid } = created.json() as { uuid: string };
    const api = injectApi(t().app, user.auth);
    const settle = () => pollUntilSettled((url) => t().app.inject({ method: 'GET', url, headers: user.auth }), uuid);
    await settle();
    await acceptOffer(api, uuid);
    await settle();
    await submitApplication(api, uuid);
    expect((await settle()).status).toBe('INCOME_VERIFICATION');
    return { api, uuid };
  }
  const post = async (api: Api, uuid: string, type: string, answers: object) =>
    api.post(apiRoutes.events.path({ uuid }), { type, version: (await statusOf(api, uuid)).version, answers });
  const upload = async (api: Api, uuid: string, type: string, name: string) =>
    ((await api.upload(apiRoutes.documents.path({ uuid }), type, pdf(name))).body as { uuid: string }).uuid;
  const incomeEvents = (events: string[]) => events.filter((e) => ['LINK_INCOME', 'UPLOAD_PAYSTUBS', 'UPLOAD_TAX_RETURNS', 'UPLOAD_BUSINESS_STATEMENTS'].includes(e));

  it('on, asks a self-employed applicant for tax returns alone, refuses the other ways and too few or wrong files, and takes two', async () => {
    const { api, uuid } = await atIncome('SELF_EMPLOYED');
    expect(incomeEvents((await statusOf(api, uuid)).events)).toEqual(['LINK_INCOME', 'UPLOAD_PAYSTUBS']);
    await setFlag(uuid, true);
    expect(incomeEvents((await statusOf(api, uuid)).events)).toEqual(['UPLOAD_TAX_RETURNS']);

    const link = await post(api, uuid, 'LINK_INCOME', { method: 'PAYROLL', linkSessionId: 'link-1' });
    expect([link.status, (link.body as { code: string }).code]).toEqual([409, 'SELF_EMPLOYED_DOCUMENTS_REQUIRED']);
    const stub = await upload(api, uuid, 'PAYSTUB', 'stub.pdf');
    const stubs = await post(api, uuid, 'UPLOAD_PAYSTUBS', { documentIds: [stub] });
    expect([stubs.status, (stubs.body as { code: string }).code]).toEqual([409, 'SELF_EMPLOYED_DOCUMENTS_REQUIRED']);

    const first = await upload(api, uuid, 'TAX_RETURN', '2024.pdf');
    expect((await post(api, uuid, 'UPLOAD_TAX_RETURNS', { documentIds: [first] })).status).toBe(400);
    const wrong = await post(api, uuid, 'UPLOAD_TAX_RETURNS', { documentIds: [first, stub] });
    expect([wrong.status, (wrong.body as { code: string }).code]).toEqual([400, 'DOCUMENT_NOT_FOUND']);
    expect((await statusOf(api, uuid)).status).toBe('INCOME_VERIFICATION');

    const second = await upload(api, uuid, 'TAX_RETURN', '2025.pdf');
    const taken = await post(api, uuid, 'UPLOAD_TAX_RETURNS', { documentIds: [first, second] });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect((await loadApplicationRecord(t().db, uuid))!.answers['api-upload-tax-returns']).toEqual({ documentIds: [first, second] });
    await expect.poll(async () => (await statusOf(api, uuid)).status, { timeout: 20_000 }).toBe('IDENTITY_VERIFICATION');
  });

  it('off, or for a salaried applicant, asks no tax returns and takes none', async () => {
    const self = await atIncome('SELF_EMPLOYED');
    await setFlag(self.uuid, false);
    const a = await upload(self.api, self.uuid, 'TAX_RETURN', 'a.pdf');
    const b = await upload(self.api, self.uuid, 'TAX_RETURN', 'b.pdf');
    const refused = await post(self.api, self.uuid, 'UPLOAD_TAX_RETURNS', { documentIds: [a, b] });
    expect([refused.status, (refused.body as { code: string }).code]).toEqual([409, 'EVENT_NOT_ALLOWED']);
    expect(incomeEvents((await statusOf(self.api, self.uuid)).events)).toEqual(['LINK_INCOME', 'UPLOAD_PAYSTUBS']);

    const salaried = await atIncome('FULL_TIME');
    await setFlag(salaried.uuid, true);
    expect(incomeEvents((await statusOf(salaried.api, salaried.uuid)).events)).toEqual(['LINK_INCOME', 'UPLOAD_PAYSTUBS']);
  });

  it("business-iv on, asks a self-employed applicant for the business's bank statements, refuses the other ways and too few or wrong files, and takes three", async () => {
    const { api, uuid } = await atIncome('SELF_EMPLOYED');
    await setFlag(uuid, true, 'business-iv');
    expect(incomeEvents((await statusOf(api, uuid)).events)).toEqual(['UPLOAD_BUSINESS_STATEMENTS']);
    const link = await post(api, uuid, 'LINK_INCOME', { method: 'PAYROLL', linkSessionId: 'link-1' });
    expect([link.status, (link.body as { code: string }).code]).toEqual([409, 'SELF_EMPLOYED_DOCUMENTS_REQUIRED']);
    const taxReturns = [await upload(api, uuid, 'TAX_RETURN', '2024.pdf'), await upload(api, uuid, 'TAX_RETURN', '2025.pdf')];
    const notAsked = await post(api, uuid, 'UPLOAD_TAX_RETURNS', { documentIds: taxReturns });
    expect([notAsked.status, (notAsked.body as { code: string }).code]).toEqual([409, 'EVENT_NOT_ALLOWED']);

    const months = [await upload(api, uuid, 'BUSINESS_BANK_STATEMENT', 'sep.pdf'), await upload(api, uuid, 'BUSINESS_BANK_STATEMENT', 'oct.pdf')];
    expect((await post(api, uuid, 'UPLOAD_BUSINESS_STATEMENTS', { documentIds: months })).status).toBe(400);
    const wrong = await post(api, uuid, 'UPLOAD_BUSINESS_STATEMENTS', { documentIds: [...months, taxReturns[0]] });
    expect([wrong.status, (wrong.body as { code: string }).code]).toEqual([400, 'DOCUMENT_NOT_FOUND']);
    months.push(await upload(api, uuid, 'BUSINESS_BANK_STATEMENT', 'nov.pdf'));
    const taken = await post(api, uuid, 'UPLOAD_BUSINESS_STATEMENTS', { documentIds: months });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    await expect.poll(async () => (await statusOf(api, uuid)).status, { timeout: 20_000 }).toBe('IDENTITY_VERIFICATION');
  });

  it('with both switches on, offers either document and takes the tax returns alone', async () => {
    const { api, uuid } = await atIncome('SELF_EMPLOYED');
    await setFlag(uuid, true);
    await setFlag(uuid, true, 'business-iv');
    expect(incomeEvents((await statusOf(api, uuid)).events)).toEqual(['UPLOAD_TAX_RETURNS', 'UPLOAD_BUSINESS_STATEMENTS']);
    const taxReturns = [await upload(api, uuid, 'TAX_RETURN', '2024.pdf'), await upload(api, uuid, 'TAX_RETURN', '2025.pdf')];
    expect((await post(api, uuid, 'UPLOAD_TAX_RETURNS', { documentIds: taxReturns })).status).toBe(200);
    await expect.poll(async () => (await statusOf(api, uuid)).status, { timeout: 20_000 }).toBe('IDENTITY_VERIFICATION');
  });

  it('business-iv off, or for a salaried applicant, asks no business statements', async () => {
    const salaried = await atIncome('FULL_TIME');
    await setFlag(salaried.uuid, true, 'business-iv');
    expect(incomeEvents((await statusOf(salaried.api, salaried.uuid)).events)).toEqual(['LINK_INCOME', 'UPLOAD_PAYSTUBS']);
    const months = [1, 2, 3].map(() => upload(salaried.api, salaried.uuid, 'BUSINESS_BANK_STATEMENT', 'm.pdf'));
    const refused = await post(salaried.api, salaried.uuid, 'UPLOAD_BUSINESS_STATEMENTS', { documentIds: await Promise.all(months) });
    expect([refused.status, (refused.body as { code: string }).code]).toEqual([409, 'EVENT_NOT_ALLOWED']);
  });
});
