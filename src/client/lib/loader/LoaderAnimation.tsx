// The loader's picture (spec section 9: each brand's `loadingAnimation`, the default animation
// 67 s): the brand's drawing (a house being drawn, coins stacking, dots pulsing) above a bar that
// fills over ANIMATION_MS, so a long wait still shows it moving. Decoration only (aria-hidden): the
// loader's status line says what is going on. Still for people who ask for reduced motion.
import { Box } from '@mui/material';
import type { BrandView } from '../../../core/brand/view';
import { ANIMATION_MS } from './loader-timing';

type Kind = BrandView['loadingAnimation'];

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 4, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** Each drawing's shapes, in a 64 × 64 box; `i` staggers a shape's start. */
const DRAWINGS: Record<Kind, Array<{ d: string; i: number }>> = {
  house: [{ d: 'M8 30 32 10l24 20M14 26v28h36V26M27 54V40h10v14', i: 0 }],
  coins: [0, 1, 2].map((i) => ({ d: `M14 ${50 - i * 12}a18 6 0 1 0 36 0a18 6 0 1 0-36 0`, i })),
  dots: [0, 1, 2].map((i) => ({ d: `M${14 + i * 18} 32h.01`, i })),
};

// A house is drawn and undrawn; coins and dots rise and fall in turn.
const motion = {
  house: { strokeDasharray: 200, animation: 'loader-draw 2.4s ease-in-out infinite alternate' },
  coins: { animation: 'loader-rise 1.2s ease-in-out infinite alternate' },
  dots: { strokeWidth: 12, animation: 'loader-rise 0.9s ease-in-out infinite alternate' },
} as const;

export function LoaderAnimation({ kind }: { kind: Kind }) {
  return (
    <Box aria-hidden="true" className="loader-animation" sx={sx}>
      <svg viewBox="0 0 64 64" width="72" height="72">
        {DRAWINGS[kind].map(({ d, i }) => (
          <path key={d} d={d} {...stroke} style={{ ...motion[kind], animationDelay: `${i * 0.2}s` }} />
        ))}
      </svg>
      <Box className="bar" />
    </Box>
  );
}

const sx = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 1,
  '@keyframes loader-draw': { from: { strokeDashoffset: 200 }, to: { strokeDashoffset: 0 } },
  '@keyframes loader-rise': { from: { transform: 'translateY(3px)' }, to: { transform: 'translateY(-3px)' } },
  '@keyframes loader-fill': { from: { transform: 'scaleX(0)' }, to: { transform: 'scaleX(0.95)' } },
  // The bar's track, and its fill growing from the left.
  '& .bar': { width: 160, height: 4, borderRadius: 2, bgcolor: 'rgba(255, 255, 255, 0.3)', overflow: 'hidden' },
  '& .bar::after': { content: '""', display: 'block', height: 1, bgcolor: 'currentColor', transformOrigin: 'left', animation: `loader-fill ${ANIMATION_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1) forwards` },
  '@media (prefers-reduced-motion: reduce)': { '& *, & .bar::after': { animation: 'none !important' }, '& .bar': { display: 'none' } },
} as const;
