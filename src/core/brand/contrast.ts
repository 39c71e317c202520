// WCAG 2.2 contrast of a brand's palette (catalogue X2): white text on the primary and secondary
// colours (buttons, the top bar) and the text colour on the background need 4.5:1, so a brand that
// would fail AA fails `npm run check` instead of reaching an applicant.
import type { Brand } from '../../generated/types/brand';
import type { Problem } from '../flow/analyse';

const AA_TEXT = 4.5;

function luminance(hex: string): number {
  const channel = (i: number): number => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export function paletteProblems(palette: Brand['theme']['palette']): Problem[] {
  const pairs: Array<[string, string, string]> = [
    ['/theme/palette/primary', palette.primary, '#ffffff'],
    ['/theme/palette/secondary', palette.secondary, '#ffffff'],
    ['/theme/palette/text', palette.text ?? '#1a1a1a', palette.background ?? '#ffffff'],
  ];
  return pairs
    .filter(([, fg, bg]) => contrastRatio(fg, bg) < AA_TEXT)
    .map(([pointer, fg, bg]) => ({ pointer, reason: `contrast of ${fg} with ${bg} is ${contrastRatio(fg, bg).toFixed(2)}:1; WCAG AA needs ${AA_TEXT}:1` }));
}
