// Operating hours edited in the staff console (issue 25 item 1) and the sandbox's hours clock, over
// HTTP: a member reads and replaces a department's week only for their brands (another's is a 404),
// every read and change audited; a bad week is refused by the schema and businessHoursProblems; the
// hours service, openStatus and the page's data follow the edit on the next request, without a
// restart; the sandbox's clock offset moves openStatus and the chat's mode outside the hours and back.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/core/contract/routes';
import { staffApiRoutes } from '../../src/core/contract/staff-routes';
import { addStaff } from '../../scripts/staff-add';
import { repoRoot } from '../core/helpers';
import { expectAnswer } from './api-contract';
import { databaseTargets, nextIp, startTestApp, type TestApp } from './harness';
import { openChat } from './chat-helpers';

const staffPassword = 'Quartz-Lantern-83!';
const clock = new Date('2026-12-02T17:30:00Z'); // Wednesday 09:30 PT
const NAMES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
/** A week open 10:00-14:00 on the days listed (1 Monday … 7 Sunday), closed on the others. */
const week = (openDays: number[], extra: Record<string, unknown> = {}) => ({
  weekdays: NAMES.map((weekday, i) => ({ weekday, weekdayValue: i + 1, startTime: '10:00', endTime: '14:00', isOpen: openDays.includes(i + 1) })),
  ...extra,
});

