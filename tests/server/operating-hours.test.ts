// Operating hours over HTTP (spec section 7, issue 25 item 1): each brand's week per department at
// the spec's paths, the brand by host, x-org or the query; the ranges with display=true; open now by
// the server's clock (Pacific Time, federal holidays, the brand's closed dates); an unknown
// department 404. The hours touch no database: one run on the embedded one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/core/contract/routes';
import { expectAnswer } from './api-contract';
import { databaseTargets, startTestApp, type TestApp } from './harness';

let clock = new Date('2026-12-02T17:30:00Z'); // Wednesday 09:30 PT
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(databaseTargets().find((d) => d.kind === 'pglite')!, { now: () => clock });
}, 60_000);
afterAll(async () => t?.stop());

const get = (url: string, org = 'acme-lending') => ({ method: 'GET' as const, url, headers: { 'x-org': org } });
const openNow = async (org: string) => (await expectAnswer(t, get(apiRoutes.hoursOpenStatus.path({ department: 'OPS_CHAT' }), org), 200, 'api-open-status')).isOpen as boolean;

describe('operating hours', () => {
  it("answers the brand's week for a department, Monday first, in Pacific Time", async () => {
    const body = await expectAnswer(t, get(apiRoutes.hours.path({ department: 'OPS_PHONE' })), 200, 'api-operating-hours');
    expect(body.department).toBe('OPS_PHONE');
    expect(body.timeZone).toBe('America/Los_Angeles');
    expect(body.weekdays.map((d: { weekdayValue: number }) => d.weekdayValue)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(body.weekdays[0]).toEqual({ weekday: 'MONDAY', weekdayValue: 1, startTime: '06:00', endTime: '18:00', isOpen: true });
    expect(body.ranges).toBeUndefined();
  });

  it("with display=true adds the ranges shown; a brand's own week replaces the default", async () => {
    const acme = await expectAnswer(t, get(`${apiRoutes.hoursWeek.path({ department: 'OPS_CHAT' })}?display=true`), 200, 'api-operating-hours');
    expect(acme.ranges).toEqual([
      { firstDay: 1, lastDay: 5, open: { startTime: '06:00', endTime: '18:00' } },
      { firstDay: 6, lastDay: 7, open: null },
    ]);
    const fairway = await expectAnswer(t, get(`${apiRoutes.hoursWeek.path({ department: 'OPS_CHAT' })}?display=true`, 'fairway'), 200, 'api-operating-hours');
    expect(fairway.ranges).toEqual([
      { firstDay: 1, lastDay: 5, open: { startTime: '05:00', endTime: '19:00' } },
      { firstDay: 6, lastDay: 6, open: { startTime: '08:00', endTime: '14:00' } },
      { firstDay: 7, lastDay: 7, open: null },
    ]);
  });

  it("says whether chat is open now by the brand's week, holidays and closed dates", async () => {
    clock = new Date('2026-12-02T17:30:00Z'); // Wednesday 09:30 PT
    expect(await openNow('acme-lending')).toBe(true);
    clock = new Date('2026-12-03T03:00:00Z'); // Wednesday 19:00 PT: after both brands' hours
    expect(await openNow('acme-lending')).toBe(false);
    clock = new Date('2026-12-03T02:30:00Z'); // Wednesday 18:30 PT: fairway opens until 19:00
    expect([await openNow('acme-lending'), await openNow('fairway')]).toEqual([false, true]);
    clock = new Date('2026-12-05T18:00:00Z'); // Saturday 10:00 PT: fairway's Saturday
    expect([await openNow('acme-lending'), await openNow('fairway')]).toEqual([false, true]);
    clock = new Date('2026-12-24T18:00:00Z'); // Thursday 24 December 10:00 PT: fairway's closed date
    expect([await openNow('acme-lending'), await openNow('fairway')]).toEqual([true, false]);
    clock = new Date('2026-12-25T18:00:00Z'); // Christmas, a Friday: both closed
    expect([await openNow('acme-lending'), await openNow('fairway')]).toEqual([false, false]);
  });

  it('answers 404 for a department it does not have, and refuses an unknown brand', async () => {
    expect((await t.app.inject(get(apiRoutes.hours.path({ department: 'OPS_MAIL' })))).statusCode).toBe(404);
    expect((await t.app.inject(get(apiRoutes.hoursOpenStatus.path({ department: 'ops_chat' })))).statusCode).toBe(404);
    expect((await t.app.inject(get(apiRoutes.hours.path({ department: 'OPS_PHONE' }), 'no-such-brand'))).statusCode).toBe(404);
  });
});
