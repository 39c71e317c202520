// The wait list, offered under a block that says the brand does not lend there yet (spec section 4:
// "save waitlist if ineligible"): what the flow knows (the property's address) goes with the
// applicant's name, email and consent to the wait-list service, which checks the same request
// schema (schemas/api/waitlist-request.schema.json) and answers field messages we show in place.
import './waitlist-copy';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Checkbox, FormControl, FormControlLabel, FormHelperText, TextField, Typography } from '@mui/material';
import { apiRoutes } from '../../../../core/contract/routes';
import { ApiError, apiCall } from '../../../lib/api';
import { useBrand } from '../../../lib/brand';

type Field = 'firstName' | 'lastName' | 'email' | 'consent';
type Errors = Partial<Record<Field, string>>;

const requiredMessage: Record<Exclude<Field, 'consent'>, string> = {
  firstName: 'errors.name.firstRequired',
  lastName: 'errors.name.lastRequired',
  email: 'errors.email.required',
};

export default function WaitlistOffer({ known }: { known: Record<string, unknown> }) {
  const { t } = useTranslation();
  const { companyName } = useBrand();
  const id = useId();
  const [values, setValues] = useState({ firstName: text(known.firstName), lastName: text(known.lastName), email: text(known.email), consent: false });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [joined, setJoined] = useState<string>();
  const state = text(known.state);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = clientErrors(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0 || busy) return focusFirst(id, found);
    setBusy(true);
    setFailure(undefined);
    try {
      await apiCall('POST', apiRoutes.waitlist.path({}), { body: requestBody(known, values) });
      setJoined(values.email.trim());
    } catch (e) {
      const fromServer = e instanceof ApiError ? serverErrors(e) : {};
      setErrors(fromServer);
      setFailure(Object.keys(fromServer).length > 0 ? undefined : e instanceof ApiError ? e.failure.message : t('common.errors.generic'));
      focusFirst(id, fromServer);
    } finally {
      setBusy(false);
    }
  };

  if (joined) {
    return (
      <Alert severity="success" role="status" sx={{ mt: 2 }}>
        {t('waitlist.done', { email: joined, companyName, state })}
      </Alert>
    );
  }
  const field = (name: Exclude<Field, 'consent'>, label: string, type = 'text', autoComplete?: string) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      required
      fullWidth
      margin="dense"
    />
  );
  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-heading`} sx={{ mt: 2 }}>
      <Typography id={`${id}-heading`} component="h2" variant="h6">
        {t('waitlist.heading')}
      </Typography>
      <Typography component="p" variant="body2" sx={{ mb: 1 }}>
        {t('waitlist.intro', { companyName, state })}
      </Typography>
      {failure && (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {failure}
        </Alert>
      )}
      {field('firstName', t('fields.name.firstName'), 'text', 'given-name')}
      {field('lastName', t('fields.name.lastName'), 'text', 'family-name')}
      {field('email', t('fields.email'), 'email', 'email')}
      <FormControl required error={Boolean(errors.consent)} sx={{ display: 'block', mt: 1 }}>
        <FormControlLabel
          control={
            <Checkbox
              id={`${id}-consent`}
              checked={values.consent}
              onChange={(_, consent) => setValues({ ...values, consent })}
              slotProps={{ input: { 'aria-invalid': Boolean(errors.consent), ...(errors.consent ? { 'aria-describedby': `${id}-consent-error` } : {}) } as object }}
            />
          }
          label={t('waitlist.consent', { companyName })}
        />
        {errors.consent && <FormHelperText id={`${id}-consent-error`}>{errors.consent}</FormHelperText>}
      </FormControl>
      <Button type="submit" variant="outlined" disabled={busy} sx={{ mt: 1 }}>
        {t(busy ? 'waitlist.busy' : 'waitlist.submit')}
      </Button>
    </Box>
  );
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function clientErrors(values: { firstName: string; lastName: string; email: string; consent: boolean }, t: (key: string) => string): Errors {
  const errors: Errors = {};
  for (const name of ['firstName', 'lastName', 'email'] as const) if (!values[name].trim()) errors[name] = t(requiredMessage[name]);
  if (!values.consent) errors.consent = t('waitlist.consentRequired');
  return errors;
}

/** The request: the known fields that have a value, and what the applicant gave. */
function requestBody(known: Record<string, unknown>, values: { firstName: string; lastName: string; email: string }) {
  const given = Object.fromEntries(Object.entries(known).filter(([, v]) => v !== '' && v !== undefined && v !== null));
  return { ...given, firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim(), consent: true };
}

/** The server's field messages (400 VALIDATION) by the fields this form shows. */
function serverErrors(error: ApiError): Errors {
  const out: Errors = {};
  for (const { pointer, message } of error.failure.fields) {
    const name = pointer.replace(/^\//, '') as Field;
    if (['firstName', 'lastName', 'email', 'consent'].includes(name)) out[name] ??= message;
  }
  return out;
}

function focusFirst(id: string, errors: Errors): void {
  const first = (['firstName', 'lastName', 'email', 'consent'] as const).find((name) => errors[name]);
  if (first) document.getElementById(`${id}-${first}`)?.focus();
}
