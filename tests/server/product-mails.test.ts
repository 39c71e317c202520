// The mails that name an application's product say which one, in its manifest's words
// (flows/<product>/product.json inSentenceKey, copy/en/mail.json products), over HTTP on each database:
// the co-signer's invitation names who applied, the product, the property and the lender (never
// "a Acme Lending, Inc. home equity line" on a DSCR line); the 'finish later' mail names the product.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import dscrManifest from '../../flows/dscr/product.json';
import { APPLICATION, apiRoutes } from '../../src/core/contract/routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { addStaff } from '../../scripts/staff-add';
import { repoRoot } from '../core/helpers';
import { describeOnEachDatabase } from './api-contract';
import { createUrl, helocRequest, nextIp, pollUntilSettled, registerUser } from './harness';
import { injectApi, underBase } from './journey';

const ORG = 'acme-lending';
const LENDER = 'Acme Lending, Inc.';
const ADDRESS = '100 Main St, Springfield, CA 94105';
const staffPassword = 'Quartz-Lantern-83!';

function dscrRequest() {
  const { income: _income, employmentType: _employment, propertyListedForSale: _sale, ...base } = helocRequest({ lastName: 'Landlord' });
  return {
    ...base,
    propertyRequest: { ...base.propertyRequest, occupancyType: 'INVESTMENT' },
    answers: { hasLease: 'NO', propertyCosts: { monthlyTaxes: 400, monthlyInsurance: 150, monthlyDues: 50 }, businessPurposeCertified: true, borrowerType: 'INDIVIDUAL' },
  };
}

describeOnEachDatabase('mails that name the product', (app) => {
  let staffJwt: string;

  beforeAll(async () => {
    const email = `mails-${randomUUID()}@staff.example`;
    await addStaff(app().db, { email, name: 'Mae Staff', orgs: [], password: staffPassword }, path.join(repoRoot, 'brands'));
    const res = await app().app.inject({ method: 'POST', url: staffApiRoutes.session.path({}), payload: { email, password: staffPassword }, remoteAddress: nextIp() });
    staffJwt = (res.json() as { jwt: string }).jwt;
  }, 60_000);

  async function application(product: 'heloc' | 'dscr') {
    const user = await registerUser(app().app);
    const auth = { ...user.auth, 'x-org': ORG };
    const url = product === 'dscr' ? `${createUrl('CA')}&product=dscr` : createUrl('CA');
    const created = await app().app.inject({ method: 'POST', url, headers: auth, payload: product === 'dscr' ? dscrRequest() : helocRequest() });
    expect(created.statusCode, created.body).toBe(201);
    const { uuid } = created.json() as { uuid: string };
    await pollUntilSettled((u) => app().app.inject({ method: 'GET', url: u, headers: auth }), uuid);
    return { uuid, auth, email: user.email };
  }

  async function lastMailTo(to: string) {
    const { rows } = await app().db.query<{ subject: string; body: string }>('select subject, body from mail_outbox where to_address = $1 order by id desc limit 1', [to]);
    expect(rows).toHaveLength(1);
    return rows[0]!;
  }

  async function invite(uuid: string) {
    const email = `sam-${randomUUID()}@example.com`;
    const added = await app().app.inject({
      method: 'POST',
      url: staffApiRoutes.additionalSigners.path({ uuid }),
      headers: { authorization: `Bearer ${staffJwt}` },
      payload: { firstName: 'Sam', lastName: 'Owner', email },
    });
    expect(added.statusCode, added.body).toBe(201);
    return lastMailTo(email);
  }

  const paragraphs = (body: string) => body.split('\n\n');

  it("invites a HELOC's co-signer naming the applicant, the product, the property and the lender", async () => {
    const { uuid } = await application('heloc');
    const mail = await invite(uuid);
    expect(mail.subject).toBe(`Your signature is needed on Pat Applicant's application with ${LENDER}`);
    expect(paragraphs(mail.body).slice(0, 2)).toEqual([
      'Hello Sam,',
      `Pat Applicant applied to ${LENDER} for a home equity line of credit, secured by the property at ${ADDRESS}. As an owner on title of that property, you need to sign some documents too, even though you are not borrowing. To set your password, verify your identity and sign, open this link within 7 days:`,
    ]);
  });

  it("invites a DSCR line's co-signer in the DSCR product's words, never a home equity line", async () => {
    const { uuid } = await application('dscr');
    const mail = await invite(uuid);
    expect(mail.subject).toBe(`Your signature is needed on Pat Landlord's application with ${LENDER}`);
    expect(paragraphs(mail.body)[1]).toBe(
      `Pat Landlord applied to ${LENDER} for a DSCR line of credit on an investment property, secured by the property at ${ADDRESS}. As an owner on title of that property, you need to sign some documents too, even though you are not borrowing. To set your password, verify your identity and sign, open this link within 7 days:`,
    );
    expect(mail.body).not.toMatch(/home equity|a Acme/);
  });

  it("names the application's product in the 'finish later' mail", async () => {
    for (const [product, words] of [['heloc', 'a home equity line of credit'], ['dscr', 'a DSCR line of credit on an investment property']] as const) {
      const { uuid, auth, email } = await application(product);
      const api = product === 'dscr' ? underBase(injectApi(app().app, auth), APPLICATION, dscrManifest.apiBasePath) : injectApi(app().app, auth);
      const sent = await api.post(apiRoutes.resumeEmail.path({ uuid }), {});
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const mail = await lastMailTo(email);
      expect(paragraphs(mail.body)[1]).toBe(`You asked us to save your place in your application with ${LENDER} for ${words}. To pick up where you left off, open this link:`);
    }
  });
});
