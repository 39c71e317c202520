// The open conditions as a list of cards (spec section 2, condition targets), for the applicant's
// conditions screen and a co-signer's alike: each card its title, prompt and the note from staff,
// then 'received', the link to answer it, or (a co-signer's view) who answers it instead.
import './conditions-copy';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Link, Paper, Typography } from '@mui/material';
import type { Notification } from './conditions';
import { formatUsDate } from '../../core/calendar/us-date';

export interface ConditionListProps {
  notifications: Notification[];
  /** Where the condition is answered; undefined when this person does not answer it. */
  linkOf: (n: Notification) => string | undefined;
  /** Show the date each was requested (the applicant's list). */
  dated?: boolean;
  /** The copy key shown on an open condition this person does not answer. */
  notYoursKey?: string;
}

export function ConditionList({ notifications, ...card }: ConditionListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6" id={headingId}>
        {t('conditions.index.notifications')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {notifications.map((n) => (
          <ConditionCard key={n.uuid} notification={n} {...card} />
        ))}
      </Box>
    </Box>
  );
}

function ConditionCard({ notification: n, linkOf, dated, notYoursKey }: Omit<ConditionListProps, 'notifications'> & { notification: Notification }) {
  const { t } = useTranslation();
  const title = t(n.category.title);
  const link = n.answered ? undefined : linkOf(n);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, mt: 2, overflowWrap: 'anywhere' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {dated && (
        <Typography variant="body2" color="text.secondary">
          {t('conditions.index.requested', { date: formatUsDate(n.created) })}
        </Typography>
      )}
      <Typography sx={{ mt: 1 }}>{t(n.category.prompt)}</Typography>
      {n.commentsToBorrower && <Typography sx={{ mt: 1 }}>{t('conditions.index.comments', { comments: n.commentsToBorrower })}</Typography>}
      {n.answered && <Typography sx={{ mt: 1, fontWeight: 600 }}>{t('conditions.index.received')}</Typography>}
      {!n.answered && !link && notYoursKey && <Typography sx={{ mt: 1 }}>{t(notYoursKey)}</Typography>}
      {link && (
        <Link component={RouterLink} to={link} aria-label={t('conditions.index.openLabel', { title })} sx={{ display: 'inline-block', mt: 1 }}>
          {t('conditions.index.open')}
        </Link>
      )}
    </Paper>
  );
}
