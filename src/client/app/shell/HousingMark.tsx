// The Equal Housing Lender or credit-union (NCUA) mark, drawn inline: the page loads no outside
// images, and the words beside the drawing are what assistive technology reads.
import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import type { BrandView } from '../../../core/brand/view';

type Marks = BrandView['footer']['marks'];

function EqualHousingIcon() {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <path d="M12 2 1 11h3v11h16V11h3L12 2Zm0 2.6 6 4.9V20H6V9.5l6-4.9Z" fill="currentColor" />
      <path d="M8 11h8v2H8zm0 4h8v2H8z" fill="currentColor" />
    </svg>
  );
}

function NcuaIcon() {
  return (
    <svg viewBox="0 0 48 24" width="48" height="24" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="46" height="22" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <text x="24" y="16.5" textAnchor="middle" fontSize="11" fontWeight="700" fill="currentColor" fontFamily="sans-serif">
        NCUA
      </text>
    </svg>
  );
}

/** A credit union shows the NCUA mark instead of Equal Housing Lender (brand manifest, footer.marks). */
export function HousingMark({ marks }: { marks: Marks }) {
  const { t } = useTranslation();
  if (!marks.creditUnion && !marks.equalHousing) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {marks.creditUnion ? <NcuaIcon /> : <EqualHousingIcon />}
      <Typography variant="body2">{t(marks.creditUnion ? 'shell.footer.creditUnion' : 'shell.footer.equalHousing')}</Typography>
    </Box>
  );
}
