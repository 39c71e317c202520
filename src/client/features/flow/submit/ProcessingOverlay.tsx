// The processing overlay (spec section 2): while the answers are sent it covers the page and rotates
// its seven messages, announced politely to screen readers.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Backdrop, CircularProgress, Typography } from '@mui/material';

const MESSAGES = ['creatingAccount', 'pullingCredit', 'locatingProperty', 'propertyValue', 'eligibility', 'offers', 'quote'];
const ROTATE_MS = 1500;

/** Mounted while sending, so every send starts at the first message. */
export function ProcessingOverlay() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => Math.min(i + 1, MESSAGES.length - 1)), ROTATE_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2 }}>
      <CircularProgress color="inherit" aria-label={t('submit.processing.label')} />
      <Typography role="status" aria-live="polite">
        {t(`submit.processing.${MESSAGES[index]}`)}
      </Typography>
    </Backdrop>
  );
}
