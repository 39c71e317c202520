// Issue 24 over HTTP, on each database: each application names its own product where it is shown.
// A crypto HELOC's co-signer reads the co-deed status, which names the product, and their calls
// under the application answer at the crypto HELOC's base path (the HELOC's answers 404, catalogue
// Z1): the page learns the base path from the status (src/client/features/signer/signer-api.ts).
// The staff search list names each application's product.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION } from '../../src/core/contract/routes';
import { signerApiRoutes } from '../../src/core/contract/signer-routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { rebase } from '../../src/core/product/base-paths';
import { createStaffAccount } from '../../src/server/staff/accounts';
import { validatorsById } from '../../src/generated/validators/schemas';
import { createUrl, databaseTargets, helocRequest, nextIp, pollUntilSettled, registerUser, startTestApp, type TestApp } from './harness';

const CRYPTO_BASE = (JSON.parse(readFileSync('flows/crypto-heloc/product.json', 'utf8')) as { apiBasePath: string }).apiBasePath;
const PASSWORD = 'Harbor-Willow-58!';
type Auth = Record<string, string>;

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`each application's own product (${target.kind})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(target);
    }, 60_000);
    afterAll(async () => {
      await t?.stop();
    });

    const bearer = (jwt: string): Auth => ({ authorization: `Bearer ${jwt}` });
    const get = (url: string, headers: Auth) => t.app.inject({ method: 'GET', url, headers });
    const post = (url: string, headers: Auth, payload: object) => t.app.inject({ method: 'POST', url, headers, payload, remoteAddress: nextIp() });

    async function staffToken(): Promise<string> {
      const email = `staff-${randomUUID()}@staff.example`;
      await createStaffAccount(t.db, t.ctx.hashing, { email, name: 'Product Staff', password: PASSWORD });
      return ((await post(staffApiRoutes.session.path({}), {}, { email, password: PASSWORD })).json() as { jwt: string }).jwt;
    }
    /** An applicant's application, a crypto HELOC when the link said utm_source=cloc. */
    async function created(utm_source?: string) {
      const user = await registerUser(t.app);
      const payload = { ...helocRequest(), ...(utm_source ? { utmParameters: { utm_source } } : {}) };
      const res = await t.app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload });
      expect(res.statusCode, res.body).toBe(201);
      const { uuid } = res.json() as { uuid: string };
      await pollUntilSettled((url) => t.app.inject({ method: 'GET', url, headers: user.auth }), uuid);
      return { user, uuid };
    }

    it("lets a crypto HELOC's co-signer read the status, which names the product, and call under its base path", async () => {
      const { uuid } = await created('cloc');
      const email = `co-${randomUUID()}@example.com`;
      const added = await post(staffApiRoutes.additionalSigners.path({ uuid }), bearer(await staffToken()), { firstName: 'Cy', lastName: 'Owner', email });
      expect(added.statusCode, added.body).toBe(201);
      const { rows } = await t.db.query<{ body: string }>('select body from mail_outbox where to_address = $1 order by id desc limit 1', [email]);
      const token = new URL(/(https?:\/\/\S+\/heloc-signer\/resume\?\S+)/.exec(rows[0]!.body)![1]!).searchParams.get('token')!;
      const accepted = await post(signerApiRoutes.acceptInvitation.path({}), {}, { token, password: PASSWORD });
      expect(accepted.statusCode, accepted.body).toBe(201);
      const signer = bearer((accepted.json() as { jwt: string }).jwt);

      const status = await get(signerApiRoutes.coDeedStatus.path({}), signer);
      expect(status.statusCode, status.body).toBe(200);
      expect(validatorsById['api-co-deed-status']!(status.json())).toBe(true);
      expect(status.json()).toMatchObject({ applicationUuid: uuid, product: 'crypto-heloc' });
      // Under the application's own product's base path the co-signer's documents answer; under the HELOC's, 404.
      const documents = signerApiRoutes.documents.path({ uuid });
      expect((await get(rebase(documents, APPLICATION, CRYPTO_BASE), signer)).statusCode).toBe(200);
      expect((await get(documents, signer)).statusCode).toBe(404);
    });

    it('names each application’s product in the staff search list', async () => {
      const [heloc, crypto] = await Promise.all([created(), created('cloc')]);
      const jwt = await staffToken();
      const rowOf = async (uuid: string) => {
        const loanNumber = (await t.db.query<{ n: string }>('select loan_number as n from applications where uuid = $1', [uuid])).rows[0]!.n;
        const listed = await get(`${staffApiRoutes.applications.path({})}?q=${loanNumber}`, bearer(jwt));
        expect(listed.statusCode, listed.body).toBe(200);
        expect(validatorsById['api-staff-search']!(listed.json())).toBe(true);
        return (listed.json() as { items: Array<{ uuid: string; product: string }> }).items.find((i) => i.uuid === uuid);
      };
      expect((await rowOf(heloc.uuid))?.product).toBe('heloc');
      expect((await rowOf(crypto.uuid))?.product).toBe('crypto-heloc');
    });
  });
}
