// The signed lease as a condition (flows/dscr/README.md) over HTTP, on each database: a DSCR
// applicant who stated a lease's rent is asked for the lease after the hard credit pull (the
// machine's LEASE_REVIEW raises a LEASE_DOCUMENT_REQUEST condition, which holds the application and
// routes to the conditions screen), uploads it as a LEASE document, and staff approve the review:
// the condition is cleared and the application goes on to the ID document. Without a lease the hard
// pull goes straight to identity and nothing is asked.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import dscrManifest from '../../flows/dscr/product.json';
import { APPLICATION, apiRoutes } from '../../src/core/contract/routes';
import { conditionRoutes } from '../../src/core/contract/condition-routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { addStaff } from '../../scripts/staff-add';
import { repoRoot } from '../core/helpers';
import { describeOnEachDatabase } from './api-contract';
import { createUrl, helocRequest, nextIp, pollUntilSettled, registerUser } from './harness';
import { waitFor } from './closing-journey';
import { acceptOffer, images, injectApi, statusOf, submitApplication, underBase, type Api } from './journey';

const dscrUrl = `${createUrl('CA')}&product=dscr`;
const ORG = 'acme-lending';
const staffPassword = 'Quartz-Lantern-83!';

function dscrRequest(answers: Record<string, unknown>) {
  const { income: _income, employmentType: _employment, propertyListedForSale: _sale, ...base } = helocRequest();
  return { ...base, propertyRequest: { ...base.propertyRequest, occupancyType: 'INVESTMENT' }, answers: { propertyCosts: { monthlyTaxes: 400, monthlyInsurance: 150, monthlyDues: 50 }, businessPurposeCertified: true, borrowerType: 'INDIVIDUAL', ...answers } };
}

interface Condition {
  uuid: string;
  categoryEnum: string;
  requestDocuments: string[];
  answered: boolean;
}

