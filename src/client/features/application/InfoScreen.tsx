// Screens that only explain where the application stands and what happens next: a heading, a
// paragraph and the support phone. Their words are copy/en/application.json → screens.<id>.
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ScreenLayout } from './ScreenLayout';
import { SupportLine } from './SupportLine';

export function InfoScreen({ copyId }: { copyId: string }) {
  const { t } = useTranslation();
  return (
    <ScreenLayout heading={t(`application.screens.${copyId}.heading`)}>
      <Typography component="p" variant="body1">
        {t(`application.screens.${copyId}.body`)}
      </Typography>
      <SupportLine />
    </ScreenLayout>
  );
}
