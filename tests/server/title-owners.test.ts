// Who else is on title, asked early (issue 31 item 6), over HTTP on each database: start/contact's
// title step is run again by the server with the contact flow (a yes without the co-owner's name
// and email refused with the flow's messages at their fields, nothing stored, the status kept),
// and the answer with the co-owner is stored on the application: the contact answers (which the
// co-deed invitation's prefill reads) and the summary hold it.
import { expect, it } from 'vitest';
import { apiRoutes } from '../../src/core/contract/routes';
import { describeOnEachDatabase } from './api-contract';
import { createUrl, helocRequest, pollUntilSettled, registerUser } from './harness';
import { acceptOffer, injectApi, send, statusOf, validAnswers } from './journey';

const CO_OWNER = { titleOwnership: 'JOINT', coOwnerName: { firstName: 'Sam', lastName: 'Owner' }, coOwnerEmail: 'sam.owner@example.com' };

describeOnEachDatabase('who else is on title', (app) => {
  async function atContact() {
    const user = await registerUser(app().app);
    const created = await app().app.inject({ method: 'POST', url: createUrl(), headers: user.auth, payload: helocRequest() });
    expect(created.statusCode, created.body).toBe(201);
    const { uuid } = created.json() as { uuid: string };
    await pollUntilSettled((url) => app().app.inject({ method: 'GET', url, headers: user.auth }), uuid);
    const api = injectApi(app().app, user.auth);
    await acceptOffer(api, uuid);
    expect((await statusOf(api, uuid)).status).toBe('COLLECT_ADDITIONAL_INFO');
    return { uuid, api };
  }

  it("refuses a 'yes' without the co-owner's name and email, and an answer without the title question, at their fields", async () => {
    const { uuid, api } = await atContact();
    const { version } = await statusOf(api, uuid);
    const { titleOwnership: _asked, ...unanswered } = validAnswers.contact;
    const cases: Array<[object, Array<{ pointer: string; messageKey: string }>]> = [
      [unanswered, [{ pointer: '/titleOwnership', messageKey: 'errors.titleOwnership.required' }]],
      [
        { ...validAnswers.contact, titleOwnership: 'JOINT' },
        [
          { pointer: '/coOwnerName', messageKey: 'errors.name.firstRequired' },
          { pointer: '/coOwnerEmail', messageKey: 'errors.email.required' },
        ],
      ],
      [{ ...validAnswers.contact, ...CO_OWNER, coOwnerEmail: 'sam.owner@example' }, [{ pointer: '/coOwnerEmail', messageKey: 'errors.email.invalid' }]],
    ];
    for (const [answers, fields] of cases) {
      const reply = await api.post(apiRoutes.events.path({ uuid }), { type: 'SUBMIT_CONTACT', version, answers });
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      const body = reply.body as { code: string; fields: Array<{ pointer: string; messageKey: string }> };
      expect(body.code).toBe('INVALID_REQUEST');
      expect(body.fields.map(({ pointer, messageKey }) => ({ pointer, messageKey }))).toEqual(fields);
    }
    const after = await statusOf(api, uuid);
    expect(after).toMatchObject({ status: 'COLLECT_ADDITIONAL_INFO', version });
    expect((await api.get(apiRoutes.summary.path({ uuid }))).body).not.toHaveProperty('answers.contact');
  });

  it('stores the title answer and the co-owner on the application, and the summary shows them', async () => {
    const { uuid, api } = await atContact();
    const moved = await send(api, uuid, 'SUBMIT_CONTACT', { ...validAnswers.contact, ...CO_OWNER });
    expect(moved.status).toBe('HMDA');
    const contact = await api.get(apiRoutes.answers.path({ uuid, flowId: 'contact' }));
    expect(contact.status).toBe(200);
    expect((contact.body as { answers: object }).answers).toEqual({ ...validAnswers.contact, ...CO_OWNER });
    const summary = (await api.get(apiRoutes.summary.path({ uuid }))).body as { answers: { contact: object } };
    expect(summary.answers.contact).toEqual({ ...validAnswers.contact, ...CO_OWNER });
    // The sole owner: no co-owner asked, none kept.
    const sole = await atContact();
    await send(sole.api, sole.uuid, 'SUBMIT_CONTACT', { ...validAnswers.contact });
    expect(((await sole.api.get(apiRoutes.answers.path({ uuid: sole.uuid, flowId: 'contact' }))).body as { answers: object }).answers).toEqual(validAnswers.contact);
  }, 60_000);
});
