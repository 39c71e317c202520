// product/prequal-winback (CLTV_LIEN_POSITION_REQUALIFY): the first offer no longer holds; the
// applicant asks for the revised ones (event ACCEPT_WINBACK, contract).
import { useTranslation } from 'react-i18next';
import { EventButton } from '../../lib/screen/EventButton';
import { StatusInfo } from '../../lib/screen/StatusInfo';
import type { ScreenProps } from '../../lib/screen/types';
import { ACCEPT_WINBACK } from '../../../generated/events';

export function PrequalWinback({ onEvent }: ScreenProps) {
  const { t } = useTranslation();
  return <StatusInfo copyId="winback" actions={<EventButton event={ACCEPT_WINBACK} label={t('application.events.seeOffers')} onEvent={onEvent} />} />;
}
