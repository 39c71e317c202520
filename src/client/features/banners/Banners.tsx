// The lender's banners at the top of every applicant page (spec sections 2, 4, 7): loaded after the
// first paint (the shell mounts this lazily), the newest maxBanners that are active, for this app and
// not closed since they last changed. Text only — React writes the message as text, never HTML — and
// a link only where the allow-list lets it lead (catalogue R2). A failed or malformed file shows
// nothing: its error text is logged, never shown to the applicant (spec section 8, catalogue R3).
import { useEffect, useState } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Link, Stack } from '@mui/material';
import { liveDismissals, selectBanners, withDismissal, type Banner, type Dismissals } from '../../../core/banners/select';
import { allowedLinkHref } from '../../../core/contract/safe-link';
import { bannerFileRoute } from '../../../core/contract/banner-routes';
import { useBrand } from '../../lib/brand';
import { fetchBannerFile } from './fetch-banner-file';
import { readDismissals, writeDismissals } from './dismissals';
import banners from '../../../../copy/en/banners.json';

i18next.addResourceBundle('en', 'translation', structuredClone({ banners }), true, false);

/** Spec section 4: loading, error, loaded. */
type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'loaded'; banners: Banner[] };

export default function Banners() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [dismissals, setDismissals] = useState<Dismissals>(readDismissals);

  useEffect(() => {
    const controller = new AbortController();
    const url = `${bannerFileRoute.path({})}?${new URLSearchParams({ orgCode: brand.orgCode }).toString()}`;
    fetchBannerFile(url, controller.signal).then(
      (list) => {
        // A dismissal is dropped once its banner changed after it.
        const live = liveDismissals(list, readDismissals());
        writeDismissals(live);
        setDismissals(live);
        setState({ kind: 'loaded', banners: list });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        console.warn('banners', message);
        setState({ kind: 'error', message });
      },
    );
    // Leaving the page stops the download.
    return () => controller.abort();
  }, [brand.orgCode]);

  if (state.kind !== 'loaded') return null;
  const { maxBanners, app, linkHosts } = brand.banners;
  const shown = selectBanners(state.banners, { app, maxBanners, dismissals });
  if (!shown.length) return null;

  const dismiss = (uuid: string) => {
    const next = withDismissal(dismissals, uuid, new Date());
    writeDismissals(next);
    setDismissals(next);
  };

  return (
    <Box component="section" aria-label={t('banners.region')} sx={{ px: { xs: 1, sm: 2 }, pt: 1 }}>
      <Stack spacing={1}>
        {shown.map((b) => (
          <Alert
            key={b.uuid}
            severity={b.variant === 'warn' ? 'warning' : 'info'}
            role="status"
            closeText={t('banners.dismiss')}
            {...(b.dismissable ? { onClose: () => dismiss(b.uuid) } : {})}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {b.message}
            {b.link && <BannerLink text={b.link.text} href={allowedLinkHref(b.link.href, linkHosts)} />}
          </Alert>
        ))}
      </Stack>
    </Box>
  );
}

function BannerLink({ text, href }: { text: string; href: string | null }) {
  return (
    <>
      {' '}
      {href ? (
        <Link href={href} rel="noopener noreferrer" sx={{ color: 'inherit', fontWeight: 600 }}>
          {text}
        </Link>
      ) : (
        <span>{text}</span>
      )}
    </>
  );
}
