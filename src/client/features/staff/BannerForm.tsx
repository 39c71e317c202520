// One banner's fields for the console (issue 17): brand (new banners only), message, style, whether
// applicants may close it, whether it shows, and an optional link. The server checks the link
// against the brand's allow-list and answers its own message when it refuses.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Checkbox, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import type { Banner } from '../../../generated/types/banners';
import type { ApiStaffBannerRequest } from '../../../generated/types/api-staff-banner-request';

export interface BannerFormProps {
  /** The banner being edited; none: a new one. */
  editing?: { orgCode: string; banner: Banner };
  orgCodes: string[];
  defaultOrgCode: string;
  onSubmit: (body: ApiStaffBannerRequest) => Promise<void>;
  onCancel?: () => void;
}

export function BannerForm({ editing, orgCodes, defaultOrgCode, onSubmit, onCancel }: BannerFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const b = editing?.banner;
  const [orgCode, setOrgCode] = useState(editing?.orgCode ?? (orgCodes.includes(defaultOrgCode) ? defaultOrgCode : (orgCodes[0] ?? '')));
  const [message, setMessage] = useState(b?.message ?? '');
  const [variant, setVariant] = useState<Banner['variant']>(b?.variant ?? 'info');
  const [dismissable, setDismissable] = useState(b?.dismissable ?? true);
  const [active, setActive] = useState(b?.active ?? true);
  const [linkText, setLinkText] = useState(b?.link?.text ?? '');
  const [linkHref, setLinkHref] = useState(b?.link?.href ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    const link = linkText.trim() && linkHref.trim() ? { text: linkText.trim(), href: linkHref.trim() } : null;
    try {
      await onSubmit({ ...(editing ? {} : { orgCode }), message: message.trim(), variant, dismissable, active, link });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={headingId} sx={{ mb: 4, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography id={headingId} component="h2" variant="h6" tabIndex={-1} sx={{ mb: 2 }}>
        {editing ? t('staff.banners.editHeading') : t('staff.banners.addHeading')}
      </Typography>
      <Stack spacing={2}>
        {!editing && (
          <TextField select label={t('staff.banners.brand')} value={orgCode} onChange={(e) => setOrgCode(e.target.value)} slotProps={{ select: { native: true } }}>
            {orgCodes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </TextField>
        )}
        <TextField
          label={t('staff.banners.message')}
          helperText={t('staff.banners.messageHelp')}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          required
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <FormControl>
          <FormLabel id={`${headingId}-variant`}>{t('staff.banners.variant')}</FormLabel>
          <RadioGroup row aria-labelledby={`${headingId}-variant`} value={variant} onChange={(e) => setVariant(e.target.value as Banner['variant'])}>
            <FormControlLabel value="info" control={<Radio />} label={t('staff.banners.variantInfo')} />
            <FormControlLabel value="warn" control={<Radio />} label={t('staff.banners.variantWarn')} />
          </RadioGroup>
        </FormControl>
        <FormControlLabel control={<Checkbox checked={dismissable} onChange={(e) => setDismissable(e.target.checked)} />} label={t('staff.banners.dismissable')} />
        <FormControlLabel control={<Checkbox checked={active} onChange={(e) => setActive(e.target.checked)} />} label={t('staff.banners.active')} />
        <TextField label={t('staff.banners.linkText')} value={linkText} onChange={(e) => setLinkText(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
        <TextField label={t('staff.banners.linkHref')} helperText={t('staff.banners.linkHelp')} value={linkHref} onChange={(e) => setLinkHref(e.target.value)} slotProps={{ htmlInput: { maxLength: 2000 } }} />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={busy}>
            {editing ? t('staff.banners.save') : t('staff.banners.add')}
          </Button>
          {onCancel && <Button onClick={onCancel}>{t('staff.banners.cancel')}</Button>}
        </Stack>
      </Stack>
    </Box>
  );
}
