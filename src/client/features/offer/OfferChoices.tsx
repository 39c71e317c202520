// The options at one draw amount, built for comparing (issue 31 item 2): the picks first (the lowest
// APR, the lowest monthly payment, no origination fee: src/core/offer/compare's offerPicks, each card
// saying why it is shown), every other option behind "Show all options" (a button with
// aria-expanded; one another option of its term beats outright says so in figures). One named radio
// group across both (the arrow keys move the choice among the options in sight). A choice inside the
// fold opens it, also when the page opens again on that choice (a reload, Back).
// On a phone each option is a card with the three figures a person compares (monthly payment, cash at
// closing, what is repaid) and the rest behind its "Details"; from the md breakpoint the cards are
// the columns of a grid whose rows (CSS subgrid) line up, every figure in sight.
import { useId, useState } from 'react';
import { Box, Button, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { Offer } from '../../../generated/types/offer-set';
import { closingCostRange, type OfferComparison, type OfferPick, type PickReason } from '../../../core/offer/compare';
import { COMPANY_COVERS_APPRAISAL_FLAG } from '../../../core/flags/resolve';
import { useFlag } from '../../lib/flags';
import { formatMoney } from '../../../core/offer/money';
import { figureTexts } from '../../../core/offer/figures';
import { formatLimit, formatPercent } from '../../../core/offer/view';
import { figureText, type FigureKey } from '../../lib/offer-figures';

interface Props {
  rows: OfferComparison[];
  picks: OfferPick[];
  value: string;
  amountEntered: boolean;
  onChange: (offerId: string) => void;
}

type T = ReturnType<typeof useTranslation>['t'];

export const optionName = (t: T, offer: Pick<Offer, 'term' | 'originationFee'>) =>
  t('application.offer.option', { term: offer.term, fee: formatPercent(offer.originationFee) });

/** The three figures every card shows, then the rest (behind "Details" on a phone). */
const MAIN: readonly FigureKey[] = ['monthly', 'cash', 'total'];
const DETAILS: readonly FigureKey[] = ['rate', 'rateType', 'apr', 'fee', 'autopay', 'term'];
/** The grid rows of a card from md up: its heading, the main figures, the details and the closing costs. */
const CARD_ROWS = 1 + MAIN.length + DETAILS.length + 1;
const md = '@media (min-width: 900px)';

const REASON_KEYS: Record<PickReason, string> = {
  apr: 'application.offer.picks.apr',
  monthly: 'application.offer.picks.monthly',
  noFee: 'application.offer.picks.noFee',
};

export function OfferChoices({ rows, picks, value, amountEntered, onChange }: Props) {
  const { t } = useTranslation();
  const foldId = useId();
  const first = picks.length > 0 ? picks.flatMap((p) => rows.filter((r) => r.offer.id === p.offer.id)) : rows;
  const rest = rows.filter((r) => !first.includes(r));
  // Those no other beats first, then the beaten ones; each in the offer set's order.
  const folded = [...rest.filter((r) => !r.dominatedBy), ...rest.filter((r) => r.dominatedBy)];
  const chosenFolded = folded.some((r) => r.offer.id === value);
  const [open, setOpen] = useState(chosenFolded);
  // A choice that lands in the fold (another amount changes the picks) stays in sight: the fold
  // opens as it renders (React's "adjusting state when a prop changes").
  const [wasFolded, setWasFolded] = useState(chosenFolded);
  if (chosenFolded !== wasFolded) {
    setWasFolded(chosenFolded);
    if (chosenFolded) setOpen(true);
  }
  const card = (row: OfferComparison) => (
    <OfferCard
      key={row.offer.id}
      row={row}
      reasons={picks.find((p) => p.offer.id === row.offer.id)?.reasons ?? []}
      dominatedNote={dominatedNote(t, row, rows)}
      selected={row.offer.id === value}
      amountEntered={amountEntered}
      onSelect={() => onChange(row.offer.id)}
    />
  );
  return (
    <Box component="section" aria-labelledby="offer-choices" sx={{ mt: 3 }}>
      <Typography id="offer-choices" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {t('application.offer.choices')}
      </Typography>
      {/* Fixed or variable, said once for every option, in the words the disclosures use. */}
      <Typography component="p" variant="body2" sx={{ mt: 0.5 }}>
        {t('offer.figures.rateType.explain')}
      </Typography>
      <RadioGroup name="offer" aria-labelledby="offer-choices" value={value} onChange={(_, id) => onChange(id)} sx={{ display: 'block', mt: 1 }}>
        <Box sx={gridSx}>{first.map(card)}</Box>
        {folded.length > 0 && (
          <>
            <Button
              aria-expanded={open}
              aria-controls={foldId}
              onClick={() => setOpen(!open)}
              endIcon={<ExpandMore sx={{ transform: open ? 'rotate(180deg)' : undefined }} aria-hidden="true" />}
              sx={{ mt: 1.5 }}
            >
              {t('application.offer.showAll')}
            </Button>
            <Box id={foldId} hidden={!open}>
              <Typography component="p" variant="body2" sx={{ mb: 1.5 }}>
                {t('application.offer.more', { count: folded.length })}
              </Typography>
              <Box sx={gridSx}>{folded.map(card)}</Box>
            </Box>
          </>
        )}
      </RadioGroup>
    </Box>
  );
}

// One column on a phone; from md up as many columns as fit, each card a column of CARD_ROWS rows.
const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'minmax(0, 1fr)',
  [md]: { gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))', rowGap: 3 },
} as const;

