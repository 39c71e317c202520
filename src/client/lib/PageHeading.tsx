// A page's heading: it names the page in the title ('{company} | {page}') and takes focus when the
// page appears, so a screen reader starts reading the new page at its top.
import { useEffect, useRef } from 'react';
import { Typography, type SxProps, type Theme } from '@mui/material';
import { usePageTitle } from './brand';
import { afterNextPaint } from './after-paint';

export function PageHeading({ text, sx }: { text: string; sx?: SxProps<Theme> }) {
  const ref = useRef<HTMLHeadingElement>(null);
  usePageTitle(text);
  // Once the page is drawn: focus forces a style and layout of everything new at once (the most of
  // a step transition, some 70 ms at 4x CPU, measured); after the frame they are already done.
  useEffect(
    () =>
      afterNextPaint(() => {
        // Not from a field the applicant is typing in: the server's render of a step is usable before its
        // script hydrates it, and the heading taking focus then would take the typing with it.
        if (!document.activeElement?.matches('input, textarea, select')) ref.current?.focus();
      }),
    [text],
  );
  return (
    <Typography variant="h1" ref={ref} tabIndex={-1} sx={[{ fontSize: '1.75rem', fontWeight: 600, outline: 'none' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {text}
    </Typography>
  );
}
