// The 'Application progress' tracker (spec section 4; issue 31): every status of each product's
// machine has its stage (or a note instead of the steps), the stage never falls back to 'Basic Info'
// after registration, moves only forward along the machine's transitions (but for a requalification,
// which sends the applicant back to the offers), and the last step of every product is funding; and
// what npm run check rejects in the file.
import { describe, expect, it } from 'vitest';
import { placeOfStatus, stepState, visibleSteps, type ApplicationProgress } from '../../src/core/status/progress';
import { parseApplicationProgress } from '../../src/core/status/progress-check';
import { productTables, targetsOf } from './product-tables';

const heloc = productTables.find((p) => p.product === 'heloc')!;
const progress = heloc.table('applicationProgress') as unknown as ApplicationProgress;
const label = (key: string) => key.split('.').pop();
const stageName = (p: ApplicationProgress, status: string) => {
  const place = placeOfStatus(p, status);
  return place.kind === 'off' ? 'OFF' : Object.entries(p.stages).find(([, n]) => n === place.stage)![0];
};
/** The tracker as a person reads it: each shown step with done, current or to do. */
const tracker = (p: ApplicationProgress, status: string, application: unknown = { status: { rightOfRescission: true } }) => {
  const place = placeOfStatus(p, status);
  if (place.kind === 'off') return place.note;
  return visibleSteps(p, application).map((s) => `${label(s.label)}:${stepState(p, s, place.stage)}`);
};

describe.each(productTables.map((p) => [p.product, p] as const))('application progress of %s', (_, p) => {
  const table = p.table('applicationProgress') as unknown as ApplicationProgress;
  const statuses = Object.keys(p.machine.states);

  it("places every status of the product's machine (npm run check's rule)", () => {
    expect(parseApplicationProgress(table, () => true, statuses).problems).toEqual([]);
  });

  it("never shows 'Basic Info' as the current step once the application exists", () => {
    expect(statuses.filter((s) => placeOfStatus(table, s).kind === 'stage' && stageName(table, s) === 'INITIAL')).toEqual([]);
  });

  it('moves forward along every transition, except back to the offers on a requalification', () => {
    const backwards = statuses.flatMap((from) =>
      targetsOf(p.machine.states[from]!.on).flatMap((to) => {
        const [a, b] = [placeOfStatus(table, from), placeOfStatus(table, to)];
        if (a.kind === 'off' || b.kind === 'off' || b.stage >= a.stage || to === 'CLTV_LIEN_POSITION_REQUALIFY') return [];
        return [`${from} -> ${to}`];
      }),
    );
    expect(backwards).toEqual([]);
  });

  it('ends with funding, each step with how long it takes', () => {
    expect(label(table.steps.at(-1)!.label)).toBe('funding');
    expect(table.steps.filter((s) => !s.estimate).map((s) => s.label)).toEqual([]);
  });

  it('keeps a decline and a cancellation off the tracker (no steps, no funding promise)', () => {
    expect(placeOfStatus(table, 'DECLINED')).toEqual({ kind: 'off', note: 'application.progress.notes.ended' });
    expect(placeOfStatus(table, 'CANCELLED')).toEqual({ kind: 'off', note: 'application.progress.notes.ended' });
  });
});

describe('the HELOC tracker', () => {
  it('keeps Sign Documents current while the applicant waits for a co-signer, and after signing', () => {
    for (const status of ['NOTE_SIGNING', 'WAITING_FOR_ESIGN', 'CO_DEED_REQ', 'WAITING_FOR_CO_DEED']) {
      expect(tracker(progress, status), status).toEqual([
        'basicInfo:done', 'selectOffer:done', 'moreInfo:done', 'linkIncome:done', 'verifyIdentity:done', 'signDocuments:current',
        'talkToENotary:todo', 'bank:todo', 'rescission:todo', 'funding:todo',
      ]);
    }
  });

  it('leaves the bank accounts, the right to cancel and funding to do after the notary', () => {
    expect(tracker(progress, 'DISBURSEMENT_ACCOUNT').slice(-4)).toEqual(['talkToENotary:done', 'bank:current', 'rescission:todo', 'funding:todo']);
    expect(tracker(progress, 'RESCISSION').slice(-3)).toEqual(['bank:done', 'rescission:current', 'funding:todo']);
    expect(tracker(progress, 'FUNDING_DECISION').slice(-2)).toEqual(['rescission:done', 'funding:current']);
  });

  it('shows the right to cancel for a principal dwelling only, and the notary step the status names', () => {
    expect(tracker(progress, 'RECORDING', { status: { rightOfRescission: false, manualNotary: true } }).slice(-3)).toEqual(['scheduleNotary:done', 'bank:done', 'funding:current']);
  });

  it('places an unknown status at the unknown stage (spec: unknown=0)', () => {
    expect(placeOfStatus(progress, 'NOT_A_STATUS')).toEqual({ kind: 'stage', stage: 0 });
    expect(placeOfStatus(progress, undefined)).toEqual({ kind: 'stage', stage: 0 });
  });
});

describe('parseApplicationProgress', () => {
  const parse = (change: (p: Record<string, any>) => void, hasKey = (_k: string) => true, statuses: string[] = []) => { // eslint-disable-line @typescript-eslint/no-explicit-any
    const copy = structuredClone(progress) as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    change(copy);
    return parseApplicationProgress(copy, hasKey, statuses).problems;
  };
  it('accepts the committed file', () => {
    expect(parse(() => {})).toEqual([]);
  });
  it('names a status with no stage, one with two places, a stage that does not exist, a missing copy key and an unknown operation', () => {
    expect(parse((p) => delete p.statusStages.HMDA, undefined, ['HMDA'])).toEqual([{ pointer: '/statusStages', reason: 'no stage for status HMDA' }]);
    expect(parse((p) => (p.offTrack.HMDA = 'application.progress.notes.ended'), undefined, ['HMDA'])).toEqual([{ pointer: '/offTrack/HMDA', reason: 'status HMDA has a stage and is off track' }]);
    expect(parse((p) => (p.statusStages.HMDA = 'PRODUCT'))).toEqual([{ pointer: '/statusStages/HMDA', reason: 'names no stage: "PRODUCT"' }]);
    expect(parse((p) => (p.steps[0].stage = 'PRODUCT'))).toEqual([{ pointer: '/steps/0/stage', reason: 'names no stage: "PRODUCT"' }]);
    expect(parse(() => {}, (k) => !k.endsWith('basicInfo'))).toEqual([
      { pointer: '/steps/0/label', reason: 'missing copy key "shell.progress.steps.basicInfo"' },
      { pointer: '/steps/0/estimate', reason: 'missing copy key "application.progress.estimates.basicInfo"' },
    ]);
    expect(parse((p) => (p.steps[6].if = { eval: [] }))).toEqual([{ pointer: '/steps/6/if', reason: 'unknown operation "eval"' }]);
  });
  it('rejects what the schema forbids', () => {
    expect(parse((p) => delete p.unknownStage).length).toBeGreaterThan(0);
    expect(parse((p) => delete p.steps[0].stage).length).toBeGreaterThan(0);
  });
});
