// Before a direct-mail offer fills in the applicant's name and address, the page asks for the
// ZIP code the letter was mailed to (issue 12): the offer code alone names nobody, so a guessed
// code reveals no one's name or address. Skipping goes on without the offer.
import { useState, type FormEvent } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { OutlinedTextField } from '../../form-kit/OutlinedTextField';
import { SimplePage } from '../../lib/SimplePage';

const ZIP = /^[0-9]{5}$/;

export function OfferZipPrompt({ onZip }: { onZip: (zip: string) => void }) {
  const { t } = useTranslation();
  const [zip, setZip] = useState('');
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ZIP.test(zip.trim())) return setError(true);
    onZip(zip.trim());
  };
  return (
    <SimplePage heading={t('entry.offerZip.heading')}>
      <Typography component="p" sx={{ mb: 3 }}>
        {t('entry.offerZip.body')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <OutlinedTextField
          id="offer-zip"
          label={t('entry.offerZip.label')}
          value={zip}
          required
          fullWidth
          error={error}
          onChange={(event) => setZip(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 5, 'aria-describedby': error ? 'offer-zip-error' : undefined, 'aria-invalid': error } }}
        />
        {error && (
          <Typography id="offer-zip-error" role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
            {t('errors.address.zipInvalid')}
          </Typography>
        )}
        <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
          <Button type="submit" variant="contained">
            {t('entry.offerZip.continue')}
          </Button>
          <Button onClick={() => onZip('')}>{t('entry.offerZip.skip')}</Button>
        </Stack>
      </Box>
    </SimplePage>
  );
}
