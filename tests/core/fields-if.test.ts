// A step's fieldsIf (issue 29): a field behind a flag is drawn, answered and kept only while its
// rule holds; npm run check allows it only on an optional field of the step.
import { describe, expect, it } from 'vitest';
import { analyseFlow } from '../../src/core/flow/analyse';
import { hiddenFields, shownStep } from '../../src/core/flow/fields-if';
import { visitedAnswers } from '../../src/core/flow/submission';
import type { Flow, FlowContext } from '../../src/core/flow/types';
import { hasCopyKey } from '../../src/core/copy/resolve';
import { copyEn, registerV2 } from './helpers';

const finalStep = registerV2.steps.find((s) => s.id === 'set-password')!;
const withFlag = (on: boolean): FlowContext => ({ flags: { 'fe-heloc-sms-transactional-consent': on } }) as FlowContext;

describe('fieldsIf', () => {
  it('hides the SMS transactional consent of register-v2 while its flag is off, and shows it while on', () => {
    expect(hiddenFields(finalStep, {}, withFlag(false))).toEqual(['smsTransactionalConsent']);
    const hidden = shownStep(finalStep, {}, withFlag(false));
    expect(Object.keys((hidden.schema as { properties: object }).properties)).not.toContain('smsTransactionalConsent');
    expect((hidden.uiSchema as { 'ui:order': string[] })['ui:order']).toEqual(['password', 'confirmPassword', 'termPrivacyConsent', 'communicationConsent', 'smsMarketingConsent']);
    expect(hidden.uiSchema).not.toHaveProperty('smsTransactionalConsent');
    expect(shownStep(finalStep, {}, withFlag(true))).toBe(finalStep);
  });

  it('drops the answer of a hidden field from what the server keeps', () => {
    const visited = (on: boolean) => Object.keys(visitedAnswers(registerV2, { smsTransactionalConsent: true, smsMarketingConsent: false }, { ...withFlag(on), signedIn: false } as FlowContext)).sort();
    expect(visited(false)).toEqual(['smsMarketingConsent']);
    expect(visited(true)).toEqual(['smsMarketingConsent', 'smsTransactionalConsent']);
  });

  it('npm run check refuses a fieldsIf on a required field or on no field of the step', () => {
    const flow = structuredClone(registerV2) as Flow;
    const i = flow.steps.findIndex((s) => s.id === 'set-password');
    flow.steps[i]!.fieldsIf = { termPrivacyConsent: { var: 'context.flags.x' }, nothing: true };
    expect(analyseFlow(flow, { hasCopyKey: (k) => hasCopyKey(copyEn, k) }).filter((p) => p.pointer.includes('fieldsIf'))).toEqual([
      { pointer: `/steps/${i}/fieldsIf/termPrivacyConsent`, reason: 'field "termPrivacyConsent" is required, so it cannot be hidden' },
      { pointer: `/steps/${i}/fieldsIf/nothing`, reason: 'names no field of step "set-password": "nothing"' },
    ]);
  });
});
