// The Dashboard (spec section 6): an applicant's applications, or, for an agent's session (a
// broker), the broker dashboard. app/ composes the two features; each loads when shown, and the
// choice itself loads with them, never with the first page.
import { lazyWithReload } from './lazy-with-reload';
import { sessionRole } from '../lib/session-role';

const ApplicantDashboard = lazyWithReload(() => import('../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const BrokerDashboard = lazyWithReload(() => import('../features/broker/BrokerDashboard').then((m) => ({ default: m.BrokerDashboard })));

export function Dashboards() {
  return sessionRole() === 'agent' ? <BrokerDashboard /> : <ApplicantDashboard />;
}
