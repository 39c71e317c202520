// The status machine: a pure transition function over the data in flows/ (refusals and effects
// returned as values, never run), and the legal order proved on every path through it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedEvents, enter, kindOf, parseStatusMachine, sendersOf, transition, type StatusMachine } from '../../src/core/status/machine';
import { pipelineSteps } from '../../src/core/status/steps';
import { repoRoot } from './helpers';

const raw = () => JSON.parse(readFileSync(join(repoRoot, 'flows/heloc/application.status-machine.json'), 'utf8')) as StatusMachine;
const parsed = parseStatusMachine(raw());
if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
const machine = parsed.value;
const offerSet = { offers: [{ id: '30-0.0499', minDraw: 50_000, maxDraw: 150_000 }] } as never;
const accepted = { facts: { offerSelected: 'yes', earlyDisclosures: { deliveredAt: 'now' } } };

describe('status machine', () => {
  it('runs the soft credit step when an application enters its initial status', () => {
    expect(enter(machine, machine.initial)).toEqual({ status: 'IN_PROGRESS', actions: [], effects: [{ type: 'runStep', step: 'softCredit', status: 'IN_PROGRESS' }] });
  });

  it('moves on a step outcome and returns the next step as an effect', () => {
    expect(transition(machine, 'IN_PROGRESS', 'MATCH')).toEqual({
      ok: true,
      status: 'WAITING_FOR_PROPERTY_SEARCH',
      actions: [],
      effects: [{ type: 'runStep', step: 'propertySearch', status: 'WAITING_FOR_PROPERTY_SEARCH' }],
    });
    expect(transition(machine, 'WAITING_FOR_INITIAL_OFFERS', 'OFFERS')).toEqual({ ok: true, status: 'OFFER_SELECTION', actions: [], effects: [] });
  });

  it('refuses an event the status does not have as a value, not a throw', () => {
    expect(transition(machine, 'DECLINED', 'ELIGIBLE')).toEqual({ ok: false, code: 'EVENT_NOT_ALLOWED' });
    expect(transition(machine, 'OFFER_SELECTION', 'SUBMIT_HMDA')).toEqual({ ok: false, code: 'EVENT_NOT_ALLOWED' });
  });

  it('takes an offer only within its draw range (spec section 5 offer match)', () => {
    const select = (amount: number, offerId = '30-0.0499') => transition(machine, 'OFFER_SELECTION', 'SELECT_OFFER', { facts: {}, offerSet, answers: { offerId, amount } });
    expect(select(100_000)).toEqual({ ok: true, status: 'OFFER_SELECTION', actions: ['recordSelectedOffer', 'deliverEarlyDisclosures'], effects: [] });
    expect(select(150_001)).toEqual({ ok: false, code: 'GUARD_FAILED', guard: 'offerMatches' });
    expect(select(49_999)).toEqual({ ok: false, code: 'GUARD_FAILED', guard: 'offerMatches' });
    expect(select(100_000, '20-0')).toEqual({ ok: false, code: 'GUARD_FAILED', guard: 'offerMatches' });
  });

  it('accepts an offer only after its early disclosures were delivered, recording the hard-credit consent', () => {
    expect(transition(machine, 'OFFER_SELECTION', 'ACCEPT_OFFER')).toEqual({ ok: false, code: 'GUARD_FAILED', guard: 'offerAcceptable' });
    expect(transition(machine, 'OFFER_SELECTION', 'ACCEPT_OFFER', accepted)).toEqual({
      ok: true,
      status: 'COLLECT_ADDITIONAL_INFO',
      actions: ['recordHardCreditConsent', 'recordOfferAcceptance'],
      effects: [],
    });
  });

  it('lists the applicant events allowed now, judging guards on recorded facts only', () => {
    expect(allowedEvents(machine, 'OFFER_SELECTION', { facts: {} })).toEqual(['SELECT_OFFER']);
    expect(allowedEvents(machine, 'OFFER_SELECTION', accepted)).toEqual(['SELECT_OFFER', 'ACCEPT_OFFER']);
    expect(allowedEvents(machine, 'HMDA', { facts: {} })).toEqual(['SUBMIT_HMDA', 'SUBMIT_CONTACT', 'SAVE_PROFILE']);
    expect(allowedEvents(machine, 'WAITING_FOR_AVM', { facts: {} })).toEqual([]);
    expect(sendersOf(machine, 'CANCEL')).toEqual(['staff']);
    expect(sendersOf(machine, 'MATCH')).toEqual(['pipeline']);
  });

  it('runs a step again after a pause when its outcome returns to the same status', () => {
    expect(transition(machine, 'WAITING_FOR_BPO', 'PENDING')).toEqual({
      ok: true,
      status: 'WAITING_FOR_BPO',
      actions: [],
      effects: [{ type: 'runStep', step: 'bpo', status: 'WAITING_FOR_BPO', startAfterSeconds: 60 }],
    });
  });
});

