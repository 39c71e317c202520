// Routes come from the flows (data): each flow answers its basePath and the steps below it; sign-in,
// the dashboard and the application pages sit beside them. An error while showing a page becomes
// the error page inside the shell.
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { flowRoutes } from '../../generated/flow-routes';
import { HOME_PATH, LOGIN_PATH } from '../../core/contract/ids';
import { FlowPage } from '../features/flow/FlowPage';
import { PageLoader } from '../lib/loader/PageLoader';
import { NotAcceptingApps } from '../features/entry/NotAcceptingApps';
import { NOT_ACCEPTING_APPS_PATH } from '../features/entry/resolve-entry';
import { ErrorBoundary } from './ErrorBoundary';
import { lazyWithReload } from './lazy-with-reload';
import { NotFound } from './NotFound';
import { Shell } from './shell/Shell';

// Pages beyond registration load on demand: registration never ships the offer screen.
const ApplicationPage = lazyWithReload(() => import('../features/application/ApplicationPage').then((m) => ({ default: m.ApplicationPage })));
const LoginPage = lazyWithReload(() => import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const DashboardPage = lazyWithReload(() => import('../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));

// The logo leads back to the start of the journey: the first flow (registration).
const startPath = flowRoutes[0]?.basePath ?? '/';

export function App() {
  const { pathname } = useLocation();
  return (
    <Shell startPath={startPath}>
      <ErrorBoundary path={pathname}>
        <Suspense fallback={<PageLoader busy />}>
          <Routes>
            {flowRoutes.map((r) => (
              <Route key={r.id} path={`${r.basePath}/*`} element={<FlowPage route={r} />} />
            ))}
            <Route path={LOGIN_PATH} element={<LoginPage />} />
            <Route path={HOME_PATH} element={<DashboardPage />} />
            <Route path={NOT_ACCEPTING_APPS_PATH} element={<NotAcceptingApps />} />
            <Route path="/account/heloc/:uuid/*" element={<ApplicationPage />} />
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </Shell>
  );
}
