// Step checks of register-v2 (blocks, modals, warnings) on the real manifests, and the static
// analysis that keeps a check's modal and copy honest.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../src/core/brand/parse-brand';
import { eligibilityContext, otherSite, type Site } from '../../src/core/brand/eligibility-context';
import { linkStateRedirects, toBrandView, type BrandView } from '../../src/core/brand/view';
import { hasCopyKey } from '../../src/core/copy/resolve';
import { analyseFlow } from '../../src/core/flow/analyse';
import { runChecks } from '../../src/core/flow/checks';
import type { Answers, Check, Flow, FlowContext } from '../../src/core/flow/types';
import { copyEn, registerV2, repoRoot } from './helpers';

/** brands/defaults.json's banner settings, which every brand's view starts from. */
const brandDefaults = JSON.parse(readFileSync(join(repoRoot, 'brands/defaults.json'), 'utf8'));

const brands = readdirSync(join(repoRoot, 'brands'))
  .filter((d) => existsSync(join(repoRoot, 'brands', d, 'brand.json')))
  .map((d) => JSON.parse(readFileSync(join(repoRoot, 'brands', d, 'brand.json'), 'utf8')) as Brand)
  .map((manifest) => ({ manifest, view: toBrandView(manifest, brandDefaults) }));
linkStateRedirects(brands);
const viewOf = (code: string): BrandView => brands.find((b) => b.manifest.orgCode === code)!.view;
const local: Site = { protocol: 'http:', host: '127.0.0.1:3000' };

function contextOn(code: string, site: Site = local, extra: Partial<FlowContext> = {}): FlowContext {
  return { today: '2026-01-15', eligibility: eligibilityContext(viewOf(code), site, registerV2.basePath), ...extra };
}

const property = (state: string, zip = '10001'): Answers => ({
  propertyAddress: { street1: '1 Main St', city: 'Springfield', state, zip, occupancyType: 'HOME' },
});

/** The check that stops the index step (or undefined) and the warnings' ids. */
function indexChecks(answers: Answers, context: FlowContext) {
  const outcome = runChecks(registerV2, 'index', answers, context);
  return { stop: outcome.stop?.id, warnings: outcome.warnings.map((w) => w.id), outcome };
}

describe('register-v2 property checks', () => {
  it('opens the New York modal for a New York property on the main site, linking to the New York site', () => {
    const { stop, outcome } = indexChecks(property('NY'), contextOn('acme-lending'));
    expect(stop).toBe('new-york-site');
    expect(outcome.stop).toMatchObject({
      effect: 'modal',
      modal: 'new-york',
      params: { state: 'NY', companyName: 'Acme Lending NY', host: '127.0.0.1:3000', url: 'http://127.0.0.1:3000/account/heloc/register-v2?org=acme-ny' },
    });
  });

  it("links to the other brand's host prefix on a named host", () => {
    const { outcome } = indexChecks(property('NY'), contextOn('acme-lending', { protocol: 'https:', host: 'www.example.com' }));
    expect(outcome.stop?.params).toMatchObject({ host: 'ny.example.com', url: 'https://ny.example.com/account/heloc/register-v2' });
  });

  it('opens the modal the other way for a property outside New York on the New York site', () => {
    const { outcome } = indexChecks(property('TX'), contextOn('acme-ny', { protocol: 'http:', host: 'ny.localhost:3112' }));
    expect(outcome.stop).toMatchObject({ id: 'new-york-site', params: { state: 'TX', companyName: 'Acme Lending', url: 'http://acme.localhost:3112/account/heloc/register-v2' } });
    expect(indexChecks(property('NY'), contextOn('acme-ny')).stop).toBeUndefined();
  });

  it('blocks New York with the not-available text when the brand has no New York modal', () => {
    const view = viewOf('acme-lending');
    const off = { ...view, features: { ...view.features, nyModal: false } };
    const context = { eligibility: eligibilityContext(off, local, registerV2.basePath) };
    expect(indexChecks(property('NY'), context).stop).toBe('state-not-lending');
  });

  it('opens the Hawaii modal on the main brand only (a partner not lending there blocks it)', () => {
    expect(indexChecks(property('HI', '96813'), contextOn('acme-lending')).outcome.stop).toMatchObject({ effect: 'modal', modal: 'hawaii' });
    expect(indexChecks(property('HI', '96813'), contextOn('fairway')).stop).toBe('state-not-lending');
  });

  it('blocks a regulator-review state and a state the brand does not lend in, with the spec text', () => {
    const review = indexChecks(property('NY'), contextOn('cross-country')).outcome.stop;
    expect(review).toMatchObject({ id: 'state-regulator-review', effect: 'block', messageKey: 'eligibility.blocks.stateUnavailable' });
    expect(indexChecks(property('TX', '78701'), contextOn('harbor-cu')).stop).toBe('state-not-lending');
    expect(indexChecks(property('CA', '94105'), contextOn('harbor-cu')).stop).toBeUndefined();
  });

  it("blocks a referred property outside the loan originator's licensed states", () => {
    const referred = (states: string[]) => contextOn('acme-lending', local, { referrer: { licensedStates: states } });
    expect(indexChecks(property('TX', '78701'), referred(['CA', 'OR'])).outcome.stop).toMatchObject({ id: 'referrer-not-licensed', messageKey: 'eligibility.blocks.referrerNotLicensed' });
    expect(indexChecks(property('TX', '78701'), referred([])).stop).toBe('referrer-not-licensed');
    expect(indexChecks(property('CA', '94105'), referred(['CA', 'OR'])).stop).toBeUndefined();
    expect(indexChecks(property('TX', '78701'), contextOn('acme-lending')).stop).toBeUndefined();
  });

  it('warns about a disaster ZIP and lets the applicant continue, while the disaster-zips switch is on', () => {
    const checked = { flags: { 'disaster-zips': true } };
    const result = indexChecks(property('CA', '90263'), contextOn('acme-lending', local, checked));
    expect(result).toMatchObject({ stop: undefined, warnings: ['disaster-zip'] });
    expect(result.outcome.warnings[0]).toMatchObject({ effect: 'warn', messageKey: 'eligibility.disasterZip' });
    expect(indexChecks(property('CA', '94105'), contextOn('acme-lending', local, checked)).warnings).toEqual([]);
    expect(indexChecks(property('CA', '90263'), contextOn('acme-lending', local, { flags: { 'disaster-zips': false } })).warnings).toEqual([]);
  });

  it('stops at the first block or modal, keeping the warnings found before it', () => {
    const context = contextOn('summit-demo', local, { referrer: { licensedStates: ['TX'] } });
    expect(indexChecks(property('CA', '90263'), context)).toMatchObject({ stop: 'referrer-not-licensed', warnings: [] });
  });

  it('checks nothing about states without the brand data (no context.eligibility)', () => {
    expect(indexChecks(property('HI'), { today: '2026-01-15' })).toMatchObject({ stop: undefined, warnings: [] });
  });
});

