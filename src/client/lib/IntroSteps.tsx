// The opening of a signing area, the applicant's (signing/intro, once consented) and a co-signer's
// (/heloc-signer/intro) alike: what is asked, paragraph by paragraph (copy keys), then the ways on.
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function IntroSteps({ paragraphs, children }: { paragraphs: readonly string[]; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {paragraphs.map((key, i) => (
        <Typography key={key} component="p" variant="body1" sx={i ? { mt: 2 } : undefined}>
          {t(key)}
        </Typography>
      ))}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3 }}>{children}</Box>
    </>
  );
}
