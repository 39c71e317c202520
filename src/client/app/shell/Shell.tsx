// Every branded page: the one page frame (lib/PageFrame) with the top bar, the lender's banners,
// the footer and, where the brand's webchat flag is on, the chat window's launcher.
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from './Footer';
import { TopBar } from './TopBar';
import { ChatLauncher } from './ChatLauncher';
import { useMounted } from '../../lib/after-hydration';
import { PageFrame } from '../../lib/PageFrame';
import { useBrand } from '../../lib/brand';
import { installErrorReporting } from '../../lib/error-reporting';

// The lender's banners (features/banners): loaded once the page is the browser's own (after the
// server-drawn page is painted and hydrated), so the first render neither waits for the banner
// file nor carries its code, and the server's page and the hydrated one agree.
const Banners = lazy(() => import('../../features/banners/Banners'));

export function Shell({ startPath, children }: { startPath: string; children: ReactNode }) {
  const { t } = useTranslation();
  const hydrated = useMounted();
  const { orgCode, errorReporting } = useBrand();
  // After hydration: the window's error handlers for this page load, at the brand's sample rate (once: later calls do nothing).
  useEffect(() => installErrorReporting(orgCode, errorReporting.sampleRate));
  const top = (
    <>
      <TopBar startPath={startPath} />
      {hydrated && (
        <Suspense fallback={null}>
          <Banners />
        </Suspense>
      )}
    </>
  );
  return (
    <PageFrame mainId="main-content" skipLabel={t('common.app.skipToContent')} top={top} footer={<Footer />}>
      {children}
      <ChatLauncher />
    </PageFrame>
  );
}
