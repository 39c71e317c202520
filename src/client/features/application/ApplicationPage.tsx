// /account/heloc/{uuid}/*: reads the application's status, waits while the server works, then
// goes to the status's screen by the table in flows/ (replacing the history entry, so Back does
// not return to a page that would only route forward again). Spec section 4's routing rules: a
// missing application or an inquiry goes to the dashboard, and so does a finished one (the
// table's '/'), where its final state shows; a 401 ends the session (use-session-end.ts).
import '../../lib/screen/application-copy';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box } from '@mui/material';
import { HOME_PATH, isUuid } from '../../../core/contract/ids';
import { applicationPageRoute } from '../../../core/status/routing';
import { MissingPart } from '../../lib/MissingPart';
import { NotFound } from '../../lib/NotFound';
import type { ScreenRegistry } from '../../lib/screen/types';
import { ApiError } from '../../lib/api';
import { sendApplicationEvent } from '../../lib/application-events';
import { PageLoader } from '../../lib/loader/PageLoader';
import { useToast } from '../../lib/toast/ToastProvider';
import { FailedScreen } from './FailedScreen';
import { ProgressSidebar } from './ProgressSidebar';
import { screenUrl } from './status-table';
import { carriedSearch } from '../../lib/chat-launch';
import { useApplication } from './use-application';
import { useSessionEnd } from './use-session-end';
import { useOriginator } from './use-originator';
import { LoanOriginatorBar, SideCard } from '../../lib/LoanOriginatorCard';
import { useStatusRoute, type StatusRouteState } from './use-status-route';
import { WaitingScreen } from './WaitingScreen';
import { DashboardAction } from './DashboardAction';
import { PropertyDetails } from './PropertyDetails';
import { hasCode } from '../../../core/contract/api-error';
import type { EventName } from '../../../generated/events';

interface Registry {
  /** The screen registry (app/screens.tsx), handed down by app/ so features never import it. */
  screens: ScreenRegistry;
  /** Pages a status's screen leads to, shown while that status lasts (page → the status's screen). */
  shownWith: Readonly<Record<string, string | readonly string[]>>;
  /** Screens whose 'Application progress' sidebar folds behind a button on a phone (app/screens.tsx). */
  foldedSidebar: readonly string[];
  /** Screens beside which the property details card shows (app/screens.tsx). */
  propertyCard: readonly string[];
}

export function ApplicationPage(registry: Registry) {
  const { uuid = '', '*': current = '' } = useParams();
  const editing = new URLSearchParams(useLocation().search).get('edit') === '1';
  const reread = useReread();
  // The application id is a UUID segment (spec section 2); other paths under the base are not ours.
  // A page that navigates here with a new `reread` (a provider's return) has the status read anew.
  return isUuid(uuid) ? <ApplicationScreens key={`${uuid}:${reread}`} uuid={uuid} current={current} editing={editing} registry={registry} /> : <NotFound />;
}

/** The last `reread` navigation state seen (the redirect to the screen drops it; it must not re-read again). */
function useReread(): number {
  const state = useLocation().state as { reread?: unknown } | null;
  const [last, setLast] = useState(0);
  if (typeof state?.reread === 'number' && state.reread !== last) setLast(state.reread);
  return typeof state?.reread === 'number' ? state.reread : last;
}

/**
 * A screen's own sub-paths (product/select/confirm) and the pages it leads to (income/upload) are
 * shown while its status lasts; so is a built screen opened with ?edit=1 (the summary's Edit links:
 * whether the status still takes that screen's event is the server's answer).
 */
function shows({ screens, shownWith }: Registry, screen: string, current: string, editing: boolean): boolean {
  return current === screen || current.startsWith(`${screen}/`) || [shownWith[current] ?? []].flat().includes(screen) || (editing && Object.hasOwn(screens, current));
}

interface ScreensArgs {
  uuid: string;
  current: string;
  editing: boolean;
  registry: Registry;
}

