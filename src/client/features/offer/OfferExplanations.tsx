// Short explanations of the draw, the term, the origination fee and the APR: each a button with
// aria-expanded that shows or hides its paragraph, so they are there for whoever asks and read in
// order by a screen reader, without crowding the cards.
import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/offer/money';

const TOPICS = ['draw', 'term', 'fee', 'apr'] as const;

export function OfferExplanations({ feeCap }: { feeCap: number }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="offer-explain" sx={{ mt: 3 }}>
      <Typography id="offer-explain" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {t('application.offer.explain.heading')}
      </Typography>
      {TOPICS.map((topic) => (
        <Explanation key={topic} topic={topic} values={{ cap: formatMoney(feeCap, 0) }} />
      ))}
    </Box>
  );
}

function Explanation({ topic, values }: { topic: (typeof TOPICS)[number]; values: Record<string, string> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = `offer-explain-${topic}`;
  return (
    <Box sx={{ mt: 1 }}>
      <Button
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        endIcon={<ExpandMore sx={{ transform: open ? 'rotate(180deg)' : undefined }} aria-hidden="true" />}
        sx={{ textAlign: 'left' }}
      >
        {t(`application.offer.explain.${topic}.button`)}
      </Button>
      <Typography id={id} component="p" variant="body2" hidden={!open} sx={{ px: 1, pb: 1 }}>
        {t(`application.offer.explain.${topic}.body`, values)}
      </Typography>
    </Box>
  );
}
