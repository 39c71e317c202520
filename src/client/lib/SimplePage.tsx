// A page of one column under its heading (the sign-in, the password pages, the error fallback, the
// information pages): the width is the page's, the heading names the page and takes focus.
import type { ReactNode } from 'react';
import { Container } from '@mui/material';
import { PageHeading } from './PageHeading';

interface SimplePageProps {
  heading: string;
  width?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}

export function SimplePage({ heading, width = 'sm', children }: SimplePageProps) {
  return (
    <Container maxWidth={width} sx={{ py: 4 }}>
      <PageHeading text={heading} sx={{ mb: 2 }} />
      {children}
    </Container>
  );
}
