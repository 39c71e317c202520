// Before a flow's first step shows: the flow's fallback (register-v2 → /register when the redesign
// experiment is off), then the entry parameters (referrer, offer code, prefill) resolved once per
// page load. Prefilled answers are stored before the steps read them; consumed or invalid
// parameters leave the URL; the loan originator's card frames the steps. An offer code asks for
// its letter's ZIP code first, unless the stored answers already hold a property ZIP code (a
// reload after the offer filled it in).
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, CircularProgress } from '@mui/material';
import { fallbackPath } from '../../../core/flow/engine';
import type { Flow } from '../../../core/flow/types';
import { mergePrefill } from '../../../core/prefill/merge';
import { useBrand } from '../../lib/brand';
import { useFlagValues } from '../../lib/flags';
import { readAnswers, writeAnswers } from '../../lib/session-answers';
import { productAtEntry } from '../../lib/products';
import { productChoice } from './product-choice';
import { ProductChooser } from './ProductChooser';
import { immediateEntry, NOT_ACCEPTING_APPS_PATH, notOfferedPath, OFFER_CODE_PARAM, REFERRER_PARAM, resolveEntry, type Entry } from './resolve-entry';

// Only an offer code shows it: loaded on demand, out of the first step's JavaScript.
const OfferZipPrompt = lazy(() => import('./OfferZipPrompt').then((m) => ({ default: m.OfferZipPrompt })));
// Only a referrer's entry shows the loan originator's card; its lookup comes first anyway.
const LoanOriginatorLayout = lazy(() => import('../../lib/LoanOriginatorCard').then((m) => ({ default: m.LoanOriginatorLayout })));

/** The property ZIP code already among the answers, if any. */
function storedZip(flowId: string): string | undefined {
  const address = readAnswers(flowId).propertyAddress as { zip?: unknown } | undefined;
  return typeof address?.zip === 'string' && address.zip ? address.zip : undefined;
}

export function EntryGate({ flow, children }: { flow: Flow; children: (entry: Entry) => ReactNode }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const location = useLocation();
  const navigate = useNavigate();
  // Nothing to look up: the steps show in the first render (as the server rendered them).
  const [entry, setEntry] = useState<Entry | undefined>(() => immediateEntry(new URLSearchParams(location.search), brand));
  const hasOfferCode = new URLSearchParams(location.search).has(OFFER_CODE_PARAM);
  const [offerZip, setOfferZip] = useState<string | undefined>(() => (hasOfferCode ? storedZip(flow.id) : ''));
  const fallback = fallbackPath(flow, readAnswers(flow.id), { features: brand.features, flags: useFlagValues() });
  // Issue 24: the entry of a product the brand's manifest does not offer answers the not-accepting page.
  const product = productAtEntry(flow, location.search);
  const offered = brand.products.includes(product);
  // Issue 24: a brand offering several products asks which, before any lookup or prompt of the entry.
  const choice = productChoice(flow, location.pathname, new URLSearchParams(location.search), brand.products);

  useEffect(() => {
    if (!offered || fallback || choice || offerZip === undefined || entry) return;
    let live = true;
    const query = new URLSearchParams(location.search);
    void resolveEntry(query, brand, offerZip).then((outcome) => {
      if (!live) return;
      if (outcome.kind === 'leave') return void navigate(outcome.to, { replace: true });
      // Only a prefill writes: an entry without one leaves the stored answers (or their absence) alone.
      if (Object.keys(outcome.prefill).length > 0) writeAnswers(flow.id, mergePrefill(readAnswers(flow.id), outcome.prefill));
      if (outcome.drop.length) {
        outcome.drop.forEach((name) => query.delete(name));
        const search = query.toString();
        void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
      }
      setEntry(outcome.entry);
    });
    return () => {
      live = false;
    };
    // Once per page load of this flow (after the product is chosen): moving between steps keeps the entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flow.id, fallback, offerZip, choice === undefined]);

  if (!offered) return <Navigate to={notOfferedPath(product)} replace />;
  if (fallback) return <Navigate to={`${fallback}${location.search}`} replace />;
  if (choice?.kind === 'go') return <Navigate to={choice.to} replace />;
  // Spec section 5: a brand that requires a referrer sends a link without one away before asking anything.
  if (choice && brand.referrerRequired && !new URLSearchParams(location.search).has(REFERRER_PARAM)) return <Navigate to={NOT_ACCEPTING_APPS_PATH} replace />;
  if (choice) return <ProductChooser choices={choice.choices} query={new URLSearchParams(location.search)} />;
  const loading = (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('entry.loading')} />
    </Box>
  );
  if (offerZip === undefined) {
    return (
      <Suspense fallback={loading}>
        <OfferZipPrompt onZip={setOfferZip} />
      </Suspense>
    );
  }
  if (!entry) return loading;
  if (!entry.originator) return <>{children(entry)}</>;
  return (
    <Suspense fallback={loading}>
      <LoanOriginatorLayout originator={entry.originator}>{children(entry)}</LoanOriginatorLayout>
    </Suspense>
  );
}
