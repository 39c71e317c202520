// The sidebar's 'Your offer details' box: a heading and label/value rows as a description list.
// One layout for the offers on the table and for the offer chosen.
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FigureList } from '../../lib/FigureList';

export function DetailsList({ id, rows }: { id: string; rows: Array<[string, string]> }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('shell.progress.offerDetails')}
      </Typography>
      {/* The sidebar's narrow column: long values may break anywhere. */}
      <FigureList rows={rows} sx={{ gap: 1, fontSize: 'inherit' }} wrapAnywhere />
    </Box>
  );
}