describeOnEachDatabase('DSCR lease review', (app) => {
  let staffJwt: string;

  beforeAll(async () => {
    const email = `lease-${randomUUID()}@staff.example`;
    await addStaff(app().db, { email, name: 'Lee Staff', orgs: [], password: staffPassword }, path.join(repoRoot, 'brands'));
    const res = await app().app.inject({ method: 'POST', url: staffApiRoutes.session.path({}), payload: { email, password: staffPassword }, remoteAddress: nextIp() });
    staffJwt = (res.json() as { jwt: string }).jwt;
  }, 60_000);

  const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app().app.inject({ method, url, headers: { authorization: `Bearer ${staffJwt}` }, ...(payload ? { payload } : {}) });

  /** A DSCR application on acme-lending, from its offers through the binding summary and the hard pull. */
  async function submitted(answers: Record<string, unknown>): Promise<{ uuid: string; api: Api; auth: Record<string, string> }> {
    const user = await registerUser(app().app);
    const auth = { ...user.auth, 'x-org': ORG };
    const created = await app().app.inject({ method: 'POST', url: dscrUrl, headers: auth, payload: dscrRequest(answers) });
    expect(created.statusCode, created.body).toBe(201);
    const { uuid } = created.json() as { uuid: string };
    expect((await pollUntilSettled((url) => app().app.inject({ method: 'GET', url, headers: auth }), uuid)).status).toBe('OFFER_SELECTION');
    const api = underBase(injectApi(app().app, auth), APPLICATION, dscrManifest.apiBasePath);
    await acceptOffer(api, uuid);
    await submitApplication(api, uuid);
    return { uuid, api, auth };
  }

  const statusesOf = async (uuid: string) =>
    (await app().db.query<{ status_after: string }>('select status_after from application_events where application_uuid = $1 order by id', [uuid])).rows.map((r) => r.status_after);

  it('asks for the signed lease after the hard pull, takes it as a LEASE upload, and goes on to identity once staff approve', async () => {
    const { uuid, api, auth } = await submitted({ hasLease: 'YES', rent: { monthlyRent: 3000 } });
    await waitFor(api, uuid, 'LEASE_REVIEW', 60_000);

    // The condition holds the application: the page goes to the conditions, no applicant event is taken.
    const held = (await api.get(apiRoutes.status.path({ uuid }))).body as { events: string[]; routing: { condition: boolean } };
    expect(held.routing.condition).toBe(true);
    expect(held.events).toEqual([]);
    const open = await app().app.inject({ method: 'GET', url: conditionRoutes.conditions.path({ uuid }), headers: auth });
    expect(open.statusCode, open.body).toBe(200);
    const [lease, ...others] = open.json() as Condition[];
    expect(others).toEqual([]);
    expect(lease).toMatchObject({ categoryEnum: 'LEASE_DOCUMENT_REQUEST', requestDocuments: [], answered: false });
    // Told with a link to the upload screen, in the category's words.
    const { rows: notes } = await app().db.query<{ link: string; subject_key: string }>("select link, subject_key from notifications where application_uuid = $1 and kind = 'CONDITION'", [uuid]);
    expect(notes).toEqual([{ link: expect.stringContaining(`/conditions/upload-document?conditionUuid=${lease!.uuid}`), subject_key: 'conditions.categories.LEASE_DOCUMENT_REQUEST.title' }]);

    // Only a LEASE document answers it.
    const documents = apiRoutes.documents.path({ uuid });
    const other = await api.upload(documents, 'OTHER', { name: 'lease.png', type: 'image/png', bytes: images.png });
    const answerUrl = conditionRoutes.conditionAnswer.path({ uuid, conditionUuid: lease!.uuid });
    const wrong = await app().app.inject({ method: 'POST', url: answerUrl, headers: auth, payload: { documentUuids: [(other.body as { uuid: string }).uuid] } });
    expect(wrong.statusCode).toBe(400);
    const upload = await api.upload(documents, 'LEASE', { name: 'lease.png', type: 'image/png', bytes: images.png });
    expect(upload.status).toBe(201);
    const leaseDocument = (upload.body as { uuid: string }).uuid;
    const answered = await app().app.inject({ method: 'POST', url: answerUrl, headers: auth, payload: { documentUuids: [leaseDocument] } });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((answered.json() as Condition[])[0]!.answered).toBe(true);

    const seen = await staff('GET', staffApiRoutes.conditions.path({ uuid }));
    expect(seen.json()).toEqual([expect.objectContaining({ categoryEnum: 'LEASE_DOCUMENT_REQUEST', state: 'ANSWERED', documents: [leaseDocument] })]);

    // Staff approve the review: on to the ID document, the lease's condition cleared with it.
    const { version } = await statusOf(api, uuid);
    const approved = await staff('POST', staffApiRoutes.review.path({ uuid }), { decision: 'approve', version });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ status: 'IDENTITY_VERIFICATION' });
    expect((await staff('GET', staffApiRoutes.conditions.path({ uuid }))).json()).toEqual([expect.objectContaining({ categoryEnum: 'LEASE_DOCUMENT_REQUEST', state: 'CLEARED' })]);
    const after = (await api.get(apiRoutes.status.path({ uuid }))).body as { status: string; events: string[]; routing: { condition: boolean } };
    expect(after).toMatchObject({ status: 'IDENTITY_VERIFICATION', routing: { condition: false } });
    expect(after.events).toContain('SUBMIT_IDENTITY_DOCUMENTS');
    expect(await statusesOf(uuid)).toEqual(expect.arrayContaining(['HARD_CREDIT_PULL', 'LEASE_REVIEW', 'IDENTITY_VERIFICATION']));
  }, 120_000);

  it('without a lease, the hard pull goes straight to identity and no condition is raised', async () => {
    const { uuid, api, auth } = await submitted({ hasLease: 'NO' });
    await waitFor(api, uuid, 'IDENTITY_VERIFICATION', 60_000);
    expect(await statusesOf(uuid)).not.toContain('LEASE_REVIEW');
    const open = await app().app.inject({ method: 'GET', url: conditionRoutes.conditions.path({ uuid }), headers: auth });
    expect(open.json()).toEqual([]);
    expect((await statusOf(api, uuid)).events).toContain('SUBMIT_IDENTITY_DOCUMENTS');
  }, 120_000);
});
