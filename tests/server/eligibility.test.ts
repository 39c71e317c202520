// Eligibility (external, no session): every state, a ZIP code, the state licences and a referral's
// status, for the organisation the query names, over HTTP on each database.
import { expect, it } from 'vitest';
import { US_STATES } from '../../src/core/eligibility/us-states';
import { describeOnEachDatabase, expectAnswer, expectError } from './api-contract';

const EXTERNAL = '/service-application/external/api';
const states = (query: string) => `${EXTERNAL}/v2/heloc/states-eligibility${query}`;
const zip = (query: string) => `${EXTERNAL}/v1/heloc/zip-eligibility${query}`;
const licenses = (query: string) => `${EXTERNAL}/v1/heloc/state-licenses${query}`;
const DISASTER_WARNING =
  'This area is under a disaster declaration. Your application can continue, but the property will need a post-disaster inspection.';

const eligibleOf = (body: { abbrev: string; eligible: boolean }[]) => body.filter((s) => s.eligible).map((s) => s.abbrev);

describeOnEachDatabase('eligibility', (app) => {
  it('answers every state and DC, eligible where the organisation lends and no regulator review applies', async () => {
    const body = await expectAnswer(app(), { method: 'GET', url: states('?orgCode=acme-lending') }, 200, 'api-states-eligibility');
    expect(body.map((s: { abbrev: string }) => s.abbrev)).toEqual([...US_STATES]);
    const eligible = eligibleOf(body);
    expect(eligible).toHaveLength(48);
    expect(eligible).toContain('CA');
    // NY is lent in but under regulator review; HI and WV are not lent in.
    for (const state of ['NY', 'HI', 'WV']) expect(eligible).not.toContain(state);
  });

  it("answers the organisation's own states, and the default organisation's without orgCode", async () => {
    const harbor = await expectAnswer(app(), { method: 'GET', url: states('?orgCode=harbor-cu') }, 200, 'api-states-eligibility');
    expect(eligibleOf(harbor)).toEqual(['AZ', 'CA', 'NV', 'OR', 'WA']);
    const fallback = await expectAnswer(app(), { method: 'GET', url: states('') }, 200, 'api-states-eligibility');
    expect(eligibleOf(fallback)).toHaveLength(48);
  });

  it('answers a disaster ZIP as eligible with the post-disaster inspection warning', async () => {
    const body = await expectAnswer(app(), { method: 'GET', url: zip('?zip=90263&orgCode=acme-lending') }, 200, 'api-zip-eligibility');
    expect(body).toEqual({ zip: '90263', eligible: true, disasterZip: true, warning: DISASTER_WARNING });
  });

  it('answers another ZIP as eligible without a warning, per organisation', async () => {
    const body = await expectAnswer(app(), { method: 'GET', url: zip('?zip=33040&orgCode=harbor-cu') }, 200, 'api-zip-eligibility');
    expect(body).toEqual({ zip: '33040', eligible: true, disasterZip: false, warning: null });
  });

  it('answers 400 with the address texts when the ZIP is missing or malformed', async () => {
    await expectError(app(), { method: 'GET', url: zip('?orgCode=acme-lending') }, 400, ['Zipcode is required']);
    for (const bad of ['9026', '902631', 'ABCDE', '90263&zip=90264']) {
      await expectError(app(), { method: 'GET', url: zip(`?zip=${bad}`) }, 400, ['Please enter a valid zipcode']);
    }
  });

  it('answers the state licences of the organisation', async () => {
    const body = await expectAnswer(app(), { method: 'GET', url: licenses('?orgCode=harbor-cu') }, 200, 'api-state-licenses');
    expect(body.map((s: { abbrev: string }) => s.abbrev)).toEqual(['CA', 'OR', 'WA', 'NV', 'AZ']);
    expect(body[0]).toEqual({ abbrev: 'CA', licenseNumber: expect.any(String) });
  });

  it("answers 404 'No private label data found' when the organisation is unknown", async () => {
    for (const url of [states('?orgCode=no-such-org'), zip('?zip=90263&orgCode=no-such-org'), licenses('?orgCode=no-such-org')]) {
      const body = await expectError(app(), { method: 'GET', url }, 404, ['No private label data found: no-such-org']);
      expect(body.code).toBe('ORGANIZATION_NOT_FOUND');
    }
  });

  it('answers 400 when orgCode is malformed or given twice', async () => {
    for (const query of ['?orgCode=ACME', '?orgCode=acme-lending&orgCode=harbor-cu']) {
      const body = await expectAnswer(app(), { method: 'GET', url: states(query) }, 400, 'api-errors');
      expect(body.code).toBe('INVALID_REQUEST');
    }
  });

  it("answers a referral's status and email, with a null email when it has none", async () => {
    const url = (uuid: string) => `${EXTERNAL}/v1/heloc/referral-id/${uuid}`;
    const open = await expectAnswer(app(), { method: 'GET', url: url('c0000000-0000-4000-8000-000000000001') }, 200, 'api-referral-status');
    expect(open).toEqual({ status: 'OPEN', email: 'jordan.reyes@example.com' });
    const applied = await expectAnswer(app(), { method: 'GET', url: url('c0000000-0000-4000-8000-000000000002') }, 200, 'api-referral-status');
    expect(applied).toEqual({ status: 'APPLIED', email: 'casey.morgan@example.com' });
    const noEmail = await expectAnswer(app(), { method: 'GET', url: url('c0000000-0000-4000-8000-000000000003') }, 200, 'api-referral-status');
    expect(noEmail).toEqual({ status: 'OPEN', email: null });
    await expectError(app(), { method: 'GET', url: url('d0000000-0000-4000-8000-00000000dead') }, 404, ['Not Found']);
  });
});
