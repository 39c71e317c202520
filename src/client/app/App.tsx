// Routes come from the flows (data): each flow answers its basePath and the steps below it.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { flowRoutes } from '../../generated/flow-routes';
import { FlowPage } from '../features/flow/FlowPage';
import { NotAcceptingApps } from '../features/entry/NotAcceptingApps';
import { NOT_ACCEPTING_APPS_PATH } from '../features/entry/resolve-entry';
import { NotFound } from './NotFound';
import { Shell } from './shell/Shell';

// The application pages load on demand: registration never ships the offer screen.
const ApplicationPage = lazy(() => import('../features/application/ApplicationPage').then((m) => ({ default: m.ApplicationPage })));

// The logo leads back to the start of the journey: the first flow (registration).
const startPath = flowRoutes[0]?.basePath ?? '/';

export function App() {
  return (
    <Shell startPath={startPath}>
      <Routes>
        {flowRoutes.map((r) => (
          <Route key={r.id} path={`${r.basePath}/*`} element={<FlowPage route={r} />} />
        ))}
        <Route path={NOT_ACCEPTING_APPS_PATH} element={<NotAcceptingApps />} />
        <Route path="/account/heloc/:uuid/*" element={<Suspense><ApplicationPage /></Suspense>} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Shell>
  );
}
