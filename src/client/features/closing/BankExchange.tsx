// bank/exchange: where a crypto-backed line's draw goes (flows/crypto-heloc/README.md): the
// applicant's account at the exchange, in US dollars. The status-to-screen table sends a crypto
// application here instead of bank/disburse (routing.isCrypto), so no bank account or routing
// number is asked; the button sends CONFIRM_EXCHANGE_DISBURSE, which the server takes only for a
// crypto-backed line.
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EventAlert } from '../../lib/EventAlert';
import { ScreenLayout } from '../../lib/screen/ScreenLayout';
import type { ScreenProps } from '../../lib/screen/types';
import { SupportLine } from '../../lib/SupportLine';
import { useApplicationEvent } from '../../lib/use-application-event';
import { CONFIRM_EXCHANGE_DISBURSE } from '../../../generated/events';

export function BankExchange({ uuid, reroute }: ScreenProps) {
  const { t } = useTranslation();
  const event = useApplicationEvent(uuid, reroute);
  return (
    <ScreenLayout heading={t('closing.bank.exchange.heading')}>
      <Typography component="p">{t('closing.bank.exchange.body')}</Typography>
      <Typography component="p" sx={{ mt: 1 }}>
        {t('closing.bank.exchange.noBank')}
      </Typography>
      <Box sx={{ mt: 2 }}>
        <Button variant="contained" disabled={event.busy} onClick={() => void event.send(CONFIRM_EXCHANGE_DISBURSE, {})}>
          {t(event.busy ? 'events.busy' : 'closing.bank.exchange.use')}
        </Button>
      </Box>
      <EventAlert failure={event.failure} />
      <SupportLine />
    </ScreenLayout>
  );
}
