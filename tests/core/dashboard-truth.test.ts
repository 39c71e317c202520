// The dashboard card tells what is actually next (issue 31): for every status of every product's
// machine, the card's stage (flows/<product>/dashboard-stages.json) agrees with where the progress
// tracker places that status (application-progress.json): nobody who has signed is asked to sign,
// nobody past the offers is asked to choose one (but a revised offer), an ended application has an
// ended card. The two tables are written apart; this joins them.
import { describe, expect, it } from 'vitest';
import { namedStage } from '../../src/core/status/dashboard';
import { placeOfStatus, type ApplicationProgress } from '../../src/core/status/progress';
import type { DashboardStages } from '../../src/generated/types/dashboard-stages';
import { productTables } from './product-tables';

/** Each dashboard stage → the tracker stages (or OFF, off the tracker) where its words are true. */
const TRUE_AT: Record<string, readonly string[]> = {
  checking: ['PRODUCT_SELECT'],
  offers: ['PRODUCT_SELECT', 'LINK_INCOME'],
  needsInfo: ['PRODUCT_SELECT', 'MORE_INFO', 'LINK_INCOME', 'ID_UPLOAD'],
  review: ['PRODUCT_SELECT', 'MORE_INFO', 'LINK_INCOME', 'ID_UPLOAD', 'SIGNING'],
  signing: ['SIGNING'],
  invite: ['SIGNING'],
  coSigner: ['SIGNING'],
  signatures: ['SIGNING'],
  notary: ['NOTARY'],
  account: ['BANK'],
  autopay: ['BANK'],
  closing: ['BANK', 'RESCISSION', 'FUNDING'],
  funded: ['COMPLETE'],
  declined: ['OFF'],
  closed: ['OFF'],
  cancelled: ['OFF'],
  paused: ['OFF'],
};

describe.each(productTables.map((p) => [p.product, p] as const))('the dashboard of %s', (_, p) => {
  const dashboard = p.table('dashboardStages') as unknown as DashboardStages;
  const progress = p.table('applicationProgress') as unknown as ApplicationProgress;
  const statuses = Object.keys(p.machine.states);
  const trackerStage = (status: string) => {
    const place = placeOfStatus(progress, status);
    return place.kind === 'off' ? 'OFF' : Object.entries(progress.stages).find(([, n]) => n === place.stage)![0];
  };

  it("has a row of its own for every status of the product's machine", () => {
    expect(statuses.filter((s) => namedStage(dashboard, s) === undefined)).toEqual([]);
  });

  it('says for every status what is true where the tracker places it', () => {
    const untrue = statuses.flatMap((s) => {
      const stage = namedStage(dashboard, s)!.name;
      const allowed = TRUE_AT[stage];
      return allowed?.includes(trackerStage(s)) ? [] : [`${s}: "${stage}" at ${trackerStage(s)}`];
    });
    expect(untrue).toEqual([]);
  });

  it('asks the applicant who signed for nothing more than the other owner (CO_DEED_REQ), and then waits', () => {
    const row = (s: string) => (Object.hasOwn(p.machine.states, s) ? namedStage(dashboard, s)?.name : 'absent');
    expect(['CO_DEED_REQ', 'WAITING_FOR_CO_DEED', 'WAITING_FOR_ESIGN', 'AUTOPAY_ACCOUNT'].map(row)).toEqual(['invite', 'coSigner', 'signatures', 'autopay']);
    expect(dashboard.stages.coSigner!.chip).toBe('application.dashboard.chips.inProgress');
  });

  it('ends the card of every terminal status', () => {
    const terminal = statuses.filter((s) => p.machine.states[s]!.kind === 'terminal');
    expect(terminal.filter((s) => !namedStage(dashboard, s)!.ended)).toEqual([]);
  });
});
