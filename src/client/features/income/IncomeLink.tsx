// income/link/{type} (payroll or bank): what linking does, then a link session with the provider
// (contract: POST .../income/link-sessions { method } → { linkSessionId, hostedUrl }) and off to
// its hosted page. The application id and the session are kept in this browser (key heloc_uuid):
// the bank provider returns to plaid-oauth-success, outside /{uuid} (spec section 2).
import '../../lib/bespoke-copy';
import { useRef, useState } from 'react';
import { Button, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { apiCall } from '../../lib/api';
import { applicationApi, toEventFailure, type EventFailure } from '../../lib/application-events';
import { EventAlert } from '../../lib/EventAlert';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import { SupportLine } from '../../lib/SupportLine';
import { linkMethodOf, rememberLink, safeHostedUrl } from './income-view';
import { pageRoutes } from '../../../core/contract/routes';

interface LinkSession {
  linkSessionId: string;
  hostedUrl: string;
}

export function IncomeLink({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const { '*': current = '' } = useParams();
  const method = linkMethodOf(current) ?? 'PAYROLL';
  const type = method === 'PAYROLL' ? 'payroll' : 'bank';
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<EventFailure>();
  const inFlight = useRef(false);

  async function connect() {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(undefined);
    try {
      const session = await apiCall<LinkSession>('POST', applicationApi.linkSessions(uuid), { body: { method } });
      const url = safeHostedUrl(session.hostedUrl, window.location.origin);
      if (!url) throw new Error('link session without a hosted page');
      rememberLink(localStorage, uuid, { linkSessionId: session.linkSessionId, method });
      // Stays busy: the browser leaves for the provider's page.
      window.location.assign(url);
    } catch (e) {
      setFailure(toEventFailure(e));
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <ScreenLayout heading={t(`income.link.${type}.heading`)}>
      <Typography component="p" variant="body1">
        {t(`income.link.${type}.body`)}
      </Typography>
      <Typography component="p" variant="body1" sx={{ mt: 2 }}>
        {t('income.link.privacy')}
      </Typography>
      <Button variant="contained" sx={{ mt: 3 }} disabled={busy} onClick={() => void connect()}>
        {t(busy ? 'income.link.connecting' : `income.link.${type}.action`)}
      </Button>
      <EventAlert failure={failure} />
      <Typography component="p" sx={{ mt: 2 }}>
        <Link component={RouterLink} to={pageRoutes.screen(uuid, 'income/review')}>
          {t('income.link.other')}
        </Link>
      </Typography>
      <SupportLine />
    </ScreenLayout>
  );
}
