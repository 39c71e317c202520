// MUI's Dialog and Menu, loaded the first time one opens: with them come Modal, Popover, the focus
// trap and their transitions (~9 KB gzip) that no page needs before a dialog or the profile menu
// is opened. Once opened they stay mounted, so closing keeps MUI's exit transition.
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { DialogProps, MenuProps } from '@mui/material';

function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

function lazyOverlay<P extends { open: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Overlay = lazy(load);
  return function LazyOverlay(props: P) {
    const opened = useOpenedOnce(props.open);
    return opened ? (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    ) : null;
  };
}

export const Dialog = lazyOverlay<DialogProps>(() => import('@mui/material/Dialog'));
export const Menu = lazyOverlay<MenuProps>(() => import('@mui/material/Menu'));
