// A consent checkbox. Its words are copy ("ui:options": { "consentText": <key> }) and may link the
// brand's terms (under the brand's terms label) and privacy policy, and the communications policy.
import type { WidgetProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { Checkbox, FormControlLabel, Link } from '@mui/material';
import { Trans } from 'react-i18next';
import { useBrand } from '../../lib/brand';

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function ConsentWidget({ id, label, value, required, disabled, readonly, rawErrors, options, onChange, onBlur, onFocus }: WidgetProps) {
  const brand = useBrand();
  const hasError = (rawErrors?.length ?? 0) > 0;
  const text =
    typeof options.consentText === 'string' ? (
      <Trans
        i18nKey={options.consentText}
        values={{ termsLabel: brand.termsLabel }}
        components={{
          terms: <Link href={brand.termsUrl} {...newTab} />,
          privacy: <Link href={brand.privacyUrl} {...newTab} />,
          communications: <Link href={brand.communicationsUrl} {...newTab} />,
        }}
      />
    ) : (
      label
    );
  return (
    <FormControlLabel
      sx={{ mt: 1, alignItems: 'flex-start' }}
      label={text}
      required={required}
      control={
        <Checkbox
          id={id}
          checked={value === true}
          disabled={disabled || readonly}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
          sx={{ mt: -1 }}
          slotProps={{
            input: {
              'aria-invalid': hasError,
              ...(hasError ? { 'aria-describedby': errorId(id) } : {}),
            } as object,
          }}
        />
      }
    />
  );
}
