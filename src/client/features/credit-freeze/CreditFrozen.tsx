// credit/error (soft or hard credit locked or frozen): how to lift a freeze at each of the three
// nationwide bureaus, then a retry once the file is unfrozen (event RETRY_CREDIT, contract).
import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EventButton } from '../../lib/screen/EventButton';
import { StatusInfo } from '../../lib/screen/StatusInfo';
import type { ScreenProps } from '../../lib/screen/types';
import { telHref } from '../../lib/tel-href';
import { RETRY_CREDIT } from '../../../generated/events';

const BUREAUS = ['equifax', 'experian', 'transunion'] as const;

export function CreditFrozen({ onEvent }: ScreenProps) {
  const { t } = useTranslation();
  const bureau = (id: string, field: string) => t(`application.creditFreeze.bureaus.${id}.${field}`);
  return (
    <StatusInfo copyId="creditFrozen" actions={<EventButton event={RETRY_CREDIT} label={t('application.events.retry')} onEvent={onEvent} />}>
      <Box component="section" aria-labelledby="credit-freeze" sx={{ mt: 3 }}>
        <Typography id="credit-freeze" component="h2" variant="h6" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
          {t('application.creditFreeze.heading')}
        </Typography>
        <Box component="ul" sx={{ pl: 3, mt: 1 }}>
          {BUREAUS.map((id) => (
            <Typography component="li" variant="body1" key={id} sx={{ mb: 1 }}>
              <Link href={bureau(id, 'url')} target="_blank" rel="noopener noreferrer">
                {t('application.creditFreeze.online', { name: bureau(id, 'name') })}
              </Link>{' '}
              {t('application.creditFreeze.call')} <Link href={telHref(bureau(id, 'phone'))}>{bureau(id, 'phone')}</Link>
            </Typography>
          ))}
        </Box>
      </Box>
    </StatusInfo>
  );
}
