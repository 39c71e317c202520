// The draw amount: a money field for an exact amount and a slider for a quick one, in the chosen
// offer's minDraw..maxDraw. The field takes "$295,000" as well as "295000" and shows money's format
// once it is left (on blur). An amount outside the range is explained
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

/** Dollars as typed: an optional $, digits with or without thousands commas, at most 2 decimals. */
const moneyText = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)?(\.\d{0,2})?$/;

/** The typed text as an amount ("$295,000", "295000", "295000.5"); NaN when it is empty or not money. */
export function parseAmount(text: string): number {
  const trimmed = text.trim();
  if (!moneyText.test(trimmed) || !/\d/.test(trimmed)) return NaN;
  return Number(trimmed.replace(/[$,\s]/g, ''));
}

/** An amount as the field shows it: "$295,000", or "$295,000.50" with cents. */
export const formatAmount = (amount: number): string => formatLimit(amount);

export function DrawAmount({ min, max, text, outOfRange, onChange, inputRef }: Props) {
  const { t } = useTranslation();
  const range = { min: formatLimit(min), max: formatLimit(max) };
  const amount = parseAmount(text);
  return (
    <Box sx={{ mt: 3 }}>
      <TextField
        id="draw-amount"
        label={t('application.offer.amount')}
        value={text}
        error={outOfRange}
        helperText={t(outOfRange ? 'application.offer.amountOutOfRange' : 'application.offer.amountRange', range)}
        onChange={(e) => onChange(e.target.value)}
        // Money's format once the field is left; text that is not money stays as typed, to be fixed.
        onBlur={() => Number.isFinite(amount) && onChange(formatAmount(amount))}
        inputRef={inputRef}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        fullWidth
      />
      {/* The slider only shows where an out-of-range amount lies; it moves the amount when used. */}
      <Slider
        value={Number.isFinite(amount) ? Math.min(max, Math.max(min, amount)) : min}
        min={min}
        max={max}
        step={sliderStep}
        onChange={(_, value) => onChange(formatAmount(value as number))}
        getAriaValueText={(value) => formatMoney(value, 0)}
        aria-label={t('application.offer.amount')}
        sx={{ mt: 2 }}
      />
    </Box>
  );
}
