// product/select as pages (multi-page-product-select): which page, from the address's ?part=, its
// step heading ("Step 2 of 3: ..."), focused when the page changes so a screen reader hears where
// it is, and Back (to the page before, as a new history entry) with Next, or Continue on the review.
import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The pages in order: the option, then the amount (with its fees), then the review. */
export const PARTS = ['option', 'amount', 'review'] as const;
export type Part = (typeof PARTS)[number];
export const PART_PARAM = 'part';

/** The page an address names; the first for none or an unknown one. */
export const partOf = (value: string | null): Part => PARTS.find((p) => p === value) ?? PARTS[0];

export function OfferPages({ part, onBack, continueButton, children }: { part: Part; onBack: (part: Part) => void; continueButton: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const index = PARTS.indexOf(part);
  const first = useRef(true);
  useEffect(() => {
    // Not on the first page shown: the screen's own heading has the focus then.
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [part]);
  return (
    <Box component="section" aria-labelledby="offer-part" sx={{ mt: 2 }}>
      <Typography id="offer-part" ref={heading} tabIndex={-1} component="h2" variant="h6" sx={{ fontWeight: 600, outline: 'none' }}>
        {t('application.offer.pages.step', { step: index + 1, total: PARTS.length, name: t(`application.offer.pages.${part}`) })}
      </Typography>
      {children}
      <Box sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {index > 0 && (
          <Button type="button" variant="outlined" onClick={() => onBack(PARTS[index - 1]!)} sx={{ mt: 1 }}>
            {t('application.offer.pages.back')}
          </Button>
        )}
        {part === 'review' ? (
          continueButton
        ) : (
          <Button type="submit" variant="contained" sx={{ mt: 1 }}>
            {t('application.offer.pages.next')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
