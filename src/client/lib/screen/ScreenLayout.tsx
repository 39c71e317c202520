// The frame of every application screen: its heading (page title, focus on arrival) and content.
import type { ReactNode } from 'react';
import { Container } from '@mui/material';
import { PageHeading } from '../PageHeading';

export function ScreenLayout({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <PageHeading text={heading} sx={{ mb: 2 }} />
      {children}
    </Container>
  );
}
