// The profile menu (spec section 2): a menu button whose items are 'Login' when signed out, and
// 'Dashboard' and 'Logout' when signed in; 'Contact us' either way, and, signed in, the lender's own
// pages its manifest names among the navigation targets (navigationLinks: /pay, /portfolio ...).
// MUI's Menu gives the menu roles, arrow keys and Escape.
// Logging out from one of the leave survey's screens opens the survey first (spec section 4): the
// menu outlives the page change, so the survey stays open on the sign-in page the logout leads to.
import { lazy, Suspense, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, MenuItem } from '@mui/material';
import { Menu } from '../../lib/lazy-overlays';
import { HOME_PATH, LOGIN_PATH } from '../../../core/contract/ids';
import { pageRoutes, SIGNER_BASE } from '../../../core/contract/routes';
import { isSignedIn } from '../../lib/auth-token';
import { loginUrl } from '../../lib/login-url';
import { useToast } from '../../lib/toast/ToastProvider';
import { useBrand } from '../../lib/brand';
import { useFlag } from '../../lib/flags';
import { LEAVE_SURVEY_FLAG } from '../../../core/flags/resolve';
import type { LeaveSurveyScreen } from '../../lib/leave-survey';

const LeaveSurveyDialog = lazy(() => import('../../features/feedback/LeaveSurveyDialog'));

export function ProfileMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const signerArea = location.pathname.startsWith(SIGNER_BASE);
  const navigate = useNavigate();
  const toast = useToast();
  // The leave-survey flag (the manifest's features.leaveSurvey unless the console overrides it).
  const leaveSurvey = useFlag(LEAVE_SURVEY_FLAG);
  const { navigationLinks } = useBrand();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [survey, setSurvey] = useState<LeaveSurveyScreen>();
  const buttonId = useId();
  const menuId = useId();
  const go = (path: string) => {
    setAnchor(null);
    navigate(path);
  };
  const logout = async () => {
    setAnchor(null);
    // The survey never stands in the way of logging out: if it cannot load, the logout runs all the same.
    if (leaveSurvey && !signerArea) await import('../../lib/leave-survey').then((m) => m.surveyBeforeLogout(location.pathname, setSurvey), () => undefined);
    // Loaded when used: signing out is not part of the first page's JavaScript.
    await (await import('../../lib/sign-out')).signOut();
    // A co-signer signs in again at their own login (the area's index leads there).
    navigate(signerArea ? SIGNER_BASE : LOGIN_PATH);
    toast.show({ title: t('shell.menu.loggedOut'), variant: 'success' });
  };
  const contact = (
    <MenuItem key="contact" onClick={() => go(pageRoutes.contact)}>
      {t('shell.menu.contact')}
    </MenuItem>
  );
  // The lender's site, not a page of ours: plain links (they leave the application).
  const lenderLinks = signerArea
    ? []
    : navigationLinks.map(({ target, url }) => (
        <MenuItem key={target} component="a" href={url} onClick={() => setAnchor(null)}>
          {t(`shell.menu.links.${target}`)}
        </MenuItem>
      ));
  const items = isSignedIn()
    ? [
        // Spec section 2: no Dashboard for a co-signer (unless also a broker: there are no brokers yet).
        !signerArea && (
          <MenuItem key="dashboard" onClick={() => go(HOME_PATH)}>
            {t('shell.menu.dashboard')}
          </MenuItem>
        ),
        !signerArea && (
          <MenuItem key="settings" onClick={() => go(pageRoutes.settings)}>
            {t('shell.menu.settings')}
          </MenuItem>
        ),
        ...lenderLinks,
        contact,
        <MenuItem key="logout" onClick={() => void logout()}>
          {t('shell.menu.logout')}
        </MenuItem>,
      ]
    : [
        // Back to this very page after signing in.
        <MenuItem key="login" onClick={() => go(loginUrl(`${location.pathname}${location.search}`))}>
          {t('shell.menu.login')}
        </MenuItem>,
        contact,
      ];
  return (
    <>
      <Button
        id={buttonId}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('shell.menu.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        {items}
      </Menu>
      {survey && (
        <Suspense fallback={null}>
          <LeaveSurveyDialog screen={survey} onClose={() => setSurvey(undefined)} />
        </Suspense>
      )}
    </>
  );
}
