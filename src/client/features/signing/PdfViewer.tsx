// The document viewer (spec section 2): the PDF's pages drawn in the page by pdf.js, each with its
// text layer (selectable, read by screen readers; the canvas is hidden from them), zoom buttons,
// a download of the very bytes shown, and a bottom marker: signing or accepting is allowed only
// once it has been at least 25% visible (IntersectionObserver threshold 0.25). pdf.js and its
// worker load when a viewer first shows (a dynamic import, never in the first page's JavaScript);
// the worker is a file of our own build, served from our origin under the page's CSP
// (script-src 'self'), and pdf.js runs without eval. On a phone's screen the document
// opens as its text (PdfTextView: the PDF's own words at the page's reading size; a letter page
// fitted to 390 px draws its type about 6 px high), with the printed pages a button away.
import { Alert, Box, Button, CircularProgress, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type * as PdfJsModule from 'pdfjs-dist';
import { useTranslation } from 'react-i18next';
import { textBlocks, type PdfTextItem, type TextBlock } from './pdf-text';
import { PdfTextView } from './PdfTextView';

/** Zoom steps (1 = the page fits the viewer's width). */
const ZOOMS = [0.75, 1, 1.25, 1.5, 2] as const;

type Mode = 'text' | 'pages';

type PdfJs = typeof PdfJsModule;
let pdfjsLoading: Promise<PdfJs> | undefined;

/** pdf.js with its worker from our own origin, loaded once. */
function loadPdfJs(): Promise<PdfJs> {
  pdfjsLoading ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(([pdfjs, worker]) => {
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
  });
  return pdfjsLoading;
}

/** A loading task for the document; a copy of its bytes, since pdf.js transfers the buffer it is given to its worker. */
async function openPdf(bytes: ArrayBuffer) {
  const pdfjs = await loadPdfJs();
  return pdfjs.getDocument({ data: new Uint8Array(bytes.slice(0)), isEvalSupported: false, verbosity: 0 });
}

// pdf.js's own text-layer rules (web/pdf_viewer.css), as our styles (they carry the page's nonce).
const textLayerSx = {
  '& .textLayer': {
    position: 'absolute',
    textAlign: 'initial',
    inset: 0,
    overflow: 'clip',
    opacity: 1,
    lineHeight: 1,
    textSizeAdjust: 'none',
    forcedColorAdjust: 'none',
    transformOrigin: '0 0',
    caretColor: 'CanvasText',
    zIndex: 0,
  },
  '& .textLayer :is(span, br)': { color: 'transparent', position: 'absolute', whiteSpace: 'pre', cursor: 'text', transformOrigin: '0% 0%' },
  '& .textLayer > :not(.markedContent), & .textLayer .markedContent span:not(.markedContent)': { zIndex: 1 },
  '& .textLayer span.markedContent': { top: 0, height: 0 },
  '& .textLayer ::selection': { background: 'rgba(0 0 255 / 0.25)' },
  '& .textLayer .endOfContent': { display: 'block', position: 'absolute', inset: '100% 0 0', zIndex: 0, cursor: 'default', userSelect: 'none' },
} as const;

export interface PdfViewerProps {
  title: string;
  /** The PDF's bytes, as the server stored them. */
  bytes: ArrayBuffer;
  /** The file name of the download. */
  fileName: string;
  /** Called once the bottom marker has been at least 25% visible. */
  onReachedEnd?: () => void;
}

export function PdfViewer({ title, bytes, fileName, onReachedEnd }: PdfViewerProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const pagesBox = useRef<HTMLDivElement>(null);
  const marker = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  // The viewer's width: pages fit it at zoom 1, drawn again when it changes (a phone turned).
  const [width, setWidth] = useState<number>();
  // The applicant's choice of text or pages; until then, text on a phone.
  const [chosenMode, setMode] = useState<Mode>();
  // A phone's screen (below MUI's sm breakpoint, 600 px): the screen's width, not the viewer's, as
  // a desktop's column is narrow too but its reader has the zoom and a large screen.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const mode: Mode = chosenMode ?? (phone ? 'text' : 'pages');
  const [textPages, setTextPages] = useState<TextBlock[][]>();
  // What is in the box (pages or text): only once it is there can the marker below it be reached by reading.
  const [drawnMode, setDrawnMode] = useState<Mode>();
  const drawn = drawnMode !== undefined && drawnMode === mode;
  const [failed, setFailed] = useState(false);
  const [reached, setReached] = useState(false);
  const labelId = useId();
  const reachedRef = useRef(onReachedEnd);
  useEffect(() => {
    reachedRef.current = onReachedEnd;
  });

  // The download gives the very bytes shown.
  const downloadUrl = useMemo(() => URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' })), [bytes]);
  useEffect(() => () => URL.revokeObjectURL(downloadUrl), [downloadUrl]);

  useEffect(() => {
    const box = scroller.current!;
    const observer = new ResizeObserver(() => setWidth(Math.max(200, Math.floor(box.clientWidth / 8) * 8 - 16)));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // Draw every page at the zoom, each a canvas (hidden from assistive technology) under its text layer.
  useEffect(() => {
    // Text chosen: the drawn pages go (one copy of the words in the page, not a hidden second).
    if (mode === 'text') pagesBox.current?.replaceChildren();
    if (!width || mode !== 'pages') return;
    let live = true;
    const box = pagesBox.current!;
    let destroy: (() => void) | undefined;
    (async () => {
      const pdfjs = await loadPdfJs();
      const task = await openPdf(bytes);
      destroy = () => void task.destroy();
      const doc = await task.promise;
      if (!live) return;
      const nodes: HTMLElement[] = [];
      for (let n = 1; n <= doc.numPages; n++) {
        const page = await doc.getPage(n);
        if (!live) return;
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: (width / base.width) * zoom });
        const wrapper = document.createElement('div');
        wrapper.className = 'pdfPage';
        wrapper.setAttribute('role', 'group');
        wrapper.setAttribute('aria-label', t('signing.viewer.page', { page: n, pages: doc.numPages }));
        wrapper.style.setProperty('--scale-factor', String(viewport.scale));
        wrapper.style.position = 'relative';
        wrapper.style.width = `${Math.floor(viewport.width)}px`;
        wrapper.style.height = `${Math.floor(viewport.height)}px`;
        wrapper.style.margin = '0 auto 8px';
        wrapper.style.background = '#fff';
        wrapper.style.boxShadow = '0 0 0 1px rgba(0,0,0,0.2)';
        const canvas = document.createElement('canvas');
        const ratio = globalThis.devicePixelRatio || 1;
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = `${Math.floor(viewport.height)}px`;
        canvas.style.display = 'block';
        canvas.setAttribute('aria-hidden', 'true');
        wrapper.appendChild(canvas);
        const text = document.createElement('div');
        text.className = 'textLayer';
        wrapper.appendChild(text);
        nodes.push(wrapper);
        await page.render({ canvasContext: canvas.getContext('2d')!, viewport, ...(ratio !== 1 ? { transform: [ratio, 0, 0, ratio, 0, 0] } : {}) }).promise;
        await new pdfjs.TextLayer({ textContentSource: page.streamTextContent(), container: text, viewport }).render();
      }
      if (!live) return;
      box.replaceChildren(...nodes);
      setDrawnMode('pages');
    })().catch(() => live && setFailed(true));
    return () => {
      live = false;
      destroy?.();
    };
  }, [bytes, zoom, width, t, mode]);

  // The text view: every page's words, read each time it is shown, so `drawn` says the text is
  // there now (not that it was once, before the pages were shown instead).
  useEffect(() => {
    if (mode !== 'text') return;
    let live = true;
    let destroy: (() => void) | undefined;
    (async () => {
      const task = await openPdf(bytes);
      destroy = () => void task.destroy();
      const doc = await task.promise;
      const pages: TextBlock[][] = [];
      for (let n = 1; n <= doc.numPages; n++) {
        const content = await (await doc.getPage(n)).getTextContent();
        pages.push(textBlocks(content.items.filter((i): i is PdfTextItem & typeof i => 'str' in i), content.styles));
      }
      if (!live) return;
      setTextPages(pages);
      setDrawnMode('text');
    })().catch(() => live && setFailed(true));
    return () => {
      live = false;
      destroy?.();
    };
  }, [bytes, mode]);

  // The bottom marker: at least 25% of it seen once, in the viewer's own scrolling box.
  useEffect(() => {
    if (!drawn || reached) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= 0.25)) {
          setReached(true);
          reachedRef.current?.();
        }
      },
      { root: scroller.current, threshold: 0.25 },
    );
    observer.observe(marker.current!);
    return () => observer.disconnect();
  }, [drawn, reached]);

  const zoomAt = ZOOMS.indexOf(zoom as (typeof ZOOMS)[number]);
  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Button variant="outlined" size="small" onClick={() => setMode(mode === 'text' ? 'pages' : 'text')}>
          {t(mode === 'text' ? 'signing.viewer.showPages' : 'signing.viewer.showText')}
        </Button>
        {mode === 'pages' && (
          <>
            <Button variant="outlined" size="small" onClick={() => setZoom(ZOOMS[zoomAt - 1]!)} disabled={zoomAt <= 0}>
              {t('signing.viewer.zoomOut')}
            </Button>
            <Button variant="outlined" size="small" onClick={() => setZoom(ZOOMS[zoomAt + 1]!)} disabled={zoomAt >= ZOOMS.length - 1}>
              {t('signing.viewer.zoomIn')}
            </Button>
            <Typography component="span" variant="body2" aria-live="polite">
              {t('signing.viewer.zoomLevel', { percent: Math.round(zoom * 100) })}
            </Typography>
          </>
        )}
        <Button component="a" href={downloadUrl} download={fileName} variant="text" size="small">
          {t('signing.viewer.download', { title })}
        </Button>
      </Box>
      {/* The document: a focusable scrolling region, so the keyboard's arrows and Page Down read it. */}
      <Box
        ref={scroller}
        role="region"
        aria-labelledby={labelId}
        tabIndex={0}
        data-testid="pdf-viewer"
        sx={{
          // Its content (pages wider than the screen when zoomed) scrolls inside; the page never does.
          contain: 'inline-size',
          maxHeight: '60vh',
          overflow: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 1,
          bgcolor: 'grey.100',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          ...textLayerSx,
        }}
      >
        <Typography id={labelId} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          {t('signing.viewer.label', { title })}
        </Typography>
        {!drawn && !failed && <CircularProgress size={24} aria-label={t('signing.viewer.loading')} />}
        {failed && <Alert severity="error">{t('signing.viewer.failed')}</Alert>}
        <div ref={pagesBox} hidden={mode !== 'pages'} />
        {mode === 'text' && textPages && <PdfTextView pages={textPages} />}
        <Box ref={marker} data-testid="pdf-bottom-marker" sx={{ py: 1, textAlign: 'center', visibility: drawn ? 'visible' : 'hidden' }}>
          <Typography component="p" variant="body2">
            {t('signing.viewer.end')}
          </Typography>
        </Box>
      </Box>
      <Typography component="p" variant="body2" role="status" sx={{ mt: 1 }}>
        {reached ? t('signing.viewer.reachedEnd') : ''}
      </Typography>
    </Box>
  );
}
