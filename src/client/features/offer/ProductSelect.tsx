// product/select: the application's offer set (spec section 3, Offer) compared at one draw amount,
// with the cash to the applicant at that amount as the headline (src/core/offer/figures). The picks
// come first (src/core/offer/compare's offerPicks) and the rest behind "Show all options", an option
// beaten outright saying which option beats it (OfferChoices). It starts at the largest amount every
// option lends, on the option with the lowest APR there (src/core/offer/compare). Continue, right
// under the options beside the estimate, sends SELECT_OFFER (the server checks spec 5's offer match)
// and opens product/select/confirm; the choice is also kept in this tab as it changes, so the
// sidebar, the confirm screen and a return here show it. With multi-page-product-select on, the
// same parts come as three pages (the option; the amount and its fees; the review with Continue),
// the page in the address (?part=), so Back, the browser's back button and a refresh keep it.
import '../../lib/bespoke-copy';
import type { BespokeScreenProps } from '../../lib/bespoke-screen';
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { OfferSet } from '../../../generated/types/offer-set';
import { EventAlert } from '../../lib/EventAlert';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import { SupportLine } from '../../lib/SupportLine';
import { useApplicationEvent } from '../../lib/use-application-event';
import { readChoice, writeChoice } from '../../lib/offer-choice';
import { DrawAmount, formatAmount, parseAmount } from './DrawAmount';
import { OfferChoices } from './OfferChoices';
import { OfferExplanations } from './OfferExplanations';
import { OfferHeadline } from './OfferHeadline';
import { OfferSummary } from './OfferSummary';
import { RatioWorksheet } from './RatioWorksheet';
import { compareOffers, defaultDraw, defaultOffer, drawInRange, offerPicks } from '../../../core/offer/compare';
import { roundToCents } from '../../../core/offer/money';
import { confirmPath, REVISED_STATUS, useApplicationAnswer, useOfferSet } from './offer-data';
import { SELECT_OFFER } from '../../../generated/events';
import { useFlag } from '../../lib/flags';
import { MULTI_PAGE_PRODUCT_SELECT_FLAG } from '../../../core/flags/resolve';
import { OfferPages, partOf, PART_PARAM, PARTS, type Part } from './OfferPages';

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
    <ScreenLayout heading={t('application.offer.heading')} maxWidth="md">
      {event.status?.status === REVISED_STATUS && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('offer.revised')}
        </Alert>
      )}
      {/* On a phone the heading and the options' own heading say it; the options need the room. */}
      <Typography component="p" variant="body1" sx={{ display: { xs: 'none', md: 'block' } }}>
        {t('application.offer.intro')}
      </Typography>
      {body}
      <SupportLine />
    </ScreenLayout>
  );
}

/** A choice saved earlier in this tab, if its offer is still on the table; else the default. */
function initialChoice(uuid: string, offerSet: OfferSet): { offerId: string; text: string } {
  const { offers, ofeeMaxThreshold } = offerSet;
  const saved = readChoice(uuid);
  if (saved && offers.some((o) => o.id === saved.offerId)) return { offerId: saved.offerId, text: formatAmount(saved.amount) };
  const amount = defaultDraw(offers);
  return { offerId: defaultOffer(offers, amount, ofeeMaxThreshold)!.id, text: formatAmount(amount) };
}

function OfferForm({ uuid, offerSet, event }: { uuid: string; offerSet: OfferSet; event: ReturnType<typeof useApplicationEvent> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: application } = useApplicationAnswer(uuid);
  const { offers, ofeeMaxThreshold } = offerSet;
  const [choice, setChoice] = useState(() => initialChoice(uuid, offerSet));
  const amountField = useRef<HTMLInputElement>(null);
  const amount = parseAmount(choice.text);
  const rows = compareOffers(offers, amount, ofeeMaxThreshold);
  const row = rows.find((r) => r.offer.id === choice.offerId)!;
  const inRange = drawInRange(row.offer, amount);
  // The tab keeps the option and amount on screen, so the sidebar shows the same figures as they change.
  useEffect(() => {
    if (inRange) writeChoice(uuid, { offerId: choice.offerId, amount: roundToCents(amount) });
  }, [uuid, inRange, choice.offerId, amount]);
  // The options shown first at the amount typed (none when no option lends it: all are shown then).
  const picks = offerPicks(rows);
  const paged = useFlag(MULTI_PAGE_PRODUCT_SELECT_FLAG);
  const [params, setParams] = useSearchParams();
  const part: Part | undefined = paged ? partOf(params.get(PART_PARAM)) : undefined;
  // Each page is a history entry: the browser's back button goes to the page before.
  const goTo = (next: Part) => setParams((p) => new URLSearchParams({ ...Object.fromEntries(p), [PART_PARAM]: next }));
  const headline = <OfferHeadline figures={row.figures} maxCash={row.offer.maxDraw} application={application} />;
  const amountPart = (
    <DrawAmount min={row.offer.minDraw} max={row.offer.maxDraw} text={choice.text} outOfRange={!inRange} onChange={(text) => setChoice({ ...choice, text })} inputRef={amountField} />
  );
  const optionsPart = <OfferChoices rows={rows} picks={picks} value={choice.offerId} amountEntered={Number.isFinite(amount)} onChange={(offerId) => setChoice({ ...choice, offerId })} />;
  const continueButton = (
    <Button type="submit" variant="contained" disabled={event.busy} sx={{ width: { xs: '100%', md: 'auto' }, mt: 1 }}>
      {t(event.busy ? 'events.busy' : 'application.offer.continue')}
    </Button>
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        // Out of range: the field's message says why; the applicant decides what to change.
        if (!inRange && part !== 'option') {
          amountField.current?.focus();
          return;
        }
        // A page before the review: Enter or Next goes on to the next page.
        if (part && part !== 'review') return goTo(PARTS[PARTS.indexOf(part) + 1]!);
        const chosen = { offerId: choice.offerId, amount: roundToCents(amount) };
        writeChoice(uuid, chosen);
        void event.send(SELECT_OFFER, chosen, { onDone: () => navigate(confirmPath(uuid)) });
      }}
    >
      {part ? (
        <OfferPages part={part} onBack={goTo} continueButton={continueButton}>
          {part === 'option' && optionsPart}
          {part === 'amount' && (
            <>
              {headline}
              {amountPart}
              <OfferSummary row={row} />
            </>
          )}
          {part === 'review' && <OfferSummary row={row} visible />}
        </OfferPages>
      ) : (
        <>
          {headline}
          {amountPart}
          {optionsPart}
          {/* The estimate and Continue right under the options (beside the choice); what the figures
              mean reads after them. */}
          <Box sx={actionBarSx}>
            <OfferSummary row={row} />
            {continueButton}
          </Box>
        </>
      )}
      <EventAlert failure={event.failure} />
      {(!part || part === 'review') && <RatioWorksheet sheet={row.offer.dscr} />}
      <OfferExplanations feeCap={ofeeMaxThreshold} />
    </Box>
  );
}

// The action bar right under the options: not sticky, so it never covers part of an option or a
// button on a phone (a sticky bar left the "Show all options" button 12 px of unobscured height).
const actionBarSx = { mt: { xs: 2, md: 3 } } as const;
