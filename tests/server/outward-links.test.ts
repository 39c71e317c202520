// Catalogue S5, issue 23 item 1, over HTTP on PGlite and PostgreSQL: the 14 Host values of the probe
// (plus an X-Forwarded-Host, never trusted) replayed against every route that mails or answers a
// link: the password reset, the staff's co-signer invitation, the resume mail and the broker's
// registrationUrl. With NODE_ENV=production and PUBLIC_ORIGIN every link is at PUBLIC_ORIGIN; in
// development without it, none of these hosts is local, so no link is made at all. Production
// without PUBLIC_ORIGIN does not start.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/core/contract/routes';
import { brokerApiRoutes } from '../../src/core/contract/broker-routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { buildApp } from '../../src/server/build-app';
import { createBrokerAccount } from '../../src/server/brokers/accounts';
import { readOutbox } from '../../src/server/mail/mail';
import { createStaffAccount } from '../../src/server/staff/accounts';
import { migrate } from '../../src/server/store/migrate';
import { PROBE_HOSTS } from '../core/probe-hosts';
import { createUrl, databaseTargets, helocRequest, nextIp, registerUser, startTestApp, strongPassword, type TestApp } from './harness';
import { waitFor } from './process';
import { repoRoot } from '../core/helpers';

const testDirs = { flows: path.join(repoRoot, 'flows'), copy: path.join(repoRoot, 'copy/en'), brands: path.join(repoRoot, 'brands') };

const CONFIGURED = 'https://apply.example.com';
const STAFF_PASSWORD = 'Quartz-Lantern-83!';
const DANA = 'a0000000-0000-4000-8000-000000000001'; // acme-lending, the default brand: every probe host resolves to it
const NO_LINK_LOG = 'no link can be mailed';
// Every probe as the Host, beside an X-Forwarded-Host naming a local host: never trusted, it must change nothing.
const CASES = PROBE_HOSTS.map((host) => ({ host, 'x-forwarded-host': 'localhost:3000' }));
// Every limit these routes keep per account, raised: the replay sends 14 mails to one account.
const RAISED = { 'forgot-account': 1_000, 'forgot-ip': 1_000, 'resume-mail-account': 1_000, 'resume-mail-ip': 1_000 };

const modes = [
  { name: 'NODE_ENV=production, PUBLIC_ORIGIN set', env: { NODE_ENV: 'production', PUBLIC_ORIGIN: `${CONFIGURED}/`, SANDBOX_PROVIDERS: 'allow' }, origin: CONFIGURED },
  { name: 'development, no PUBLIC_ORIGIN', env: {}, origin: undefined },
] as const;

/** Every http(s) URL written in a text, as the mail reader's client would find it. */
const linksIn = (text: string) => [...text.matchAll(/[a-z][a-z0-9+.-]*:\/\/\S+/gi)].map((m) => m[0]);

