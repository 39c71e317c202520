// /account/heloc/{uuid}/*: reads the application's status, waits while the server works, then
// goes to the status's screen by the table in flows/ (replacing the history entry, so Back does
// not return to a page that would only route forward again).
import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { NotFound } from '../../app/NotFound';
import { FailedScreen } from './FailedScreen';
import { screens } from './screens';
import { screenUrl } from './status-table';
import { useStatusRoute } from './use-status-route';
import { WaitingScreen } from './WaitingScreen';
import { isUuid } from '../../../core/contract/ids';

export function ApplicationPage() {
  const { uuid = '', '*': current = '' } = useParams();
  // The application id is a UUID segment (spec section 2); other paths under the base are not ours.
  return isUuid(uuid) ? <ApplicationScreens key={uuid} uuid={uuid} current={current} /> : <NotFound />;
}

function ApplicationScreens({ uuid, current }: { uuid: string; current: string }) {
  const { t } = useTranslation();
  const state = useStatusRoute(uuid);
  switch (state.phase) {
    case 'loading':
      return (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label={t('application.loading')} />
        </Box>
      );
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
