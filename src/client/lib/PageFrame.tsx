// One frame for every kind of page (the applicant's branded pages, the staff console): a skip link
// to the main landmark, the page's top (its bar and anything under it), the page itself as the
// main landmark, and a footer where the page has one. What differs is passed in.
import type { ReactNode } from 'react';
import { Box, Link } from '@mui/material';

interface PageFrameProps {
  /** The main landmark's id; the skip link's target. */
  mainId: string;
  skipLabel: string;
  top: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

export function PageFrame({ mainId, skipLabel, top, footer, children }: PageFrameProps) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link href={`#${mainId}`} sx={skipLinkSx}>
        {skipLabel}
      </Link>
      {top}
      <Box component="main" id={mainId} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      {footer}
    </Box>
  );
}

// Off screen until a keyboard user tabs to it.
const skipLinkSx = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 'tooltip',
  p: 1,
  bgcolor: 'background.paper',
  '&:focus': { top: 8 },
} as const;
