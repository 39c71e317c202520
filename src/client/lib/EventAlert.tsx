// The failure of an applicant event or a screen's call, announced: the live region is always in
// the page (role=alert), so a message placed in it is read out. A stale tab gets our 'updated
// elsewhere' words and a reload, which reads the application as it is now. Field messages show at
// the fields the screen names (`atFields`); any other field's message shows here, so none is lost.
import { Alert, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { fieldText, type EventFailure } from './application-events';

export function EventAlert({ failure, atFields = [] }: { failure: EventFailure | undefined; atFields?: readonly string[] }) {
  const { t } = useTranslation();
  const text = alertText(failure, atFields, t);
  return (
    <Box role="alert" sx={{ mt: failure?.kind === 'conflict' || text ? 2 : 0 }}>
      {failure?.kind === 'conflict' && (
        // role="none": the box is the one live region, the alert inside is not a second one.
        <Alert severity="warning" role="none" action={<Button color="inherit" onClick={() => window.location.reload()}>{t('events.conflict.reload')}</Button>}>
          {t('events.conflict.message')}
        </Alert>
      )}
      {text && (
        <Alert severity="error" role="none">
          {text}
        </Alert>
      )}
    </Box>
  );
}

function alertText(failure: EventFailure | undefined, atFields: readonly string[], t: (key: string, options?: Record<string, unknown>) => string): string | undefined {
  if (!failure || failure.kind === 'conflict') return undefined;
  if (failure.kind !== 'fields') return failure.message ?? t('common.errors.generic');
  const elsewhere = failure.fields.filter((f) => !atFields.includes(f.pointer));
  return elsewhere.length ? elsewhere.map((f) => fieldText(t, f)).join(' ') : undefined;
}
