// A screen that explains where the application stands: its heading, then what happened, what
// happens next and what the applicant can do (copy/en/application.json → screens.<copyId>), the
// screen's own content and actions, and the support line. A part the copy lacks is left out.
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ScreenLayout } from './ScreenLayout';
import { SupportLine } from '../SupportLine';

const parts = [
  ['body', 'happened'],
  ['next', 'next'],
  ['action', 'action'],
] as const;

export function StatusInfo({ copyId, children, actions }: { copyId: string; children?: ReactNode; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const key = (part: string) => `application.screens.${copyId}.${part}`;
  return (
    <ScreenLayout heading={t(key('heading'))}>
      {parts
        .filter(([part]) => i18n.exists(key(part)))
        .map(([part, section]) => (
          <Box component="section" key={part} aria-labelledby={`${copyId}-${part}`} sx={{ mt: 2 }}>
            <Typography id={`${copyId}-${part}`} component="h2" variant="h6" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
              {t(`application.sections.${section}`)}
            </Typography>
            <Typography component="p" variant="body1" sx={{ mt: 0.5 }}>
              {t(key(part))}
            </Typography>
          </Box>
        ))}
      {children}
      {actions && <Box sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap' }}>{actions}</Box>}
      <SupportLine />
    </ScreenLayout>
  );
}
