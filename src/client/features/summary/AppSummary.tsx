// start/app-summary: every answer of the application grouped by screen, each group with an Edit
// link back to its screen, sensitive values masked; a required 'I confirm' and a binding Submit
// that sends CONFIRM_SUMMARY (catalogue X6: review and confirm before a binding submission).
import '../../lib/bespoke-copy';
import type { BespokeScreenProps } from '../../lib/bespoke-screen';
import { useState } from 'react';
import { Alert, Box, Button, Checkbox, CircularProgress, FormControl, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { apiCall } from '../../lib/api';
import { failureMessage } from '../../lib/failure-message';
import { applicationApi } from '../../lib/application-events';
import { EventAlert } from '../../lib/EventAlert';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import { SupportLine } from '../../lib/SupportLine';
import { useApplicationEvent } from '../../lib/use-application-event';
import { SummaryGroupView } from './SummaryGroupView';
import { registrationFlowId, summaryGroups } from './summary-view';
import { applicationFlows } from '../../../generated/application-flows';
import { flowRoutes } from '../../../generated/flow-routes';
import type { Flow } from '../../../core/flow/types';
import { CONFIRM_SUMMARY } from '../../../generated/events';

const getSummary = (path: string) => apiCall<unknown>('GET', path);

/** The application flows and the registration flow the answer names, whose labels the answers are shown with. */
const loadFlows = async ([, registration]: readonly [string, string | undefined]): Promise<Map<string, Flow>> => {
  const registered = flowRoutes.filter((f) => f.id === registration);
  return new Map(await Promise.all([...applicationFlows, ...registered].map(async (f) => [f.id, (await f.load()).default as Flow] as const)));
};

export function AppSummary({ uuid, reroute, onStatusChange }: BespokeScreenProps) {
  const { t } = useTranslation();
  // Read anew on each visit: an edit made a moment ago must show here.
  const { data, error } = useSWR(applicationApi.summary(uuid), getSummary, { revalidateOnFocus: false, revalidateOnMount: true });
  // The flows once the answer has named its registration flow (one read of each).
  const { data: flows } = useSWR(data === undefined ? null : (['application-flows', registrationFlowId(data)] as const), loadFlows, { revalidateOnFocus: false });
  const event = useApplicationEvent(uuid, reroute ?? onStatusChange);
  const [confirmed, setConfirmed] = useState(false);
  const [tried, setTried] = useState(false);
  let body;
  if (error) body = <Alert severity="error">{failureMessage(error)}</Alert>;
  else if (data === undefined || flows === undefined) body = <CircularProgress aria-label={t('common.form.loading')} />;
  else body = summaryGroups(data, flows).map((group) => <SummaryGroupView key={group.id} uuid={uuid} group={group} />);
  const missing = tried && !confirmed;
  // The confirmation and its button come with the answers they confirm, never before them.
  const loaded = !error && data !== undefined && flows !== undefined;
  return (
    <ScreenLayout heading={t('summary.heading')}>
      <Typography component="p" variant="body1">
        {t('summary.intro')}
      </Typography>
      {body}
      {loaded && (
        <Box
          component="form"
          noValidate
          sx={{ mt: 3 }}
          onSubmit={(e) => {
            e.preventDefault();
            setTried(true);
            if (confirmed) void event.send(CONFIRM_SUMMARY, { confirmed: true });
          }}
        >
          <FormControl required error={missing} sx={{ display: 'block' }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={confirmed}
                  onChange={(_, value) => setConfirmed(value)}
                  slotProps={{ input: { required: true, 'aria-invalid': missing, ...(missing ? { 'aria-describedby': 'summary-confirm-error' } : {}) } as object }}
                />
              }
              label={t('summary.confirm')}
            />
            {missing && (
              <FormHelperText id="summary-confirm-error" role="alert">
                {t('summary.confirmRequired')}
              </FormHelperText>
          )}
        </FormControl>
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={event.busy}>
          {t(event.busy ? 'events.busy' : 'summary.submit')}
        </Button>
      </Box>
      )}
      <EventAlert failure={event.failure} />
      <SupportLine />
    </ScreenLayout>
  );
}
