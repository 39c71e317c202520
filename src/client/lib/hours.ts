// A department's week as one sentence in the applicant's language: the brand's hours from its page
// data (brands/defaults.json or its own operatingHours), the sentence from core (hoursSentence); and
// whether a department is open now, polled (the chat window's mode and ended panel).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from './api';
import { apiRoutes } from '../../core/contract/routes';
import { CHAT_LIMITS } from '../../core/chat/limits';
import type { ApiOpenStatus } from '../../generated/types/api-open-status';
import { hoursSentence, type Department } from '../../core/hours/business-hours';
import { useBrand } from './brand';

export function useHoursText(department: Department): string {
  const { t, i18n } = useTranslation();
  return hoursSentence(useBrand().operatingHours[department], i18n.language, (key, values) => t(key, values));
}

/**
 * Whether a department is open now (GET .../hours/{department}/openStatus), read at once and every
 * 60 s while mounted (spec section 7, the chat's OPS_CHAT); undefined until the first answer.
 */
export function useOpenStatus(department: Department): boolean | undefined {
  const [open, setOpen] = useState<boolean>();
  useEffect(() => {
    let live = true;
    const read = async () => {
      try {
        const answer = await apiCall<ApiOpenStatus>('GET', apiRoutes.hoursOpenStatus.path({ department }));
        if (live) setOpen(answer.isOpen);
      } catch {
        // Offline or the server restarting: the last answer stands until the next poll.
      }
    };
    void read();
    const timer = setInterval(() => void read(), CHAT_LIMITS.openStatusPollMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [department]);
  return open;
}