interface CardProps {
  row: OfferComparison;
  reasons: PickReason[];
  dominatedNote: string | undefined;
  selected: boolean;
  amountEntered: boolean;
  onSelect: () => void;
}

function OfferCard({ row, reasons, dominatedNote, selected, amountEntered, onSelect }: CardProps) {
  const { t } = useTranslation();
  const [details, setDetails] = useState(false);
  const { offer, figures, dominatedBy } = row;
  const nameId = `offer-name-${offer.id}`;
  const noteId = `offer-note-${offer.id}`;
  const detailsId = `offer-details-${offer.id}`;
  const note = dominatedBy
    ? dominatedNote
    : !figures
      ? amountEntered
        ? t('application.offer.unavailable', { min: formatLimit(offer.minDraw), max: formatLimit(offer.maxDraw) })
        : t('application.offer.noAmount')
      : undefined;
  // The lender paying the appraisal (company-covers-appraisal) takes it out of the closing costs.
  const appraisalCovered = useFlag(COMPANY_COVERS_APPRAISAL_FLAG);
  const [main, rest] = cardRows(t, row, appraisalCovered);
  return (
    // A click anywhere on the card chooses it, as on its radio; the keyboard uses the radio.
    <Box
      role="group"
      aria-labelledby={nameId}
      onClick={onSelect}
      sx={{
        border: selected ? 2 : 1,
        borderColor: selected ? 'primary.main' : 'divider',
        borderRadius: 2,
        p: selected ? { xs: 'calc(0.75rem - 1px)', md: 'calc(1rem - 1px)' } : { xs: 1.5, md: 2 },
        cursor: 'pointer',
        minWidth: 0,
        [md]: { display: 'grid', gridRow: `span ${CARD_ROWS}`, gridTemplateRows: 'subgrid', rowGap: 1 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <FormControlLabel
          value={offer.id}
          control={<Radio slotProps={{ input: { 'aria-describedby': note ? noteId : undefined } }} />}
          label={<span id={nameId}>{optionName(t, offer)}</span>}
          sx={{ mr: 0, alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 }, '& .MuiFormControlLabel-label': { fontWeight: 600, pt: 0.75 } }}
        />
        {reasons.length > 0 && (
          // Why it is shown first, in the body colour (a brand's palette colours are not all AA on white); the bar marks it.
          <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {reasons.map((reason) => (
              <Typography key={reason} component="li" variant="body2" sx={{ fontWeight: 600, pl: 1, borderLeft: 3, borderColor: 'success.main' }}>
                {t(REASON_KEYS[reason])}
              </Typography>
            ))}
          </Box>
        )}
        {note && (
          <Typography id={noteId} component="p" variant="body2" sx={{ mt: 0.5, pl: 1, borderLeft: 3, borderColor: dominatedBy ? 'warning.main' : 'divider', fontWeight: dominatedBy ? 600 : 400 }}>
            {note}
          </Typography>
        )}
      </Box>
      <Figures rows={main} span={MAIN.length} />
      {/* The rest of the figures: behind "Details" on a phone, always in sight from md up. */}
      <Button
        aria-expanded={details}
        aria-controls={detailsId}
        onClick={(e) => {
          e.stopPropagation();
          setDetails(!details);
        }}
        endIcon={<ExpandMore sx={{ transform: details ? 'rotate(180deg)' : undefined }} aria-hidden="true" />}
        size="small"
        sx={{ [md]: { display: 'none' } }}
      >
        {t('application.offer.details')}
      </Button>
      <Figures id={detailsId} rows={rest} span={DETAILS.length + 1} hiddenOnPhone={!details} />
    </Box>
  );
}

/** Label/value rows as a description list: side by side on a phone, the label above its value from md up. */
function Figures({ id, rows, span, hiddenOnPhone = false }: { id?: string; rows: Array<[string, string]>; span: number; hiddenOnPhone?: boolean }) {
  return (
    <Box
      component="dl"
      id={id}
      sx={{
        display: hiddenOnPhone ? 'none' : 'grid',
        gridTemplateColumns: 'auto auto',
        columnGap: 1,
        rowGap: 0.5,
        m: 0,
        mt: 1,
        fontSize: '0.9375rem',
        [md]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gridRow: `span ${span}`, gridTemplateRows: 'subgrid', rowGap: 1, mt: 0 },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents', [md]: { display: 'block', borderTop: 1, borderColor: 'divider', pt: 1 } }}>
          <Box component="dt">{label}</Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'break-word', [md]: { textAlign: 'left' } }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * A card's rows, the same for every option so that the rows line up: the main figures and the rest
 * with the closing costs. An option that does not lend the amount shows its rate, rate type and term,
 * and says of the others that they are not at this amount.
 */
function cardRows(t: T, { offer, figures }: OfferComparison, appraisalCovered: boolean): [Array<[string, string]>, Array<[string, string]>] {
  const label = (key: string) => t(`offer.figures.labels.${key}`);
  const texts = figures && figureTexts(figures);
  const always: Partial<Record<FigureKey, string>> = {
    rate: formatPercent(offer.rate),
    rateType: t('offer.figures.rateType.value'),
    term: t('offer.figures.termYears', { term: offer.term }),
  };
  const text = (key: FigureKey) => (texts ? (figureText(t, texts, key) ?? t('application.offer.notOffered')) : (always[key] ?? t('application.offer.notAtAmount')));
  const costs = closingCostRange(offer.max, { appraisalCovered });
  return [
    MAIN.map((key) => [label(key), text(key)]),
    [
      ...DETAILS.map((key): [string, string] => [label(key), text(key)]),
      [t('application.offer.closingCosts'), t('application.offer.closingCostsRange', { min: formatMoney(costs.min, 0), max: formatMoney(costs.max, 0) })],
    ],
  ];
}

/** Why a card another option beats outright is not recommended, in the two options' own figures. */
function dominatedNote(t: T, row: OfferComparison, rows: OfferComparison[]): string | undefined {
  const other = rows.find((r) => r.offer.id === row.dominatedBy?.id);
  if (!other?.figures || !row.figures) return undefined;
  const [mine, theirs] = [figureTexts(row.figures), figureTexts(other.figures)];
  return t('application.offer.dominated', { other: optionName(t, other.offer), otherFee: theirs.fee, fee: mine.fee, otherMonthly: theirs.monthly, monthly: mine.monthly });
}
