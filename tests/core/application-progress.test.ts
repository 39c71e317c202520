// The 'Application progress' tracker (spec section 4): the stage of a screen and the steps shown,
// from flows/heloc/application-progress.json; and what npm run check rejects in that file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stageOfScreen, visibleSteps, type ApplicationProgress } from '../../src/core/status/progress';
import { parseApplicationProgress } from '../../src/core/status/progress-check';

const file = join(import.meta.dirname, '../../flows/heloc/application-progress.json');
const progress = JSON.parse(readFileSync(file, 'utf8')) as ApplicationProgress;

describe('stageOfScreen', () => {
  it('gives each screen the stage of its step, and 0 to an unknown one or none', () => {
    expect(
      [undefined, 'error/decline', 'product/select', 'start/hmda', 'income/review', 'identity', 'signing/intro', 'notary/intro', 'notary/reserve-manual', 'complete'].map(
        (s) => stageOfScreen(progress, s),
      ),
    ).toEqual([0, 0, 1, 2, 3, 4, 5, 6, 6, 7]);
  });

  it('matches a prefix row only at a slash', () => {
    expect(stageOfScreen(progress, 'identity-extra')).toBe(0);
  });
});

describe('visibleSteps', () => {
  const labels = (application: unknown) => visibleSteps(progress, application).map((s) => s.label.split('.').pop());
  it("ends with 'Talk to eNotary' unless the status says manual notary", () => {
    const first = ['basicInfo', 'selectOffer', 'moreInfo', 'linkIncome', 'verifyIdentity', 'signDocuments'];
    expect(labels({})).toEqual([...first, 'talkToENotary']);
    expect(labels({ status: { manualNotary: false } })).toEqual([...first, 'talkToENotary']);
    expect(labels({ status: { manualNotary: true } })).toEqual([...first, 'scheduleNotary']);
  });
});

describe('parseApplicationProgress', () => {
  const parse = (change: (p: Record<string, any>) => void, hasKey = (_k: string) => true) => { // eslint-disable-line @typescript-eslint/no-explicit-any
    const copy = structuredClone(progress) as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    change(copy);
    return parseApplicationProgress(copy, hasKey).problems;
  };
  it('accepts the committed file', () => {
    expect(parse(() => {})).toEqual([]);
  });
  it('rejects a row naming no stage, a missing copy key and an unknown operation', () => {
    expect(parse((p) => (p.screenStages[0].stage = 'PRODUCT'))).toEqual([{ pointer: '/screenStages/0/stage', reason: 'names no stage: "PRODUCT"' }]);
    expect(parse(() => {}, (k) => !k.endsWith('basicInfo'))).toEqual([{ pointer: '/steps/0/label', reason: 'missing copy key "shell.progress.steps.basicInfo"' }]);
    expect(parse((p) => (p.steps[6].if = { eval: [] }))).toEqual([{ pointer: '/steps/6/if', reason: 'unknown operation "eval"' }]);
  });
  it('rejects what the schema forbids', () => {
    expect(parse((p) => delete p.unknownStage).length).toBeGreaterThan(0);
  });
});
