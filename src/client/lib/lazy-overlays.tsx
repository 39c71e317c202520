// MUI's Dialog and Menu, loaded the first time one opens: with them come Modal, Popover, the focus
// trap and their transitions (~9 KB gzip) that no page needs before a dialog or the profile menu
// is opened. Once opened they stay mounted, so closing keeps MUI's exit transition.
import { lazy, Suspense, useState } from 'react';
import type { DialogProps, MenuProps } from '@mui/material';

const MuiDialog = lazy(() => import('@mui/material/Dialog'));
const MuiMenu = lazy(() => import('@mui/material/Menu'));

function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

export function Dialog(props: DialogProps) {
  const opened = useOpenedOnce(props.open);
  return opened ? (
    <Suspense fallback={null}>
      <MuiDialog {...props} />
    </Suspense>
  ) : null;
}

export function Menu(props: MenuProps) {
  const opened = useOpenedOnce(props.open);
  return opened ? (
    <Suspense fallback={null}>
      <MuiMenu {...props} />
    </Suspense>
  ) : null;
}
