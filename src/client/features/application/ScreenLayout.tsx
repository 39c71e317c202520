// The frame of every application screen: the page title, and a heading that takes focus when the
// screen appears, so a screen reader starts reading the new screen at its top.
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Container, Typography } from '@mui/material';
import { usePageTitle } from '../../lib/brand';

export function ScreenLayout({ heading, children }: { heading: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  usePageTitle(heading);
  useEffect(() => {
    ref.current?.focus();
  }, [heading]);
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography variant="h1" ref={ref} tabIndex={-1} sx={{ fontSize: '1.75rem', fontWeight: 600, mb: 2, outline: 'none' }}>
        {heading}
      </Typography>
      {children}
    </Container>
  );
}
