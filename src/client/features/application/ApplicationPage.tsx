// /account/heloc/{uuid}/*: reads the application's status, waits while the server works, then
// goes to the status's screen by the table in flows/ (replacing the history entry, so Back does
// not return to a page that would only route forward again).
import { Navigate, useParams } from 'react-router-dom';
import { Box } from '@mui/material';
import { NotFound } from '../../app/NotFound';
import { PageLoader } from '../../lib/loader/PageLoader';
import { FailedScreen } from './FailedScreen';
import { ProgressSidebar } from './ProgressSidebar';
import { screens } from './screens';
import { screenUrl } from './status-table';
import { useStatusRoute, type StatusRouteState } from './use-status-route';
import { WaitingScreen } from './WaitingScreen';
import { isUuid } from '../../../core/contract/ids';

export function ApplicationPage() {
  const { uuid = '', '*': current = '' } = useParams();
  // The application id is a UUID segment (spec section 2); other paths under the base are not ours.
  return isUuid(uuid) ? <ApplicationScreens key={uuid} uuid={uuid} current={current} /> : <NotFound />;
}

function ApplicationScreens({ uuid, current }: { uuid: string; current: string }) {
  const state = useStatusRoute(uuid);
  return (
    <>
      <PageLoader busy={state.phase === 'loading'} />
      {state.phase === 'routed' || state.phase === 'waiting' ? (
        // The screen beside the 'Application progress' sidebar (below it on small screens).
        <Box sx={{ display: 'grid', gridTemplateColumns: { md: 'minmax(0, 1fr) 320px' }, gap: 3, maxWidth: 'lg', mx: 'auto', px: 2, pb: 4 }}>
          <Box>
            <ApplicationScreen uuid={uuid} current={current} state={state} />
          </Box>
          <ProgressSidebar uuid={uuid} screen={state.phase === 'routed' ? state.screen : undefined} />
        </Box>
      ) : (
        <ApplicationScreen uuid={uuid} current={current} state={state} />
      )}
    </>
  );
}

function ApplicationScreen({ uuid, current, state }: { uuid: string; current: string; state: StatusRouteState }) {
  switch (state.phase) {
    case 'loading':
      return null;
    case 'waiting':
      return <WaitingScreen status={state.status} />;
    case 'failed':
      // "Not yours" and "does not exist" answer 404 alike (catalogue Z1).
      return state.failure?.status === 404 ? <NotFound /> : <FailedScreen failure={state.failure} />;
    case 'routed': {
      if (current !== state.screen) return <Navigate to={screenUrl(uuid, state.screen)} replace />;
      const Screen = screens[state.screen];
      return Screen ? <Screen uuid={uuid} /> : <NotFound />;
    }
  }
}
