// Short explanations of the draw, the term, the origination fee, the APR and the closing costs paid
// to others: each a button with aria-expanded that shows or hides its text, so they are there for
// whoever asks and read in order by a screen reader, without crowding the cards.
import { useState, type ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/offer/money';
import { ClosingCosts } from './ClosingCosts';

const TOPICS = ['draw', 'term', 'fee', 'apr'] as const;

export function OfferExplanations({ feeCap }: { feeCap: number }) {
  const { t } = useTranslation();
  // On a phone the topics are behind the heading's own button (the options need the room); from md up in sight.
  const [open, setOpen] = useState(false);
  return (
    <Box component="section" aria-labelledby="offer-explain" sx={{ mt: { xs: 1, md: 3 } }}>
      <Typography id="offer-explain" component="h2" variant="h6" sx={{ fontWeight: 600, display: { xs: 'none', md: 'block' } }}>
        {t('application.offer.explain.heading')}
      </Typography>
      <Typography component="h2" variant="h6" sx={{ display: { md: 'none' } }}>
        <Button
          aria-expanded={open}
          aria-controls="offer-explain-topics"
          onClick={() => setOpen(!open)}
          endIcon={<ExpandMore sx={{ transform: open ? 'rotate(180deg)' : undefined }} aria-hidden="true" />}
          sx={{ textAlign: 'left' }}
        >
          {t('application.offer.explain.heading')}
        </Button>
      </Typography>
      {/* The topics side by side as far as they fit; an open one takes the whole width for its text. */}
      <Box id="offer-explain-topics" sx={{ display: { xs: open ? 'flex' : 'none', md: 'flex' }, flexWrap: 'wrap', columnGap: 1 }}>
        {TOPICS.map((topic) => (
          <Explanation key={topic} topic={topic}>
            <Typography component="p" variant="body2">
              {t(`application.offer.explain.${topic}.body`, { cap: formatMoney(feeCap, 0) })}
            </Typography>
          </Explanation>
        ))}
        <Explanation topic="closing">
          <ClosingCosts />
        </Explanation>
      </Box>
    </Box>
  );
}

function Explanation({ topic, children }: { topic: (typeof TOPICS)[number] | 'closing'; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = `offer-explain-${topic}`;
  return (
    <Box sx={{ mt: 0.5, flexBasis: open ? '100%' : 'auto' }}>
      <Button
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        endIcon={<ExpandMore sx={{ transform: open ? 'rotate(180deg)' : undefined }} aria-hidden="true" />}
        sx={{ textAlign: 'left' }}
      >
        {t(`application.offer.explain.${topic}.button`)}
      </Button>
      <Box id={id} hidden={!open} sx={{ px: 1, pb: 1 }}>
        {children}
      </Box>
    </Box>
  );
}
