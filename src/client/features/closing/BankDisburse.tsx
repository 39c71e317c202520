// bank/disburse: the account the initial draw goes to, linked through the bank-data provider (the
// numbers go from the provider to the server; the page sees each account's last four digits) or
// typed on bank/manual-disburse. In AUTOPAY_ACCOUNT without a routing number (spec section 4) it
// asks again. A reload keeps the choice: the link is read back from the server (GET bank-links)
// and the account picked in it from this tab's sessionStorage, until it is sent.
import { useState } from 'react';
import useSWR from 'swr';
import { Alert, Box, Button, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { closingRoutes } from '../../../core/contract/closing-routes';
import type { ApiBankLink } from '../../../generated/types/api-bank-link';
import { apiCall } from '../../lib/api';
import { EventAlert } from '../../lib/EventAlert';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import type { ScreenProps } from '../../lib/screen/types';
import { SupportLine } from '../../lib/SupportLine';
import { useApplicationEvent } from '../../lib/use-application-event';
import { screenPath } from './closing-data';
import { LINK_DISBURSE_ACCOUNT } from '../../../generated/events';

const ACCOUNT_CHOICE_KEY = 'closing.disburseAccount';
const getLink = (path: string) => apiCall<ApiBankLink>('GET', path);

export function BankDisburse({ uuid, reroute }: ScreenProps) {
  const { t } = useTranslation();
  const event = useApplicationEvent(uuid, reroute);
  const [made, setMade] = useState<ApiBankLink>();
  // 404 when no link was made yet.
  const { data: stored } = useSWR<ApiBankLink>(closingRoutes.bankLinks.path({ uuid }), getLink, { revalidateOnFocus: false, shouldRetryOnError: false });
  const link = made ?? stored;
  const [linking, setLinking] = useState(false);
  const [linkFailed, setLinkFailed] = useState(false);
  const [picked, setPicked] = useState<string>();
  const accountId = picked ?? (link ? (sessionStorage.getItem(`${ACCOUNT_CHOICE_KEY}:${link.linkId}`) ?? '') : '');
  const pick = (id: string) => {
    setPicked(id);
    if (link) sessionStorage.setItem(`${ACCOUNT_CHOICE_KEY}:${link.linkId}`, id);
  };
  const [missing, setMissing] = useState(false);
  const noRouting = event.status?.status === 'AUTOPAY_ACCOUNT';
  const startLink = async () => {
    setLinking(true);
    setLinkFailed(false);
    try {
      setMade(await apiCall<ApiBankLink>('POST', closingRoutes.bankLinks.path({ uuid }), { body: {} }));
      setPicked(undefined);
    } catch {
      setLinkFailed(true);
    } finally {
      setLinking(false);
    }
  };
  return (
    <ScreenLayout heading={t('closing.bank.disburse.heading')}>
      <Typography component="p" sx={{ mb: 2 }}>
        {t('closing.bank.disburse.body')}
      </Typography>
      {noRouting && !link && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('closing.bank.disburse.noRouting')}
        </Alert>
      )}
      {linkFailed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('closing.bank.disburse.linkFailed')}
        </Alert>
      )}
      {link && link.accounts.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('closing.bank.disburse.noAccounts')}
        </Alert>
      )}
      {link && link.accounts.length > 0 ? (
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!accountId) return setMissing(true);
            void event.send(LINK_DISBURSE_ACCOUNT, { linkId: link.linkId, accountId });
          }}
        >
          <FormControl component="fieldset" error={missing}>
            <FormLabel component="legend">{t('closing.bank.disburse.linked', { institution: link.institution })}</FormLabel>
            <RadioGroup name="account" value={accountId} onChange={(e) => (pick(e.target.value), setMissing(false))}>
              {link.accounts.map((a) => (
                <FormControlLabel key={a.accountId} value={a.accountId} control={<Radio />} label={t('closing.bank.disburse.account', { name: a.name, mask: a.mask })} />
              ))}
            </RadioGroup>
            {missing && <FormHelperText>{t('errors.required')}</FormHelperText>}
          </FormControl>
          <Box sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" disabled={event.busy}>
              {t(event.busy ? 'events.busy' : 'closing.bank.disburse.use')}
            </Button>
          </Box>
        </Box>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {!link && (
            <Button variant="contained" disabled={linking} aria-busy={linking || undefined} onClick={() => void startLink()}>
              {t(linking ? 'events.busy' : 'closing.bank.disburse.link')}
            </Button>
          )}
        </Stack>
      )}
      <Box sx={{ mt: 2 }}>
        <Button component={RouterLink} to={screenPath(uuid, 'bank/manual-disburse')} variant="outlined">
          {t('closing.bank.disburse.manual')}
        </Button>
      </Box>
      <EventAlert failure={event.failure} />
      <SupportLine />
    </ScreenLayout>
  );
}