for (const target of databaseTargets()) {
  for (const mode of modes) {
    describe.skipIf(target.skip)(`outward links under crafted Host headers, ${mode.name} (${target.kind})`, () => {
      let t: TestApp;
      const logLines: string[] = [];
      beforeAll(async () => {
        t = await startTestApp(target, {
          env: mode.env,
          rateLimitMax: RAISED,
          logger: { level: 'error', stream: { write: (line: string) => void logLines.push(line) } },
        });
      }, 60_000);
      afterAll(async () => {
        await t?.stop();
      });

      /** The mails to `to`, once `count` have arrived (the reset mail goes out after the answer). */
      const mailsTo = (to: string, count: number) =>
        waitFor(async () => {
          const mails = (await readOutbox(t.db, 500)).filter((m) => m.to === to);
          return mails.length >= count ? mails : undefined;
        }, `${count} mails to ${to}`, 20_000);
      const noLinkLogs = () => logLines.filter((line) => line.includes(NO_LINK_LOG)).length;

      /** In production every mail's every link is at PUBLIC_ORIGIN; in development none was mailed. */
      async function expectMailedLinks(to: string) {
        if (!mode.origin) {
          expect((await readOutbox(t.db, 500)).filter((m) => m.to === to)).toEqual([]);
          return;
        }
        const mails = await mailsTo(to, CASES.length);
        expect(mails).toHaveLength(CASES.length);
        for (const mail of mails) {
          const links = linksIn(mail.body);
          expect(links).toHaveLength(1);
          expect(new URL(links[0]!).origin).toBe(CONFIGURED);
          expect(links[0]!.startsWith(`${CONFIGURED}/`)).toBe(true);
          expect(mail.body).not.toMatch(/evil/i);
        }
      }

      it('mails the password reset link only to the configured origin, or none', async () => {
        const user = await registerUser(t.app);
        const before = noLinkLogs();
        for (const headers of CASES) {
          const res = await t.app.inject({ method: 'POST', url: apiRoutes.passwordForgot.path({}), payload: { email: user.email }, headers, remoteAddress: nextIp() });
          expect([headers.host, res.statusCode]).toEqual([headers.host, 202]);
        }
        // Development: each request's mail task ends by logging why it made no link.
        if (!mode.origin) await waitFor(() => (noLinkLogs() - before >= CASES.length ? true : undefined), 'a log line per refused link', 20_000);
        await expectMailedLinks(user.email);
      }, 60_000);

      it('mails the resume link only to the configured origin, or answers 503 and mails none', async () => {
        const user = await registerUser(t.app);
        const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: helocRequest() });
        expect(created.statusCode, created.body).toBe(201);
        const { uuid } = created.json() as { uuid: string };
        for (const headers of CASES) {
          const res = await t.app.inject({ method: 'POST', url: apiRoutes.resumeEmail.path({ uuid }), payload: {}, headers: { ...headers, ...user.auth }, remoteAddress: nextIp() });
          expect([headers.host, res.statusCode]).toEqual([headers.host, mode.origin ? 200 : 503]);
        }
        await expectMailedLinks(user.email);
      }, 60_000);

      it("mails staff's co-signer invitation only to the configured origin, or answers 503 and invites no one", async () => {
        const owner = await registerUser(t.app);
        const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: owner.auth, payload: helocRequest() });
        const { uuid } = created.json() as { uuid: string };
        const staffEmail = `staff-${randomUUID()}@staff.example`;
        await createStaffAccount(t.db, t.ctx.hashing, { email: staffEmail, name: 'Link Staff', password: STAFF_PASSWORD });
        const session = await t.app.inject({ method: 'POST', url: staffApiRoutes.session.path({}), payload: { email: staffEmail, password: STAFF_PASSWORD }, remoteAddress: nextIp() });
        const { jwt } = session.json() as { jwt: string };
        const invitee = `signer-${randomUUID()}@example.com`;
        for (const headers of CASES) {
          const res = await t.app.inject({
            method: 'POST',
            url: staffApiRoutes.additionalSigners.path({ uuid }),
            payload: { firstName: 'Sam', lastName: 'Signer', email: invitee },
            headers: { ...headers, authorization: `Bearer ${jwt}` },
            remoteAddress: nextIp(),
          });
          expect([headers.host, res.statusCode]).toEqual([headers.host, mode.origin ? 201 : 503]);
        }
        await expectMailedLinks(invitee);
        // No invitation whose link could not be sent: nobody holds a token that was never mailed.
        const invited = await t.db.query<{ n: string | number }>('select count(*) as n from application_participants where email = $1', [invitee]);
        expect(Number(invited.rows[0]!.n)).toBe(mode.origin ? CASES.length : 0);
      }, 60_000);

      it("answers the broker's registrationUrl only at the configured origin, or null", async () => {
        const email = `broker-${randomUUID()}@example.com`;
        await createBrokerAccount(t.db, t.ctx.hashing, t.ctx.leads, { email, password: strongPassword, organizationCode: 'acme-lending', loanOriginatorUuid: DANA });
        const login = await t.app.inject({ method: 'POST', url: apiRoutes.login.path({ role: 'agent' }), payload: { email, password: strongPassword }, remoteAddress: nextIp() });
        const { jwt } = login.json() as { jwt: string };
        const referral = { firstName: 'Jordan', lastName: 'Reyes', street1: '100 Main St', city: 'Springfield', state: 'CA', zip: '94105' };
        for (const headers of CASES) {
          const res = await t.app.inject({ method: 'POST', url: brokerApiRoutes.referrals.path({}), payload: referral, headers: { ...headers, authorization: `Bearer ${jwt}` }, remoteAddress: nextIp() });
          expect([headers.host, res.statusCode]).toEqual([headers.host, 201]);
          const body = res.json() as { registrationPath: string; registrationUrl: string | null };
          expect([headers.host, body.registrationUrl]).toEqual([headers.host, mode.origin ? `${CONFIGURED}${body.registrationPath}` : null]);
        }
      }, 60_000);

      it('makes the link of a local Host at PUBLIC_ORIGIN when set, else at that local host (development)', async () => {
        const user = await registerUser(t.app);
        const headers = { host: 'fairway.localhost:3000' };
        await t.app.inject({ method: 'POST', url: apiRoutes.passwordForgot.path({}), payload: { email: user.email }, headers, remoteAddress: nextIp() });
        const [mail] = await mailsTo(user.email, 1);
        expect(linksIn(mail!.body).map((link) => new URL(link).origin)).toEqual([mode.origin ?? 'http://fairway.localhost:3000']);
      });
    });
  }

  describe.skipIf(target.skip)(`production without PUBLIC_ORIGIN (${target.kind})`, () => {
    it('does not build the app, naming PUBLIC_ORIGIN', async () => {
      const { db, jobSchema, cleanup } = await target.open();
      try {
        await migrate(db);
        const built = buildApp({ db, jobSchema, dirs: testDirs, defaultOrgCode: 'acme-lending', env: { NODE_ENV: 'production', SANDBOX_PROVIDERS: 'allow' } });
        await expect(built.then((b) => b.close())).rejects.toThrow('PUBLIC_ORIGIN is required when NODE_ENV=production');
      } finally {
        await db.close();
        await cleanup();
      }
    }, 60_000);
  });
}