describe('status machine parse and legal order', () => {
  const problems = (edit: (m: StatusMachine) => void) => {
    const m = raw();
    edit(m);
    const r = parseStatusMachine(m);
    return r.ok ? [] : r.problems;
  };

  it('proves the hard pull never runs before the hard-credit consent on any path', () => {
    const found = problems((m) => {
      m.events.SKIP = { by: 'applicant' };
      m.states.COLLECT_ADDITIONAL_INFO!.on!.SKIP = 'HARD_CREDIT_PULL';
      m.states.OFFER_SELECTION!.on!.ACCEPT_OFFER = { target: 'COLLECT_ADDITIONAL_INFO', guard: 'earlyDisclosuresDelivered', actions: ['recordOfferAcceptance'] };
    });
    expect(parseStatusMachine(raw()).ok).toBe(true);
    expect(found).toContainEqual({
      pointer: '/states/HARD_CREDIT_PULL/step',
      reason: expect.stringMatching(/^step hardCredit can happen before hardCreditConsent \(path: .*SKIP → HARD_CREDIT_PULL\)$/),
    });
  });

  it('proves an offer is never accepted before the early disclosures (the guard is what makes sure)', () => {
    const found = problems((m) => {
      m.states.OFFER_SELECTION!.on!.ACCEPT_OFFER = { target: 'COLLECT_ADDITIONAL_INFO', actions: ['recordHardCreditConsent'] };
    });
    expect(found.map((p) => p.reason)).toContainEqual(expect.stringMatching(/^event ACCEPT_OFFER can happen before earlyDisclosures/));
  });

  it('names unknown guards, actions, steps, events and unreachable states', () => {
    const found = problems((m) => {
      m.states.OFFER_SELECTION!.on!.SELECT_OFFER = { target: 'OFFER_SELECTION', guard: 'noSuchGuard', actions: ['noSuchAction'] };
      m.states.HMDA!.on!.NOT_DECLARED = 'APP_SUBMISSION';
      m.states.LONELY = { kind: 'stable' };
    });
    expect(found).toEqual(
      expect.arrayContaining([
        { pointer: '/states/OFFER_SELECTION/on/SELECT_OFFER/guard', reason: 'unknown guard "noSuchGuard"' },
        { pointer: '/states/OFFER_SELECTION/on/SELECT_OFFER/actions/0', reason: 'unknown action "noSuchAction"' },
        { pointer: '/states/HMDA/on/NOT_DECLARED', reason: 'NOT_DECLARED is neither a declared event nor an outcome of this state\'s step' },
        { pointer: '/states/LONELY', reason: 'no transition reaches this state' },
      ]),
    );
  });

  it('names a guardless candidate before the last one of a list, and an unknown guard by its index', () => {
    const found = problems((m) => {
      m.states.HARD_CREDIT_PULL!.on!.CLEAR = [{ target: 'IDENTITY_VERIFICATION' }, { target: 'LIEN_REVIEW', guard: 'noSuchGuard' }];
    });
    expect(found).toEqual(
      expect.arrayContaining([
        { pointer: '/states/HARD_CREDIT_PULL/on/CLEAR/0', reason: 'a candidate without a guard must be the last' },
        { pointer: '/states/HARD_CREDIT_PULL/on/CLEAR/1/guard', reason: 'unknown guard "noSuchGuard"' },
      ]),
    );
  });
});

