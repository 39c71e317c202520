// A walk over the application machine: for every status it can reach, and every `when` branch of
// that status's row in the status-to-screen table, the screen the client resolves
// (src/core/status/screens.ts) is one the screen registry draws: a bespoke screen
// (src/client/app/screen-names.ts) or the `screen` of a form flow (flows/heloc/*.flow.json).
// The routing facts are tried in every combination of the values the conditions compare with, so
// each branch is reached by the facts that select it, not by facts written here per status.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bespokeScreenNames } from '../../src/client/app/screen-names';
import { resolveStatusRoute, ROOT_SCREEN, screenAfterPolling, type RoutingFacts } from '../../src/core/status/screens';
import { parseStatusScreens } from '../../src/core/status/screens-check';
import { repoRoot } from '../core/helpers';

const readJson = (file: string): Record<string, any> => JSON.parse(readFileSync(join(repoRoot, file), 'utf8')); // eslint-disable-line @typescript-eslint/no-explicit-any
const parsed = parseStatusScreens(readJson('flows/heloc/status-screens.json'));
if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
const table = parsed.value;
const statuses = Object.keys(readJson('flows/heloc/application.status-machine.json').states as object);

const flowScreens = readdirSync(join(repoRoot, 'flows/heloc'))
  .filter((f) => f.endsWith('.flow.json'))
  .map((f) => readJson(`flows/heloc/${f}`).screen as string | undefined)
  .filter((s): s is string => typeof s === 'string');
const registered = new Set<string>([...bespokeScreenNames, ...flowScreens, ROOT_SCREEN]);

/** Each `routing.x` a condition reads, with the values it is compared with (plus true, false and absent). */
function factValues(rule: unknown, found = new Map<string, Set<unknown>>()): Map<string, Set<unknown>> {
  if (Array.isArray(rule)) {
    const name = rule.map((r) => (r && typeof r === 'object' && 'var' in r ? (r as { var: string }).var : undefined)).find((v) => v?.startsWith('routing.'));
    if (name) {
      const values = found.get(name.slice(8)) ?? new Set();
      for (const value of rule) if (!(value && typeof value === 'object')) values.add(value);
      found.set(name.slice(8), values);
    }
    rule.forEach((r) => factValues(r, found));
  } else if (rule && typeof rule === 'object') {
    const { var: name } = rule as { var?: unknown };
    if (typeof name === 'string' && name.startsWith('routing.') && !found.has(name.slice(8))) found.set(name.slice(8), new Set());
    Object.values(rule).forEach((r) => factValues(r, found));
  }
  return found;
}

/** Every combination of those values. */
function combinations(values: Map<string, Set<unknown>>): RoutingFacts[] {
  return [...values].reduce<RoutingFacts[]>(
    (all, [name, set]) => all.flatMap((facts) => [undefined, true, false, ...set].map((v) => (v === undefined ? facts : { ...facts, [name]: v }))),
    [{}],
  );
}

const rowOf = (status: string) => table.statuses[status] as { screen?: string; inProgress?: boolean; when?: Array<{ if: unknown; screen: string }> } | undefined;

describe('the status walk', () => {
  it('reads a machine and a table that are not empty', () => {
    expect(statuses.length).toBeGreaterThan(50);
    expect(flowScreens).toEqual(expect.arrayContaining(['credit/social', 'bpo/estimate-value', 'income/employer-verification', 'identity']));
  });

  it.each(statuses)('%s: every branch of its row resolves to a registered screen', (status) => {
    const row = rowOf(status);
    const branches = row?.when ?? [];
    const reached = new Set<string>();
    for (const routing of combinations(factValues(branches.map((b) => b.if)))) {
      const route = resolveStatusRoute(table, status, routing);
      // An in-progress status waits, then shows its own screen (or the unknown one) once polling gives up.
      const screen = route.kind === 'wait' ? screenAfterPolling(table, status) : route.screen;
      if (route.kind === 'screen') expect(route.known, `${status} has a row`).toBe(true);
      expect(registered.has(screen), `${status} with ${JSON.stringify(routing)} → ${screen}`).toBe(true);
      reached.add(screen);
    }
    // Each `when` branch's screen is reached by some facts, and so is the row's own screen.
    for (const branch of branches) expect(reached, `${status} → ${branch.screen}`).toContain(branch.screen);
    if (row?.screen && !row.inProgress) expect(reached).toContain(row.screen);
  });

  it('reaches the conditional screens of issue 11 by their facts', () => {
    expect(resolveStatusRoute(table, 'GEN_CLOSING_DISCLOSURE', { waitingOnFloodCert: true })).toMatchObject({ screen: 'error/flood-cert' });
    expect(resolveStatusRoute(table, 'GEN_CLOSING_DISCLOSURE', { waitingOnFloodCert: false })).toMatchObject({ screen: 'review-app/signdocs' });
    expect(resolveStatusRoute(table, 'BPO_ORDER_REQUEST', { bpo: 'BPO_REQUIRED', propertyState: 'TX' })).toMatchObject({ screen: 'bpo/condition' });
    expect(resolveStatusRoute(table, 'BPO_ORDER_REQUEST', { bpo: 'BPO_REQUIRED', propertyState: 'CA' })).toMatchObject({ screen: 'bpo/order-bpo' });
    expect(resolveStatusRoute(table, 'BPO_ORDER_REQUEST', { bpo: 'UNKNOWN_BPO_STATUS' })).toMatchObject({ screen: 'bpo/hold' });
    expect(resolveStatusRoute(table, 'AUTOPAY_ACCOUNT', { hasRoutingNumber: false, isCrypto: false })).toMatchObject({ screen: 'bank/disburse' });
    expect(resolveStatusRoute(table, 'AUTOPAY_ACCOUNT', { hasRoutingNumber: true, isCrypto: false })).toMatchObject({ screen: 'bank/autopay' });
    expect(resolveStatusRoute(table, 'DEED_SIGNING', { primaryParticipantAcceptComplete: true })).toMatchObject({ screen: 'complete' });
  });
});
