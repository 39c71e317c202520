// The consents of the confirm screen (two, and the crypto terms' for a crypto-backed line), each its own required checkbox, and Accept. An unchecked
// box says why beside it (announced) and takes focus, so the applicant lands where to act.
import { useRef, useState, type RefObject } from 'react';
import { Box, Button, Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../lib/brand';

interface Props {
  busy: boolean;
  /** A crypto-backed line (the product's isCrypto): its crypto terms are acknowledged too. */
  cryptoTerms: boolean;
  onAccept: () => void;
}

export function AcceptForm({ busy, cryptoTerms, onAccept }: Props) {
  const { t } = useTranslation();
  const { companyName } = useBrand();
  const [acknowledged, setAcknowledged] = useState(false);
  const [hardCredit, setHardCredit] = useState(false);
  const [crypto, setCrypto] = useState(false);
  const [tried, setTried] = useState(false);
  const ackRef = useRef<HTMLInputElement>(null);
  const hardRef = useRef<HTMLInputElement>(null);
  const cryptoRef = useRef<HTMLInputElement>(null);
  return (
    <Box
      component="form"
      noValidate
      sx={{ mt: 3 }}
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (!acknowledged) return ackRef.current?.focus();
        if (cryptoTerms && !crypto) return cryptoRef.current?.focus();
        if (!hardCredit) return hardRef.current?.focus();
        onAccept();
      }}
    >
      <Consent id="early-disclosures-ack" inputRef={ackRef} checked={acknowledged} onChange={setAcknowledged} label={t('offer.confirm.acknowledge')} error={tried && !acknowledged ? t('offer.confirm.acknowledgeRequired') : undefined} />
      {cryptoTerms && (
        <Consent id="crypto-terms-ack" inputRef={cryptoRef} checked={crypto} onChange={setCrypto} label={t('offer.cryptoTerms.acknowledge')} error={tried && !crypto ? t('offer.cryptoTerms.acknowledgeRequired') : undefined} />
      )}
      <Consent id="hard-credit-consent" inputRef={hardRef} checked={hardCredit} onChange={setHardCredit} label={t('offer.confirm.hardCredit', { company: companyName })} error={tried && !hardCredit ? t('offer.confirm.hardCreditRequired') : undefined} />
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={busy}>
        {t(busy ? 'events.busy' : 'offer.confirm.accept')}
      </Button>
    </Box>
  );
}

interface ConsentProps {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  error: string | undefined;
}

function Consent({ id, inputRef, checked, onChange, label, error }: ConsentProps) {
  return (
    <FormControl required error={!!error} sx={{ display: 'block', mt: 1 }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            onChange={(_, value) => onChange(value)}
            slotProps={{ input: { ref: inputRef, required: true, 'aria-invalid': !!error, ...(error ? { 'aria-describedby': `${id}-error` } : {}) } as object }}
          />
        }
        label={label}
      />
      {error && (
        <FormHelperText id={`${id}-error`} role="alert">
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}
