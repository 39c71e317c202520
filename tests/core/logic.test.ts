import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evaluate, knownOperations, listOperations } from '../../src/core/logic';

const run = (rule: unknown, answers: unknown = {}, context: unknown = {}) => evaluate(rule, { answers, context });

describe('age', () => {
  it('counts whole years on a date, the birthday itself included', () => {
    expect(run({ age: ['2008-11-21', '2026-11-21'] })).toBe(18);
    expect(run({ age: ['2008-11-22', '2026-11-21'] })).toBe(17);
    expect(run({ age: [{ year: 1964, month: 11, day: 21 }, '2026-11-21'] })).toBe(62);
  });
  it('treats a 29 February birthday as reached on 1 March in common years', () => {
    expect(run({ age: ['2008-02-29', '2026-02-28'] })).toBe(17);
    expect(run({ age: ['2008-02-29', '2026-03-01'] })).toBe(18);
  });
  it('is null for a date that does not exist', () => {
    expect(run({ age: [{ year: 1990, month: 2, day: 30 }, '2026-11-21'] })).toBeNull();
    expect(run({ age: ['not a date', '2026-11-21'] })).toBeNull();
  });
  it('never decreases as the on-date moves forward', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), fc.integer({ min: 0, max: 40000 }), (dob, days) => {
        const iso = (d: Date) => d.toISOString().slice(0, 10);
        const on = new Date(dob.getTime() + days * 86_400_000);
        const later = new Date(on.getTime() + 86_400_000);
        const a = run({ age: [iso(dob), iso(on)] }) as number;
        const b = run({ age: [iso(dob), iso(later)] }) as number;
        return a >= 0 && b >= a && b - a <= 1;
      }),
    );
  });
});

describe('minimumAge', () => {
  it('is 18, or 19 in Alabama, by default', () => {
    expect(run({ minimumAge: ['TX', null] })).toBe(18);
    expect(run({ minimumAge: ['AL', null] })).toBe(19);
    expect(run({ minimumAge: ['al', null] })).toBe(19);
    expect(run({ minimumAge: [undefined, null] })).toBe(18);
  });
  it('is 62 everywhere under the age-restricted rule, Alabama included', () => {
    // json-logic reads an object literal as an operation, so rules pass the age rule by var.
    const rule = (ageRule: unknown, state: string) => run({ minimumAge: [state, { var: 'context.ageRule' }] }, {}, { ageRule });
    expect(rule({ minimum: 62 }, 'TX')).toBe(62);
    expect(rule({ minimum: 62, byState: { AL: 19 } }, 'AL')).toBe(62);
  });
  it('combines with age as the birthdate rule does', () => {
    const tooYoung = { '<': [{ age: [{ var: 'answers.dob' }, { var: 'context.today' }] }, { minimumAge: [{ var: 'answers.state' }, { var: 'context.ageRule' }] }] };
    expect(run(tooYoung, { dob: '2007-11-22', state: 'AL' }, { today: '2026-11-21' })).toBe(true);
    expect(run(tooYoung, { dob: '2007-11-22', state: 'GA' }, { today: '2026-11-21' })).toBe(false);
    expect(run(tooYoung, { dob: '1964-11-21', state: 'GA' }, { today: '2026-11-21', ageRule: { minimum: 62 } })).toBe(false);
    expect(run(tooYoung, { dob: '1964-11-22', state: 'GA' }, { today: '2026-11-21', ageRule: { minimum: 62 } })).toBe(true);
  });
});

describe('daysSince', () => {
  it('counts calendar days, for the 90-day purchase rule and the 45-day HELOC rule', () => {
    expect(run({ daysSince: ['2026-08-23', '2026-11-21'] })).toBe(90);
    expect(run({ daysSince: ['2026-10-07', '2026-11-21'] })).toBe(45);
    expect(run({ '<': [{ daysSince: ['2026-08-24', '2026-11-21'] }, 90] })).toBe(true);
    expect(run({ daysSince: ['garbage', '2026-11-21'] })).toBeNull();
  });
});

describe('inList', () => {
  it('is true only for a member of a list', () => {
    expect(run({ inList: ['NY', ['NY', 'HI']] })).toBe(true);
    expect(run({ inList: ['TX', ['NY', 'HI']] })).toBe(false);
    expect(run({ inList: ['NY', null] })).toBe(false);
  });
});

describe('listOperations', () => {
  it('finds every operation with its pointer, including unknown ones', () => {
    const ops = listOperations({ and: [{ var: 'a' }, { frobnicate: [1] }] }, '/x');
    expect(ops).toEqual([
      { op: 'and', pointer: '/x' },
      { op: 'var', pointer: '/x/and/0' },
      { op: 'frobnicate', pointer: '/x/and/1' },
    ]);
    expect(knownOperations.has('frobnicate')).toBe(false);
    expect(knownOperations.has('age')).toBe(true);
  });
});
