// The flow runner's pure parts: which step a URL shows and each step's URL (routed journeys and
// application form screens), a form screen's prefill, and what a failed event send means.
import { describe, expect, it } from 'vitest';
import { requestedStep, stepParamOf, stepUrl } from '../../src/client/form-kit/flow-runner/step-url';
import { prefillAnswers } from '../../src/client/form-kit/flow-runner/prefill';
import { eventFailureOf } from '../../src/client/lib/application-events';
import { routedAt } from '../../src/core/flow/types';
import { flows, registerV2 } from '../core/helpers';

const UUID = '3f0c8a4e-1b2d-4c5e-8f9a-0b1c2d3e4f5a';
const contactAt = `/account/heloc/${UUID}/start/contact`;
const contact = routedAt(flows.get('contact')!, contactAt);
const failure = (status: number, code?: string, fields: Array<{ pointer: string; message: string }> = []) => ({ status, code, message: 'Nope', fields });

describe('step URLs of a routed journey (register-v2)', () => {
  it('find the step by its path, else by the step parameter', () => {
    expect(requestedStep(registerV2, '/account/heloc/register-v2/birthdate', '')?.id).toBe('birthdate');
    expect(requestedStep(registerV2, '/account/heloc/register-v2/nope', '?step=birthdate')?.id).toBe('birthdate');
    expect(requestedStep(registerV2, '/account/heloc/register-v2/nope', '')).toBeUndefined();
  });

  it('carry the other query parameters along, set the step and drop the ones asked', () => {
    const step = registerV2.steps.find((s) => s.id === 'for-sale')!;
    expect(stepUrl(registerV2, step, '/account/heloc/register-v2', '?referrer=abc&preAuth=n1&step=property-info', ['preAuth'])).toBe(
      '/account/heloc/register-v2/for-sale?referrer=abc&step=sale-status',
    );
  });
});

describe('step URLs of an application form screen (contact)', () => {
  it('have no step parameter: the path alone names the step', () => {
    expect(stepParamOf(contact)).toBeUndefined();
    expect(requestedStep(contact, contactAt, '')?.id).toBe('index');
    expect(requestedStep(contact, `${contactAt}/mailing-address`, '')?.id).toBe('mailing-address');
    expect(requestedStep(contact, `${contactAt}/nope`, '?step=mailing-address')).toBeUndefined();
  });

  it('lie below /account/heloc/{uuid}/{screen}, keeping any query as it is', () => {
    const step = contact.steps.find((s) => s.id === 'phone-and-status')!;
    expect(stepUrl(contact, step, `${contactAt}/mailing-address`, '')).toBe(`${contactAt}/phone-and-status`);
    expect(stepUrl(contact, contact.steps[0]!, `${contactAt}/phone-and-status`, '?x=1')).toBe(`${contactAt}?x=1`);
  });
});

describe('a form screen prefill', () => {
  it("takes the mobile phone from the applicant's profile", () => {
    expect(prefillAnswers(contact, { profile: { phoneNumber: '(555) 123-4567' } })).toEqual({ phoneNumber: '(555) 123-4567' });
  });

  it('leaves out what the profile does not have', () => {
    expect(prefillAnswers(contact, {})).toEqual({});
    expect(prefillAnswers(contact, { profile: { phoneNumber: '' } })).toEqual({});
    expect(prefillAnswers(flows.get('hmda')!, { profile: { phoneNumber: '(555) 123-4567' } })).toEqual({});
  });
});

describe('a failed event send (the one interpreter, flow and bespoke screens alike)', () => {
  it('from a stale tab (409 VERSION_CONFLICT) offers a reload', () => {
    expect(eventFailureOf(failure(409, 'VERSION_CONFLICT'))).toEqual({ kind: 'conflict' });
  });

  it('of an event the status no longer allows routes again', () => {
    expect(eventFailureOf(failure(409, 'EVENT_NOT_ALLOWED'))).toEqual({ kind: 'moved-on', message: 'Nope' });
  });

  it("with invalid answers (400 INVALID_REQUEST with field messages, as the server answers them) puts the server's messages at the fields", () => {
    const fields = [{ pointer: '/ssn', message: 'errors.ssn.invalid' }];
    expect(eventFailureOf(failure(400, 'INVALID_REQUEST', fields))).toEqual({ kind: 'fields', fields, message: 'Nope' });
  });

  it('with an invalid request that names no field keeps the answers for another try', () => {
    expect(eventFailureOf(failure(400, 'INVALID_REQUEST'))).toEqual({ kind: 'retry', message: 'Nope' });
  });

  it('for any other reason keeps the answers for another try', () => {
    expect(eventFailureOf(failure(500))).toEqual({ kind: 'retry', message: 'Nope' });
    expect(eventFailureOf(failure(400, 'BAD_REQUEST'))).toEqual({ kind: 'retry', message: 'Nope' });
    expect(eventFailureOf(undefined)).toEqual({ kind: 'retry', message: undefined });
  });
});
