// The server's side of spec section 4's routing edges (issue 29 item 3) over HTTP on both databases:
// the status answer carries the underwriting decision the client routes a DECLINE on by; the
// console's new review decisions (decline, creditFailed, navBpo, resiEval) are staff events of the
// machine, offered only where the status takes them; the application answer carries the property
// condition a valuer reported (the property details card).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/core/contract/routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { addStaff } from '../../scripts/staff-add';
import { repoRoot } from '../core/helpers';
import { expectSchema } from './api-contract';
import { createUrl, databaseTargets, helocRequest, nextIp, registerUser, startTestApp, type HelocOptions, type TestApp } from './harness';
import { acceptOffer, injectApi, send, statusOf, submitApplication, type Api } from './journey';
import { waitFor } from './closing-journey';

const staffPassword = 'Quartz-Lantern-83!';

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`routing edges (${target.kind})`, () => {
    let t: TestApp;
    let staffJwt: string;

    async function applicant(persona: HelocOptions): Promise<{ uuid: string; api: Api }> {
      const user = await registerUser(t.app);
      const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: helocRequest(persona) });
      expect(created.statusCode, created.body).toBe(201);
      return { uuid: created.json().uuid as string, api: injectApi(t.app, user.auth) };
    }
    const staffView = async (uuid: string) => (await t.app.inject({ method: 'GET', url: staffApiRoutes.application.path({ uuid }), headers: { authorization: `Bearer ${staffJwt}` } })).json();
    async function decide(who: { uuid: string; api: Api }, decision: string) {
      const { version } = await statusOf(who.api, who.uuid);
      return t.app.inject({ method: 'POST', url: staffApiRoutes.review.path({ uuid: who.uuid }), headers: { authorization: `Bearer ${staffJwt}` }, payload: { decision, version } });
    }

    beforeAll(async () => {
      t = await startTestApp(target, { rateLimitMax: { 'register-ip': 1000 } });
      const email = `routing-${randomUUID()}@staff.example`;
      await addStaff(t.db, { email, name: 'Ro Staff', orgs: [], password: staffPassword }, path.join(repoRoot, 'brands'));
      const res = await t.app.inject({ method: 'POST', url: staffApiRoutes.session.path({}), payload: { email, password: staffPassword }, remoteAddress: nextIp() });
      staffJwt = res.json().jwt as string;
    }, 120_000);
    afterAll(async () => {
      await t?.stop();
    });

    it('answers the underwriting decision in the routing facts: DECLINE for an ineligible file, SELECT once offers are priced', async () => {
      const low = await applicant({ lastName: 'Lowscore' });
      const declined = await waitFor(low.api, low.uuid, 'DECLINED');
      expectSchema('api-application-status', declined);
      expect((declined as unknown as { routing: { uwDecision?: string } }).routing.uwDecision).toBe('DECLINE');
      const fine = await applicant({});
      const offered = await waitFor(fine.api, fine.uuid, 'OFFER_SELECTION');
      expect((offered as unknown as { routing: { uwDecision?: string } }).routing.uwDecision).toBe('SELECT');
    });

    it('a frozen hard pull takes creditFailed (to CREDIT_ERROR); a delinquency review takes approve and decline, not creditFailed', async () => {
      const frozen = await applicant({ lastName: 'Hardfrozen' });
      await waitFor(frozen.api, frozen.uuid, 'OFFER_SELECTION');
      await acceptOffer(frozen.api, frozen.uuid);
      await submitApplication(frozen.api, frozen.uuid);
      await waitFor(frozen.api, frozen.uuid, 'HARD_CREDIT_LOCKED_OR_FROZEN');
      expect((await staffView(frozen.uuid)).reviewDecisions).toEqual(['creditFailed']);
      const failed = await decide(frozen, 'creditFailed');
      expect(failed.statusCode, failed.body).toBe(200);
      expect(failed.json().status).toBe('CREDIT_ERROR');

      const late = await applicant({ lastName: 'Delinquent' });
      await waitFor(late.api, late.uuid, 'OFFER_SELECTION');
      await acceptOffer(late.api, late.uuid);
      await submitApplication(late.api, late.uuid);
      await waitFor(late.api, late.uuid, 'DELINQUENCY_REVIEW');
      expect((await staffView(late.uuid)).reviewDecisions).toEqual(['approve', 'decline']);
      expect((await decide(late, 'creditFailed')).statusCode).toBe(409);
      const declined = await decide(late, 'decline');
      expect(declined.statusCode, declined.body).toBe(200);
      expect(declined.json().status).toBe('DECLINED');
    });

    it('a held BPO takes navBpo and resiEval: the estimate statuses, whose estimate sends the order out again', async () => {
      for (const [decision, status] of [
        ['navBpo', 'NAV_BPO_ESTIMATE'],
        ['resiEval', 'RESI_EVAL_ESTIMATE'],
      ] as const) {
        const who = await applicant({ street1: '1 Noavm Bpohold Rd' });
        await waitFor(who.api, who.uuid, 'NO_AVM_FOUND');
        await send(who.api, who.uuid, 'SUBMIT_ESTIMATE', { estimatedValue: 600000 });
        await waitFor(who.api, who.uuid, 'BPO_ORDER_REQUEST');
        await send(who.api, who.uuid, 'ORDER_BPO');
        await waitFor(who.api, who.uuid, 'BPO_PROCESSING');
        expect((await staffView(who.uuid)).reviewDecisions).toEqual(['approve', 'decline', 'navBpo', 'resiEval']);
        const sent = await decide(who, decision);
        expect(sent.statusCode, sent.body).toBe(200);
        expect(sent.json().status).toBe(status);
        expect((await statusOf(who.api, who.uuid)).events).toContain('SUBMIT_ESTIMATE');
        await send(who.api, who.uuid, 'SUBMIT_ESTIMATE', { estimatedValue: 620000 });
        await waitFor(who.api, who.uuid, 'BPO_PROCESSING');
      }
    });

    it("carries the valuer's property condition in the application answer once a BPO valued the home", async () => {
      const who = await applicant({ street1: '1 Noavm Rd' });
      await waitFor(who.api, who.uuid, 'NO_AVM_FOUND');
      const before = (await who.api.get(apiRoutes.application.path({ uuid: who.uuid }))).body as { property: Record<string, unknown> };
      expect(before.property.condition).toBeUndefined();
      await send(who.api, who.uuid, 'SUBMIT_ESTIMATE', { estimatedValue: 600000 });
      await waitFor(who.api, who.uuid, 'BPO_ORDER_REQUEST');
      await send(who.api, who.uuid, 'ORDER_BPO');
      await waitFor(who.api, who.uuid, 'OFFER_SELECTION');
      const after = (await who.api.get(apiRoutes.application.path({ uuid: who.uuid }))).body as { property: Record<string, unknown>; adjustedHomeAmount: number };
      expectSchema('api-heloc-application', after);
      expect(after.property.condition).toBe('GOOD');
      expect(after.adjustedHomeAmount).toBe(610000);
    });
  });
}
