// Label/value rows as a description list: the offer cards and the estimate share one layout.
import { Box } from '@mui/material';

export function FigureList({ rows }: { rows: Array<[string, string]> }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 1, rowGap: 0.5, m: 0, mt: 1, fontSize: '0.9375rem' }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt">{label}</Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'break-word' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
