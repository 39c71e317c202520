// Lead portal: referrals, loan originators per organisation and their licensed states, over HTTP
// on each database; the sandbox's data check; the licensed-states rule of a referred application.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSandboxLeadPortal, parseLeads } from '../../src/server/providers/sandbox/leads';
import { isReferralStateAllowed } from '../../src/server/services/leads';
import { describeOnEachDatabase, expectAnswer, expectError } from './api-contract';

const DANA = 'a0000000-0000-4000-8000-000000000001';
const LENA = 'b0000000-0000-4000-8000-000000000001';
const REFERRAL = 'c0000000-0000-4000-8000-000000000001';
const UNKNOWN = 'd0000000-0000-4000-8000-00000000dead';
const lo = (uuid: string, query = '?organization=acme-lending') => `/service-lead-portal/api/lo/${uuid}${query}`;
const licensed = (uuid: string, query = '?organization=acme-lending') => `/service-lead-portal/api/lo/${uuid}/licensed-states${query}`;

describeOnEachDatabase('lead portal', (app) => {
  it('answers a referral with its fields only when it is known', async () => {
    const body = await expectAnswer(app(), { method: 'GET', url: `/service-lead-portal/api/referrals/${REFERRAL}` }, 200, 'api-referral');
    expect(body).toEqual({
      uuid: REFERRAL,
      loanOriginatorUuid: DANA,
      firstName: 'Jordan',
      lastName: 'Reyes',
      street1: '100 Main St',
      city: 'Springfield',
      state: 'CA',
      zip: '94105',
      phoneNumber: '(555) 555-0131',
      email: 'jordan.reyes@example.com',
    });
  });

  it('answers 404 when the referral is unknown or not a uuid', async () => {
    for (const id of [UNKNOWN, 'not-a-uuid', '%00']) {
      await expectError(app(), { method: 'GET', url: `/service-lead-portal/api/referrals/${id}` }, 404, ['Not Found']);
    }
  });

  it("answers the loan originator of the organisation named by the query, or the default one's", async () => {
    const body = await expectAnswer(app(), { method: 'GET', url: lo(DANA) }, 200, 'api-loan-originator');
    expect(body).toEqual({
      uuid: DANA,
      originatorName: 'Dana Whitfield',
      brokerName: 'Acme Lending',
      avatarUri: null,
      email: 'dana.whitfield@example.com',
      phoneNumber: '(555) 555-0111',
      nmls: '100001',
      enforceLicensedStatesForReferral: true,
    });
    expect(await expectAnswer(app(), { method: 'GET', url: lo(DANA, '') }, 200, 'api-loan-originator')).toEqual(body);
    await expectAnswer(app(), { method: 'GET', url: lo(LENA, '?organization=harbor-cu') }, 200, 'api-loan-originator');
  });

  it('answers 404 when the originator is unknown or works for another organisation', async () => {
    for (const url of [lo(UNKNOWN), lo(LENA), licensed(UNKNOWN), licensed(LENA), lo(DANA, '?organization=harbor-cu')]) {
      await expectError(app(), { method: 'GET', url }, 404, ['Not Found']);
    }
  });

  it('answers the licensed states of an originator', async () => {
    const body = await expectAnswer(app(), { method: 'GET', url: licensed(DANA) }, 200, 'api-licensed-states');
    expect(body).toEqual([{ abbrev: 'CA' }, { abbrev: 'OR' }, { abbrev: 'WA' }]);
  });

  it("answers 404 'No private label data found' when the organisation is unknown", async () => {
    for (const url of [lo(DANA, '?organization=no-such-org'), licensed(DANA, '?organization=no-such-org')]) {
      const body = await expectError(app(), { method: 'GET', url }, 404, ['No private label data found: no-such-org']);
      expect(body.code).toBe('ORGANIZATION_NOT_FOUND');
    }
  });

  it('answers 400 when the organisation is malformed or given twice', async () => {
    for (const query of ['?organization=Not%20An%20Org', '?organization=acme-lending&organization=harbor-cu']) {
      const body = await expectAnswer(app(), { method: 'GET', url: lo(DANA, query) }, 400, 'api-errors');
      expect(body.code).toBe('INVALID_REQUEST');
    }
  });
});

describe('isReferralStateAllowed', () => {
  it('allows only licensed states when the originator enforces them', () => {
    const enforcing = { enforceLicensedStatesForReferral: true };
    expect(isReferralStateAllowed(enforcing, ['CA', 'OR'], 'CA')).toBe(true);
    expect(isReferralStateAllowed(enforcing, ['CA', 'OR'], 'TX')).toBe(false);
    expect(isReferralStateAllowed(enforcing, [], 'CA')).toBe(false);
  });

  it('allows every state when the originator does not enforce them', () => {
    expect(isReferralStateAllowed({ enforceLicensedStatesForReferral: false }, ['CA'], 'TX')).toBe(true);
  });
});

describe('sandbox lead portal', () => {
  it('answers copies, so a caller cannot change the next answer', async () => {
    const leads = createSandboxLeadPortal();
    (await leads.getLicensedStates(DANA, 'acme-lending'))!.push('TX');
    expect(await leads.getLicensedStates(DANA, 'acme-lending')).toEqual(['CA', 'OR', 'WA']);
  });

  it('refuses a leads file with every problem listed', () => {
    const bad = {
      loanOriginators: [{ organizationCode: '', licensedStates: ['ca'], originator: { uuid: 'x' } }],
      referrals: [{ status: 'open', referral: {} }],
    };
    expect(() => parseLeads(bad, 'bad.json')).toThrow(
      [
        'Invalid sandbox leads:',
        '- bad.json#/loanOriginators/0/organizationCode: an organisation code',
        '- bad.json#/loanOriginators/0/licensedStates: a list of two-letter state codes',
        '- bad.json#/loanOriginators/0/originator: must match schemas/api/loan-originator',
        '- bad.json#/referrals/0/status: a status such as OPEN',
        '- bad.json#/referrals/0/referral: must match schemas/api/referral',
      ].join('\n'),
    );
    expect(() => parseLeads(null)).toThrow('leads.json#/loanOriginators: must be a list');
  });

  it('fails at start when the file is not valid', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'leads-'));
    try {
      await writeFile(path.join(dir, 'leads.json'), JSON.stringify({ loanOriginators: [], referrals: 'none' }));
      expect(() => createSandboxLeadPortal(path.join(dir, 'leads.json'))).toThrow('#/referrals: must be a list');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
