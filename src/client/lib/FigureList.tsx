// Label/value rows as a description list: the offer cards, the estimate, the headline and the
// sidebar's 'Your offer details' share one layout; `sx` adds a place's own spacing.
import { Box, type SxProps, type Theme } from '@mui/material';

export function FigureList({ rows, sx, wrapAnywhere = false }: { rows: Array<[string, string]>; sx?: SxProps<Theme>; wrapAnywhere?: boolean }) {
  return (
    <Box component="dl" sx={[{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 1, rowGap: 0.5, m: 0, mt: 1, fontSize: '0.9375rem' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt">{label}</Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right', overflowWrap: wrapAnywhere ? 'anywhere' : 'break-word' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
