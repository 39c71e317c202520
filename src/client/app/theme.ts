// The MUI theme of a brand: its colours and type over a shape that depends on the brand's design
// generation (v2023: square corners, upper-case buttons; v2024: round corners, sentence case).
import { createTheme } from '@mui/material';
import type { Theme } from '@mui/material';
import type { BrandView } from '../../core/brand/view';

type BrandTheme = BrandView['theme'];

const generations = {
  v2023: { borderRadius: 4, buttonTextTransform: 'uppercase' },
  v2024: { borderRadius: 12, buttonTextTransform: 'none' },
} as const satisfies Record<BrandTheme['generation'], { borderRadius: number; buttonTextTransform: string }>;

export function createBrandTheme({ generation, palette, typography }: BrandTheme): Theme {
  const shape = generations[generation];
  const heading = { fontWeight: typography.headingWeight ?? 600 };
  return createTheme({
    palette: {
      // Text on a brand colour (buttons, chips) is white or near-black, whichever reaches WCAG AA
      // (4.5:1); MUI's default threshold is 3.
      contrastThreshold: 4.5,
      primary: { main: palette.primary },
      secondary: { main: palette.secondary },
      ...(palette.background && { background: { default: palette.background, paper: palette.background } }),
      ...(palette.text && { text: { primary: palette.text } }),
    },
    shape: { borderRadius: shape.borderRadius },
    typography: {
      fontFamily: typography.fontFamily,
      h1: heading,
      h2: heading,
      h3: heading,
      h4: heading,
      h5: heading,
      h6: heading,
      button: { textTransform: shape.buttonTextTransform },
    },
  });
}
