// Page views for every screen (spec section 7: "Page-view events go to an analytics call"): one per
// navigation (the router's location key), sent after the screen has painted, so a redirect that
// replaces a page before it is drawn counts once, for where the applicant landed, and a replace
// that keeps the screen (its query tidied) counts none. The screen is
// named by its route pattern (/account/heloc/:uuid/offer), never its raw path or query. Leaving
// (pagehide, or the tab hidden) sends a page-leave with keepalive, once per screen.
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { PAGE_LEAVE_EVENT, PAGE_VIEW_EVENT, screenName } from '../../core/contract/telemetry';
import { afterNextPaint } from './after-paint';
import { track } from './telemetry';

let lastKey: string | undefined;
let current: string | undefined;
let leaveSent = false;

function leave(visibility: 'hidden' | 'pagehide'): void {
  if (!current || leaveSent) return;
  leaveSent = true;
  void track({ name: PAGE_LEAVE_EVENT, productType: 'HELOC', properties: { screen: current, visibility } });
}

const onVisibility = () => {
  if (document.visibilityState === 'hidden') leave('hidden');
  else leaveSent = false;
};
const onPageHide = () => leave('pagehide');

export function usePageViews(enabled: boolean): void {
  const { key, pathname } = useLocation();
  const replaced = useNavigationType() === 'REPLACE';
  useEffect(() => {
    if (!enabled || key === lastKey) return;
    return afterNextPaint(() => {
      if (key === lastKey) return;
      lastKey = key;
      const name = screenName(pathname);
      // The same screen with its address tidied (e.g. the prefill query taken out): not a new view.
      if (replaced && name === current) return;
      current = name;
      leaveSent = false;
      void track({ name: PAGE_VIEW_EVENT, productType: 'HELOC', properties: { screen: current } });
    });
  }, [enabled, key, pathname, replaced]);
  useEffect(() => {
    if (!enabled) return;
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [enabled]);
}