for (const target of databaseTargets()) {
  describe.skipIf(target.skip)(`operating hours in the console (${target.kind})`, () => {
    let t: TestApp;
    let staffAll: Record<string, string>;
    let staffAcme: Record<string, string>;

    async function signInStaff(orgs: string[]) {
      const email = `hours-${randomUUID()}@staff.example`;
      await addStaff(t.db, { email, name: 'Hal Staff', orgs, password: staffPassword }, path.join(repoRoot, 'brands'));
      const res = await t.app.inject({ method: 'POST', url: staffApiRoutes.session.path({}), payload: { email, password: staffPassword }, remoteAddress: nextIp() });
      expect(res.statusCode, res.body).toBe(200);
      return { authorization: `Bearer ${res.json().jwt as string}` };
    }
    const openStatus = async (org: string) =>
      (await expectAnswer(t, { method: 'GET', url: apiRoutes.hoursOpenStatus.path({ department: 'OPS_CHAT' }), headers: { 'x-org': org } }, 200, 'api-open-status')) as { isOpen: boolean; checkedAt: string };
    const put = (auth: Record<string, string>, payload: object) => t.app.inject({ method: 'PUT', url: staffApiRoutes.operatingHours.path({}), headers: auth, payload });

    beforeAll(async () => {
      t = await startTestApp(target, { now: () => clock });
      staffAll = await signInStaff([]);
      staffAcme = await signInStaff(['acme-lending']);
    }, 60_000);
    afterAll(async () => t?.stop());

    it("answers a brand's weeks as data says until staff edit one, only for the member's brands", async () => {
      const body = await expectAnswer(t, { method: 'GET', url: `${staffApiRoutes.operatingHours.path({})}?orgCode=fairway`, headers: staffAll }, 200, 'api-staff-operating-hours');
      expect(body.departments.map((d: { department: string; edited: boolean }) => [d.department, d.edited])).toEqual([
        ['OPS_PHONE', false],
        ['OPS_CHAT', false],
      ]);
      expect(body.departments[1].hours.closedDates).toContain('2026-12-24');
      const own = await expectAnswer(t, { method: 'GET', url: staffApiRoutes.operatingHours.path({}), headers: staffAcme }, 200, 'api-staff-operating-hours');
      expect([own.orgCode, own.orgCodes]).toEqual(['acme-lending', ['acme-lending']]);
      expect((await t.app.inject({ method: 'GET', url: `${staffApiRoutes.operatingHours.path({})}?orgCode=fairway`, headers: staffAcme })).statusCode).toBe(404);
      expect((await put(staffAcme, { orgCode: 'fairway', department: 'OPS_CHAT', hours: week([1, 2, 3, 4, 5]) })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: staffApiRoutes.operatingHours.path({}) })).statusCode).toBe(401);
    });

    it('refuses a week the schema or the rules refuse, and changes nothing', async () => {
      const six = week([1]);
      six.weekdays.pop();
      expect((await put(staffAll, { orgCode: 'acme-lending', department: 'OPS_CHAT', hours: six })).statusCode).toBe(400);
      const backwards = week([3]);
      backwards.weekdays[2] = { ...backwards.weekdays[2]!, startTime: '15:00', endTime: '09:00' };
      const res = await put(staffAll, { orgCode: 'acme-lending', department: 'OPS_CHAT', hours: backwards });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('/hours/weekdays/2/endTime: must be after startTime 15:00');
      expect((await put(staffAll, { orgCode: 'acme-lending', department: 'OPS_MAIL', hours: week([1]) })).statusCode).toBe(400);
      expect((await openStatus('acme-lending')).isOpen).toBe(true);
    });

    it('an edit shows in the hours service, openStatus and the page data at once, audited', async () => {
      expect((await openStatus('acme-lending')).isOpen).toBe(true);
      // Closed on Wednesdays (today) from now on: 10-14 on Monday, Tuesday, Thursday and Friday.
      const saved = await put(staffAcme, { orgCode: 'acme-lending', department: 'OPS_CHAT', hours: week([1, 2, 4, 5], { closedDates: ['2026-12-31', '2026-12-30'], closedOnFederalHolidays: true }) });
      expect(saved.statusCode, saved.body).toBe(200);
      const chat = saved.json().departments[1];
      expect([chat.edited, chat.hours.closedDates]).toEqual([true, ['2026-12-30', '2026-12-31']]);
      expect((await openStatus('acme-lending')).isOpen).toBe(false);
      expect((await openStatus('fairway')).isOpen).toBe(true);
      const shown = await expectAnswer(t, { method: 'GET', url: `${apiRoutes.hoursWeek.path({ department: 'OPS_CHAT' })}?display=true`, headers: { 'x-org': 'acme-lending' } }, 200, 'api-operating-hours');
      expect(shown.ranges).toEqual([
        { firstDay: 1, lastDay: 2, open: { startTime: '10:00', endTime: '14:00' } },
        { firstDay: 3, lastDay: 3, open: null },
        { firstDay: 4, lastDay: 5, open: { startTime: '10:00', endTime: '14:00' } },
        { firstDay: 6, lastDay: 7, open: null },
      ]);
      const { rows } = await t.db.query<{ action: string; details: Record<string, unknown> }>("select action, details from staff_audit where action = 'set-operating-hours' order by id");
      expect(rows.at(-1)).toEqual({ action: 'set-operating-hours', details: { orgCode: 'acme-lending', department: 'OPS_CHAT', openDays: 4, closedDates: 2, closedOnFederalHolidays: true } });
      expect(rows.some((r) => r.details.orgCode === 'fairway' && r.details.found === false)).toBe(true);
      // Put back as the data has it, so the next test starts from the brand's own week.
      const data = (await expectAnswer(t, { method: 'GET', url: `${staffApiRoutes.operatingHours.path({})}?orgCode=acme-lending`, headers: staffAll }, 200, 'api-staff-operating-hours')).departments[0].hours;
      expect(data.weekdays[0]).toEqual({ weekday: 'MONDAY', weekdayValue: 1, startTime: '06:00', endTime: '18:00', isOpen: true });
      await put(staffAll, { orgCode: 'acme-lending', department: 'OPS_CHAT', hours: { ...data, weekdays: data.weekdays.map((d: { weekdayValue: number }) => ({ ...d, isOpen: d.weekdayValue <= 5 })) } });
      expect((await openStatus('acme-lending')).isOpen).toBe(true);
    });

    it("the sandbox's hours clock moves openStatus outside the hours and back, for that brand only", async () => {
      const moved = await t.app.inject({ method: 'POST', url: apiRoutes.sandboxHoursClock.path({}), payload: { orgCode: 'acme-lending', minutes: 10 * 60 } });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toEqual({ orgCode: 'acme-lending', minutes: 600, now: '2026-12-03T03:30:00.000Z' });
      const after = await openStatus('acme-lending');
      expect(after).toMatchObject({ isOpen: false, checkedAt: '2026-12-03T03:30:00.000Z' });
      // The chat's mode reads the same clock: outside the hours a new conversation is the chatbot's.
      expect((await openChat(t)).chatMode).toBe('chatbot');
      expect((await openStatus('fairway')).isOpen).toBe(true);
      await t.app.inject({ method: 'POST', url: apiRoutes.sandboxHoursClock.path({}), payload: { orgCode: 'acme-lending', minutes: 0 } });
      expect((await openStatus('acme-lending')).isOpen).toBe(true);
      expect((await openChat(t)).chatMode).toBe('agent');
      expect((await t.app.inject({ method: 'POST', url: apiRoutes.sandboxHoursClock.path({}), payload: { orgCode: 'no-such-brand', minutes: 1 } })).statusCode).toBe(404);
    });
  });
}
