// Small pieces the shell's links and footer sections share.
import type { ReactNode } from 'react';
import { Box, Link, Typography } from '@mui/material';

/** Links at least 24 px high, so a small link meets WCAG 2.2 target size (2.5.8). */
export const targetSx = { display: 'inline-flex', alignItems: 'center', minHeight: 24 } as const;

/** A brand-supplied URL only when it is http(s) or a path on this site (never javascript: and the like). */
export function safeHref(url: string): string | undefined {
  if (/^\/(?!\/)/.test(url)) return url;
  return URL.canParse(url) && /^https?:$/.test(new URL(url).protocol) ? url : undefined;
}

export function FooterSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography component="h2" variant="subtitle2" sx={{ mb: 0.5, fontWeight: 700 }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

/** A list without bullets, laid out in a row or a column. */
export function PlainList({ row = false, children }: { row?: boolean; children: ReactNode }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: row ? 'row' : 'column', flexWrap: 'wrap', columnGap: 3 }}>
      {children}
    </Box>
  );
}

export function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} sx={targetSx}>
      {children}
    </Link>
  );
}
