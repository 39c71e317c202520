// The server's first render of a public flow page (register-v2, register): the flow's first step
// with the page shell, by the same AppRoot as the browser, in a StaticRouter, with the brand's
// theme and copy and the step's critical CSS (emotion's server extraction). Built by
// `vite build --ssr` into dist/server/entry-server.js; the server (create-server.ts) imports that
// module. Any page it cannot render as the browser would (another step, a query to look up, the
// flow's fallback) answers undefined: the server sends the empty shell as before.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { flowRoutes } from '../../generated/flow-routes';
import { fallbackPath } from '../../core/flow/engine';
import { isRouted } from '../../core/flow/types';
import type { OrgData, PageFlags } from '../../core/brand/view';
import { isUnderMaintenance, MAINTENANCE_FLAG } from '../../core/flags/resolve';
import { PRE_AUTH_PARAM } from '../lib/session-answers';
import { requestedStep } from '../form-kit/flow-runner/step-url';
import { preloadFlow } from '../form-kit/flow-runner/use-loaded-flow';
import { immediateEntry } from '../features/entry/resolve-entry';
import { createI18n } from './i18n';
import { AppRoot } from './AppRoot';
import { MaintenanceScreen } from '../lib/maintenance-screen';
import { MaintenancePage } from '../lib/MaintenancePage';

export interface FirstRender {
  /** The flow rendered (the page's #root carries it as data-ssr). */
  flowId: string;
  /** The markup inside #root. */
  html: string;
  /** The critical <style> tags, for <head>. */
  styles: string;
}

const enabledFlags = (flags: PageFlags | undefined) => Object.fromEntries(Object.entries(flags ?? {}).map(([k, v]) => [k, v.enabled]));

// One i18next per brand's overrides, made once.
const i18nByOrg = new Map<string, Promise<i18n>>();

/** The first render of `url` (path and query) for a brand, or undefined when it is not a flow's first step. */
export async function renderFirstStep(url: string, org: OrgData, nonce?: string): Promise<FirstRender | undefined> {
  if (!org.ok) return undefined;
  const { pathname, search, searchParams } = new URL(url, 'http://page.invalid');
  const maintenance = org.flags?.[MAINTENANCE_FLAG];
  // The maintenance page replaces any listed route's screen (spec section 4): rendered here too.
  const underMaintenance = isUnderMaintenance(maintenance && { enabled: maintenance.enabled, variables: maintenance.variables ?? {} }, pathname);
  const route = flowRoutes.find((r) => pathname === r.basePath || pathname === `${r.basePath}/`);
  if (!underMaintenance) {
    if (!route || searchParams.has(PRE_AUTH_PARAM) || !immediateEntry(searchParams, org.brand)) return undefined;
    // Only a first step is rendered here: its widgets and validator are the ones loaded (once, for every page after).
    const { flow } = await preloadFlow(route, (f) => f.steps[0]);
    if (!isRouted(flow) || requestedStep(flow, pathname, search) !== flow.steps[0]) return undefined;
    if (fallbackPath(flow, {}, { features: org.brand.features, flags: enabledFlags(org.flags) })) return undefined;
  }

  const { orgCode, copyOverrides } = org.brand;
  let i18n = i18nByOrg.get(orgCode);
  if (!i18n) i18nByOrg.set(orgCode, (i18n = createI18n(copyOverrides)));
  const cache = createCache({ key: 'css', nonce });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const html = renderToString(
    <I18nextProvider i18n={await i18n}>
      <MaintenanceScreen.Provider value={<MaintenancePage />}>
        <AppRoot org={org} cache={cache} Router={Router} />
      </MaintenanceScreen.Provider>
    </I18nextProvider>,
  );
  // Not a flow's id under maintenance: the browser draws the page anew over it rather than hydrating.
  return { flowId: underMaintenance ? MAINTENANCE_FLAG : route!.id, html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
