// Every branded page: a skip link, the top bar, the lender's banners, the page itself as the main
// landmark, the footer.
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Link } from '@mui/material';
import { Footer } from './Footer';
import { TopBar } from './TopBar';
import { useMounted } from '../../lib/after-hydration';

// The lender's banners (features/banners): loaded once the page is the browser's own (after the
// server-drawn page is painted and hydrated), so the first render neither waits for the banner
// file nor carries its code, and the server's page and the hydrated one agree.
const Banners = lazy(() => import('../../features/banners/Banners'));

const MAIN_ID = 'main-content';

export function Shell({ startPath, children }: { startPath: string; children: ReactNode }) {
  const { t } = useTranslation();
  const hydrated = useMounted();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link href={`#${MAIN_ID}`} sx={skipLinkSx}>
        {t('common.app.skipToContent')}
      </Link>
      <TopBar startPath={startPath} />
      {hydrated && (
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

