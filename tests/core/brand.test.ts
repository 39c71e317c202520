// Brand resolution and presentation rules of spec sections 1 and 2, on the real manifests.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../src/core/brand/parse-brand';
import { hostPrefix, resolveBrand } from '../../src/core/brand/resolve';
import { legalLink, pageTitle, toBrandView, withRelativeLinks } from '../../src/core/brand/view';
import { contrastRatio } from '../../src/core/brand/contrast';
import { repoRoot } from './helpers';

/** brands/defaults.json's banner settings, which every brand's view starts from. */
const brandDefaults = JSON.parse(readFileSync(join(repoRoot, 'brands/defaults.json'), 'utf8'));

const manifests: Brand[] = readdirSync(join(repoRoot, 'brands'))
  .filter((d) => existsSync(join(repoRoot, 'brands', d, 'brand.json')))
  .map((d) => JSON.parse(readFileSync(join(repoRoot, 'brands', d, 'brand.json'), 'utf8')) as Brand);
const index = {
  byCode: new Map(manifests.map((m) => [m.orgCode, m])),
  byHostPrefix: new Map(manifests.flatMap((m) => m.hostPrefixes.map((p) => [p, m] as const))),
  defaultCode: 'acme-lending',
};

describe('hostPrefix', () => {
  it.each([
    ['fairway.localhost:3000', 'fairway'],
    ['FAIRWAY.example.com', 'fairway'],
    ['localhost:3000', undefined],
    ['127.0.0.1:3000', undefined],
    ['[::1]:3000', undefined],
    [undefined, undefined],
  ])('%s → %s', (host, prefix) => expect(hostPrefix(host)).toBe(prefix));
});

describe('resolveBrand', () => {
  it('takes the host prefix first, then the org parameter, then the default', () => {
    expect(resolveBrand(index, { host: 'fairway.localhost:3000', org: 'cmg-mortgage' })).toMatchObject({ ok: true, via: 'host', org: { orgCode: 'fairway' } });
    expect(resolveBrand(index, { host: 'localhost:3000', org: 'cmg-mortgage' })).toMatchObject({ ok: true, via: 'org', org: { orgCode: 'cmg-mortgage' } });
    expect(resolveBrand(index, { host: 'unknown.example.com' })).toMatchObject({ ok: true, via: 'default', org: { orgCode: 'acme-lending' } });
  });

  it("answers 'No private label data found' with the details for an org that names no brand", () => {
    expect(resolveBrand(index, { host: 'localhost', org: 'nobody' })).toEqual({
      ok: false,
      error: 'No private label data found',
      details: 'organisation "nobody" is not configured',
    });
  });
});

describe('brand presentation', () => {
  it("labels the terms link 'Terms of Use' for exactly the seven organisations spec section 1 names", () => {
    const termsOfUse = manifests.filter((m) => m.termsLabel === 'Terms of Use').map((m) => m.companyNameShort).sort();
    expect(termsOfUse).toEqual([
      'American Pacific Mortgage',
      'CMG Mortgage',
      'Cross Country',
      'Evergreen Moneysource',
      'Fairway',
      'Guaranteed Rate',
      'Guaranteed Rate Affinity',
    ]);
  });

  it('falls back to /privacy and /terms when a configured link is not an https URL', () => {
    expect(legalLink('https://example.com/terms', '/terms')).toBe('https://example.com/terms');
    for (const bad of ['not a url', 'javascript:alert(1)', 'ftp://example.com/x', 'http://example.com/terms', 'https://user:pw@example.com/x', '//example.com/x', '', undefined]) {
      expect(legalLink(bad, '/terms'), String(bad)).toBe('/terms');
    }
  });

  it("points the licenses and communications links at the brand's own pages when valid, else ours", () => {
    const fairway = toBrandView(index.byCode.get('fairway')!, brandDefaults);
    expect([fairway.licensesUrl, fairway.communicationsUrl]).toEqual(['https://www.example.com/fairway/licensing', '/communications']);
    const harbor = toBrandView(index.byCode.get('harbor-cu')!, brandDefaults);
    expect([harbor.licensesUrl, harbor.communicationsUrl]).toEqual(['/licenses', '/communications']);
    const own = toBrandView({ ...index.byCode.get('harbor-cu')!, communicationsPolicyUrl: 'https://harbor.example.com/e-sign' }, brandDefaults);
    expect(own.communicationsUrl).toBe('https://harbor.example.com/e-sign');
  });

  it('links the IL Community Reinvestment Notice for guaranteed-rate only: ours, or the lender\'s own page when valid', () => {
    const withNotice = manifests.filter((m) => toBrandView(m, brandDefaults).ilNoticeUrl !== undefined).map((m) => m.orgCode);
    expect(withNotice).toEqual(['guaranteed-rate']);
    const rate = index.byCode.get('guaranteed-rate')!;
    expect(toBrandView(rate, brandDefaults).ilNoticeUrl).toBe('/il-community-reinvestment-notice');
    const notice = rate.footer.ilCommunityReinvestmentNotice!;
    const own = (url: string) => toBrandView({ ...rate, footer: { ...rate.footer, ilCommunityReinvestmentNotice: { ...notice, url } } }, brandDefaults).ilNoticeUrl;
    expect(own('https://rate.example.com/il-cra')).toBe('https://rate.example.com/il-cra');
    expect(own('http://rate.example.com/il-cra')).toBe('/il-community-reinvestment-notice');
  });

  it("keeps a brand's navigation links to the lender's site in order, only valid https ones, none when unnamed", () => {
    expect(toBrandView(index.byCode.get('fairway')!, brandDefaults).navigationLinks.map((l) => l.target)).toEqual(['pay', 'portfolio']);
    expect(toBrandView(index.byCode.get('acme-lending')!, brandDefaults).navigationLinks).toEqual([]);
    const links = [
      { target: 'portfolio' as const, url: 'https://lender.example.com/portfolio' },
      { target: 'pay' as const, url: 'https://user:pw@lender.example.com/pay' },
    ];
    expect(toBrandView({ ...index.byCode.get('acme-lending')!, navigationLinks: links }, brandDefaults).navigationLinks).toEqual([links[0]]);
  });

  it("makes the lender's links relative (path, query, fragment) for fe-relative-url, the rest of the view as it was", () => {
    const links = [
      { target: 'pay' as const, url: 'https://lender.example.com/loans/pay?from=heloc#now' },
      { target: 'portfolio' as const, url: 'https://lender.example.com' },
    ];
    const view = toBrandView({ ...index.byCode.get('acme-lending')!, navigationLinks: links }, brandDefaults);
    const relative = withRelativeLinks(view);
    expect(relative.navigationLinks).toEqual([
      { target: 'pay', url: '/loans/pay?from=heloc#now' },
      { target: 'portfolio', url: '/' },
    ]);
    expect({ ...relative, navigationLinks: view.navigationLinks }).toEqual(view);
    expect(view.navigationLinks).toEqual(links);
  });

  it("titles pages '{company} | {page}' and falls back to 888-819-6388 without a support phone", () => {
    expect(pageTitle('Fairway', 'Apply')).toBe('Fairway | Apply');
    const harbor = toBrandView(index.byCode.get('harbor-cu')!, brandDefaults);
    expect([harbor.supportPhone, harbor.termsUrl, harbor.privacyUrl]).toEqual(['888-819-6388', '/terms', '/privacy']);
  });

  it("says 'more states to come' when a brand lends in fewer than 50 states", () => {
    expect(toBrandView(index.byCode.get('acme-ny')!, brandDefaults).footer).toMatchObject({ statesAvailable: ['NY'], moreStatesToCome: true });
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
