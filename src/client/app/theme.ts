// The MUI theme of a brand: its colours and type over a shape that depends on the brand's design
// generation (v2023: square corners, upper-case buttons; v2024: round corners, sentence case).
import { createTheme } from '@mui/material';
import type { Theme, ThemeOptions } from '@mui/material';
import type { BrandView } from '../../core/brand/view';

type BrandTheme = BrandView['theme'];

const generations = {
  v2023: { borderRadius: 4, buttonTextTransform: 'uppercase' },
  v2024: { borderRadius: 12, buttonTextTransform: 'none' },
} as const satisfies Record<BrandTheme['generation'], { borderRadius: number; buttonTextTransform: string }>;

// Each MUI input would mount its own <style> with the autofill keyframes and remove it on unmount:
// a stylesheet added and dropped per field (a whole-page style recalculation) on every step
// change. The keyframes are in the page once (autofillKeyframes, rendered in main.tsx); the input keeps MUI's
// autofill animation, which is how a label learns the browser filled its field.
export const autofillKeyframes = {
  '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
  '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
};

const inputAutofill = {
  MuiInputBase: {
    defaultProps: { disableInjectingGlobalStyles: true },
    styleOverrides: {
      input: {
        animationName: 'mui-auto-fill-cancel',
        animationDuration: '10ms',
        '&:-webkit-autofill': { animationDuration: '5000s', animationName: 'mui-auto-fill' },
      },
    },
  },
} satisfies ThemeOptions['components'];

/** Spec section 9: a popover opens 10 px from what opened it. */
const POPOVER_OFFSET_PX = 10;

// A menu (the profile and notification menus, a select's list) opens below its button, its right
// edge on the button's, POPOVER_OFFSET_PX away, instead of over the button it came from.
const menus = {
  MuiMenu: {
    defaultProps: { anchorOrigin: { vertical: 'bottom', horizontal: 'right' }, transformOrigin: { vertical: 'top', horizontal: 'right' } },
    styleOverrides: { paper: { marginTop: POPOVER_OFFSET_PX } },
  },
} satisfies ThemeOptions['components'];

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
    components: { ...inputAutofill, ...menus },
  });
}
