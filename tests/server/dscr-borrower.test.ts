// The DSCR borrower over HTTP (flows/dscr/README.md, issue 24 deliverable 3), on each database: the
// rent is the lease's when there is one, else the valuation's market rent estimate (shown on the
// offers' worksheet), and with neither the line is declined RENT_UNKNOWN; a company borrows where the
// brand allows it (summit-demo, acme-lending), its legal name and EIN stored and shown to staff, a
// malformed EIN refused in the flow's words; the business-purpose certification is a consent with its
// evidence where the flag is on (acme-lending, summit-demo). keystone-rentals, offering DSCR alone
// with the flag off and no company borrowers, asks neither: the rent tests run there.
import { randomUUID } from 'node:crypto';
import path, { join } from 'node:path';
import { expect, it } from 'vitest';
import dscrManifest from '../../flows/dscr/product.json';
import flow from '../../flows/dscr/register-dscr.flow.json';
import { APPLICATION, apiRoutes } from '../../src/core/contract/routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { rebase } from '../../src/core/product/base-paths';
import { loadCopy } from '../../src/server/flows';
import { addStaff } from '../../scripts/staff-add';
import { repoRoot } from '../core/helpers';
import { createUrl, helocRequest, nextIp, pollUntilSettled, registerUser } from './harness';
import { describeOnEachDatabase } from './api-contract';

const copy = loadCopy(join(import.meta.dirname, '../../copy/en')) as unknown as { dscr: { errors: { einInvalid: string } } };
const dscrUrl = `${createUrl('CA')}&product=dscr`;
const SUMMIT_REFERRER = 'c0000000-0000-4000-8000-000000000001';
const staffPassword = 'Quartz-Lantern-83!';
// The default sandbox valuation: $650,000, its rent estimate 0.5% of it (src/server/providers/PERSONAS.md).
const DEFAULT_RENT_ESTIMATE = 3250;

interface DscrAnswers {
  street1?: string;
  answers: Record<string, unknown>;
  referrer?: string;
}

/** The DSCR registration's create body: the HELOC body's fields without income, and the flow's answers. */
function dscrRequest({ street1 = '100 Main St', answers, referrer }: DscrAnswers) {
  const { income: _income, employmentType: _employment, propertyListedForSale: _sale, ...base } = helocRequest({ street1 });
  return {
    ...base,
    propertyRequest: { ...base.propertyRequest, occupancyType: 'INVESTMENT' },
    ...(referrer ? { referrerId: referrer } : {}),
    answers: { propertyCosts: { monthlyTaxes: 400, monthlyInsurance: 150, monthlyDues: 50 }, ...answers },
  };
}

interface Row {
  status: string;
  facts: Record<string, unknown>;
}

