// The staff console (issue 16, deliverable 5): its own frame and pages, loaded on demand with its
// words. A page past the sign-in without a staff token opens the sign-in.
import './staff-copy';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { staffPageRoutes } from '../../../core/contract/staff-routes';
import { NotFound } from '../../lib/NotFound';
import { StaffShell } from './StaffShell';
import { StaffSignIn } from './StaffSignIn';
import { StaffSearch } from './StaffSearch';
import { StaffApplication } from './StaffApplication';
import { StaffBanners } from './StaffBanners';
import { StaffFeatureFlags } from './StaffFeatureFlags';
import { StaffChat } from './StaffChat';
import { StaffOperatingHours } from './StaffOperatingHours';
import { StaffErrors } from './StaffErrors';
import { staffToken } from './staff-api';

function SignedIn({ children }: { children: React.ReactElement }) {
  return staffToken() ? children : <Navigate to={staffPageRoutes.signIn} replace />;
}

export function StaffConsole() {
  const expired = (useLocation().state as { expired?: boolean } | null)?.expired === true;
  return (
    <StaffShell>
      <Routes>
        <Route path={staffPageRoutes.signIn} element={<StaffSignIn expired={expired} />} />
        <Route path={staffPageRoutes.search} element={<SignedIn><StaffSearch /></SignedIn>} />
        <Route path={staffPageRoutes.applicationPattern} element={<SignedIn><StaffApplication /></SignedIn>} />
        <Route path={staffPageRoutes.banners} element={<SignedIn><StaffBanners /></SignedIn>} />
        <Route path={staffPageRoutes.featureFlags} element={<SignedIn><StaffFeatureFlags /></SignedIn>} />
        <Route path={staffPageRoutes.chat} element={<SignedIn><StaffChat /></SignedIn>} />
        <Route path={staffPageRoutes.operatingHours} element={<SignedIn><StaffOperatingHours /></SignedIn>} />
        <Route path={staffPageRoutes.errors} element={<SignedIn><StaffErrors /></SignedIn>} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </StaffShell>
  );
}
