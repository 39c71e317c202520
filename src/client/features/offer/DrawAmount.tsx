// The draw amount: a slider for a quick choice and a number field for an exact one, both kept in
// the chosen offer's minDraw..maxDraw. A typed amount outside it shows why and is clamped on blur.
// The parent remounts this with a new key when the offer changes, so the typed text starts over.
import { useState } from 'react';
import { Box, Slider, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/offer/money';
import { clampDraw } from '../../../core/offer/view';

interface Props {
  min: number;
  max: number;
  amount: number;
  onChange: (amount: number) => void;
}

/** Whole hundreds on the slider; the field takes any amount to the cent. */
const sliderStep = 100;

export function DrawAmount({ min, max, amount, onChange }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(amount));
  const range = { min: formatMoney(min, 0), max: formatMoney(max, 0) };
  const typed = Number(text);
  const outOfRange = text.trim() === '' || !Number.isFinite(typed) || typed < min || typed > max;
  const set = (value: number) => {
    setText(String(value));
    onChange(value);
  };
  return (
    <Box sx={{ mt: 3 }}>
      <TextField
        id="draw-amount"
        type="number"
        label={t('application.offer.amount')}
        value={text}
        error={outOfRange}
        helperText={t(outOfRange ? 'application.offer.amountOutOfRange' : 'application.offer.amountRange', range)}
        onChange={(e) => {
          setText(e.target.value);
          const value = Number(e.target.value);
          if (e.target.value.trim() !== '' && value >= min && value <= max) onChange(clampDraw({ minDraw: min, maxDraw: max }, value));
        }}
        onBlur={() => set(clampDraw({ minDraw: min, maxDraw: max }, Number.isFinite(typed) ? typed : amount))}
        slotProps={{ htmlInput: { min, max, step: 'any', inputMode: 'decimal' } }}
        fullWidth
      />
      <Slider
        value={amount}
        min={min}
        max={max}
        step={sliderStep}
        onChange={(_, value) => set(value as number)}
        getAriaValueText={(value) => formatMoney(value, 0)}
        aria-label={t('application.offer.amount')}
        sx={{ mt: 2 }}
      />
    </Box>
  );
}
