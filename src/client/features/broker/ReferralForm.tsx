// A broker's referral (spec section 3's Referral fields). The server checks the fields (the JSON
// schema api-broker-referral-request) and the originator's licensed states; its field messages show
// at the fields, any other refusal above the form. On success the prefilled registration link shows.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Alert, Box, Button, Link, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { brokerApiRoutes } from '../../../core/contract/broker-routes';
import type { ApiBrokerReferralCreated } from '../../../generated/types/api-broker-referral-created';
import { ApiError, apiCall } from '../../lib/api';

const FIELDS = ['firstName', 'lastName', 'suffix', 'street1', 'street2', 'city', 'state', 'zip', 'phoneNumber', 'email'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const SUFFIXES = ['', 'JR', 'SR', 'I', 'II', 'III', 'IV', 'V'];
const REQUIRED: readonly Field[] = ['firstName', 'lastName', 'street1', 'city', 'state', 'zip'];

const label: Record<Field, string> = {
  firstName: 'fields.name.firstName',
  lastName: 'fields.name.lastName',
  suffix: 'fields.name.suffix',
  street1: 'fields.address.street1',
  street2: 'fields.address.street2',
  city: 'fields.address.city',
  state: 'fields.address.state',
  zip: 'fields.address.zip',
  phoneNumber: 'fields.phoneNumber',
  email: 'fields.email',
};
const autoComplete: Partial<Record<Field, string>> = { firstName: 'off', lastName: 'off', email: 'off', phoneNumber: 'off', street1: 'off' };

const empty = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Values;

export function ReferralForm() {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [created, setCreated] = useState<{ url: string; name: string }>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    // Empty optional fields are left out; the server decides what is missing or wrong.
    const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, v.trim()]));
    try {
      const answer = await apiCall<ApiBrokerReferralCreated>('POST', brokerApiRoutes.referrals.path({}), { body });
      setCreated({ url: answer.registrationUrl ?? `${window.location.origin}${answer.registrationPath}`, name: `${values.firstName} ${values.lastName}`.trim() });
      setErrors({});
      void mutate(brokerApiRoutes.applications.path({}));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const byField = Object.fromEntries(error.failure.fields.map((f) => [f.pointer.slice(1), f.message]).filter(([name]) => (FIELDS as readonly string[]).includes(name!)));
      setErrors(byField);
      if (Object.keys(byField).length === 0) setFailure(error.failure.message);
    } finally {
      setBusy(false);
    }
  };

  const again = () => {
    setCreated(undefined);
    setValues(empty);
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="referral-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="referral-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('broker.referral.heading')}
      </Typography>
      {created ? (
        <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
          <Alert severity="success" sx={{ width: '100%', overflowWrap: 'anywhere' }}>
            <Typography sx={{ mb: 1 }}>{t('broker.referral.created', { name: created.name })}</Typography>
            <Link href={created.url} aria-label={t('broker.referral.link', { name: created.name })} sx={{ overflowWrap: 'anywhere' }}>
              {created.url}
            </Link>
          </Alert>
          <Button variant="outlined" onClick={again}>
            {t('broker.referral.another')}
          </Button>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
          <Typography sx={{ mb: 1 }}>{t('broker.referral.intro')}</Typography>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 1 }}>
              {failure}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}>
            {FIELDS.map((name) => (
              <TextField
                key={name}
                label={t(label[name])}
                value={values[name]}
                onChange={(e) => setValues({ ...values, [name]: e.target.value })}
                error={Boolean(errors[name])}
                helperText={errors[name]}
                required={REQUIRED.includes(name)}
                autoComplete={autoComplete[name]}
                type={name === 'email' ? 'email' : name === 'phoneNumber' ? 'tel' : 'text'}
                select={name === 'suffix'}
                margin="normal"
                fullWidth
                slotProps={{ htmlInput: { 'aria-invalid': Boolean(errors[name]) } }}
              >
                {name === 'suffix' &&
                  SUFFIXES.map((s) => (
                    <MenuItem key={s || 'none'} value={s}>
                      {t(`fields.suffix.${s || 'none'}`)}
                    </MenuItem>
                  ))}
              </TextField>
            ))}
          </Box>
          <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }}>
            {t('broker.referral.submit')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
