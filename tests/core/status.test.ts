// The status machine: a pure transition function over the data in flows/ (effects returned, not run).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { enter, kindOf, parseStatusMachine, transition } from '../../src/core/status/machine';
import { pipelineSteps } from '../../src/core/status/steps';
import { repoRoot } from './helpers';

const parsed = parseStatusMachine(JSON.parse(readFileSync(join(repoRoot, 'flows/heloc/prequal.status-machine.json'), 'utf8')));
if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
const machine = parsed.value;

describe('status machine', () => {
  it('runs the soft credit step when an application enters its initial status', () => {
    expect(enter(machine, machine.initial)).toEqual({ status: 'IN_PROGRESS', effects: [{ type: 'runStep', step: 'softCredit', status: 'IN_PROGRESS' }] });
  });

  it('moves on an outcome and returns the next step as an effect', () => {
    expect(transition(machine, 'IN_PROGRESS', 'MATCH')).toEqual({
      status: 'WAITING_FOR_PROPERTY_SEARCH',
      effects: [{ type: 'runStep', step: 'propertySearch', status: 'WAITING_FOR_PROPERTY_SEARCH' }],
    });
    expect(transition(machine, 'WAITING_FOR_INITIAL_OFFERS', 'OFFERS')).toEqual({ status: 'OFFER_SELECTION', effects: [] });
  });

  it('ends in a terminal status with no effects when the credit file is frozen', () => {
    const next = transition(machine, 'IN_PROGRESS', 'FROZEN');
    expect(next).toEqual({ status: 'SOFT_CREDIT_LOCKED_OR_FROZEN', effects: [] });
    expect(kindOf(machine, next.status)).toBe('terminal');
  });

  it('throws on a move the machine does not have (terminal states stay terminal, no going back)', () => {
    expect(() => transition(machine, 'DECLINED', 'ELIGIBLE')).toThrow('No transition from DECLINED on ELIGIBLE in heloc-prequal');
    expect(() => transition(machine, 'OFFER_SELECTION', 'MATCH')).toThrow('No transition from OFFER_SELECTION on MATCH');
  });

  it('marks the in-progress statuses the client polls', () => {
    const polled = Object.keys(machine.states).filter((s) => kindOf(machine, s) === 'in-progress');
    expect(polled).toEqual(['IN_PROGRESS', 'WAITING_FOR_PROPERTY_SEARCH', 'WAITING_FOR_AVM', 'WAITING_FOR_ELIGIBILITY', 'WAITING_FOR_INITIAL_OFFERS']);
  });
});

describe('status machine walks (property)', () => {
  it('stays inside the graph, runs exactly the step of each in-progress status, and never leaves a terminal status', async () => {
    const fc = (await import('fast-check')).default;
    const outcomes = [...new Set(Object.values(pipelineSteps).flat())];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...outcomes), { maxLength: 12 }), (events) => {
        let { status, effects } = enter(machine, machine.initial);
        for (const outcome of events) {
          const state = machine.states[status]!;
          expect(effects).toEqual(state.step ? [{ type: 'runStep', step: state.step, status }] : []);
          if (!state.on?.[outcome]) {
            // A move the machine lacks is refused, and the status stays where it was.
            expect(() => transition(machine, status, outcome)).toThrow();
            continue;
          }
          ({ status, effects } = transition(machine, status, outcome));
          expect(machine.states[status]).toBeDefined();
        }
        if (kindOf(machine, status) === 'terminal') {
          for (const outcome of outcomes) expect(() => transition(machine, status, outcome)).toThrow();
        }
      }),
      { numRuns: 2000 },
    );
  });
});
