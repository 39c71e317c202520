// The full-screen loader (spec sections 2 and 4): covers the page while work goes on, rotates its
// messages, locks page scroll, and follows the loader timing (at least 1 s once shown, gone 300 ms
// after the work ends). One polite status region announces each message (the page underneath is
// marked aria-busy); the brand's animation stands still for people who ask for reduced motion.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Backdrop, Portal, Typography } from '@mui/material';
import { useBrand } from '../brand';

import { useLoaderTurn } from './one-loader';
import { useLoaderVisible } from './use-loader-visible';
import { usePageLock } from './use-page-lock';

// The brand's picture is decoration: its own chunk, out of the first render's JavaScript; until it
// arrives the cover and its status line show alone.
const LoaderAnimation = lazy(() => import('./LoaderAnimation').then((m) => ({ default: m.LoaderAnimation })));

export const ROTATE_MS = 1500;

interface Props {
  busy: boolean;
  /** Texts shown in turn (already translated). */
  messages: string[];
  /** Start again after the last message (true), or stay on the last one (an ordered process). */
  loop?: boolean;
}

export function FullScreenLoader({ busy, messages, loop = true }: Props) {
  const visible = useLoaderVisible(busy);
  const turn = useLoaderTurn(visible);
  // The page is locked while the work goes on, not while the cover lingers for its minimum time:
  // a field that has appeared takes what the applicant types at once (nothing typed is lost).
  usePageLock(visible && busy);
  if (!visible || !turn) return null;
  // Rendered at the end of <body>, outside the busy main landmark. Once the work has ended the
  // cover only fades out for the eye: assistive technology, the pointer and the keyboard already
  // have the new page.
  return (
    <Portal>
      <LoaderPanel messages={messages} loop={loop} done={!busy} />
    </Portal>
  );
}

function LoaderPanel({ messages, loop, done }: { messages: string[]; loop: boolean; done: boolean }) {
  const [index, setIndex] = useState(0);
  const count = messages.length;
  const { loadingAnimation } = useBrand();
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((i) => (loop ? (i + 1) % count : Math.min(i + 1, count - 1))), ROTATE_MS);
    return () => clearInterval(timer);
  }, [count, loop]);
  return (
    <Backdrop open sx={done ? doneSx : backdropSx} aria-hidden={done || undefined}>
      <Suspense fallback={null}>
        <LoaderAnimation kind={loadingAnimation} />
      </Suspense>
      <Typography role="status" aria-live="polite">
        {messages[index] ?? ''}
      </Typography>
    </Backdrop>
  );
}

const backdropSx = {
  zIndex: (theme: { zIndex: { modal: number } }) => theme.zIndex.modal + 1,
  color: '#fff',
  bgcolor: 'rgba(0, 0, 0, 0.72)',
  flexDirection: 'column',
  gap: 2,
  px: 2,
  textAlign: 'center',
} as const;

// Fading out after the work, the cover goes under any dialog the work opened ('Account Already
// Exists'): the dialog is the page now, never behind a loader.
const doneSx = { ...backdropSx, pointerEvents: 'none', zIndex: (theme: { zIndex: { modal: number } }) => theme.zIndex.modal - 1 } as const;
