// A department's week as one sentence in the applicant's language: the brand's hours from its page
// data (brands/defaults.json or its own operatingHours, under the console's edits), the sentence
// from core (hoursSentence). OPS_CHAT's open status, polled for the chat window, is
// ./open-status.ts: the footer and top bar carry this module in the first page's JavaScript.
import { useTranslation } from 'react-i18next';
import { hoursSentence, type Department } from '../../core/hours/business-hours';
import { useBrand } from './brand';

export function useHoursText(department: Department): string {
  const { t, i18n } = useTranslation();
  return hoursSentence(useBrand().operatingHours[department], i18n.language, (key, values) => t(key, values));
}
