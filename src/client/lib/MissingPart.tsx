// What shows in place of a screen or a question the app cannot draw (a name in the data that no
// component answers to): a short message and the support line, never the error page, so the
// applicant can call instead of being stuck.
import { useEffect } from 'react';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SupportLine } from './SupportLine';

export function MissingPart({ name }: { name: string }) {
  const { t } = useTranslation();
  // The name is for whoever reads the logs; the applicant sees the message.
  useEffect(() => console.warn(`no component for "${name}"`), [name]);
  return (
    <Alert severity="warning" role="status" data-missing={name} sx={{ my: 2 }}>
      {t('common.errors.missingPart')}
      <SupportLine />
    </Alert>
  );
}
