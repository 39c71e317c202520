// product/select: the application's offer set (spec section 3, Offer), a term and fee to choose,
// a draw amount, and what that draw costs. Continue keeps the choice in this tab until the
// select-offer call exists.
import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { OfferSet } from '../../../../generated/types/offer-set';
import { apiCall } from '../../../lib/api';
import { ScreenLayout } from '../ScreenLayout';
import { SupportLine } from '../SupportLine';
import { applicationPaths } from '../status-table';
import { readChoice, writeChoice } from './choice-storage';
import { DrawAmount } from './DrawAmount';
import { OfferChoices } from './OfferChoices';
import { OfferSummary } from './OfferSummary';
import { clampDraw, drawFigures } from './offer-view';

const getJson = (path: string) => apiCall<OfferSet>('GET', path);

export function ProductSelect({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  // Offers change only when the server reprices; a tab switch is no reason to fetch them again.
  const { data, error } = useSWR(applicationPaths.offers(uuid), getJson, { revalidateOnFocus: false });
  let body;
  if (error) body = <Alert severity="error">{(error as Error).message}</Alert>;
  else if (!data) body = <CircularProgress aria-label={t('common.form.loading')} />;
  else if (data.offers.length === 0) body = <Typography component="p">{t('application.offer.none')}</Typography>;
  else body = <OfferForm uuid={uuid} offerSet={data} />;
  return (
    <ScreenLayout heading={t('application.offer.heading')}>
      <Typography component="p" variant="body1">
        {t('application.offer.intro')}
      </Typography>
      {body}
      <SupportLine />
    </ScreenLayout>
  );
}

function OfferForm({ uuid, offerSet }: { uuid: string; offerSet: OfferSet }) {
  const { t } = useTranslation();
  const { offers } = offerSet;
  const [choice, setChoice] = useState(() => {
    // A choice saved earlier in this tab comes back if its offer is still on the table.
    const saved = readChoice(uuid);
    const offer = offers.find((o) => o.id === saved?.offerId) ?? offers[0]!;
    return { offerId: offer.id, amount: clampDraw(offer, saved?.amount ?? offer.maxDraw) };
  });
  const [saved, setSaved] = useState(false);
  const offer = offers.find((o) => o.id === choice.offerId)!;
  const update = (next: typeof choice) => {
    setChoice(next);
    setSaved(false);
  };
  return (
    <Box component="form" noValidate onSubmit={(e) => {
        e.preventDefault();
        setSaved(writeChoice(uuid, choice));
      }}>
      <OfferChoices
        offers={offers}
        value={offer.id}
        onChange={(offerId) => update({ offerId, amount: clampDraw(offers.find((o) => o.id === offerId)!, choice.amount) })}
      />
      <DrawAmount key={offer.id} min={offer.minDraw} max={offer.maxDraw} amount={choice.amount} onChange={(amount) => update({ ...choice, amount })} />
      <OfferSummary figures={drawFigures(offer, choice.amount, offerSet.ofeeMaxThreshold)} />
      <Button type="submit" variant="contained" sx={{ mt: 3 }}>
        {t('application.offer.continue')}
      </Button>
      <Box role="status" sx={{ mt: 2 }}>
        {/* The box is the live region; the alert inside is not a second, assertive one. */}
        {saved && <Alert severity="success" role="none">{t('application.offer.saved')}</Alert>}
      </Box>
    </Box>
  );
}
