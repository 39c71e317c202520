// The provider's return. Payroll: income/pointserv-callback below /{uuid} (spec section 2; where
// the link-session endpoint sends it by default), and /account/heloc/income/pointserv-callback
// too; bank: /account/heloc/plaid-oauth-success. Outside /{uuid} the application is the one kept
// in this browser (heloc_uuid) before leaving. Sends LINK_INCOME once, then the application page
// follows the status (income verification runs; the waiting screen shows it).
import '../../lib/bespoke-copy';
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, CircularProgress, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../../../core/contract/ids';
import { applicationUrl, readApplicationStatus, rereadState, sendApplicationEvent, toEventFailure } from '../../lib/application-events';
import type { BespokeScreenProps } from '../../lib/bespoke-screen';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import { SupportLine } from '../../lib/SupportLine';
import { forgetLink, readCallback, storedApplicationId } from './income-view';
import { LINK_INCOME } from '../../../generated/events';

type Outcome = { kind: 'working' } | { kind: 'failed'; messageKey: string; message?: string; uuid?: string };

/** The payroll return: a top-level route, or a screen below /{uuid} (then the page's uuid and reroute). */
export function PointservCallback(props: Partial<BespokeScreenProps>) {
  return <IncomeCallback kind="pointserv" {...props} />;
}

export function PlaidOauthSuccess() {
  return <IncomeCallback kind="plaid" />;
}

function IncomeCallback({ kind, uuid, reroute, onStatusChange }: { kind: 'pointserv' | 'plaid' } & Partial<BespokeScreenProps>) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  // Read once, on arrival: what the provider's return and this browser's storage say.
  const [read] = useState(() => readCallback(kind, search, localStorage, uuid));
  const [outcome, setOutcome] = useState<Outcome>(() => {
    if (read.ok) return { kind: 'working' };
    const known = uuid ?? storedApplicationId(localStorage);
    return { kind: 'failed', messageKey: `income.callback.${read.reason}`, ...(known ? { uuid: known } : {}) };
  });
  const started = useRef(false);

  useEffect(() => {
    // Once: a second run (a re-render, React's development double effect) must not link twice.
    if (started.current || !read.ok) return;
    started.current = true;
    void (async () => {
      try {
        const status = await readApplicationStatus(read.uuid);
        await sendApplicationEvent(read.uuid, LINK_INCOME, status.version, read.answers, read.answers.linkSessionId);
        forgetLink(localStorage);
        // Below /{uuid} the page reads the status again itself; from a top-level route, open it.
        const follow = reroute ?? onStatusChange;
        if (follow && uuid === read.uuid) follow();
        else navigate(applicationUrl(read.uuid), { replace: true, state: rereadState() });
      } catch (e) {
        const failure = toEventFailure(e);
        setOutcome({
          kind: 'failed',
          messageKey: failure.kind === 'conflict' ? 'events.conflict.message' : 'income.callback.failed',
          ...(failure.kind !== 'conflict' && failure.message ? { message: failure.message } : {}),
          uuid: read.uuid,
        });
      }
    })();
  }, [navigate, read, reroute, onStatusChange, uuid]);

  return (
    <ScreenLayout heading={t('income.callback.heading')}>
      {outcome.kind === 'working' ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography component="p">{t('income.callback.working')}</Typography>
        </Box>
      ) : (
        <Box role="alert">
          <Alert severity="error" role="none">
            {t(outcome.messageKey)}
            {outcome.message ? ` ${outcome.message}` : ''}
          </Alert>
          <Typography component="p" sx={{ mt: 2 }}>
            <Link component={RouterLink} to={outcome.uuid ? `${applicationUrl(outcome.uuid)}/income/review` : HOME_PATH}>
              {t(outcome.uuid ? 'income.callback.back' : 'income.callback.dashboard')}
            </Link>
          </Typography>
        </Box>
      )}
      <SupportLine />
    </ScreenLayout>
  );
}
