// The status-to-screen table (flows/heloc/status-screens.json) and the polling schedule the
// client follows (spec sections 4 and 9).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStatusMachine } from '../../src/core/status/machine';
import { decideAfterRead, maxTriesFor, pollDelayMs, pollSchedule, rereadDelayMs, rereadSchedule, resolveStatusRoute, type StatusScreens } from '../../src/core/status/screens';
import { coverageProblems, parseStatusScreens } from '../../src/core/status/screens-check';
import { repoRoot } from './helpers';

const readJson = (file: string): unknown => JSON.parse(readFileSync(join(repoRoot, file), 'utf8'));
const parsedTable = parseStatusScreens(readJson('flows/heloc/status-screens.json'));
if (!parsedTable.ok) throw new Error(JSON.stringify(parsedTable.problems));
const table = parsedTable.value;
const parsedMachine = parseStatusMachine(readJson('flows/heloc/application.status-machine.json'));
if (!parsedMachine.ok) throw new Error(JSON.stringify(parsedMachine.problems));
const machine = parsedMachine.value;

const screenOf = (status: string) => resolveStatusRoute(table, status);

describe('status screens', () => {
  it.each([
    ['OFFER_SELECTION', 'product/select'],
    ['REVISED_OFFER_SELECTION', 'product/select'],
    ['DECLINED', 'error/decline'],
    ['SOFT_CREDIT_LOCKED_OR_FROZEN', 'credit/error'],
    ['HARD_CREDIT_LOCKED_OR_FROZEN', 'credit/error'],
    ['CREDIT_NO_MATCH', 'credit/social'],
    ['CREDIT_NO_MATCH_SSN', 'review-app/no-credit'],
    ['NO_PROPERTY_FOUND', 'review-app/property'],
    ['MULTIPLE_PROPERTIES', 'review-app/property'],
    ['NO_AVM_FOUND', 'bpo/estimate-value'],
    ['NAV_BPO_ESTIMATE', 'bpo/estimate-value'],
    ['RESI_EVAL_ESTIMATE', 'bpo/estimate-value'],
    ['CREDIT_ERROR', 'error/credit'],
    ['UNKNOWN', 'error/timeout'],
    ['COMPLETE', '/'],
    ['CANCELLED', '/'],
  ])('sends %s to %s', (status, screen) => {
    expect(screenOf(status)).toEqual({ kind: 'screen', screen, known: true });
  });

  it('sends a status with no row (no match) to start/profile', () => {
    expect(screenOf('NOT_A_STATUS')).toEqual({ kind: 'screen', screen: 'start/profile', known: true });
    // Inherited object keys are not rows.
    expect(screenOf('constructor')).toEqual({ kind: 'screen', screen: 'start/profile', known: true });
  });

  it('sends an unrecognised status to error/timeout, marked unknown so the client logs it: an in-progress one polling gave up on', () => {
    expect(decideAfterRead(table, 'IN_PROGRESS', 19)).toEqual({ kind: 'route', screen: 'error/timeout', known: false });
    expect(decideAfterRead(table, 'WAITING_FOR_SOMETHING_NEW', 19)).toEqual({ kind: 'route', screen: 'error/timeout', known: false });
    // Without a noMatchScreen a status with no row is unrecognised too.
    const { noMatchScreen: _none, ...without } = table;
    expect(resolveStatusRoute(without, 'NOT_A_STATUS')).toEqual({ kind: 'screen', screen: 'error/timeout', known: false });
  });

  it('waits on in-progress statuses, including any WAITING_FOR status without a row', () => {
    for (const status of ['IN_PROGRESS', 'WAITING_FOR_AVM', 'GEN_NOTE_SIGNING', 'HARD_CREDIT_PULL', 'WAITING_FOR_SOMETHING_NEW']) {
      expect(screenOf(status), status).toEqual({ kind: 'wait' });
    }
  });

  it('has a row for every status of the prequal machine, agreeing on which are in progress', () => {
    expect(coverageProblems(table, machine, 'application.status-machine.json')).toEqual([]);
    for (const [status, state] of Object.entries(machine.states)) {
      expect(screenOf(status).kind === 'wait', status).toBe(state.kind === 'in-progress');
    }
  });

  it('reports a machine status without a row, and a row that disagrees on in-progress', () => {
    const { OFFER_SELECTION: _gone, ...statuses } = table.statuses;
    const broken: StatusScreens = { ...table, statuses: { ...statuses, WAITING_FOR_AVM: { screen: 'bpo/hold' } } };
    expect(coverageProblems(broken, machine, 'm.json')).toEqual([
      { pointer: '/statuses/WAITING_FOR_AVM', reason: 'm.json says WAITING_FOR_AVM is in-progress; the row must be inProgress' },
      { pointer: '/statuses', reason: 'no row for status OFFER_SELECTION of m.json' },
    ]);
  });

  it('routes an application with a DECLINE underwriting decision on to error/decline, whatever its status, but not off the disclosures page', () => {
    const declined = { uwDecision: 'DECLINE' };
    for (const status of ['OFFER_SELECTION', 'NOTE_SIGNING', 'UNDERWRITING_REVIEW', 'WAITING_FOR_AVM', 'NOT_A_STATUS']) {
      expect(resolveStatusRoute(table, status, declined), status).toEqual({ kind: 'screen', screen: 'error/decline', known: true });
      expect(resolveStatusRoute(table, status, declined, 'signing/intro'), status).toEqual({ kind: 'screen', screen: 'error/decline', known: true });
    }
    // On document/disclosures the status's own row decides: signing/intro, which shows the disclosures page.
    expect(resolveStatusRoute(table, 'NOTE_SIGNING', declined, 'document/disclosures')).toEqual({ kind: 'screen', screen: 'signing/intro', known: true });
    // Another decision, or none: the row.
    expect(resolveStatusRoute(table, 'OFFER_SELECTION', { uwDecision: 'SELECT' })).toEqual({ kind: 'screen', screen: 'product/select', known: true });
    expect(resolveStatusRoute(table, 'OFFER_SELECTION', {})).toEqual({ kind: 'screen', screen: 'product/select', known: true });
  });

  it('rejects a table whose screen is not a path below the application', () => {
    const bad = { ...table, statuses: { ...table.statuses, DECLINED: { screen: '/error/decline' } } };
    expect(parseStatusScreens(bad).problems.map((p) => p.pointer)).toContain('/statuses/DECLINED/screen');
  });
});

