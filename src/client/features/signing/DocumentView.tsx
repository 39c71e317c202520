// One closing document in the viewer: its bytes fetched once, then drawn by the lazily loaded viewer.
import { Alert, CircularProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useBrand } from '../../lib/brand';
import { documentTitle } from '../../lib/document-title';
import { pdfFileName, readPdf, type ClosingDocument } from './signing-api';

// The viewer (and pdf.js with it) is its own chunk, loaded when a document is first shown.
const PdfViewer = lazy(() => import('./PdfViewer').then((m) => ({ default: m.PdfViewer })));

export function DocumentView({ uuid, document, onReachedEnd }: { uuid: string; document: ClosingDocument; onReachedEnd?: () => void }) {
  const { t } = useTranslation();
  const { orgCode } = useBrand();
  const { data, error } = useSWR(['closing-pdf', uuid, document.uuid, orgCode], ([, app, id, org]) => readPdf(app, id, org), { revalidateOnFocus: false });
  if (error) return <Alert severity="error" sx={{ mt: 2 }}>{t('signing.viewer.failed')}</Alert>;
  const loading = <CircularProgress size={24} aria-label={t('signing.viewer.loading')} sx={{ mt: 2 }} />;
  if (!data) return loading;
  return (
    <Suspense fallback={loading}>
      <PdfViewer key={document.uuid} title={documentTitle(document, t)} bytes={data} fileName={pdfFileName(document)} onReachedEnd={onReachedEnd} />
    </Suspense>
  );
}