describeOnEachDatabase('DSCR borrower: rent, company, business purpose', (app) => {

  const on = (orgCode: string, auth: Record<string, string>) => ({ ...auth, 'x-org': orgCode, 'user-agent': 'dscr-borrower-test' });

  async function create(orgCode: string, payload: ReturnType<typeof dscrRequest>, remoteAddress = nextIp()) {
    const user = await registerUser(app().app);
    const res = await app().app.inject({ method: 'POST', url: dscrUrl, headers: on(orgCode, user.auth), payload, remoteAddress });
    return { user, res };
  }

  async function settle(orgCode: string, auth: Record<string, string>, uuid: string): Promise<Row> {
    const settled = await pollUntilSettled((url) => app().app.inject({ method: 'GET', url, headers: on(orgCode, auth) }), uuid);
    const { rows } = await app().db.query<Row>('select status, facts from applications where uuid = $1', [uuid]);
    expect(rows[0]!.status).toBe(settled.status);
    return rows[0]!;
  }

  async function worksheets(orgCode: string, auth: Record<string, string>, uuid: string) {
    const url = rebase(apiRoutes.offers.path({ uuid }), APPLICATION, dscrManifest.apiBasePath);
    const res = await app().app.inject({ method: 'GET', url, headers: on(orgCode, auth) });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { offers: Array<{ dscr: { monthlyRent: number; ratio: number; totalPayment: number } }> }).offers.map((o) => o.dscr);
  }

  async function consentsOf(uuid: string) {
    const { rows } = await app().db.query<{ consent_type: string; version: string; opt_in: boolean; ip: string; user_agent: string; created_at: Date | string }>(
      'select consent_type, version, opt_in, ip, user_agent, created_at from consents where application_uuid = $1 order by id',
      [uuid],
    );
    return rows;
  }

  it('prices on the lease’s rent when there is a signed lease', async () => {
    const { user, res } = await create('keystone-rentals', dscrRequest({ answers: { hasLease: 'YES', rent: { monthlyRent: 3000 }, businessPurposeCertified: true } }));
    expect(res.statusCode, res.body).toBe(201);
    const { uuid } = res.json() as { uuid: string };
    const row = await settle('keystone-rentals', user.auth, uuid);
    expect(row.status).toBe('OFFER_SELECTION');
    expect(row.facts).toMatchObject({ leaseMonthlyRent: 3000, rentEstimate: DEFAULT_RENT_ESTIMATE });
    const sheets = await worksheets('keystone-rentals', user.auth, uuid);
    expect(sheets.length).toBeGreaterThan(0);
    for (const sheet of sheets) expect(sheet.monthlyRent).toBe(3000);
  });

  it('without a lease, uses the valuation’s rent estimate and shows it on the worksheet; a rent sent anyway is not kept', async () => {
    const answers = { hasLease: 'NO', rent: { monthlyRent: 9999 }, businessPurposeCertified: true };
    const { user, res } = await create('keystone-rentals', dscrRequest({ answers }));
    expect(res.statusCode, res.body).toBe(201);
    const { uuid } = res.json() as { uuid: string };
    const row = await settle('keystone-rentals', user.auth, uuid);
    expect(row.status).toBe('OFFER_SELECTION');
    expect(row.facts.rentEstimate).toBe(DEFAULT_RENT_ESTIMATE);
    expect(row.facts).not.toHaveProperty('leaseMonthlyRent');
    const sheets = await worksheets('keystone-rentals', user.auth, uuid);
    expect(sheets.length).toBeGreaterThan(0);
    for (const sheet of sheets) {
      expect(sheet.monthlyRent).toBe(DEFAULT_RENT_ESTIMATE);
      expect(sheet.ratio).toBeCloseTo(DEFAULT_RENT_ESTIMATE / sheet.totalPayment, 3);
    }
  });

  it('without a lease and without a rent estimate (the Norent persona), declines RENT_UNKNOWN', async () => {
    const { user, res } = await create('keystone-rentals', dscrRequest({ street1: '7 Norent Way', answers: { hasLease: 'NO', businessPurposeCertified: true } }));
    expect(res.statusCode, res.body).toBe(201);
    const { uuid } = res.json() as { uuid: string };
    const row = await settle('keystone-rentals', user.auth, uuid);
    expect(row.status).toBe('DECLINED');
    expect(row.facts).not.toHaveProperty('rentEstimate');
    expect(row.facts.ineligibleReasons).toContain('RENT_UNKNOWN');
  });

  it('stores a company’s legal name and EIN where the brand allows a company, and shows them to staff', async () => {
    const entity = { legalName: 'Oak Street Rentals LLC', ein: '12-3456789' };
    const answers = { hasLease: 'NO', businessPurposeCertified: true, borrowerType: 'ENTITY', entity };
    const { user, res } = await create('summit-demo', dscrRequest({ answers, referrer: SUMMIT_REFERRER }));
    expect(res.statusCode, res.body).toBe(201);
    const { uuid } = res.json() as { uuid: string };
    const row = await settle('summit-demo', user.auth, uuid);
    expect(row.status).toBe('OFFER_SELECTION');
    expect(row.facts).toMatchObject({ borrowerType: 'ENTITY', borrowingEntity: entity });

    const email = `dscr-${randomUUID()}@staff.example`;
    await addStaff(app().db, { email, name: 'Dee Staff', orgs: ['summit-demo'], password: staffPassword }, path.join(repoRoot, 'brands'));
    const session = await app().app.inject({ method: 'POST', url: staffApiRoutes.session.path({}), payload: { email, password: staffPassword }, remoteAddress: nextIp() });
    expect(session.statusCode, session.body).toBe(200);
    const detail = await app().app.inject({ method: 'GET', url: staffApiRoutes.application.path({ uuid }), headers: { authorization: `Bearer ${session.json().jwt as string}` } });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ borrowingEntity: entity });
  });

  it('refuses a malformed EIN with the flow’s message, and creates nothing', async () => {
    for (const ein of ['123456789', '12-345678', '1-23456789', 'AB-CDEFGHI']) {
      const answers = { hasLease: 'NO', businessPurposeCertified: true, borrowerType: 'ENTITY', entity: { legalName: 'Oak Street Rentals LLC', ein } };
      const { user, res } = await create('summit-demo', dscrRequest({ answers, referrer: SUMMIT_REFERRER }));
      expect(res.statusCode, `${ein}: ${res.body}`).toBe(400);
      const { fields } = res.json() as { fields: Array<{ pointer: string; messageKey: string; message: string }> };
      expect(fields).toEqual([{ pointer: '/entity/ein', messageKey: 'dscr.errors.einInvalid', message: copy.dscr.errors.einInvalid }]);
      const { rows } = await app().db.query('select 1 from applications where identity_uuid = $1', [user.uuid]);
      expect(rows).toHaveLength(0);
    }
    expect(copy.dscr.errors.einInvalid).toMatch(/NN-NNNNNNN/);
  });

  it('keeps no company where the brand allows none (keystone-rentals): the step is not on the path', async () => {
    const answers = { hasLease: 'YES', rent: { monthlyRent: 3000 }, businessPurposeCertified: true, borrowerType: 'ENTITY', entity: { legalName: 'Oak Street Rentals LLC', ein: 'not-an-ein' } };
    const { res } = await create('keystone-rentals', dscrRequest({ answers }));
    expect(res.statusCode, res.body).toBe(201);
    const { rows } = await app().db.query<Row>('select status, facts from applications where uuid = $1', [(res.json() as { uuid: string }).uuid]);
    expect(rows[0]!.facts).not.toHaveProperty('borrowingEntity');
    expect(rows[0]!.facts).not.toHaveProperty('borrowerType');
  });

  it('records the business-purpose certification as a consent with its text version, time, IP and user agent where the flag is on', async () => {
    const ip = nextIp();
    const before = Date.now();
    const { res } = await create('acme-lending', dscrRequest({ answers: { hasLease: 'YES', rent: { monthlyRent: 3000 }, businessPurposeCertified: true, borrowerType: 'INDIVIDUAL' } }), ip);
    expect(res.statusCode, res.body).toBe(201);
    const consents = (await consentsOf((res.json() as { uuid: string }).uuid)).filter((c) => c.consent_type === 'BUSINESS_PURPOSE');
    expect(consents).toHaveLength(1);
    const [consent] = consents;
    expect(consent).toMatchObject({ version: flow.consents.businessPurposeCertified.version, opt_in: true, ip, user_agent: 'dscr-borrower-test' });
    expect(new Date(consent!.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a missing certification where the flag is on, in the flow’s words', async () => {
    const { res } = await create('acme-lending', dscrRequest({ answers: { hasLease: 'YES', rent: { monthlyRent: 3000 }, borrowerType: 'INDIVIDUAL' } }));
    expect(res.statusCode).toBe(400);
    const { fields } = res.json() as { fields: Array<{ messageKey: string }> };
    expect(fields.map((f) => f.messageKey)).toEqual(['dscr.errors.businessPurposeRequired']);
  });

  it('asks no certification where the flag is off (keystone-rentals): no step, no consent, no fact, even when one is sent', async () => {
    const answers = { hasLease: 'YES', rent: { monthlyRent: 3000 }, borrowerType: 'INDIVIDUAL', businessPurposeCertified: true };
    const { res } = await create('keystone-rentals', dscrRequest({ answers }));
    expect(res.statusCode, res.body).toBe(201);
    const uuid = (res.json() as { uuid: string }).uuid;
    expect((await consentsOf(uuid)).map((c) => c.consent_type)).not.toContain('BUSINESS_PURPOSE');
    const { rows } = await app().db.query<Row>('select status, facts from applications where uuid = $1', [uuid]);
    expect(rows[0]!.facts).not.toHaveProperty('businessPurposeCertified');
    expect(rows[0]!.facts).not.toHaveProperty('borrowerType');
    expect(rows[0]!.facts).toMatchObject({ leaseMonthlyRent: 3000 });
    // Without the certification the request is still whole: the step is not on keystone-rentals' path.
    const { res: without } = await create('keystone-rentals', dscrRequest({ answers: { hasLease: 'NO' } }));
    expect(without.statusCode, without.body).toBe(201);
  });
});
