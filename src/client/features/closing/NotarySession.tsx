// notary/session: the eNotary's video session (the provider's link) and its identity quiz; the
// answers go with COMPLETE_ENOTARY, with where the applicant is (the browser asks once, on Finish;
// refused, the screen says how to allow it, why it is needed, and that a notary can visit
// instead), and the notary provider decides.
import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, FormControl, FormControlLabel, FormHelperText, FormLabel, Link, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWRImmutable from 'swr/immutable';
import { closingRoutes } from '../../../core/contract/closing-routes';
import type { ApiNotarySession } from '../../../generated/types/api-notary-session';
import { apiCall } from '../../lib/api';
import { EventAlert } from '../../lib/EventAlert';
import { shareLocationOnce, type LocationFailure } from '../../lib/location';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import type { ScreenProps } from '../../lib/screen/types';
import { SupportLine } from '../../lib/SupportLine';
import { useApplicationEvent } from '../../lib/use-application-event';
import { screenPath } from './closing-data';
import { LocationHelp } from './LocationHelp';
import { COMPLETE_ENOTARY } from '../../../generated/events';

const openSession = (path: string) => apiCall<ApiNotarySession>('POST', path, { body: {} });

export function NotarySession({ uuid, reroute }: ScreenProps) {
  const { t } = useTranslation();
  const event = useApplicationEvent(uuid, reroute);
  const open = event.status?.events.includes(COMPLETE_ENOTARY) === true;
  const session = useSWRImmutable(open ? closingRoutes.notarySession.path({ uuid }) : null, openSession);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [locating, setLocating] = useState(false);
  const [located, setLocated] = useState<LocationFailure | 'shared'>();
  const [help, setHelp] = useState(false);
  let body;
  if (!event.status || (open && !session.data && !session.error)) body = <CircularProgress aria-label={t('common.form.loading')} />;
  else if (!open) body = <CircularProgress aria-label={t('common.form.loading')} />;
  else if (session.error || !session.data) body = <Alert severity="error">{t('closing.notary.session.loadFailed')}</Alert>;
  else {
    const { quiz, sessionId, videoUrl } = session.data;
    body = (
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const unanswered = quiz.filter((q) => !answers[q.id]).map((q) => q.id);
          if (unanswered.length > 0) return setMissing(unanswered);
          setLocating(true);
          shareLocationOnce().then(
            (location) => {
              setLocating(false);
              setLocated('shared');
              void event.send(COMPLETE_ENOTARY, { sessionId, quizAnswers: answers, location });
            },
            (failure: LocationFailure) => (setLocating(false), setLocated(failure)),
          );
        }}
      >
        <Stack spacing={3}>
          <Link href={videoUrl} target="_blank" rel="noopener">
            {t('closing.notary.session.video')}
          </Link>
          <Typography component="h2" variant="h6">
            {t('closing.notary.session.quizLegend')}
          </Typography>
          {quiz.map((q) => (
            <FormControl key={q.id} component="fieldset" error={missing.includes(q.id)}>
              <FormLabel component="legend">{q.question}</FormLabel>
              <RadioGroup name={`quiz-${q.id}`} value={answers[q.id] ?? ''} onChange={(e) => (setAnswers({ ...answers, [q.id]: e.target.value }), setMissing(missing.filter((m) => m !== q.id)))}>
                {q.choices.map((c) => (
                  <FormControlLabel key={c.id} value={c.id} control={<Radio />} label={c.label} />
                ))}
              </RadioGroup>
              {missing.includes(q.id) && <FormHelperText>{t('errors.required')}</FormHelperText>}
            </FormControl>
          ))}
          {(located === 'denied' || located === 'unavailable') && (
            <Alert severity="error" role="alert">
              {t(located === 'denied' ? 'closing.notary.session.locationDenied' : 'closing.notary.session.locationUnavailable')}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button type="submit" variant="contained" disabled={event.busy || locating}>
              {t(locating ? 'closing.notary.session.locating' : event.busy ? 'events.busy' : 'closing.notary.session.submit')}
            </Button>
            <Button variant="text" onClick={() => setHelp(true)}>
              {t('closing.notary.intro.locationLink')}
            </Button>
            {located === 'denied' && (
              <Button component={RouterLink} to={screenPath(uuid, 'notary/schedule-manual')} variant="text">
                {t('closing.notary.intro.manual')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Box>
    );
  }
  return (
    <ScreenLayout heading={t('closing.notary.session.heading')}>
      <Typography component="p" sx={{ mb: 2 }}>
        {t('closing.notary.session.body')}
      </Typography>
      {body}
      <LocationHelp open={help} onClose={() => setHelp(false)} />
      <EventAlert failure={event.failure} />
      <SupportLine />
    </ScreenLayout>
  );
}
