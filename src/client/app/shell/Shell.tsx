// Every branded page: a skip link, the top bar, the lender's banners, the page itself as the main
// landmark, the footer.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Link } from '@mui/material';
import { Footer } from './Footer';
import { TopBar } from './TopBar';
import { afterNextPaint } from '../../lib/after-paint';

// The lender's banners (features/banners): fetched and drawn after the page's first paint, so the
// first render neither waits for the banner file nor carries its code.
const Banners = lazy(() => import('../../features/banners/Banners'));

function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}

const MAIN_ID = 'main-content';

export function Shell({ startPath, children }: { startPath: string; children: ReactNode }) {
  const { t } = useTranslation();
  const painted = useAfterFirstPaint();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link href={`#${MAIN_ID}`} sx={skipLinkSx}>
        {t('common.app.skipToContent')}
      </Link>
      <TopBar startPath={startPath} />
      {painted && (
        <Suspense fallback={null}>
          <Banners />
        </Suspense>
      )}
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}

// Off screen until a keyboard user tabs to it.
const skipLinkSx = {
  position: 'absolute',
  left: 8,
  top: -48,
  zIndex: 'tooltip',
  p: 1,
  bgcolor: 'background.paper',
  '&:focus': { top: 8 },
} as const;