describe('status polling', () => {
  it('waits 1000 ms, doubling, capped at 5000 ms', () => {
    expect([0, 1, 2, 3, 4, 5, 19].map((n) => pollDelayMs(table.polling, n))).toEqual([1000, 2000, 4000, 5000, 5000, 5000, 5000]);
  });

  it('reads an in-progress status 20 times and any other 10 times', () => {
    expect(maxTriesFor(table, 'WAITING_FOR_AVM')).toBe(20);
    expect(maxTriesFor(table, 'OFFER_SELECTION')).toBe(10);
    expect(pollSchedule(table, 'WAITING_FOR_AVM')).toEqual([1000, 2000, 4000, ...Array<number>(16).fill(5000)]);
    expect(pollSchedule(table, 'DECLINED')).toEqual([1000, 2000, 4000, ...Array<number>(6).fill(5000)]);
  });

  it('waits after each read of an in-progress status until the last try, then gives up to error/timeout', () => {
    expect(decideAfterRead(table, 'WAITING_FOR_AVM', 0)).toEqual({ kind: 'wait', delayMs: 1000 });
    expect(decideAfterRead(table, 'WAITING_FOR_AVM', 18)).toEqual({ kind: 'wait', delayMs: 5000 });
    expect(decideAfterRead(table, 'WAITING_FOR_AVM', 19)).toEqual({ kind: 'route', screen: 'error/timeout', known: false });
  });

  it('keeps GEN_NOTE_SIGNING on its own screen when polling gives up', () => {
    expect(decideAfterRead(table, 'GEN_NOTE_SIGNING', 19)).toEqual({ kind: 'route', screen: 'review-app/signdocs', known: true });
  });

  it('gives up on a wait that takes days after its own few tries: WAITING_FOR_BPO shows bpo/waiting on the third read', () => {
    expect(maxTriesFor(table, 'WAITING_FOR_BPO')).toBe(3);
    expect(decideAfterRead(table, 'WAITING_FOR_BPO', 1)).toEqual({ kind: 'wait', delayMs: 2000 });
    expect(decideAfterRead(table, 'WAITING_FOR_BPO', 2)).toEqual({ kind: 'route', screen: 'bpo/waiting', known: true });
  });

  it('routes a settled status on the first read', () => {
    expect(decideAfterRead(table, 'OFFER_SELECTION', 0)).toEqual({ kind: 'route', screen: 'product/select', known: true });
  });

  it('re-reads a status that is not in flight every 3 s until it changes or 10 reads in all', () => {
    expect(rereadSchedule(table, 'OFFER_SELECTION')).toEqual(Array<number>(9).fill(3000));
    expect(rereadSchedule(table, 'UNDERWRITING_REVIEW')).toEqual(Array<number>(9).fill(3000));
    expect(rereadDelayMs(table, 'DELINQUENCY_REVIEW', 1)).toBe(3000);
    expect(rereadDelayMs(table, 'DELINQUENCY_REVIEW', 9)).toBe(3000);
    expect(rereadDelayMs(table, 'DELINQUENCY_REVIEW', 10)).toBeUndefined();
  });

  it('reads the terminal or stable statuses of spec section 4 once (no polling), and leaves in-progress ones to their own backoff', () => {
    for (const status of ['ASSETS_PREQUAL', 'CANCELLED', 'CREDIT_ERROR', 'CREDIT_NO_MATCH', 'CREDIT_NO_MATCH_SSN', 'DECLINED', 'HARD_CREDIT_LOCKED_OR_FROZEN', 'SOFT_CREDIT_LOCKED_OR_FROZEN', 'MULTIPLE_PROPERTIES', 'NO_PROPERTY_FOUND']) {
      expect(rereadSchedule(table, status), status).toEqual([]);
    }
    expect(rereadSchedule(table, 'WAITING_FOR_BPO')).toEqual([]);
  });
});
