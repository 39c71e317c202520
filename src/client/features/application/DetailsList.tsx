// The sidebar's 'Your offer details' box: a heading and label/value rows as a description list.
// One layout for the offers on the table and for the offer chosen.
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function DetailsList({ id, rows }: { id: string; rows: Array<[string, string]> }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('shell.progress.offerDetails')}
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto auto', gap: 1 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt">{label}</Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
