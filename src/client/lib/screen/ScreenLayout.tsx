// The frame of every application screen: its heading (page title, focus on arrival) and content.
import type { ReactNode } from 'react';
import { Container, type ContainerProps } from '@mui/material';
import { PageHeading } from '../PageHeading';

/** `maxWidth` 'sm' by default; a screen that compares options side by side takes 'md'. */
export function ScreenLayout({ heading, children, maxWidth = 'sm' }: { heading: string; children: ReactNode; maxWidth?: ContainerProps['maxWidth'] }) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: 4 }}>
      <PageHeading text={heading} sx={{ mb: 2 }} />
      {children}
    </Container>
  );
}