describe('guarded candidates and a status\'s own conditions (the DSCR machine)', () => {
  const dscr = parseStatusMachine(JSON.parse(readFileSync(join(repoRoot, 'flows/dscr/dscr.status-machine.json'), 'utf8')));
  if (!dscr.ok) throw new Error(JSON.stringify(dscr.problems));
  const m = dscr.value;
  const lease = { facts: { leaseMonthlyRent: 3000 } };

  it('takes the first candidate whose guard holds: the lease review with a lease rent, identity without', () => {
    expect(transition(m, 'HARD_CREDIT_PULL', 'CLEAR', lease)).toEqual({
      ok: true,
      status: 'LEASE_REVIEW',
      actions: [],
      effects: [{ type: 'raiseConditions', categories: ['LEASE_DOCUMENT_REQUEST'] }],
    });
    expect(transition(m, 'HARD_CREDIT_PULL', 'CLEAR', { facts: {} })).toMatchObject({ ok: true, status: 'IDENTITY_VERIFICATION', effects: [] });
    expect(transition(m, 'HARD_CREDIT_PULL', 'CLEAR', { facts: { leaseMonthlyRent: 0 } })).toMatchObject({ ok: true, status: 'IDENTITY_VERIFICATION' });
    expect(transition(m, 'DELINQUENCY_REVIEW', 'CLEAR_REVIEW', lease)).toMatchObject({ ok: true, status: 'LEASE_REVIEW' });
    expect(transition(m, 'LIEN_REVIEW', 'SUBMIT_LIENS', lease)).toMatchObject({ ok: true, status: 'LEASE_REVIEW', actions: ['recordLienPayoffs'] });
    expect(transition(m, 'LIEN_REVIEW', 'SUBMIT_LIENS', { facts: {} })).toMatchObject({ ok: true, status: 'IDENTITY_VERIFICATION', actions: ['recordLienPayoffs'] });
  });

  it('clears the conditions of the status it leaves, and lists its staff events', () => {
    expect(transition(m, 'LEASE_REVIEW', 'CLEAR_REVIEW', lease)).toEqual({
      ok: true,
      status: 'IDENTITY_VERIFICATION',
      actions: [],
      effects: [{ type: 'clearConditions', categories: ['LEASE_DOCUMENT_REQUEST'] }],
    });
    expect(allowedEvents(m, 'LEASE_REVIEW', lease, 'staff').sort()).toEqual(['CANCEL', 'CLEAR_REVIEW', 'DECLINE']);
    expect(allowedEvents(m, 'LEASE_REVIEW', lease)).toEqual([]);
  });
});

describe('status machine walks (property)', () => {
  it('stays inside the graph, runs exactly the step of each status entered, and never leaves a terminal status', async () => {
    const fc = (await import('fast-check')).default;
    const events = [...new Set([...Object.values(pipelineSteps).flat(), ...Object.keys(machine.events)])];
    const facts = { offerSelected: 'x', earlyDisclosures: 'x', hardCreditConsent: 'x' };
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...events), { maxLength: 30 }), (sequence) => {
        let { status } = enter(machine, machine.initial);
        for (const event of sequence) {
          const next = transition(machine, status, event, { facts, offerSet, answers: { offerId: '30-0.0499', amount: 60_000 } });
          if (!next.ok) {
            expect(machine.states[status]!.on?.[event] === undefined || next.code === 'GUARD_FAILED').toBe(true);
            continue;
          }
          const step = machine.states[next.status]!.step;
          expect(next.effects.flatMap((e) => (e.type === 'runStep' ? [e.step] : []))).toEqual(step ? [step] : []);
          expect(kindOf(machine, status)).not.toBe('terminal');
          status = next.status;
        }
      }),
      { numRuns: 2000 },
    );
  });
});
