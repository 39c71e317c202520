// bpo/order-bpo: the applicant orders the broker price opinion (event ORDER_BPO, contract).
import { useTranslation } from 'react-i18next';
import { EventButton } from '../../lib/screen/EventButton';
import { StatusInfo } from '../../lib/screen/StatusInfo';
import type { ScreenProps } from '../../lib/screen/types';
import { ORDER_BPO } from '../../../generated/events';

export function OrderBpo({ onEvent }: ScreenProps) {
  const { t } = useTranslation();
  return <StatusInfo copyId="orderBpo" actions={<EventButton event={ORDER_BPO} label={t('application.events.orderBpo')} onEvent={onEvent} />} />;
}
