// DSCR over HTTP (flows/dscr/README.md), on each database: an investment property's application,
// registered by the DSCR flow's answers (rent, costs, the business-purpose certification, no
// income), reaches offers priced on the ratio, each carrying its worksheet; a primary home is
// refused in the flow's own words; a brand that does not offer DSCR answers as if no route were there.
import { rebase } from '../../src/core/product/base-paths';
import dscrManifest from '../../flows/dscr/product.json';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { APPLICATION, apiRoutes } from '../../src/core/contract/routes';
import { loadCopy } from '../../src/server/flows';
import { closingRoutes } from '../../src/core/contract/closing-routes';
import { createUrl, helocRequest, pollUntilSettled, registerUser } from './harness';
import { describeOnEachDatabase } from './api-contract';
import { advanceClock, giveAccounts, notariseOnline, toBankingDayAfter, waitFor } from './closing-journey';
import { acceptOffer, injectApi, linkPayroll, submitApplication, submitIdentity, underBase, type Api } from './journey';

const copy = loadCopy(join(import.meta.dirname, '../../copy/en')) as unknown as { dscr: { blocks: { notInvestment: string } }; decline: { reasons: Record<string, string> } };
const dscrUrl = `${createUrl('CA')}&product=dscr`;

/** What the DSCR registration flow submits: the HELOC body's own fields without income, and the flow's answers. */
function dscrRequest(occupancyType = 'INVESTMENT', monthlyRent = 3000) {
  const { income: _income, employmentType: _employment, propertyListedForSale: _sale, ...base } = helocRequest();
  return {
    ...base,
    propertyRequest: { ...base.propertyRequest, occupancyType },
    answers: {
      hasLease: 'YES',
      rent: { monthlyRent },
      propertyCosts: { monthlyTaxes: 400, monthlyInsurance: 150, monthlyDues: 50 },
      businessPurposeCertified: true,
      borrowerType: 'INDIVIDUAL',
    },
  };
}

interface Worksheet {
  line: number;
  monthlyRent: number;
  principalAndInterest: number;
  monthlyTaxes: number;
  monthlyInsurance: number;
  monthlyDues: number;
  totalPayment: number;
  ratio: number;
  minRatio: number;
}

