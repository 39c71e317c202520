// React's side of the loader timing: visible while `busy`, by the rules of createLoaderTiming.
import { useEffect, useState } from 'react';
import { createLoaderTiming, type LoaderTiming } from './loader-timing';

export function useLoaderVisible(busy: boolean): boolean {
  const [visible, setVisible] = useState(busy);
  const [timing] = useState<LoaderTiming>(() => createLoaderTiming(setVisible));
  useEffect(() => timing.setBusy(busy), [timing, busy]);
  useEffect(() => () => timing.dispose(), [timing]);
  return visible;
}
