// error/income: income could not be verified; the applicant tries another way (event RETRY_INCOME).
import { useTranslation } from 'react-i18next';
import { EventButton } from '../../lib/screen/EventButton';
import { StatusInfo } from '../../lib/screen/StatusInfo';
import type { ScreenProps } from '../../lib/screen/types';
import { RETRY_INCOME } from '../../../generated/events';

export function IncomeError({ onEvent }: ScreenProps) {
  const { t } = useTranslation();
  return <StatusInfo copyId="incomeError" actions={<EventButton event={RETRY_INCOME} label={t('application.events.tryAgain')} onEvent={onEvent} />} />;
}