function ApplicationScreens({ uuid, current, editing, registry }: ScreensArgs) {
  const { t } = useTranslation();
  const toast = useToast();
  const { state, version, reroute } = useStatusRoute(uuid, current);
  const { data: application, error: applicationError, mutate: reloadApplication } = useApplication(uuid);
  const endSession = useSessionEnd();
  // A referred application shows its loan officer's card on every page (spec section 2, page shell).
  const originator = useOriginator(application);
  // The application answer changes with its status (decline reasons, the chosen offer): read it
  // again for each status a screen shows, so the screen and the sidebar never show an older one.
  const routedStatus = state.phase === 'routed' ? state.status : undefined;
  useEffect(() => {
    if (routedStatus) void reloadApplication();
  }, [routedStatus, reloadApplication]);
  // A failure kept from before the applicant signed in is not theirs: swr reads the application again.
  const failure = state.phase === 'failed' ? state.failure : applicationError instanceof ApiError && applicationError.fromThisSession() ? applicationError.failure : undefined;
  useEffect(() => {
    endSession(failure);
  }, [failure, endSession]);

  const onEvent = useCallback(
    async (type: EventName, answers?: Record<string, unknown>) => {
      try {
        await sendApplicationEvent(uuid, type, version() ?? 0, answers);
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        if (endSession(e.failure)) return;
        // A stale tab or a step already closed: the application moved on; show where it is now.
        if (e.failure.status !== 409) throw e;
        toast.show({ title: t(hasCode(e.failure, 'VERSION_CONFLICT') ? 'events.conflict.reloaded' : 'events.notAllowed'), variant: 'info' });
      }
      reroute();
    },
    [uuid, version, reroute, endSession, toast, t],
  );

  // Missing (404: not yours or none, alike) or an inquiry: the dashboard (spec section 4).
  const missing = failure?.status === 404;
  if (missing || (application && applicationPageRoute(application) === 'dashboard')) return <Navigate to={HOME_PATH} replace />;
  if (failure && (failure.status === 401 || failure.status === 403)) return <PageLoader busy />;
  return (
    <>
      <PageLoader busy={state.phase === 'loading'} />
      {state.phase === 'routed' || state.phase === 'waiting' ? (
        // The screen beside the 'Application progress' sidebar (below it on small screens). One
        // column of minmax(0, 1fr) on a phone too: the implicit column grew to its widest content
        // (a file input at 320 px) and the page scrolled sideways (issue 15).
        <>
          {originator && <LoanOriginatorBar originator={originator} />}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' }, gap: 3, maxWidth: 'lg', mx: 'auto', px: 2, pb: 4 }}>
            <Box>
              <ApplicationScreen uuid={uuid} current={current} editing={editing} state={state} registry={registry} version={version} onEvent={onEvent} reroute={reroute} />
              <DashboardAction />
            </Box>
            <Box sx={{ display: 'grid', alignContent: 'start' }}>
              {originator && <SideCard originator={originator} />}
              {application && state.phase === 'routed' && registry.propertyCard.includes(current) && <PropertyDetails application={application} />}
              <ProgressSidebar uuid={uuid} status={state.status} product={state.product} foldOnPhone={registry.foldedSidebar.includes(current)} />
            </Box>
          </Box>
        </>
      ) : (
        <ApplicationScreen uuid={uuid} current={current} editing={editing} state={state} registry={registry} version={version} onEvent={onEvent} reroute={reroute} />
      )}
    </>
  );
}

interface ScreenArgs {
  uuid: string;
  current: string;
  editing: boolean;
  state: StatusRouteState;
  registry: Registry;
  version: () => number | undefined;
  onEvent: (type: EventName, answers?: Record<string, unknown>) => Promise<void>;
  reroute: () => void;
}

function ApplicationScreen({ uuid, current, editing, state, registry, version, onEvent, reroute }: ScreenArgs) {
  const { screens } = registry;
  const { search } = useLocation();
  switch (state.phase) {
    case 'loading':
      return null;
    case 'waiting':
      return <WaitingScreen status={state.status} />;
    case 'failed':
      return <FailedScreen failure={state.failure} />;
    case 'routed': {
      // Status routing carries `pop-webchat` along (spec section 2), and no other parameter.
      if (!shows(registry, state.screen, current, editing)) return <Navigate to={`${screenUrl(uuid, state.screen)}${carriedSearch(search)}`} replace />;
      // A page with its own registry entry (identity/upload, income/upload) is drawn by it; a form
      // screen's later steps (start/contact/phone-and-status) by the screen.
      const name = current !== state.screen && Object.hasOwn(screens, current) ? current : state.screen;
      const Screen = Object.hasOwn(screens, name) ? screens[name] : undefined;
      // A screen the table names but the app lacks: a visible note and the support line.
      if (!Screen) return <MissingPart name={name} />;
      return (
        <Suspense fallback={<PageLoader busy />}>
          <Screen key={name} uuid={uuid} screen={name} version={version()} onStatusChange={reroute} onEvent={onEvent} reroute={reroute} />
        </Suspense>
      );
    }
  }
}