describe('otherSite', () => {
  const target = { orgCode: 'acme-ny', companyName: 'Acme Lending NY', hostPrefix: 'ny' };
  it.each([
    ['acme.localhost:3000', 'ny.localhost:3000', 'http://ny.localhost:3000/x'],
    ['localhost:3000', 'ny.localhost:3000', 'http://ny.localhost:3000/x'],
    ['127.0.0.1:3000', '127.0.0.1:3000', 'http://127.0.0.1:3000/x?org=acme-ny'],
    ['[::1]:3000', '[::1]:3000', 'http://[::1]:3000/x?org=acme-ny'],
  ])('from %s opens %s', (host, expectedHost, url) => {
    expect(otherSite({ protocol: 'http', host }, ['acme', 'www'], target, '/x')).toMatchObject({ host: expectedHost, url });
  });
});

describe('analyseFlow on checks', () => {
  const hasKey = (key: string) => hasCopyKey(copyEn, key);
  const withIndexChecks = (checks: unknown[]): Flow => {
    const flow = structuredClone(registerV2);
    flow.steps[0]!.checks = checks as Check[];
    return flow;
  };

  it('passes the committed flow', () => expect(analyseFlow(registerV2, { hasCopyKey: hasKey })).toEqual([]));

  it('rejects an unknown modal, a block without a message, a missing copy key and a link param not given', () => {
    const flow = withIndexChecks([
      { id: 'a', if: true, effect: 'modal', modal: 'florida' },
      { id: 'b', if: true, effect: 'block' },
      { id: 'c', if: true, effect: 'warn', messageKey: 'eligibility.nope' },
      { id: 'd', if: true, effect: 'modal', modal: 'new-york', params: {} },
      { id: 'd', if: { equals: [1, 1] }, effect: 'warn', messageKey: 'eligibility.disasterZip' },
    ]);
    const problems = analyseFlow(flow, { hasCopyKey: hasKey });
    expect(problems).toEqual(
      expect.arrayContaining([
        { pointer: '/steps/0/checks/0/modal', reason: 'modal names no modal of the flow: "florida"' },
        { pointer: '/steps/0/checks/1', reason: 'a "block" check needs a messageKey' },
        { pointer: '/steps/0/checks/2/messageKey', reason: 'copy key "eligibility.nope" is missing from copy/en' },
        { pointer: '/steps/0/checks/3/params', reason: 'modal "new-york" links to param "url", which this check does not give' },
        { pointer: '/steps/0/checks/4/id', reason: 'duplicate check id "d"' },
        { pointer: '/steps/0/checks/4/if', reason: 'unknown json-logic operation "equals"' },
      ]),
    );
  });

  it('rejects a wait list on a check that is not a block, an unknown operation in its fields or in a note, and a note\'s missing copy', () => {
    const flow = withIndexChecks([
      { id: 'w', if: true, effect: 'warn', messageKey: 'eligibility.disasterZip', waitlist: { state: { var: 'answers.propertyAddress.state' } } },
      { id: 'b', if: true, effect: 'block', messageKey: 'eligibility.blocks.stateUnavailable', waitlist: { zip: { upper: [1] } } },
    ]);
    flow.steps[0]!.copy.notes = [{ if: { nope: [] }, key: 'eligibility.notes.gone', params: { n: { count: [] } } }];
    expect(analyseFlow(flow, { hasCopyKey: hasKey })).toEqual(
      expect.arrayContaining([
        { pointer: '/steps/0/checks/0/waitlist', reason: 'only a "block" check offers the wait list' },
        { pointer: '/steps/0/checks/1/waitlist/zip', reason: 'unknown json-logic operation "upper"' },
        { pointer: '/steps/0/copy/notes/0/if', reason: 'unknown json-logic operation "nope"' },
        { pointer: '/steps/0/copy/notes/0/params/n', reason: 'unknown json-logic operation "count"' },
        { pointer: '/steps/0/copy/notes/0/key', reason: 'copy key "eligibility.notes.gone" is missing from copy/en' },
      ]),
    );
  });

  it('rejects a modal whose copy is missing', () => {
    const flow = structuredClone(registerV2);
    flow.modals!.hawaii!.body = 'eligibility.modals.hawaii.bdy';
    expect(analyseFlow(flow, { hasCopyKey: hasKey })).toContainEqual({ pointer: '/modals/hawaii/body', reason: 'copy key "eligibility.modals.hawaii.bdy" is missing from copy/en' });
  });
});
