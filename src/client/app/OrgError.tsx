// The page when no brand could be found for this address (spec section 1): the error and why,
// and nothing else, since there is no brand to show a journey under.
import { useEffect } from 'react';
import { Container, Typography } from '@mui/material';

export function OrgError({ error, details }: { error: string; details: string }) {
  useEffect(() => {
    document.title = error;
  }, [error]);
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }}>
        {error}
      </Typography>
      {details && <Typography>{details}</Typography>}
    </Container>
  );
}