describeOnEachDatabase('DSCR applications', (app) => {

  const on = (orgCode: string, auth: Record<string, string>) => ({ ...auth, 'x-org': orgCode });

  it('registers an investment property on a brand offering DSCR and reaches offers carrying the ratio worksheet', async () => {
    const user = await registerUser(app().app);
    const created = await app().app.inject({ method: 'POST', url: dscrUrl, headers: on('acme-lending', user.auth), payload: dscrRequest() });
    expect(created.statusCode, created.body).toBe(201);
    const { uuid } = created.json() as { uuid: string };
    const { rows } = await app().db.query<{ product: string; facts: Record<string, unknown> }>('select product, facts from applications where uuid = $1', [uuid]);
    expect(rows[0]!.product).toBe('dscr');
    expect(rows[0]!.facts).toMatchObject({ leaseMonthlyRent: 3000, monthlyTaxes: 400, monthlyInsurance: 150, monthlyDues: 50, businessPurposeCertified: true });

    const settled = await pollUntilSettled((url) => app().app.inject({ method: 'GET', url, headers: on('acme-lending', user.auth) }), uuid);
    expect(settled.status).toBe('OFFER_SELECTION');
    // A DSCR application is served under its own base path (spec section 7 style; a HELOC base answers 404).
    const offersUrl = rebase(apiRoutes.offers.path({ uuid }), APPLICATION, dscrManifest.apiBasePath);
    const offers = await app().app.inject({ method: 'GET', url: offersUrl, headers: on('acme-lending', user.auth) });
    const { offers: list } = offers.json() as { offers: Array<{ maxDraw: number; dscr?: Worksheet }> };
    expect(list.length).toBeGreaterThan(0);
    for (const offer of list) {
      const sheet = offer.dscr!;
      expect(sheet).toMatchObject({ monthlyRent: 3000, monthlyTaxes: 400, monthlyInsurance: 150, monthlyDues: 50 });
      expect(sheet.totalPayment).toBeCloseTo(sheet.principalAndInterest + 600, 2);
      expect(sheet.ratio).toBeCloseTo(3000 / sheet.totalPayment, 3);
      expect(sheet.ratio).toBeGreaterThanOrEqual(sheet.minRatio);
    }
  });

  /**
   * A new DSCR application on acme-lending taken over HTTP to NOTE_SIGNING (offers, summary, identity):
   * no income step on the way. Without a lease (the valuation's rent estimate), so no lease review
   * either (tests/server/dscr-lease.test.ts walks that one).
   */
  async function dscrAtNoteSigning(): Promise<{ uuid: string; api: Api }> {
    const user = await registerUser(app().app);
    const request = dscrRequest();
    const payload = { ...request, answers: { ...request.answers, hasLease: 'NO' } };
    const created = await app().app.inject({ method: 'POST', url: dscrUrl, headers: on('acme-lending', user.auth), payload });
    expect(created.statusCode, created.body).toBe(201);
    const { uuid } = created.json() as { uuid: string };
    await pollUntilSettled((url) => app().app.inject({ method: 'GET', url, headers: on('acme-lending', user.auth) }), uuid);
    const api = underBase(injectApi(app().app, on('acme-lending', user.auth)), APPLICATION, dscrManifest.apiBasePath);
    await acceptOffer(api, uuid);
    await submitApplication(api, uuid);
    await waitFor(api, uuid, 'IDENTITY_VERIFICATION', 60_000);
    await submitIdentity(api, uuid);
    await waitFor(api, uuid, 'NOTE_SIGNING', 60_000);
    return { uuid, api };
  }

  const kindsOf = async (api: Api, uuid: string) =>
    ((await api.get(closingRoutes.closingDocuments.path({ uuid }))).body as { documents: Array<{ kind: string }> }).documents.map((d) => d.kind);

  it('takes a DSCR application from its offers to COMPLETE with no rescission and no income status on the way', async () => {
    const { uuid, api } = await dscrAtNoteSigning();
    expect((await notariseOnline(api, uuid)).status).toBe('DISBURSEMENT_ACCOUNT');
    // A business-purpose line has no right to cancel: the accounts set, it goes to recording at once.
    expect((await giveAccounts(api, uuid, 'linked')).status).not.toBe('RESCISSION');
    await toBankingDayAfter(api, uuid, await advanceClock(api, uuid, 0));
    await waitFor(api, uuid, 'COMPLETE', 60_000);
    const { rows } = await app().db.query<{ status_after: string }>('select status_after from application_events where application_uuid = $1', [uuid]);
    const statuses = new Set(rows.map((r) => r.status_after));
    expect(statuses).toContain('COMPLETE');
    for (const never of ['RESCISSION', 'GEN_RESCISSION', 'INCOME_VERIFICATION', 'WAITING_FOR_INCOME_VERIFICATION', 'EMPLOYMENT_VERIFICATION', 'LEASE_REVIEW']) expect(statuses).not.toContain(never);
  }, 180_000);

  it('gives a DSCR line the business-purpose closing documents: no right to cancel, no Truth in Lending box', async () => {
    const { uuid, api } = await dscrAtNoteSigning();
    expect(await kindsOf(api, uuid)).toEqual(['ESIGN_CONSENT', 'DSCR_WORKSHEET', 'BUSINESS_PURPOSE_CERTIFICATION', 'LINE_AGREEMENT', 'DEED_OF_TRUST']);
  }, 120_000);

  it('gives a HELOC on a principal dwelling the consumer documents: Truth in Lending and two right-to-cancel notices', async () => {
    const user = await registerUser(app().app);
    const created = await app().app.inject({ method: 'POST', url: createUrl('CA'), headers: on('acme-lending', user.auth), payload: helocRequest() });
    expect(created.statusCode, created.body).toBe(201);
    const { uuid } = created.json() as { uuid: string };
    await pollUntilSettled((url) => app().app.inject({ method: 'GET', url, headers: on('acme-lending', user.auth) }), uuid);
    const api = injectApi(app().app, on('acme-lending', user.auth));
    await acceptOffer(api, uuid);
    await submitApplication(api, uuid);
    await waitFor(api, uuid, 'INCOME_VERIFICATION', 60_000);
    await linkPayroll(api, uuid);
    await waitFor(api, uuid, 'IDENTITY_VERIFICATION', 60_000);
    await submitIdentity(api, uuid);
    await waitFor(api, uuid, 'NOTE_SIGNING', 60_000);
    expect(await kindsOf(api, uuid)).toEqual(['ESIGN_CONSENT', 'HELOC_AGREEMENT', 'TIL_DISCLOSURES', 'RIGHT_TO_CANCEL', 'RIGHT_TO_CANCEL']);
  }, 120_000);

  it('declines a property whose taxes, insurance and dues alone exceed its rent with DSCR_TOO_LOW, in the decline copy’s words', async () => {
    const user = await registerUser(app().app);
    const created = await app().app.inject({ method: 'POST', url: dscrUrl, headers: on('acme-lending', user.auth), payload: dscrRequest('INVESTMENT', 500) });
    expect(created.statusCode, created.body).toBe(201);
    const { uuid } = created.json() as { uuid: string };
    const settled = await pollUntilSettled((url) => app().app.inject({ method: 'GET', url, headers: on('acme-lending', user.auth) }), uuid);
    expect(settled.status).toBe('DECLINED');
    const view = await app().app.inject({ method: 'GET', url: rebase(apiRoutes.application.path({ uuid }), APPLICATION, dscrManifest.apiBasePath), headers: on('acme-lending', user.auth) });
    expect((view.json() as { declineReasons: string[] }).declineReasons).toEqual(['DSCR_TOO_LOW']);
    expect(copy.decline.reasons.DSCR_TOO_LOW).toMatch(/rent does not cover its monthly payments/);
  }, 60_000);

  it('refuses a primary home on the DSCR entry with the flow’s words, and creates nothing', async () => {
    const user = await registerUser(app().app);
    const refused = await app().app.inject({ method: 'POST', url: dscrUrl, headers: on('acme-lending', user.auth), payload: dscrRequest('HOME') });
    expect(refused.statusCode).toBe(400);
    const { fields } = refused.json() as { fields: Array<{ messageKey: string; message: string }> };
    expect(fields).toContainEqual(expect.objectContaining({ messageKey: 'dscr.blocks.notInvestment', message: copy.dscr.blocks.notInvestment }));
    expect(copy.dscr.blocks.notInvestment).toMatch(/investment properties only/);
    const { rows } = await app().db.query('select 1 from applications where identity_uuid = $1', [user.uuid]);
    expect(rows).toHaveLength(0);
  });

  it('answers a brand that does not offer DSCR as a route that is not there', async () => {
    const user = await registerUser(app().app);
    const refused = await app().app.inject({ method: 'POST', url: dscrUrl, headers: on('fairway', user.auth), payload: dscrRequest() });
    expect([refused.statusCode, (refused.json() as { code: string }).code]).toEqual([404, 'NOT_FOUND']);
  });

  it('never reads DSCR answers on a HELOC application (its flow names none)', async () => {
    const user = await registerUser(app().app);
    const payload = { ...helocRequest(), answers: { rent: { monthlyRent: 3000 } } };
    const created = await app().app.inject({ method: 'POST', url: createUrl('CA'), headers: on('acme-lending', user.auth), payload });
    expect(created.statusCode, created.body).toBe(201);
    const { rows } = await app().db.query<{ product: string; facts: Record<string, unknown> }>('select product, facts from applications where uuid = $1', [(created.json() as { uuid: string }).uuid]);
    expect(rows[0]).toMatchObject({ product: 'heloc', facts: {} });
  });
});
