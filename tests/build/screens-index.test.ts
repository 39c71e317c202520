// The index page of `npm run screens`: grouped by brand, screens in the order met, both widths side
// by side as relative images with alt text, names escaped.
import { describe, expect, it } from 'vitest';
import { screensIndexHtml } from '../../scripts/lib/screens-index';

const html = screensIndexHtml(
  [
    { orgCode: 'fairway', entries: [{ nn: 2, screen: 'start/hmda', url: '/account/heloc/u/start/hmda', files: ['02-start-hmda-390.png', '02-start-hmda-1280.png'] }] },
    {
      orgCode: 'acme-lending',
      entries: [
        { nn: 2, screen: 'bank/disburse: <Where> & "how"', url: '/b', files: ['02-bank-disburse-390.png', '02-bank-disburse-1280.png'] },
        { nn: 1, screen: 'register-v2/property', url: '/a', files: ['01-register-v2-property-390.png', '01-register-v2-property-1280.png'] },
      ],
    },
  ],
  '2026-01-01T00:00:00Z',
);

describe('screensIndexHtml', () => {
  it('puts each brand under its heading, its screens in the order met', () => {
    expect(html.indexOf('<h2 id="fairway">fairway</h2>')).toBeGreaterThan(0);
    const acme = html.indexOf('<h2 id="acme-lending">');
    expect(html.indexOf('01. register-v2/property', acme)).toBeLessThan(html.indexOf('02. bank/disburse', acme));
  });

  it('shows both widths as relative images with alt text', () => {
    expect(html).toContain('<img src="fairway/02-start-hmda-390.png" alt="start/hmda on fairway at 390 px" loading="lazy">');
    expect(html).toContain('<img src="fairway/02-start-hmda-1280.png" alt="start/hmda on fairway at 1280 px" loading="lazy">');
  });

  it("groups a brand's screens by journey (the spec that met them), each journey in the order met", () => {
    const grouped = screensIndexHtml(
      [
        {
          orgCode: 'acme-lending',
          entries: [
            { journey: 'dscr', nn: 1, screen: 'rent', url: '/r', files: ['dscr-01-rent-390.png'] },
            { journey: 'application-journey', nn: 2, screen: 'offers', url: '/o', files: ['application-journey-02-offers-390.png'] },
            { journey: 'application-journey', nn: 1, screen: 'property', url: '/p', files: ['application-journey-01-property-390.png'] },
          ],
        },
      ],
      '2026-01-01T00:00:00Z',
    );
    const order = ['application-journey: 01. property', 'application-journey: 02. offers', 'dscr: 01. rent'].map((h) => grouped.indexOf(h));
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('escapes screen names', () => {
    expect(html).toContain('02. bank/disburse: &lt;Where&gt; &amp; &quot;how&quot;</h3>');
    expect(html).not.toContain('<Where>');
  });
});
