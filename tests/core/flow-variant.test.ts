// The legacy /register: a flow variant reusing register-v2's steps (expanded from data), its
// paths with the application id removed, its progress, and register-v2's fallback rule.
import { describe, expect, it } from 'vitest';
import { appIdOf, fallbackPath, getStepByPath, progress, stepPath } from '../../src/core/flow/engine';
import { expandFlowFiles, expandVariant } from '../../src/core/flow/variant';
import { routedAt } from '../../src/core/flow/types';
import { flows, registerV2 } from './helpers';

const legacy = routedAt(flows.get('register')!, '');
const APP = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('flow variants', () => {
  it('reuse the base flow steps, groups and submit action under their own id and basePath', () => {
    expect(legacy.basePath).toBe('/account/heloc/register');
    expect(legacy.steps).toEqual(registerV2.steps);
    expect(legacy.groups).toEqual(registerV2.groups);
    expect(legacy.submitAction).toBe(registerV2.submitAction);
  });

  it('do not inherit the base fallback (the legacy flow is where register-v2 falls back to)', () => {
    expect(registerV2.fallback).toBeDefined();
    expect(legacy.fallback).toBeUndefined();
    expect(expandVariant({ id: 'x', variantOf: 'b', basePath: '/x' }, { id: 'b', basePath: '/b', appIdInPath: true, steps: [] })).toEqual({ id: 'x', basePath: '/x', steps: [] });
  });

  it('report a base that is missing or itself a variant', () => {
    const files = [
      { file: 'a.flow.json', value: { id: 'a', variantOf: 'b', basePath: '/a' } },
      { file: 'b.flow.json', value: { id: 'b', variantOf: 'c', basePath: '/b' } },
    ];
    expect(expandFlowFiles(files).map((f) => f.problems[0]?.pointer)).toEqual(['/variantOf', '/variantOf']);
  });
});

describe('legacy register paths', () => {
  it('resolve the step with the app id segment removed', () => {
    expect(getStepByPath(legacy, `/account/heloc/register/${APP}/birthdate`)?.id).toBe('birthdate');
    expect(getStepByPath(legacy, `/account/heloc/register/${APP}`)?.id).toBe('index');
    expect(getStepByPath(legacy, '/account/heloc/register/birthdate')?.id).toBe('birthdate');
    expect(getStepByPath(legacy, '/account/heloc/register/not-a-uuid/birthdate')).toBeUndefined();
  });

  it('keep the app id in the next step URL', () => {
    const step = legacy.steps.find((s) => s.id === 'for-sale')!;
    expect(appIdOf(legacy, `/account/heloc/register/${APP}/birthdate`)).toBe(APP);
    expect(stepPath(legacy, step, APP)).toBe(`/account/heloc/register/${APP}/for-sale`);
    expect(stepPath(legacy, step)).toBe('/account/heloc/register/for-sale');
  });

  it('never read an app id in a flow without appIdInPath', () => {
    expect(appIdOf(registerV2, `/account/heloc/register-v2/${APP}/birthdate`)).toBeUndefined();
    expect(getStepByPath(registerV2, `/account/heloc/register-v2/${APP}/birthdate`)).toBeUndefined();
  });

  it("count progress on the applicant's path, as register-v2 does", () => {
    expect(progress(legacy, 'index')).toEqual({ position: 1, total: undefined, percent: 13 });
    expect(progress(legacy, 'annual-income')).toEqual(progress(registerV2, 'annual-income'));
  });
});

describe('fallbackPath', () => {
  it('sends register-v2 to /register only when the redesign experiment is off', () => {
    expect(fallbackPath(registerV2, {}, { flags: { 'fe-heloc-redesign-2025': false } })).toBe('/account/heloc/register');
    expect(fallbackPath(registerV2, {}, { flags: { 'fe-heloc-redesign-2025': true } })).toBeUndefined();
    expect(fallbackPath(legacy, {}, { flags: { 'fe-heloc-redesign-2025': false } })).toBeUndefined();
  });
});
