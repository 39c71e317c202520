import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import { flowRoutes } from '../../generated/flow-routes';
import { configureApi } from '../lib/api';
import { readOrgData } from '../lib/brand';
import { isSignedIn } from '../lib/auth-token';
import { readAnswers } from '../lib/session-answers';
import { requestedStep } from '../form-kit/flow-runner/step-url';
import { preloadFlow } from '../form-kit/flow-runner/use-loaded-flow';
import { isRouted } from '../../core/flow/types';
import { initI18n } from './i18n';
import { AppRoot } from './AppRoot';
import { whenFormHydrated } from '../lib/after-hydration';
import { configureProducts } from '../lib/products';

const org = readOrgData();
if (org.ok) configureApi({ orgCode: org.brand.orgCode });
if (org.ok) configureProducts(org.brand.products);
// Copy overrides are in place before the first render, so no page ever shows the default wording.
await initI18n(org.ok ? org.brand.copyOverrides : {});

// The page's style nonce (the CSP's style-src): emotion puts it on every <style> it adds. The same
// key as the server's cache, so emotion takes over the server's critical styles instead of adding them again.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
const cache = createCache({ key: 'css', nonce });

// The server rendered a flow's first step (data-ssr names the flow): with the flow, the step's
// validator and widgets loaded first, the first render here is the server's and hydrates it. A
// page the server could not know (answers kept in this tab, a signed-in applicant) renders anew.
const container = document.getElementById('root')!;
const route = flowRoutes.find((r) => r.id === container.dataset.ssr);
const hydrate = org.ok && route !== undefined && Object.keys(readAnswers(route.id)).length === 0 && !isSignedIn();
const [typed] = await Promise.all([
  // A page the server rendered needs it, hydrated or (signed in, answers held) drawn anew: what was
  // typed into the server's fields goes to the form's. Out of the first render's JavaScript elsewhere.
  org.ok && route !== undefined ? import('../lib/typed-before-hydration') : undefined,
  route && preloadFlow(route, (flow) => (isRouted(flow) ? requestedStep(flow, location.pathname, location.search) : undefined)).catch(() => undefined),
]);
const page = <AppRoot org={org} cache={cache} Router={BrowserRouter} />;
if (typed) {
  // What the applicant types into the server's render until the form is hydrated (or drawn anew in
  // its place) goes to its answers then.
  const stop = typed.watchTyped(container);
  whenFormHydrated(() => typed.giveBackTyped(stop()));
}
if (hydrate) {
  // As a transition, hydration is cut into 5 ms slices with the page free in between (one long task
  // otherwise): the server's page is already on screen and usable, and what is typed meanwhile is kept.
  startTransition(() => {
    hydrateRoot(container, page);
  });
} else {
  createRoot(container).render(page);
}
