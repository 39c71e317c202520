// The loader's picture is the brand's (spec section 9: `loadingAnimation`), with a bar that fills
// over the default animation's 67 s; it is decoration, hidden from assistive technology.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoaderAnimation } from '../../src/client/lib/loader/LoaderAnimation';
import { ANIMATION_MS } from '../../src/client/lib/loader/loader-timing';

const markup = (kind: 'house' | 'coins' | 'dots') => renderToStaticMarkup(createElement(LoaderAnimation, { kind }));
const paths = (html: string) => html.match(/<path /g)?.length ?? 0;

describe('LoaderAnimation', () => {
  it('draws each brand animation: a house, three coins, three dots', () => {
    expect([paths(markup('house')), paths(markup('coins')), paths(markup('dots'))]).toEqual([1, 3, 3]);
    expect(markup('house')).toContain('loader-draw');
    expect(markup('coins')).toContain('loader-rise');
  });

  it('fills its bar over 67 s and is hidden from assistive technology', () => {
    expect(ANIMATION_MS).toBe(67_000);
    const html = markup('dots');
    expect(html).toContain('67000ms');
    expect(html).toMatch(/<div class="loader-animation[^"]*" aria-hidden="true">/);
  });
});
