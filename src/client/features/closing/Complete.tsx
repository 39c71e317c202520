// complete: the line's figures in one active card (the amount funded or to be funded, the credit
// limit, the rate and monthly payment in force, the first payment's due date once funded), what
// happens next in plain words, the signed documents to open, and the way on (the dashboard).
// During the right of rescission, and only then, the online cancel (RESCIND) as a secondary
// action below. It keeps reading the closing view while the pipeline records and funds, and stays
// on this page when the line is funded; the dashboard's funded card opens it again later.
// Every figure is the chosen offer's (src/core/offer/figures.ts), the very numbers of the sidebar.
import '../../lib/bespoke-copy';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Checkbox, CircularProgress, FormControlLabel, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { HOME_PATH } from '../../../core/contract/ids';
import { closingRoutes } from '../../../core/contract/closing-routes';
import { offerFigures, ratesInForce } from '../../../core/offer/figures';
import { formatMoney } from '../../../core/offer/money';
import type { ApiClosingDocuments } from '../../../generated/types/api-closing-documents';
import type { OfferSet } from '../../../generated/types/offer-set';
import { apiCall } from '../../lib/api';
import { applicationApi } from '../../lib/application-events';
import { documentTitle } from '../../lib/document-title';
import { EventAlert } from '../../lib/EventAlert';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import type { ScreenProps } from '../../lib/screen/types';
import { SupportLine } from '../../lib/SupportLine';
import { useApplicationEvent } from '../../lib/use-application-event';
import { calendarDay, money, pacific, percent, screenPath, useClosing } from './closing-data';
import { RESCIND } from '../../../generated/events';

const get = <T,>(path: string) => apiCall<T>('GET', path);

/** The screen that lists the documents and opens one in the viewer (the signing area's). */
export const DOCUMENTS_SCREEN = 'complete/documents';

/** The offer chosen, as the application answer records it. */
interface Chosen {
  selectedOffer?: { offerId: string; amount: number } | null;
}

/** The chosen offer's figures at its amount, with the rate and payment in force. */
function useLineFigures(uuid: string, paymentMethod: string | null | undefined) {
  const { data: application } = useSWR<Chosen>(applicationApi.application(uuid), get, { revalidateOnFocus: false });
  const { data: offers } = useSWR<OfferSet>(applicationApi.offers(uuid), get, { revalidateOnFocus: false });
  const chosen = application?.selectedOffer;
  const offer = offers?.offers.find((o) => o.id === chosen?.offerId);
  if (!chosen || !offer || !offers) return undefined;
  const figures = offerFigures(offer, chosen.amount, offers);
  return { figures, inForce: ratesInForce(figures, paymentMethod) };
}

