// DSCR over HTTP (flows/dscr/README.md), on each database: an investment property's application,
// registered by the DSCR flow's answers (rent, costs, the business-purpose certification, no
// income), reaches offers priced on the ratio, each carrying its worksheet; a primary home is
// refused in the flow's own words; a brand that does not offer DSCR answers as if no route were there.
import { rebase } from '../../src/core/product/base-paths';
import dscrManifest from '../../flows/dscr/product.json';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION, apiRoutes } from '../../src/core/contract/routes';
import { loadCopy } from '../../src/server/flows';
import { createUrl, databaseTargets, helocRequest, pollUntilSettled, registerUser, startTestApp, type TestApp } from './harness';

const copy = loadCopy(join(import.meta.dirname, '../../copy/en')) as unknown as { dscr: { blocks: { notInvestment: string } } };
const dscrUrl = `${createUrl('CA')}&product=dscr`;

/** What the DSCR registration flow submits: the HELOC body's own fields without income, and the flow's answers. */
function dscrRequest(occupancyType = 'INVESTMENT') {
  const { income: _income, employmentType: _employment, propertyListedForSale: _sale, ...base } = helocRequest();
  return {
    ...base,
    propertyRequest: { ...base.propertyRequest, occupancyType },
    answers: {
      rent: { monthlyRent: 3000 },
      propertyCosts: { monthlyTaxes: 400, monthlyInsurance: 150, monthlyDues: 50 },
      businessPurposeCertified: true,
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

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`DSCR applications (${target.kind})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target);
    }, 60_000);
    afterAll(async () => {
      await t?.stop();
    });

    const on = (orgCode: string, auth: Record<string, string>) => ({ ...auth, 'x-org': orgCode });

    it('registers an investment property on a brand offering DSCR and reaches offers carrying the ratio worksheet', async () => {
      const user = await registerUser(t.app);
      const created = await t.app.inject({ method: 'POST', url: dscrUrl, headers: on('acme-lending', user.auth), payload: dscrRequest() });
      expect(created.statusCode, created.body).toBe(201);
      const { uuid } = created.json() as { uuid: string };
      const { rows } = await t.db.query<{ product: string; facts: Record<string, unknown> }>('select product, facts from applications where uuid = $1', [uuid]);
      expect(rows[0]!.product).toBe('dscr');
      expect(rows[0]!.facts).toMatchObject({ leaseMonthlyRent: 3000, monthlyTaxes: 400, monthlyInsurance: 150, monthlyDues: 50, businessPurposeCertified: true });

      const settled = await pollUntilSettled((url) => t.app.inject({ method: 'GET', url, headers: on('acme-lending', user.auth) }), uuid);
      expect(settled.status).toBe('OFFER_SELECTION');
      // A DSCR application is served under its own base path (spec section 7 style; a HELOC base answers 404).
      const offersUrl = rebase(apiRoutes.offers.path({ uuid }), APPLICATION, dscrManifest.apiBasePath);
      const offers = await t.app.inject({ method: 'GET', url: offersUrl, headers: on('acme-lending', user.auth) });
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

    it('refuses a primary home on the DSCR entry with the flow’s words, and creates nothing', async () => {
      const user = await registerUser(t.app);
      const refused = await t.app.inject({ method: 'POST', url: dscrUrl, headers: on('acme-lending', user.auth), payload: dscrRequest('HOME') });
      expect(refused.statusCode).toBe(400);
      const { fields } = refused.json() as { fields: Array<{ messageKey: string; message: string }> };
      expect(fields).toContainEqual(expect.objectContaining({ messageKey: 'dscr.blocks.notInvestment', message: copy.dscr.blocks.notInvestment }));
      expect(copy.dscr.blocks.notInvestment).toMatch(/investment properties only/);
      const { rows } = await t.db.query('select 1 from applications where identity_uuid = $1', [user.uuid]);
      expect(rows).toHaveLength(0);
    });

    it('answers a brand that does not offer DSCR as a route that is not there', async () => {
      const user = await registerUser(t.app);
      const refused = await t.app.inject({ method: 'POST', url: dscrUrl, headers: on('fairway', user.auth), payload: dscrRequest() });
      expect([refused.statusCode, (refused.json() as { code: string }).code]).toEqual([404, 'NOT_FOUND']);
    });

    it('never reads DSCR answers on a HELOC application (its flow names none)', async () => {
      const user = await registerUser(t.app);
      const payload = { ...helocRequest(), answers: { rent: { monthlyRent: 3000 } } };
      const created = await t.app.inject({ method: 'POST', url: createUrl('CA'), headers: on('acme-lending', user.auth), payload });
      expect(created.statusCode, created.body).toBe(201);
      const { rows } = await t.db.query<{ product: string; facts: Record<string, unknown> }>('select product, facts from applications where uuid = $1', [(created.json() as { uuid: string }).uuid]);
      expect(rows[0]).toMatchObject({ product: 'heloc', facts: {} });
    });
  });
}
