// product/select: the application's offer set (spec section 3, Offer), a term and fee to choose,
// a draw amount, and what that draw costs. Continue sends SELECT_OFFER (the server checks spec 5's
// offer match) and opens product/select/confirm; the choice is also kept in this tab, so the
// confirm screen and a return here show it again.
import '../../lib/bespoke-copy';
import type { BespokeScreenProps } from '../../lib/bespoke-screen';
import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { OfferSet } from '../../../generated/types/offer-set';
import { EventAlert } from '../../lib/EventAlert';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import { SupportLine } from '../../lib/SupportLine';
import { useApplicationEvent } from '../../lib/use-application-event';
import { readChoice, writeChoice } from './choice-storage';
import { DrawAmount } from './DrawAmount';
import { OfferChoices } from './OfferChoices';
import { OfferSummary } from './OfferSummary';
import { clampDraw, drawFigures } from '../../../core/offer/view';
import { confirmPath, REVISED_STATUS, useOfferSet } from './offer-data';

export function ProductSelect({ uuid, reroute, onStatusChange }: BespokeScreenProps) {
  const { t } = useTranslation();
  const { data, error } = useOfferSet(uuid);
  const event = useApplicationEvent(uuid, reroute ?? onStatusChange);
  let body;
  if (error) body = <Alert severity="error">{(error as Error).message}</Alert>;
  else if (!data) body = <CircularProgress aria-label={t('common.form.loading')} />;
  else if (data.offers.length === 0) body = <Typography component="p">{t('application.offer.none')}</Typography>;
  else body = <OfferForm uuid={uuid} offerSet={data} event={event} />;
  return (
    <ScreenLayout heading={t('application.offer.heading')}>
      {event.status?.status === REVISED_STATUS && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('offer.revised')}
        </Alert>
      )}
      <Typography component="p" variant="body1">
        {t('application.offer.intro')}
      </Typography>
      {body}
      <SupportLine />
    </ScreenLayout>
  );
}

function OfferForm({ uuid, offerSet, event }: { uuid: string; offerSet: OfferSet; event: ReturnType<typeof useApplicationEvent> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { offers } = offerSet;
  const [choice, setChoice] = useState(() => {
    // A choice saved earlier in this tab comes back if its offer is still on the table.
    const saved = readChoice(uuid);
    const offer = offers.find((o) => o.id === saved?.offerId) ?? offers[0]!;
    return { offerId: offer.id, amount: clampDraw(offer, saved?.amount ?? offer.maxDraw) };
  });
  const offer = offers.find((o) => o.id === choice.offerId)!;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        writeChoice(uuid, choice);
        void event.send('SELECT_OFFER', { offerId: choice.offerId, amount: choice.amount }, { onDone: () => navigate(confirmPath(uuid)) });
      }}
    >
      <OfferChoices
        offers={offers}
        value={offer.id}
        onChange={(offerId) => setChoice({ offerId, amount: clampDraw(offers.find((o) => o.id === offerId)!, choice.amount) })}
      />
      <DrawAmount key={offer.id} min={offer.minDraw} max={offer.maxDraw} amount={choice.amount} onChange={(amount) => setChoice({ ...choice, amount })} />
      <OfferSummary figures={drawFigures(offer, choice.amount, offerSet.ofeeMaxThreshold)} />
      <Button type="submit" variant="contained" sx={{ mt: 3 }} disabled={event.busy}>
        {t(event.busy ? 'events.busy' : 'application.offer.continue')}
      </Button>
      <EventAlert failure={event.failure} />
    </Box>
  );
}
