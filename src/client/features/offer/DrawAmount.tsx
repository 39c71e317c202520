// The draw amount: a number field for an exact amount and a slider for a quick one, in the chosen
// offer's minDraw..maxDraw. What is typed stays as typed: an amount outside the range is explained
// (the field's message, tied to it) and Continue refuses it; nothing is changed behind the
// applicant's back. The parent owns the text, so choosing another option keeps the amount.
import type { Ref } from 'react';
import { Box, Slider, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/offer/money';
import { formatLimit } from '../../../core/offer/view';

interface Props {
  min: number;
  max: number;
  text: string;
  outOfRange: boolean;
  onChange: (text: string) => void;
  inputRef: Ref<HTMLInputElement>;
}

/** Whole hundreds on the slider; the field takes any amount to the cent. */
const sliderStep = 100;

/** The typed text as an amount; NaN when it is empty or not a number. */
export const parseAmount = (text: string): number => (text.trim() === '' ? NaN : Number(text));

export function DrawAmount({ min, max, text, outOfRange, onChange, inputRef }: Props) {
  const { t } = useTranslation();
  const range = { min: formatLimit(min), max: formatLimit(max) };
  const amount = parseAmount(text);
  return (
    <Box sx={{ mt: 3 }}>
      <TextField
        id="draw-amount"
        type="number"
        label={t('application.offer.amount')}
        value={text}
        error={outOfRange}
        helperText={t(outOfRange ? 'application.offer.amountOutOfRange' : 'application.offer.amountRange', range)}
        onChange={(e) => onChange(e.target.value)}
        inputRef={inputRef}
        slotProps={{ htmlInput: { min, max, step: 'any', inputMode: 'decimal' } }}
        fullWidth
      />
      {/* The slider only shows where an out-of-range amount lies; it moves the amount when used. */}
      <Slider
        value={Number.isFinite(amount) ? Math.min(max, Math.max(min, amount)) : min}
        min={min}
        max={max}
        step={sliderStep}
        onChange={(_, value) => onChange(String(value))}
        getAriaValueText={(value) => formatMoney(value, 0)}
        aria-label={t('application.offer.amount')}
        sx={{ mt: 2 }}
      />
    </Box>
  );
}
