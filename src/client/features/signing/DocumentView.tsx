// One closing document in the viewer: a plain-language summary of it (what it is, what signing it
// means), then its bytes fetched once and drawn by the lazily loaded viewer.
import '../../lib/bespoke-copy';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useBrand } from '../../lib/brand';
import { documentTitle } from '../../lib/document-title';
import { pdfFileName, readPdf, type ClosingDocument } from './signing-api';

// The viewer (and pdf.js with it) is its own chunk, loaded when a document is first shown.
const PdfViewer = lazy(() => import('./PdfViewer').then((m) => ({ default: m.PdfViewer })));

/** What the document is and what signing it means, in two sentences (copy per kind). */
function Summary({ kind }: { kind: ClosingDocument['kind'] }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 2, p: 2, borderLeft: 4, borderColor: 'primary.main', bgcolor: 'action.hover', borderRadius: 1 }}>
      <Typography component="p" variant="body1">
        <Box component="strong">{t('signing.summary.label')}</Box> {t(`signing.summary.${kind}.what`)}
      </Typography>
      <Typography component="p" variant="body1" sx={{ mt: 1 }}>
        {t(`signing.summary.${kind}.signing`)}
      </Typography>
    </Box>
  );
}

export function DocumentView(props: { uuid: string; document: ClosingDocument; onReachedEnd?: () => void }) {
  return (
    <>
      <Summary kind={props.document.kind} />
      <DocumentPdf {...props} />
    </>
  );
}

function DocumentPdf({ uuid, document, onReachedEnd }: { uuid: string; document: ClosingDocument; onReachedEnd?: () => void }) {
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
