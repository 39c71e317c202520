// liens: the debts secured on the home that the credit report shows, each with its balance and
// minimum payment, and whether to pay it off with this line (Yes/No). Submit sends SUBMIT_LIENS.
import '../../lib/bespoke-copy';
import type { BespokeScreenProps } from '../../lib/bespoke-screen';
import { useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { apiCall } from '../../lib/api';
import { failureMessage } from '../../lib/failure-message';
import { applicationApi } from '../../lib/application-events';
import { EventAlert } from '../../lib/EventAlert';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import { SupportLine } from '../../lib/SupportLine';
import { useApplicationEvent } from '../../lib/use-application-event';
import { LienChoice } from './LienChoice';
import { liensOf, payOffAnswers, type PayOffChoices } from './liens-view';
import { SUBMIT_LIENS } from '../../../generated/events';

const getApplication = (path: string) => apiCall<unknown>('GET', path);

export function Liens({ uuid, reroute, onStatusChange }: BespokeScreenProps) {
  const { t } = useTranslation();
  const { data, error } = useSWR(applicationApi.application(uuid), getApplication, { revalidateOnFocus: false, revalidateOnMount: true });
  const event = useApplicationEvent(uuid, reroute ?? onStatusChange);
  const [choices, setChoices] = useState<PayOffChoices>({});
  const [missing, setMissing] = useState<string[]>([]);
  const form = useRef<HTMLFormElement>(null);
  const liens = liensOf(data);
  let body;
  if (error) body = <Alert severity="error">{failureMessage(error)}</Alert>;
  else if (data === undefined) body = <CircularProgress aria-label={t('common.form.loading')} />;
  else if (liens.length === 0) body = <Typography component="p">{t('liens.none')}</Typography>;
  else
    body = liens.map((lien) => (
      <LienChoice
        key={lien.id}
        lien={lien}
        value={choices[lien.id]}
        error={missing.includes(lien.id)}
        onChange={(payOff) => {
          setChoices({ ...choices, [lien.id]: payOff });
          setMissing(missing.filter((id) => id !== lien.id));
        }}
      />
    ));
  return (
    <ScreenLayout heading={t('liens.heading')}>
      <Typography component="p" variant="body1">
        {t('liens.intro')}
      </Typography>
      <Box
        component="form"
        ref={form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const checked = payOffAnswers(liens, choices);
          if (checked.ok) return void event.send(SUBMIT_LIENS, checked.answers);
          setMissing(checked.missing);
          // The first unanswered question takes focus: its message is read with it.
          form.current?.querySelector<HTMLInputElement>(`[name="payoff-${checked.missing[0]}"]`)?.focus();
        }}
      >
        {body}
        {data !== undefined && (
          <Button type="submit" variant="contained" sx={{ mt: 3 }} disabled={event.busy}>
            {t(event.busy ? 'events.busy' : 'liens.submit')}
          </Button>
        )}
      </Box>
      <EventAlert failure={event.failure} />
      <SupportLine />
    </ScreenLayout>
  );
}
