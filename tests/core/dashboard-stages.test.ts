// The dashboard's status table (flows/heloc/dashboard-stages.json): every status value the spec
// lists (section 4) and every status the machine and the status-to-screen table know maps to a
// stage of its own row (not the unknown fallback), every stage is used, its words are copy, and
// the ended stages are the ones the dashboard mutes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dashboardStage, namedStage } from '../../src/core/status/dashboard';
import { parseDashboardStages } from '../../src/core/status/dashboard-check';
import { hasCopyKey } from '../../src/core/copy/resolve';
import type { DashboardStages } from '../../src/generated/types/dashboard-stages';
import { validateDashboardStages } from '../../src/generated/validators/schemas';
import { copyEn } from './helpers';

const read = (path: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../..', path), 'utf8')) as unknown;
const table = read('flows/heloc/dashboard-stages.json') as DashboardStages;
const screens = read('flows/heloc/status-screens.json') as { statuses: Record<string, unknown> };
const machine = read('flows/heloc/application.status-machine.json') as { states: Record<string, unknown> };

// Spec section 4, "Application status values": the statuses it names one by one.
const SPEC_STATUSES = [
  // Terminal or stable (no polling)
  'ASSETS_PREQUAL', 'CANCELLED', 'CREDIT_ERROR', 'CREDIT_NO_MATCH', 'CREDIT_NO_MATCH_SSN', 'DECLINED', 'HARD_CREDIT_LOCKED_OR_FROZEN',
  'SOFT_CREDIT_LOCKED_OR_FROZEN', 'MULTIPLE_PROPERTIES', 'NO_PROPERTY_FOUND',
  // In progress (polled)
  'GEN_APP_DISCLOSURES', 'GEN_NOTE_SIGNING', 'GEN_PRE_SOFT_CREDIT_DISCLOSURE', 'HARD_CREDIT_PULL', 'IN_PROGRESS', 'ONSITE_APPRAISAL_REQUEST', 'PREQUAL_TITLE',
  // Other named steps
  'APP_SUBMISSION', 'COMPLETE', 'CREDIT_MINOR', 'IDENTITY_VERIFICATION', 'WAITING_FOR_ID_VERIFICATION', 'INCOME_VERIFICATION', 'EMPLOYMENT_VERIFICATION',
  'OFFER_SELECTION', 'REVISED_OFFER_SELECTION', 'WAITING_FOR_INITIAL_OFFERS', 'FINAL_OFFER', 'NO_AVM_FOUND', 'FUNDABLE', 'FUNDING_DECISION',
];

describe('flows/heloc/dashboard-stages.json', () => {
  it('is valid against its schema', () => {
    expect(validateDashboardStages(table), JSON.stringify(validateDashboardStages.errors)).toBe(true);
  });

  it.each([
    ['the spec', SPEC_STATUSES],
    ['the status machine', Object.keys(machine.states)],
    ['the status-to-screen table', Object.keys(screens.statuses)],
  ])('maps every status of %s to a stage of its own row', (_, statuses) => {
    expect(statuses.filter((s) => namedStage(table, s) === undefined)).toEqual([]);
  });

  it('names no status the status-to-screen table lacks, and uses every stage', () => {
    expect(Object.keys(table.statuses).filter((s) => !Object.hasOwn(screens.statuses, s))).toEqual([]);
    expect(Object.keys(table.stages).filter((stage) => !Object.values(table.statuses).includes(stage))).toEqual([]);
    expect(Object.hasOwn(table.stages, table.unknownStage)).toBe(true);
  });

  it('has every stage word in copy/en', () => {
    const keys = Object.values(table.stages).flatMap((s) => [s.chip, s.status, ...(s.action ? [s.action] : [])]);
    expect(keys.filter((k) => !hasCopyKey(copyEn, k))).toEqual([]);
  });

  it("tells a decline from ready offers: different words, and the decline's card is ended", () => {
    const declined = dashboardStage(table, 'DECLINED');
    const offers = dashboardStage(table, 'OFFER_SELECTION');
    expect([declined.name, declined.ended, declined.status, declined.action]).toEqual(['declined', true, 'application.dashboard.stages.declined.status', 'application.dashboard.stages.declined.action']);
    expect([offers.name, offers.ended, offers.status, offers.action]).toEqual(['offers', false, 'application.dashboard.stages.offers.status', 'application.dashboard.stages.offers.action']);
  });

  it('ends exactly the terminal statuses of the machine', () => {
    const terminal = Object.entries(machine.states).filter(([, s]) => (s as { kind?: string }).kind === 'terminal').map(([name]) => name);
    const ended = Object.keys(table.statuses).filter((s) => dashboardStage(table, s).ended);
    expect(ended.sort()).toEqual(terminal.sort());
  });

  it("opens the funded line's page from an active card: its status leads to the dashboard itself", () => {
    const funded = dashboardStage(table, 'COMPLETE');
    expect([funded.name, funded.ended, funded.muted, funded.screen, funded.action]).toEqual(['funded', true, false, 'complete', 'application.dashboard.stages.funded.action']);
    const screenNames = Object.values(screens.statuses).flatMap((row) => [(row as { screen?: string }).screen ?? []].flat());
    // Every stage's own screen is one the status table names.
    expect(Object.values(table.stages).flatMap((s) => (s.screen ? [s.screen] : [])).filter((s) => !screenNames.includes(s))).toEqual([]);
    // The other ended stages stay muted.
    expect(['DECLINED', 'CANCELLED', 'NO_PROPERTY_FOUND'].map((s) => dashboardStage(table, s).muted ?? dashboardStage(table, s).ended)).toEqual([true, true, true]);
  });

  it('shows a status newer than the table as the unknown stage', () => {
    expect(namedStage(table, 'SOMETHING_NEW')).toBeUndefined();
    expect(dashboardStage(table, 'SOMETHING_NEW').name).toBe('review');
    expect(namedStage(table, 'constructor')).toBeUndefined();
  });
});

describe('parseDashboardStages (npm run check)', () => {
  const hasKey = (key: string) => hasCopyKey(copyEn, key);
  const statuses = Object.keys(machine.states);
  it('passes the committed table', () => expect(parseDashboardStages(table, hasKey, statuses).problems).toEqual([]));
  it('names a missing status row, a row naming no stage, a missing copy key and a bad unknownStage', () => {
    const broken = structuredClone(table);
    delete broken.statuses.HMDA;
    broken.statuses.DECLINED = 'rejected';
    broken.stages.offers!.action = 'application.dashboard.stages.offers.actoin';
    broken.unknownStage = 'nowhere';
    expect(parseDashboardStages(broken, hasKey, statuses).problems).toEqual([
      { pointer: '/statuses', reason: 'no row for status HMDA' },
      { pointer: '/statuses/DECLINED', reason: 'names no stage: "rejected"' },
      { pointer: '/unknownStage', reason: 'names no stage: "nowhere"' },
      { pointer: '/stages/offers/action', reason: 'missing copy key "application.dashboard.stages.offers.actoin"' },
    ]);
  });
  it('refuses what the schema refuses first', () => {
    expect(parseDashboardStages({ ...table, stages: { offers: { chip: 'x' } } }, hasKey, statuses).ok).toBe(false);
  });
});
