// Page views for every screen (spec section 7: "Page-view events go to an analytics call"): one per
// navigation (the router's location key), sent after the screen has painted, so a redirect that
// replaces a page before it is drawn counts once, for where the applicant landed, and a replace
// that keeps the screen (its query tidied) counts none. The screen is named by its route pattern
// (/account/heloc/:uuid/offer), never its raw path or query. Leaving (pagehide, or the tab hidden)
// sends a page-leave with keepalive, once per screen. The work (and the leave listeners) is in
// ./telemetry.ts, loaded on demand.
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { afterNextPaint } from './after-paint';
import { loadTelemetry } from './analytics';

let lastKey: string | undefined;

export function usePageViews(enabled: boolean): void {
  const { key, pathname } = useLocation();
  const replaced = useNavigationType() === 'REPLACE';
  useEffect(() => {
    if (!enabled || key === lastKey) return;
    return afterNextPaint(() => {
      if (key === lastKey) return;
      lastKey = key;
      loadTelemetry().then((m) => m.pageView(pathname, replaced), () => undefined);
    });
  }, [enabled, key, pathname, replaced]);
}
