// The processing overlay (spec section 2): the full-screen loader with the seven messages of
// sending the answers, in order, staying on the last one until the work ends.
import { useTranslation } from 'react-i18next';
import { FullScreenLoader } from '../../../lib/loader/FullScreenLoader';

const MESSAGES = ['creatingAccount', 'pullingCredit', 'locatingProperty', 'propertyValue', 'eligibility', 'offers', 'quote'] as const;

export function ProcessingOverlay({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  // Remounted per send by the loader, so every send starts at the first message.
  return <FullScreenLoader busy={busy} messages={MESSAGES.map((m) => t(`submit.processing.${m}`))} loop={false} />;
}
