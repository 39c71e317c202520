// The viewer's text view: the PDF's own text, page by page, as paragraphs at the page's reading
// size, so a phone shows the document at the screen's width with text as large as the rest of the
// page. A large monospace line (the E-SIGN consent's confirmation code) is shown large with a copy
// button: the code still reaches the screen only through the PDF opened on this device.
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeOf, type BlockKind, type TextBlock } from './pdf-text';

const VARIANTS: Record<Exclude<BlockKind, 'code'>, 'h6' | 'subtitle1' | 'body1' | 'caption'> = {
  title: 'h6',
  heading: 'subtitle1',
  body: 'body1',
  small: 'caption',
};

function CodeLine({ text }: { text: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const code = codeOf(text);
  const label = text.trim().slice(0, -code.length).trim();
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  return (
    <Box sx={{ my: 2, p: 1.5, border: 2, borderColor: 'primary.main', borderRadius: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Typography component="p" variant="body1" sx={{ fontWeight: 600, flex: '1 1 10rem' }}>
        {label}{' '}
        <Box component="span" sx={{ display: 'block', fontFamily: 'monospace', fontSize: '2rem', fontWeight: 700, letterSpacing: '0.15em', overflowWrap: 'anywhere' }}>
          {code}
        </Box>
      </Typography>
      {clipboard && (
        <Button variant="outlined" size="small" onClick={() => void clipboard.writeText(code).then(() => setCopied(true), () => setCopied(false))}>
          {t('signing.viewer.copyCode')}
        </Button>
      )}
      <Typography component="p" variant="body2" role="status" sx={{ flexBasis: '100%', minHeight: '1lh' }}>
        {copied ? t('signing.viewer.codeCopied') : ''}
      </Typography>
    </Box>
  );
}

export function PdfTextView({ pages }: { pages: TextBlock[][] }) {
  const { t } = useTranslation();
  return (
    <>
      {pages.map((blocks, n) => (
        // A page's number is its identity, and its blocks never move.
        <Box
          key={n}
          role="group"
          aria-label={t('signing.viewer.page', { page: n + 1, pages: pages.length })}
          sx={{ bgcolor: 'background.paper', color: 'text.primary', p: 2, mb: 1, borderRadius: 1, boxShadow: '0 0 0 1px rgba(0,0,0,0.2)' }}
        >
          {blocks.map((block, i) =>
            block.kind === 'code' ? (
              <CodeLine key={i} text={block.text} />
            ) : (
              <Typography key={i} component="p" variant={VARIANTS[block.kind]} sx={{ mb: block.kind === 'small' ? 0.5 : 1.5, fontWeight: block.kind === 'body' || block.kind === 'small' ? undefined : 700, overflowWrap: 'anywhere', display: 'block' }}>
                {block.text}
              </Typography>
            ),
          )}
        </Box>
      ))}
    </>
  );
}
