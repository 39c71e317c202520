// A new application after a declined one (issue 15, spec section 4's routing rule), on PGlite and
// PostgreSQL: while the decline is the applicant's only application it stays the active one (a
// bare visit shows its notice); starting another retires it (active false) and creates a new one,
// which the list marks active, so the rule "active ... with checklist not COMPLETE" resumes the live
// application, never the decline. A live application is still answered again, never doubled.
import { expect, it } from 'vitest';
import { apiRoutes } from '../../src/core/contract/routes';
import { chooseActiveApplication } from '../../src/core/status/routing';
import type { ApiHelocApplication } from '../../src/generated/types/api-heloc-application';
import { describeOnEachDatabase } from './api-contract';
import { createUrl, helocRequest, nextIp, pollUntilSettled, registerUser } from './harness';

describeOnEachDatabase('a new application after a decline', (app) => {
  it('retires the declined application and resumes the new one', async () => {
    const t = app();
    const user = await registerUser(t.app);
    const create = (lastName: string) => t.app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: helocRequest({ lastName }), remoteAddress: nextIp() });
    const list = async () => (await t.app.inject({ method: 'GET', url: apiRoutes.list.path({}), headers: user.auth })).json() as ApiHelocApplication[];

    const first = await create('Lowscore');
    expect(first.statusCode, first.body).toBe(201);
    const declined = (first.json() as { uuid: string }).uuid;
    expect((await pollUntilSettled((url) => t.app.inject({ method: 'GET', url, headers: user.auth }), declined)).status).toBe('DECLINED');
    expect(chooseActiveApplication(await list())?.uuid).toBe(declined);

    const second = await create('Applicant');
    expect(second.statusCode, second.body).toBe(201);
    const live = (second.json() as { uuid: string }).uuid;
    expect(live).not.toBe(declined);
    const both = await list();
    expect(both.map((a) => [a.uuid, a.status.status === 'DECLINED', a.active])).toEqual([
      [live, false, true],
      [declined, true, false],
    ]);
    expect(chooseActiveApplication(both)?.uuid).toBe(live);

    // The live one is not ended: another create answers it again.
    const again = await create('Applicant');
    expect([again.statusCode, (again.json() as { uuid: string }).uuid]).toEqual([200, live]);
  });
});
