// bpo/condition (a Texas home that needs a broker price opinion): the applicant accepts the
// condition, which orders the valuation (event ORDER_BPO, contract).
import { useTranslation } from 'react-i18next';
import { EventButton } from '../../lib/screen/EventButton';
import { StatusInfo } from '../../lib/screen/StatusInfo';
import type { ScreenProps } from '../../lib/screen/types';
import { ORDER_BPO } from '../../../generated/events';

export function BpoCondition({ onEvent }: ScreenProps) {
  const { t } = useTranslation();
  return <StatusInfo copyId="bpoCondition" actions={<EventButton event={ORDER_BPO} label={t('application.events.acceptCondition')} onEvent={onEvent} />} />;
}