export function Complete({ uuid, reroute }: ScreenProps) {
  const { t } = useTranslation();
  const { data, mutate } = useClosing(uuid, 3000);
  const event = useApplicationEvent(uuid, reroute);
  const line = useLineFigures(uuid, data?.paymentMethod);
  const { data: documents } = useSWR<ApiClosingDocuments>(closingRoutes.closingDocuments.path({ uuid }), get, { revalidateOnFocus: false });
  // The status moved on while this page watched (recorded, funded): the page reads it again, so the
  // progress sidebar follows (funding ticked once funded); the page itself stays, as every status
  // from the rescission to COMPLETE shows it.
  const seen = useRef<string | undefined>(undefined);
  const status = data?.status;
  useEffect(() => {
    if (seen.current !== undefined && status !== seen.current) reroute();
    seen.current = status;
  }, [status, reroute]);
  if (!data) return <ScreenLayout heading={t('closing.complete.heading')}><CircularProgress aria-label={t('common.form.loading')} /></ScreenLayout>;
  if (data.status === 'CANCELLED') return <ScreenLayout heading={t('closing.complete.cancelled')}><DashboardButton /><SupportLine /></ScreenLayout>;
  const funded = data.funded;
  const amount = funded?.amount ?? data.fundingAmount;
  const rows: Array<[string, string]> = [
    ...(amount !== null ? [[t(funded ? 'closing.complete.figures.sent' : 'closing.complete.amount'), money(amount)] as [string, string]] : []),
    ...(line
      ? ([
          [t('offer.figures.labels.line'), formatMoney(line.figures.line, 2)],
          [t('offer.figures.labels.rate'), line.inForce.autopay ? t('offer.figures.rateInForceAutopay', { rate: percent(line.inForce.rate) }) : percent(line.inForce.rate)],
          [t('offer.figures.labels.monthly'), money(line.inForce.monthly)],
        ] as Array<[string, string]>)
      : []),
    [t('closing.complete.figures.firstDue'), funded ? calendarDay(funded.firstPaymentDue) : t('closing.complete.figures.firstDueLater')],
  ];
  const signed = documents?.documents ?? [];
  const cancellable = Boolean(data.rescission?.open && event.status?.events.includes(RESCIND));
  return (
    <ScreenLayout heading={funded ? t('closing.complete.funded') : t('closing.complete.heading')}>
      <Card component="section" aria-labelledby="complete-line" variant="outlined" sx={{ borderColor: 'primary.main', borderWidth: 2 }}>
        <CardContent>
          <Typography id="complete-line" component="h2" variant="h6">
            {t('closing.complete.figures.heading')}
          </Typography>
          {funded && (
            <Typography component="p" sx={{ mt: 1 }}>
              {t('closing.complete.fundedBody', { amount: money(funded.amount), date: pacific(funded.fundedAt, false) })}
            </Typography>
          )}
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 1fr)' }, columnGap: 2, rowGap: { xs: 0.5, sm: 1.5 }, m: 0, mt: 2 }}>
            {rows.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontSize: 18, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </CardContent>
      </Card>
      {!funded && data.rescission?.open && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('closing.complete.rescission', { date: calendarDay(data.rescission.lastDay) })}
        </Alert>
      )}
      {!funded && data.isInvestment && (
        <Typography component="p" sx={{ mt: 2 }}>
          {t('closing.complete.noRescission')}
        </Typography>
      )}
      <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
        {t('closing.complete.next')}
      </Typography>
      {funded ? (
        <Box component="ul" sx={{ pl: 3, my: 1 }}>
          <li>{t('closing.complete.fundedNext.statement')}</li>
          <li>{t(data.paymentMethod === 'AUTOPAY' ? 'closing.complete.fundedNext.autopay' : 'closing.complete.fundedNext.manual')}</li>
          <li>{t('closing.complete.fundedNext.documents')}</li>
        </Box>
      ) : (
        <Box component="ol" sx={{ pl: 3, my: 1 }}>
          {!data.isInvestment && <li>{t('closing.complete.step1')}</li>}
          <li>{t('closing.complete.step2')}</li>
          <li>{t('closing.complete.step3')}</li>
        </Box>
      )}
      {signed.length > 0 && (
        <>
          <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
            {t('closing.complete.documents.heading')}
          </Typography>
          <Box component="ul" sx={{ pl: 0, my: 1, listStyle: 'none' }}>
            {signed.map((d) => (
              <Box component="li" key={d.uuid} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
                <Link component={RouterLink} to={`${screenPath(uuid, DOCUMENTS_SCREEN)}?open=${d.uuid}`} sx={{ overflowWrap: 'anywhere' }}>
                  {documentTitle(d, t)}
                </Link>
                <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                  {d.signedAt ? t('closing.complete.documents.signed', { date: pacific(d.signedAt, false) }) : !d.requiresSignature && t('closing.complete.documents.copy')}
                </Typography>
              </Box>
            ))}
          </Box>
        </>
      )}
      <DashboardButton />
      {cancellable && <CancelLine event={event} onDone={() => void mutate()} />}
      <EventAlert failure={event.failure} />
      <SupportLine />
    </ScreenLayout>
  );
}

function DashboardButton() {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 3 }}>
      <Button component={RouterLink} to={HOME_PATH} variant="contained">
        {t('closing.complete.toDashboard')}
      </Button>
    </Box>
  );
}

/** The right of rescission's online cancel: a secondary action, confirmed before it is sent. */
function CancelLine({ event, onDone }: { event: ReturnType<typeof useApplicationEvent>; onDone: () => void }) {
  const { t } = useTranslation();
  const [cancelling, setCancelling] = useState(false);
  const [sure, setSure] = useState(false);
  return (
    <Box component="section" aria-labelledby="complete-cancel" sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Typography id="complete-cancel" component="h2" variant="h6">
        {t('closing.complete.cancelHeading')}
      </Typography>
      <Typography component="p" sx={{ mt: 1 }}>
        {t('closing.complete.cancelIntro')}
      </Typography>
      {cancelling ? (
        <Box
          component="form"
          noValidate
          sx={{ mt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            if (sure) void event.send(RESCIND, { confirmed: true }, { onDone });
          }}
        >
          <FormControlLabel control={<Checkbox checked={sure} onChange={(e) => setSure(e.target.checked)} />} label={t('closing.complete.cancelConfirm')} />
          <Box>
            <Button type="submit" color="error" variant="outlined" disabled={!sure || event.busy}>
              {t(event.busy ? 'events.busy' : 'closing.complete.cancelSubmit')}
            </Button>
          </Box>
        </Box>
      ) : (
        <Button variant="text" color="error" onClick={() => setCancelling(true)} sx={{ mt: 1 }}>
          {t('closing.complete.cancel')}
        </Button>
      )}
    </Box>
  );
}
