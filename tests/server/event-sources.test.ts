// One event, one commit, whoever sends it (issue 30 item 2): the same transition driven by each of
// the four sources (the applicant over HTTP, staff over HTTP, the pipeline's worker, a provider's
// callback over HTTP) leaves exactly one application_events row naming its source, runs the same
// named action and writes the same status notification. The transition is the same for all four:
// a test copy of the flows gives GEN_RESCISSION one transition per source, each to
// DISBURSEMENT_ACCOUNT (a status that notifies) with the action recordSummaryConfirmation.
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, pageRoutes } from '../../src/core/contract/routes';
import { closingRoutes } from '../../src/core/contract/closing-routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { enter } from '../../src/core/status/machine';
import { CLEAR_REVIEW, NOTE_SIGNED, ORDER_BPO, STARTED } from '../../src/generated/events';
import { addStaff } from '../../scripts/staff-add';
import { repoRoot } from '../core/helpers';
import { createUrl, databaseTargets, helocRequest, nextIp, pollUntilSettled, registerUser, startTestApp, statusUrl, type TestApp } from './harness';

const FROM = 'GEN_RESCISSION';
const TO = 'DISBURSEMENT_ACCOUNT';
const ACTION = 'recordSummaryConfirmation';
const STAFF_PASSWORD = 'Quartz-Lantern-83!';

