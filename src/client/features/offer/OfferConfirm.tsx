// product/select/confirm: the chosen offer's figures, the HELOC early disclosures (Reg Z 12 CFR
// 1026.40(d)) with the CFPB brochure, for a crypto-backed line its crypto terms (CryptoTerms), and separate consents: receipt of the disclosures and
// the brochure, and the hard credit inquiry (distinct from registration's soft pull consent).
// Accept sends ACCEPT_OFFER; the status then moves on and the application page follows it.
import '../../lib/bespoke-copy';
import type { BespokeScreenProps } from '../../lib/bespoke-screen';
import { Alert, Box, CircularProgress, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { clampDraw } from '../../../core/offer/view';
import { figureTexts, offerFigures } from '../../../core/offer/figures';
import { figureRows } from '../../lib/offer-figures';
import type { OfferSet } from '../../../generated/types/offer-set';
import { EventAlert } from '../../lib/EventAlert';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import { SupportLine } from '../../lib/SupportLine';
import { useApplicationEvent } from '../../lib/use-application-event';
import useSWR from 'swr';
import { apiCall } from '../../lib/api';
import { applicationApi } from '../../lib/application-events';
import { readChoice, type OfferChoice } from '../../lib/offer-choice';
import { AcceptForm } from './AcceptForm';
import { CryptoTerms } from './CryptoTerms';
import { EarlyDisclosures } from './EarlyDisclosures';
import { REVISED_STATUS, selectPath, useOfferSet } from './offer-data';
import { ACCEPT_OFFER } from '../../../generated/events';

/** The chosen offer's figures in the order the confirm screen lists them. */
const CONFIRM_FIGURES = ['term', 'cash', 'fee', 'total', 'rate', 'rateType', 'apr', 'monthly', 'autopay'] as const;

export function OfferConfirm({ uuid, reroute, onStatusChange }: BespokeScreenProps) {
  const { t } = useTranslation();
  const { data, error } = useOfferSet(uuid);
  const event = useApplicationEvent(uuid, reroute ?? onStatusChange);
  let body;
  if (error) body = <Alert severity="error">{(error as Error).message}</Alert>;
  // The status too: it says whether the line is crypto-backed, whose terms come before Accept.
  else if (!data || !event.status) body = <CircularProgress aria-label={t('common.form.loading')} />;
  else body = <ConfirmBody uuid={uuid} offerSet={data} event={event} />;
  return (
    <ScreenLayout heading={t('offer.confirm.heading')}>
      {event.status?.status === REVISED_STATUS && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('offer.revised')}
        </Alert>
      )}
      {body}
      <SupportLine />
    </ScreenLayout>
  );
}

/** The application answer's selectedOffer (contract: stored by SELECT_OFFER). */
const getSelected = (path: string) => apiCall<{ selectedOffer?: OfferChoice | null }>('GET', path);

function ConfirmBody({ uuid, offerSet, event }: { uuid: string; offerSet: OfferSet; event: ReturnType<typeof useApplicationEvent> }) {
  const { t } = useTranslation();
  // The server's record of the choice, read anew (a cached answer may predate it); until it
  // arrives, the choice this tab just sent.
  const { data: application, isValidating } = useSWR(applicationApi.application(uuid), getSelected, { revalidateOnMount: true, revalidateOnFocus: false });
  const choice = (!isValidating && application?.selectedOffer) || readChoice(uuid);
  const offer = offerSet.offers.find((o) => o.id === choice?.offerId);
  if (isValidating && !choice) return <CircularProgress aria-label={t('common.form.loading')} />;
  if (!offer || !choice) {
    // Chosen in another tab or device: the choice is made again here.
    return (
      <Typography component="p">
        {t('offer.confirm.missing')}{' '}
        <Link component={RouterLink} to={selectPath(uuid)}>
          {t('offer.confirm.change')}
        </Link>
      </Typography>
    );
  }
  const amount = clampDraw(offer, choice.amount);
  // The product's isCrypto (the status answer's routing): its terms and their acknowledgement.
  const crypto = event.status?.routing.isCrypto === true;
  const figures = offerFigures(offer, amount, offerSet);
  const rows = figureRows(t, figureTexts(figures), CONFIRM_FIGURES);
  return (
    <>
      <Typography component="p" variant="body1">
        {t('offer.confirm.intro')}
      </Typography>
      <section aria-labelledby="confirm-figures">
        <Typography id="confirm-figures" component="h2" variant="h6" sx={{ mt: 3 }}>
          {t('offer.confirm.figures')}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 1, m: 0, mt: 1 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Box component="dt">{label}</Box>
              <Box component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
                {value}
              </Box>
            </Box>
          ))}
        </Box>
        <Link component={RouterLink} to={selectPath(uuid)} sx={{ display: 'inline-block', mt: 1 }}>
          {t('offer.confirm.change')}
        </Link>
      </section>
      <EarlyDisclosures offer={offer} figures={figures} />
      {crypto && <CryptoTerms />}
      <AcceptForm
        busy={event.busy}
        cryptoTerms={crypto}
        onAccept={() => void event.send(ACCEPT_OFFER, { earlyDisclosuresAcknowledged: true, hardCreditConsent: true, ...(crypto ? { cryptoTermsAcknowledged: true } : {}) })}
      />
      <EventAlert failure={event.failure} />
    </>
  );
}
