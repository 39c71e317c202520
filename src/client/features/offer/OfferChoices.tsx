// Every offer as a card, side by side, at one draw amount: one named radio group (arrow keys move
// the choice), each card a labelled radio with the option's rate, APR, term, payment, fee, cash and
// closing costs. A card that another option of its term beats outright says so in words.
import { Box, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Offer } from '../../../generated/types/offer-set';
import { closingCostRange, type OfferComparison } from '../../../core/offer/compare';
import { formatMoney } from '../../../core/offer/money';
import { figureTexts } from '../../../core/offer/figures';
import { formatLimit, formatPercent } from '../../../core/offer/view';
import { FigureList } from '../../lib/FigureList';
import { figureRows } from '../../lib/offer-figures';

interface Props {
  rows: OfferComparison[];
  value: string;
  recommendedId: string | undefined;
  amountEntered: boolean;
  onChange: (offerId: string) => void;
}

type T = ReturnType<typeof useTranslation>['t'];

export const optionName = (t: T, offer: Pick<Offer, 'term' | 'originationFee'>) =>
  t('application.offer.option', { term: offer.term, fee: formatPercent(offer.originationFee) });

export function OfferChoices({ rows, value, recommendedId, amountEntered, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="offer-choices" sx={{ mt: 3 }}>
      <Typography id="offer-choices" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {t('application.offer.choices')}
      </Typography>
      {/* Fixed or variable, said once for every option, in the words the disclosures use. */}
      <Typography component="p" variant="body2" sx={{ mt: 0.5 }}>
        {t('offer.figures.rateType.explain')}
      </Typography>
      <RadioGroup
        name="offer"
        aria-labelledby="offer-choices"
        value={value}
        onChange={(_, id) => onChange(id)}
        // min(100%, …): one column whenever a card would not fit, so nothing scrolls sideways at 320 px.
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))', gap: 2, mt: 1 }}
      >
        {rows.map((row) => (
          <OfferCard key={row.offer.id} row={row} dominatedNote={dominatedNote(t, row, rows)} selected={row.offer.id === value} recommended={row.offer.id === recommendedId} amountEntered={amountEntered} onSelect={() => onChange(row.offer.id)} />
        ))}
      </RadioGroup>
    </Box>
  );
}

interface CardProps {
  row: OfferComparison;
  dominatedNote: string | undefined;
  selected: boolean;
  recommended: boolean;
  amountEntered: boolean;
  onSelect: () => void;
}

function OfferCard({ row, dominatedNote, selected, recommended, amountEntered, onSelect }: CardProps) {
  const { t } = useTranslation();
  const { offer, figures, dominatedBy } = row;
  const noteId = `offer-note-${offer.id}`;
  const note = dominatedBy
    ? dominatedNote
    : !figures
      ? amountEntered
        ? t('application.offer.unavailable', { min: formatLimit(offer.minDraw), max: formatLimit(offer.maxDraw) })
        : t('application.offer.noAmount')
      : undefined;
  return (
    // A click anywhere on the card chooses it, as on its radio; the keyboard uses the radio.
    <Box
      onClick={onSelect}
      sx={{ border: selected ? 2 : 1, borderColor: selected ? 'primary.main' : 'divider', borderRadius: 2, p: selected ? 'calc(1rem - 1px)' : 2, cursor: 'pointer', minWidth: 0 }}
    >
      <FormControlLabel
        value={offer.id}
        control={<Radio slotProps={{ input: { 'aria-describedby': note ? noteId : undefined } }} />}
        label={optionName(t, offer)}
        sx={{ fontWeight: 600, mr: 0, alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 }, '& .MuiFormControlLabel-label': { fontWeight: 600, pt: 0.75 } }}
      />
      {recommended && (
        // Text in the body colour (a brand's palette colours are not all AA on white); the bar marks it.
        <Typography component="p" variant="body2" sx={{ fontWeight: 600, mt: 0.5, pl: 1, borderLeft: 3, borderColor: 'success.main' }}>
          {t('application.offer.recommended')}
        </Typography>
      )}
      {note && (
        <Typography id={noteId} component="p" variant="body2" sx={{ mt: 0.5, pl: 1, borderLeft: 3, borderColor: dominatedBy ? 'warning.main' : 'divider', fontWeight: dominatedBy ? 600 : 400 }}>
          {note}
        </Typography>
      )}
      <FigureList rows={cardRows(t, row)} />
    </Box>
  );
}

/** The card's figures: rate, rate type and term always; the rest only at an amount the offer lends. */
function cardRows(t: T, { offer, figures }: OfferComparison): Array<[string, string]> {
  const label = (key: string) => t(`offer.figures.labels.${key}`);
  if (!figures) {
    return [
      [label('rate'), formatPercent(offer.rate)],
      [label('rateType'), t('offer.figures.rateType.value')],
      [label('term'), t('offer.figures.termYears', { term: offer.term })],
    ];
  }
  const costs = closingCostRange(offer.max);
  return [
    ...figureRows(t, figureTexts(figures), CARD_FIGURES),
    [t('application.offer.closingCosts'), t('application.offer.closingCostsRange', { min: formatMoney(costs.min, 0), max: formatMoney(costs.max, 0) })],
  ];
}

const CARD_FIGURES = ['rate', 'apr', 'rateType', 'term', 'monthly', 'autopay', 'fee', 'cash', 'total'] as const;

/** Why a card another option beats outright is not recommended, in the two options' own figures. */
function dominatedNote(t: T, row: OfferComparison, rows: OfferComparison[]): string | undefined {
  const other = rows.find((r) => r.offer.id === row.dominatedBy?.id);
  if (!other?.figures || !row.figures) return undefined;
  const [mine, theirs] = [figureTexts(row.figures), figureTexts(other.figures)];
  return t('application.offer.dominated', { other: optionName(t, other.offer), otherFee: theirs.fee, fee: mine.fee, otherMonthly: theirs.monthly, monthly: mine.monthly });
}
