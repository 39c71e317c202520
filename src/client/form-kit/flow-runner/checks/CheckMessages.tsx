// A block's message (the step does not move on) and warnings (the applicant may continue), each
// announced when it appears.
import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FiredCheck } from '../../../../core/flow/checks';

export function CheckMessages({ stop, warnings }: { stop?: FiredCheck; warnings: FiredCheck[] }) {
  const { t } = useTranslation();
  const messages = [...(stop?.effect === 'block' ? [stop] : []), ...warnings];
  if (messages.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      {messages.map((c) => (
        <Alert key={c.id} severity={c.effect === 'block' ? 'error' : 'warning'} role="alert" data-check={c.id}>
          {t(c.messageKey!, c.params)}
        </Alert>
      ))}
    </Stack>
  );
}