/** The repo's flows with FROM taking one event of each source to TO, each with the same action. */
async function flowsWithOneTransitionPerSource(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'event-sources-flows-'));
  await cp(path.join(repoRoot, 'flows'), dir, { recursive: true });
  const file = path.join(dir, 'heloc', 'application.status-machine.json');
  const machine = JSON.parse(await readFile(file, 'utf8')) as { states: Record<string, { on?: Record<string, unknown> }> };
  const same = { target: TO, actions: [ACTION] };
  const on = machine.states[FROM]!.on!;
  // The step's own outcome (rescissionStart always answers STARTED) is the pipeline's event.
  machine.states[FROM]!.on = { ...on, [STARTED]: same, [CLEAR_REVIEW]: same, [NOTE_SIGNED]: same, [ORDER_BPO]: same };
  await writeFile(file, JSON.stringify(machine));
  return dir;
}

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`one event row, notification and action for every source (${target.kind})`, () => {
    let t: TestApp;
    let flowsDir: string;
    let staff: { authorization: string };
    let staffUuid: string;

    beforeAll(async () => {
      flowsDir = await flowsWithOneTransitionPerSource();
      t = await startTestApp(target, { dirs: { flows: flowsDir, copy: path.join(repoRoot, 'copy/en'), brands: path.join(repoRoot, 'brands') } });
      const email = `sources-${randomUUID()}@staff.example`;
      await addStaff(t.db, { email, name: 'Sam Staff', orgs: [], password: STAFF_PASSWORD }, path.join(repoRoot, 'brands'));
      const res = await t.app.inject({ method: 'POST', url: staffApiRoutes.session.path({}), payload: { email, password: STAFF_PASSWORD }, remoteAddress: nextIp() });
      expect(res.statusCode, res.body).toBe(200);
      staff = { authorization: `Bearer ${res.json().jwt as string}` };
      staffUuid = res.json().staff.uuid as string;
    }, 60_000);
    afterAll(async () => {
      await t?.stop();
      if (flowsDir) await rm(flowsDir, { recursive: true, force: true });
    });

    /** An application walked to its offers, then put at FROM (no job queued there): its applicant and version. */
    async function applicationAtFrom() {
      const user = await registerUser(t.app);
      const created = await t.app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: helocRequest() });
      expect(created.statusCode, created.body).toBe(201);
      const uuid = (created.json() as { uuid: string }).uuid;
      const settled = await pollUntilSettled((url) => t.app.inject({ method: 'GET', url, headers: user.auth }), uuid);
      expect(settled.status).toBe('OFFER_SELECTION');
      const { rows } = await t.db.query<{ version: number }>('update applications set status = $2 where uuid = $1 returning version', [uuid, FROM]);
      return { uuid, user, version: rows[0]!.version };
    }

    async function waitForStatus(uuid: string, auth: Record<string, string>, status: string): Promise<void> {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const res = await t.app.inject({ method: 'GET', url: statusUrl(uuid), headers: auth });
        if ((res.json() as { status: string }).status === status) return;
        if (Date.now() > deadline) throw new Error(`${uuid} never reached ${status}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }

    /** What the transition left: its event rows (from the version it was taken at), the notifications and the action's fact. */
    async function traces(uuid: string, version: number) {
      const events = await t.db.query<Record<string, unknown>>(
        'select event, source, status_before, status_after, version_before, identity_uuid, staff_uuid from application_events where application_uuid = $1 and version_before >= $2',
        [uuid, version],
      );
      const notifications = await t.db.query<Record<string, unknown>>('select kind, text_key, subject_key, link from notifications where application_uuid = $1', [uuid]);
      const app = await t.db.query<{ status: string; version: number; facts: Record<string, unknown> }>('select status, version, facts from applications where uuid = $1', [uuid]);
      return { events: events.rows, notifications: notifications.rows, ...app.rows[0]! };
    }

    const expectSameBehaviour = (traced: Awaited<ReturnType<typeof traces>>, uuid: string, version: number) => {
      expect(traced.status).toBe(TO);
      expect(traced.version).toBe(version + 1);
      // The named action ran, whoever sent the event.
      expect(traced.facts.summaryConfirmed).toEqual(expect.any(String));
      expect(traced.notifications).toEqual([{ kind: 'STATUS', text_key: `notifications.kinds.status.${TO}`, subject_key: null, link: pageRoutes.application(uuid) }]);
    };

    it('the applicant over HTTP', async () => {
      const { uuid, user, version } = await applicationAtFrom();
      const res = await t.app.inject({ method: 'POST', url: apiRoutes.events.path({ uuid }), headers: user.auth, payload: { type: ORDER_BPO, version } });
      expect(res.statusCode, res.body).toBe(200);
      const traced = await traces(uuid, version);
      expect(traced.events).toEqual([{ event: ORDER_BPO, source: 'applicant', status_before: FROM, status_after: TO, version_before: version, identity_uuid: user.uuid, staff_uuid: null }]);
      expectSameBehaviour(traced, uuid, version);
    }, 60_000);

    it('staff over HTTP', async () => {
      const { uuid, version } = await applicationAtFrom();
      const res = await t.app.inject({ method: 'POST', url: staffApiRoutes.review.path({ uuid }), headers: staff, payload: { decision: 'approve', version } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: TO });
      const traced = await traces(uuid, version);
      expect(traced.events).toEqual([{ event: CLEAR_REVIEW, source: 'staff', status_before: FROM, status_after: TO, version_before: version, identity_uuid: null, staff_uuid: staffUuid }]);
      expectSameBehaviour(traced, uuid, version);
    }, 60_000);

    it("the pipeline's worker", async () => {
      const { uuid, user, version } = await applicationAtFrom();
      const machine = t.ctx.machines.forProduct('heloc');
      await t.db.transaction((tx) => t.ctx.pipeline.schedule(tx, uuid, enter(machine, FROM).effects));
      await waitForStatus(uuid, user.auth, TO);
      const traced = await traces(uuid, version);
      expect(traced.events).toEqual([{ event: STARTED, source: 'pipeline', status_before: FROM, status_after: TO, version_before: version, identity_uuid: null, staff_uuid: null }]);
      expectSameBehaviour(traced, uuid, version);
      // The step's own record sits beside its event.
      const steps = await t.db.query('select event from pipeline_steps where application_uuid = $1 and version = $2', [uuid, version]);
      expect(steps.rows).toEqual([{ event: STARTED }]);
    }, 60_000);

    it("a provider's callback over HTTP", async () => {
      const { uuid, user, version } = await applicationAtFrom();
      const res = await t.app.inject({ method: 'POST', url: closingRoutes.sandboxSignNote.path({ uuid }), headers: user.auth, payload: {} });
      expect(res.statusCode, res.body).toBe(200);
      const traced = await traces(uuid, version);
      expect(traced.events).toEqual([{ event: NOTE_SIGNED, source: 'provider', status_before: FROM, status_after: TO, version_before: version, identity_uuid: null, staff_uuid: null }]);
      expectSameBehaviour(traced, uuid, version);
    }, 60_000);

    it('refuses a source the catalogue does not name for the event', async () => {
      const { uuid, user, version } = await applicationAtFrom();
      // NOTE_SIGNED is a provider's event: the applicant cannot send it through the events route.
      const res = await t.app.inject({ method: 'POST', url: apiRoutes.events.path({ uuid }), headers: user.auth, payload: { type: NOTE_SIGNED, version } });
      expect(res.statusCode, res.body).toBe(409);
      expect((await traces(uuid, version)).events).toEqual([]);
    }, 60_000);
  });
}
