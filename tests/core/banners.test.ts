// The banners a page shows (spec sections 2, 4, 5, 9) and where their links may lead (catalogue R2).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { liveDismissals, parseDismissals, selectBanners, withDismissal, type Banner } from '../../src/core/banners/select';
import { allowedLinkHref } from '../../src/core/contract/safe-link';
import { validate } from '../../src/generated/validators/browser/banners';

let n = 0;
function banner(updatedAt: string, extra: Partial<Banner> = {}): Banner {
  n += 1;
  const uuid = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return { uuid, message: `Banner ${n}`, apps: ['heloc'], variant: 'info', dismissable: true, active: true, metadata: { createdAt: '2026-01-01T00:00:00Z', updatedAt }, ...extra };
}
const options = { app: 'heloc', maxBanners: 2, dismissals: {} };

describe('selectBanners', () => {
  it('shows the two newest of three active banners, newest first, when maxBanners is 2', () => {
    const [a, b, c] = [banner('2026-03-01T00:00:00Z'), banner('2026-03-03T00:00:00Z'), banner('2026-03-02T00:00:00Z')];
    expect(selectBanners([a!, b!, c!], options).map((x) => x.uuid)).toEqual([b!.uuid, c!.uuid]);
  });

  it('leaves out inactive banners and banners of other apps', () => {
    const off = banner('2026-03-05T00:00:00Z', { active: false });
    const other = banner('2026-03-05T00:00:00Z', { apps: ['dashboard'] });
    const on = banner('2026-03-01T00:00:00Z');
    expect(selectBanners([off, other, on], options)).toEqual([on]);
  });

  it('shows none when maxBanners is 0, and a banner without metadata last', () => {
    const bare = { ...banner('2026-03-01T00:00:00Z'), metadata: undefined };
    const dated = banner('2026-01-02T00:00:00Z');
    expect(selectBanners([bare, dated], { ...options, maxBanners: 0 })).toEqual([]);
    expect(selectBanners([bare, dated], options)).toEqual([dated, bare]);
  });

  it('hides a dismissed banner until its updatedAt is later than the dismissal', () => {
    const b = banner('2026-03-01T00:00:00Z');
    const dismissed = withDismissal({}, b.uuid, new Date('2026-03-02T00:00:00Z'));
    expect(selectBanners([b], { ...options, dismissals: dismissed })).toEqual([]);
    const edited = { ...b, metadata: { ...b.metadata!, updatedAt: '2026-03-03T00:00:00Z' } };
    expect(selectBanners([edited], { ...options, dismissals: dismissed })).toEqual([edited]);
    expect(liveDismissals([edited], dismissed)).toEqual({});
  });

  it('keeps the dismissal of a banner not in the file', () => {
    const d = withDismissal({}, 'gone', new Date('2026-03-02T00:00:00Z'));
    expect(liveDismissals([], d)).toEqual(d);
  });

  it('never shows more than maxBanners nor a dismissed one, whatever the list (property)', () => {
    const entry = fc.record({ day: fc.integer({ min: 1, max: 28 }), active: fc.boolean(), dismissedDay: fc.option(fc.integer({ min: 1, max: 28 })) });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), fc.integer({ min: 0, max: 5 }), (entries, max) => {
        const list = entries.map((e) => banner(`2026-02-${String(e.day).padStart(2, '0')}T00:00:00Z`, { active: e.active }));
        let dismissals = {};
        entries.forEach((e, i) => {
          if (e.dismissedDay !== null) dismissals = withDismissal(dismissals, list[i]!.uuid, new Date(`2026-02-${String(e.dismissedDay).padStart(2, '0')}T00:00:00Z`));
        });
        const shown = selectBanners(list, { app: 'heloc', maxBanners: max, dismissals });
        expect(shown.length).toBeLessThanOrEqual(max);
        for (const s of shown) {
          const i = list.indexOf(s);
          expect(s.active).toBe(true);
          if (entries[i]!.dismissedDay !== null) expect(entries[i]!.day).toBeGreaterThan(entries[i]!.dismissedDay!);
        }
        for (let i = 1; i < shown.length; i++) expect(shown[i - 1]!.metadata!.updatedAt >= shown[i]!.metadata!.updatedAt).toBe(true);
      }),
    );
  });
});

describe('parseDismissals', () => {
  it('reads the stored shape and forgets anything else', () => {
    expect(parseDismissals('{"a":{"at":"2026-03-01T00:00:00.000Z"},"b":{"at":3},"c":null}')).toEqual({ a: { at: '2026-03-01T00:00:00.000Z' } });
    for (const bad of [null, '', 'not json', '[]', '"x"', 'null']) expect(parseDismissals(bad)).toEqual({});
  });
});

describe('the banner file schema', () => {
  it('accepts a list of banners and refuses an entry without uuid, message, an app or a variant', () => {
    expect(validate([banner('2026-03-01T00:00:00Z')])).toBe(true);
    for (const key of ['uuid', 'message', 'apps', 'variant'] as const) {
      const { [key]: _gone, ...rest } = banner('2026-03-01T00:00:00Z');
      expect(validate([rest]), key).toBe(false);
    }
    expect(validate([{ ...banner('2026-03-01T00:00:00Z'), apps: [] }])).toBe(false);
    expect(validate([{ ...banner('2026-03-01T00:00:00Z'), variant: 'error' }])).toBe(false);
    expect(validate({ banners: [] })).toBe(false);
    expect(validate(Array.from({ length: 101 }, () => banner('2026-03-01T00:00:00Z')))).toBe(false);
  });
});

describe('allowedLinkHref (catalogue R2)', () => {
  const hosts = ['allowed.com'];
  it('allows a path on this site and an https address on the list', () => {
    expect(allowedLinkHref('/terms', hosts)).toBe('/terms');
    expect(allowedLinkHref('https://allowed.com', hosts)).toBe('https://allowed.com');
    expect(allowedLinkHref('https://allowed.com/rates?x=1#y', hosts)).toBe('https://allowed.com/rates?x=1#y');
  });
  it.each([
    'https://allowed.com.evil.com',
    'https://allowed.com@evil.com',
    'https://user:pw@allowed.com/',
    'https://evil.com/?allowed.com',
    'http://allowed.com',
    'https://ALLOWED.com',
    'https://allowed.com.',
    'https://xn--llowed-2ve.com',
    'https://аllowed.com',
    'https://allowed.com:8443/',
    'https://allowed.com:443/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.com',
    '/\\evil.com',
    'rates',
    '../x',
    `https://allowed.com/${'a'.repeat(2000)}`,
    '',
  ])('shows %s as text', (href) => {
    expect(allowedLinkHref(href, hosts)).toBeNull();
  });
  it('allows nothing off site when the list is empty', () => {
    expect(allowedLinkHref('https://allowed.com', [])).toBeNull();
  });
});
