// The street input of an address typeahead: an ARIA 1.2 combobox with a listbox of suggestions
// (arrows move, Enter chooses, Escape closes). Before the full address form is revealed it speaks
// for the whole address with the typeahead message; the address field passes its callbacks in
// ui:options (choose, reveal) because only it can fill the other address fields.
import { useState, type ReactNode } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { Box, Button, FormHelperText, List, ListItemButton } from '@mui/material';
import { OutlinedTextField } from '../OutlinedTextField';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../lib/brand';
import { readyLookSx, useHydrated } from '../../lib/after-hydration';
import { inputA11y } from './input-a11y';
import { isTypeaheadTextValid, type AddressSuggestion } from './address-typeahead';
import { useAddressSuggestions } from './use-address-suggestions';
// MUI's own: a 1 px clipped box (sx `width: 1` would mean 100% and push the page sideways).
import { visuallyHidden } from '@mui/utils';

interface TypeaheadOptions {
  revealed: boolean;
  addressInvalid: boolean;
  choose: (s: AddressSuggestion) => void;
  reveal: () => void;
}

export function AddressComboboxWidget(props: WidgetProps) {
  const { id, label, value, required, disabled, readonly, onChange, onBlur, onFocus } = props;
  const { revealed, addressInvalid, choose, reveal } = props.options as unknown as TypeaheadOptions;
  const { t } = useTranslation();
  const { addressSearchUrl } = useBrand();

  const text = typeof value === 'string' ? value : '';
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [left, setLeft] = useState(false);
  const answered = useAddressSuggestions(addressSearchUrl, text, open);
  const suggestions = answered ?? [];
  const listId = `${id}-suggestions`;
  const expanded = open && suggestions.length > 0;
  // Before the form is revealed the typeahead's own rule and message stand for the whole address.
  const typeaheadMessage = !revealed && (addressInvalid || (left && !isTypeaheadTextValid(text))) ? t('errors.address.typeaheadInvalid') : undefined;
  const a11y = revealed
    ? inputA11y(props)
    : inputA11y({
        ...props,
        hideError: false,
        rawErrors: typeaheadMessage ? [typeaheadMessage] : [],
      });

  const pick = (s: AddressSuggestion) => {
    setOpen(false);
    setActive(-1);
    choose(s);
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (suggestions.length ? (i + step + suggestions.length) % suggestions.length : -1));
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault(); // choose, do not submit the step
      pick(suggestions[active]!);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <OutlinedTextField
        id={id}
        label={label}
        required={required}
        fullWidth
        value={text}
        disabled={disabled || readonly}
        error={a11y['aria-invalid']}
        onChange={(e) => {
          onChange(e.target.value || undefined);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setLeft(true);
          setOpen(false);
          onBlur(id, value);
        }}
        onFocus={() => onFocus(id, value)}
        slotProps={{
          htmlInput: {
            ...a11y,
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': expanded,
            'aria-controls': listId,
            ...(expanded && active >= 0 ? { 'aria-activedescendant': `${listId}-${active}` } : {}),
          },
        }}
      />
      {/* In the page's flow rather than over it, so nothing below is hidden while it is open. */}
      <List
        id={listId}
        role="listbox"
        aria-label={t('fields.address.suggestions')}
        dense
        hidden={!expanded}
        sx={{
          border: expanded ? 1 : 0,
          borderColor: 'divider',
          borderRadius: 1,
          py: 0,
        }}
      >
        {expanded &&
          suggestions.map((s, i) => (
            <ListItemButton
              key={s.fullAddress}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              selected={i === active}
              tabIndex={-1}
              // Keep focus in the input, so choosing does not count as leaving the field first.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(s)}
            >
              {s.fullAddress}
            </ListItemButton>
          ))}
      </List>
      <Box role="status" sx={visuallyHidden}>
        {open && answered && text.trim().length >= 3 ? t('fields.address.suggestionCount', { count: answered.length }) : ''}
      </Box>
      {typeaheadMessage && (
        <FormHelperText error id={errorId(id)} role="alert">
          {typeaheadMessage}
        </FormHelperText>
      )}
      {!revealed && (
        <RevealButton onClick={reveal}>{t('fields.address.manual')}</RevealButton>
      )}
    </Box>
  );
}

// "Enter the address manually" waits for the page's script (a click on the server's render would be
// lost), in its enabled look; only this button re-renders when the page is hydrated, not the field beside it (a re-render
// of the field then would write its empty answer over what was typed).
function RevealButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button variant="text" disabled={!hydrated} onMouseDown={(e) => e.preventDefault()} onClick={onClick} sx={{ mt: 1, px: 0, ...readyLookSx.text }}>
      {children}
    </Button>
  );
}
