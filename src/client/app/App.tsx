// Routes come from the flows (data): each flow answers its basePath and the steps below it; sign-in,
// the dashboard and the application pages sit beside them. An error while showing a page becomes
// the error page inside the shell.
import { Suspense, useContext } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { flowRoutes } from '../../generated/flow-routes';
import { HOME_PATH, LOGIN_PATH } from '../../core/contract/ids';
import { FlowPage } from '../features/flow/FlowPage';
import { PageLoader } from '../lib/loader/PageLoader';
import { NotAcceptingApps } from '../features/entry/NotAcceptingApps';
import { EntryGate } from '../features/entry/EntryGate';
import { NOT_ACCEPTING_APPS_PATH } from '../../core/contract/ids';
import { ErrorBoundary } from './ErrorBoundary';
import { lazyWithReload } from './lazy-with-reload';
import { NotFound } from '../lib/NotFound';
import { Shell } from './shell/Shell';
import { usePageViews } from '../lib/page-views';
import { APPLICATION_BASE_PATH, isStaffPage, LEGAL_PAGES_UNDER_BASE, pageRoutes, SIGNER_BASE, underApplicationBase } from '../../core/contract/routes';
import { isUnderMaintenance, MAINTENANCE_FLAG } from '../../core/flags/resolve';
import { useFlagState } from '../lib/flags';
import { MaintenanceScreen } from '../lib/maintenance-screen';

// Pages beyond registration load on demand: registration never ships the offer screen.
// The application page loads with its screen registry (the screens themselves load when shown).
const ApplicationPage = lazyWithReload(() =>
  Promise.all([import('../features/application/ApplicationPage'), import('./screens')]).then(([page, registry]) => ({
    default: () => <page.ApplicationPage screens={registry.screens} shownWith={registry.shownWith} foldedSidebar={registry.foldedSidebar} propertyCard={registry.propertyCard} />,
  })),
);
const LoginPage = lazyWithReload(() => import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const ResumePage = lazyWithReload(() => import('../features/dashboard/ResumePage').then((m) => ({ default: m.ResumePage })));
const ForgotPasswordPage = lazyWithReload(() => import('../features/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazyWithReload(() => import('../features/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
// The legal pages, the contact page and registration's side pages (spec section 2's public routes): one lazy module.
const LegalPage = lazyWithReload(() => import('../features/legal/LegalPages'));
const LEGAL_PAGES = ['communications', 'licenses', 'terms', 'privacy', 'ilNotice', 'contact', 'comingSoon', 'accountSetup', 'registerSupport'] as const;
const ExchangePage = lazyWithReload(() => import('../features/exchange/ExchangePage').then((m) => ({ default: m.ExchangePage })));
const SettingsPage = lazyWithReload(() => import('../features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const NotificationsPage = lazyWithReload(() => import('../features/notifications/NotificationsPage').then((m) => ({ default: m.NotificationsPage })));
// The Dashboard: an applicant's, or the broker dashboard for an agent's session (./dashboards.tsx).
const DashboardPage = lazyWithReload(() => import('./dashboards').then((m) => ({ default: m.Dashboards })));

// The staff console: its own frame, words and pages, never in an applicant's first render.
const StaffConsole = lazyWithReload(() => import('../features/staff/StaffConsole').then((m) => ({ default: m.StaffConsole })));

// Sandbox only: a screen that throws, where the page data's devTools is on (never in production;
// elsewhere it is the not-found page, features/sandbox).
const SandboxThrow = lazyWithReload(() => import('../features/sandbox/SandboxThrow'));

// The co-signer area (issue 16): its pages, words and viewer load on demand (./signer-entry).
const SignerArea = lazyWithReload(() => import('./signer-entry').then((m) => m.loadSignerArea()));

// The logo leads back to the start of the journey: the first flow of the application area
// (registration), not another product's entry that sorts before it (flows/dscr).
const startPath = (flowRoutes.find((r) => r.basePath.startsWith(`${APPLICATION_BASE_PATH}/`)) ?? flowRoutes[0])?.basePath ?? '/';

// The income providers' returns: outside /{uuid}, the application is the one kept in heloc_uuid.
const PointservCallback = lazyWithReload(() => import('../features/income/IncomeCallback').then((m) => ({ default: m.PointservCallback })));
const PlaidOauthSuccess = lazyWithReload(() => import('../features/income/IncomeCallback').then((m) => ({ default: m.PlaidOauthSuccess })));

export function App() {
  const { pathname } = useLocation();
  // A page view per applicant screen (the staff console is not the applicants' journey).
  usePageViews(!isStaffPage(pathname));
  const maintenance = useFlagState(MAINTENANCE_FLAG);
  const maintenancePage = useContext(MaintenanceScreen);
  // Outside the applicants' shell: no profile menu, dashboard or applicant footer on a staff page.
  if (isStaffPage(pathname)) {
    return (
      <ErrorBoundary path={pathname}>
        <Suspense fallback={<PageLoader busy />}>
          <StaffConsole />
        </Suspense>
      </ErrorBoundary>
    );
  }
  // Spec section 4: the maintenance flag's routes show its page instead of their screen.
  if (maintenance && isUnderMaintenance({ enabled: maintenance.enabled, variables: maintenance.variables ?? {} }, pathname)) {
    return (
      <Shell startPath={startPath}>
        <Suspense fallback={<PageLoader busy />}>
          {maintenancePage}
        </Suspense>
      </Shell>
    );
  }
  return (
    <Shell startPath={startPath}>
      <ErrorBoundary path={pathname}>
        <Suspense fallback={<PageLoader busy />}>
          <Routes>
            {flowRoutes.map((r) => (
              <Route key={r.id} path={`${r.basePath}/*`} element={<FlowPage route={r} gate={EntryGate} />} />
            ))}
            <Route path={pageRoutes.payrollCallback} element={<PointservCallback />} />
            <Route path={pageRoutes.bankOauthReturn} element={<PlaidOauthSuccess />} />
            <Route path={LOGIN_PATH} element={<LoginPage />} />
            <Route path={pageRoutes.forgotPassword} element={<ForgotPasswordPage />} />
            <Route path={pageRoutes.resetPassword} element={<ResetPasswordPage />} />
            <Route path={HOME_PATH} element={<DashboardPage />} />
            <Route path={pageRoutes.settings} element={<SettingsPage />} />
            <Route path={NOT_ACCEPTING_APPS_PATH} element={<NotAcceptingApps />} />
            <Route path={pageRoutes.resume} element={<ResumePage />} />
            {/* account-setup and support are static paths: ranked above the registration flow's register/*. */}
            {LEGAL_PAGES.map((name) => (
              <Route key={name} path={pageRoutes[name]} element={<LegalPage page={name} />} />
            ))}
            {LEGAL_PAGES_UNDER_BASE.map((name) => (
              <Route key={`base:${name}`} path={underApplicationBase(pageRoutes[name])} element={<LegalPage page={name} />} />
            ))}
            <Route path={pageRoutes.notifications} element={<NotificationsPage />} />
            <Route path={pageRoutes.exchange} element={<ExchangePage />} />
            <Route path={pageRoutes.applicationPattern} element={<ApplicationPage />} />
            <Route path={`${SIGNER_BASE}/*`} element={<SignerArea />} />
            <Route path={pageRoutes.sandboxThrow} element={<SandboxThrow />} />
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
    </Shell>
  );
}
