// A block's message (the step does not move on) and warnings (the applicant may continue), each
// announced when it appears. A block that offers the wait list shows its form under the message;
// the form loads only then, not with the first page.
import { lazy, Suspense } from 'react';
import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FiredCheck } from '../../../../core/flow/checks';

const WaitlistOffer = lazy(() => import('./WaitlistOffer'));

export function CheckMessages({ stop, warnings }: { stop?: FiredCheck; warnings: FiredCheck[] }) {
  const { t } = useTranslation();
  const block = stop?.effect === 'block' ? stop : undefined;
  const messages = [...(block ? [block] : []), ...warnings];
  if (messages.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      {messages.map((c) => (
        <Alert key={c.id} severity={c.effect === 'block' ? 'error' : 'warning'} role="alert" data-check={c.id}>
          {t(c.messageKey!, c.params)}
        </Alert>
      ))}
      {block?.waitlist && (
        // Keyed by what it knows: a block for another address starts a new form.
        <Suspense fallback={null}>
          <WaitlistOffer key={JSON.stringify(block.waitlist)} known={block.waitlist} />
        </Suspense>
      )}
    </Stack>
  );
}
